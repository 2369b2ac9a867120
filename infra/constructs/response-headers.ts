import { Duration } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy, type ResponseCustomHeader, type ResponseSecurityHeadersBehavior } from 'aws-cdk-lib/aws-cloudfront';

export interface ResponseHeaderBehaviors {
  readonly securityHeadersBehavior: ResponseSecurityHeadersBehavior;
  readonly customHeadersBehavior: { customHeaders: ResponseCustomHeader[] };
}

function oneOf<T extends string>(header: string, value: string, allowed: readonly T[]): T {
  const found = allowed.find((option) => option.toLowerCase() === value.toLowerCase());
  if (!found) throw new Error(`CloudFront cannot send ${header}: ${value} (allowed: ${allowed.join(', ')}).`);
  return found;
}

function strictTransportSecurity(value: string) {
  const maxAge = /max-age=(\d+)/i.exec(value)?.[1];
  if (!maxAge) throw new Error(`strict-transport-security needs a max-age: ${value}`);
  return {
    accessControlMaxAge: Duration.seconds(Number(maxAge)),
    includeSubdomains: /includeSubDomains/i.test(value),
    preload: /\bpreload\b/i.test(value),
    override: true,
  };
}

/**
 * Translates the header map the local gateway sends into a CloudFront response headers policy.
 * CloudFront manages the security headers itself and refuses them as custom headers, so those
 * become typed settings; every other header is sent as a custom one. Origin values never win.
 */
export function responseHeaderBehaviors(headers: Readonly<Record<string, string>>): ResponseHeaderBehaviors {
  const security: { -readonly [K in keyof ResponseSecurityHeadersBehavior]: ResponseSecurityHeadersBehavior[K] } = {};
  const customHeaders: ResponseCustomHeader[] = [];
  for (const [name, value] of Object.entries(headers)) {
    switch (name.toLowerCase()) {
      case 'strict-transport-security':
        security.strictTransportSecurity = strictTransportSecurity(value);
        break;
      case 'content-security-policy':
        security.contentSecurityPolicy = { contentSecurityPolicy: value, override: true };
        break;
      case 'x-content-type-options':
        oneOf(name, value, ['nosniff']);
        security.contentTypeOptions = { override: true };
        break;
      case 'x-frame-options':
        security.frameOptions = { frameOption: oneOf(name, value, Object.values(HeadersFrameOption)), override: true };
        break;
      case 'referrer-policy':
        security.referrerPolicy = { referrerPolicy: oneOf(name, value, Object.values(HeadersReferrerPolicy)), override: true };
        break;
      default:
        customHeaders.push({ header: name, value, override: true });
    }
  }
  return { securityHeadersBehavior: security, customHeadersBehavior: { customHeaders } };
}
