import { isIPv4, isIPv6 } from 'node:net';

/**
 * The part of a source IP that identifies one client for rate limiting. An IPv4 address (also
 * when written IPv4-mapped, `::ffff:1.2.3.4`) is itself; an IPv6 address counts by its /64,
 * because one subscriber usually holds a whole /64 and could otherwise rotate addresses to
 * escape any per-address limit. A missing or unreadable address shares the bucket 'unknown'.
 */
export function clientAddressKey(sourceIp: string | undefined | null): string {
  const ip = sourceIp?.trim() ?? '';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (isIPv4(ip)) return ip;
  if (isIPv6(ip)) return `${ipv6Groups(ip).slice(0, 4).join(':')}::/64`;
  return 'unknown';
}

/** The eight 16-bit groups of an IPv6 address, expanded and without leading zeros. */
function ipv6Groups(ip: string): string[] {
  const withoutZone = ip.split('%')[0] ?? ip;
  const [head = '', tail] = withoutZone.split('::');
  const parse = (part: string) => (part ? part.split(':') : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(Math.max(missing, 0)).fill('0'), ...right].map((group) =>
    /^[0-9a-f]+$/i.test(group) ? parseInt(group, 16).toString(16) : group,
  );
}

/**
 * Set by CloudFront on every `/api/*` request to the viewer's own address (a viewer-request
 * function overwrites whatever the viewer sent), because behind CloudFront the API's `sourceIp`
 * is CloudFront's edge server, shared by many visitors. The API admits only requests that came
 * through CloudFront (infra/constructs/origin-verify/authorizer.ts), so the header can be trusted.
 */
export const VIEWER_ADDRESS_HEADER = 'x-viewer-address';

/** The client's address for rate limits and lockouts: CloudFront's viewer address, else the connection's. */
export function requestSourceIp(event: {
  headers?: Record<string, string | undefined>;
  requestContext?: { http?: { sourceIp?: string } };
}): string | undefined {
  return event.headers?.[VIEWER_ADDRESS_HEADER] || event.requestContext?.http?.sourceIp;
}
