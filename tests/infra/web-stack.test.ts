import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AllowedMethods, CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { describe, expect, it } from 'vitest';
import { siteRepublishTrigger } from '#events/rules.ts';
import { projectRoot } from '#infra/shared/project-root.ts';
import { appPaths } from '#frontend/app/paths.ts';
import { tableDefinition } from '#functions/adapters/dynamodb/table.ts';
import { routeList } from '#functions/http/routes.ts';
import { requestSourceIp, VIEWER_ADDRESS_HEADER } from '#functions/platform/http/client-address.ts';
import { createRouteMatcher } from '#functions/platform/http/route-match.ts';
import { CONSUMER_DELIVERY_RETRY } from '#infra/constructs/event-consumer.ts';
import { ORIGIN_VERIFY_HEADER } from '#infra/constructs/origin-verify/authorizer.ts';
import { responseHeaderBehaviors } from '#infra/constructs/response-headers.ts';
import { NPM_CACHE_DIR, PUBLISHER_NODE_CHECK, publisherBuildSpec, publisherSourceExcludes } from '#infra/constructs/site-publisher.ts';
import {
  FIRST_PUBLISH_TIMEOUT_MINUTES,
  PUBLISH_QUEUE_BATCHING_WINDOW_SECONDS,
  PUBLISH_QUEUE_VISIBILITY_SECONDS,
  PUBLISH_REQUEST_MAX_RECEIVES,
  readPublishRequestBody,
  SITE_BUILD_TIMEOUT_MINUTES,
} from '#functions/app/site/publish-request.ts';
import { sitePublisherEnvironmentSchema } from '#functions/queues/site-publish-requests.ts';
import { FUNCTION_TIMEOUT_MS } from '#functions/platform/aws/client-options.ts';
import { SITE_PUBLISH_REQUESTS_ENTRY } from '#infra/constructs/function-bundles.ts';
import { executableInlineScripts, portalPageRequestCode, siteRoutingFromBuild, viewerRequestCode, viewerResponseCode } from '#infra/constructs/site-routing.ts';
import { portalPaths } from '#domain/portal/portal.ts';
import { apiViewerRequestCode, BLOCKED_COUNTRIES } from '#infra/stacks/web-stack.ts';
import { contentSecurityPolicy, embedContentSecurityPolicy, securityHeaders } from '#infra/shared/security-headers.ts';
import {
  fixtureSiteDir,
  functionIdFor,
  grantedStatements,
  onlyResource,
  permissionFacts,
  PROD_CONTEXT,
  referencedId,
  resourcesOf,
  synthApp,
  type PolicyStatementJson,
} from './synth.ts';

const { web } = synthApp('dev');
const prod = synthApp('prod');

describe('web stack', () => {
  const config = onlyResource(web, 'AWS::CloudFront::Distribution').Properties['DistributionConfig'];
  const bucketId = Object.keys(resourcesOf(web, 'AWS::S3::Bucket')).find((id) => id.startsWith('SiteBucket'))!;
  const logBucketId = Object.keys(resourcesOf(web, 'AWS::S3::Bucket')).find((id) => id.startsWith('AccessLogsBucket'))!;
  const bucketPolicy = (id: string) =>
    Object.values(resourcesOf(web, 'AWS::S3::BucketPolicy')).find((policy) => referencedId(policy.Properties['Bucket']) === id)!;
  const s3Origin = config.Origins.find(
    (origin: { S3OriginConfig?: unknown; DomainName: unknown }) => origin.S3OriginConfig && referencedId(origin.DomainName) === bucketId,
  );
  const apiBehavior = config.CacheBehaviors.find((behavior: { PathPattern: string }) => behavior.PathPattern === '/api/*');
  const embedBehavior = config.CacheBehaviors.find((behavior: { PathPattern: string }) => behavior.PathPattern === '/embed/*');
  // The media library (issue 19, decision 031).
  const mediaBehavior = config.CacheBehaviors.find((behavior: { PathPattern: string }) => behavior.PathPattern === '/media-files/*');
  const adminBehavior = config.CacheBehaviors.find((behavior: { PathPattern: string }) => behavior.PathPattern === '/admin*');
  const policies = resourcesOf(web, 'AWS::CloudFront::ResponseHeadersPolicy');
  const policyIdWithCsp = (csp: string) =>
    Object.entries(policies).find(
      ([, policy]) => policy.Properties['ResponseHeadersPolicyConfig'].SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy === csp,
    )?.[0];

  it('keeps the site and log buckets private, encrypted and TLS-only', () => {
    for (const id of [bucketId, logBucketId]) {
      const bucket = resourcesOf(web, 'AWS::S3::Bucket')[id]!.Properties;
      expect(bucket['PublicAccessBlockConfiguration']).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucket['BucketEncryption'].ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault.SSEAlgorithm).toBe('AES256');
      const statements = bucketPolicy(id).Properties['PolicyDocument'].Statement;
      expect(statements).toContainEqual(expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }));
    }
  });

  it('logs every request (CloudFront standard logs, and S3 access logs of the site bucket) to the log bucket, kept as long as function logs', () => {
    expect(config.Logging).toEqual({ Bucket: { 'Fn::GetAtt': [logBucketId, 'RegionalDomainName'] }, Prefix: 'cloudfront/' });
    expect(resourcesOf(web, 'AWS::S3::Bucket')[bucketId]!.Properties['LoggingConfiguration']).toMatchObject({ DestinationBucketName: { Ref: logBucketId } });
    const logBucket = resourcesOf(web, 'AWS::S3::Bucket')[logBucketId]!.Properties;
    // CloudFront writes its logs with ACLs; the bucket owner still owns every object.
    expect(logBucket['OwnershipControls']).toEqual({ Rules: [{ ObjectOwnership: 'BucketOwnerPreferred' }] });
    expect(logBucket['LifecycleConfiguration'].Rules[0]).toMatchObject({ ExpirationInDays: 30, Status: 'Enabled' });
  });

  it('refuses the countries under comprehensive US sanctions, and nobody else', () => {
    expect(config.Restrictions).toEqual({ GeoRestriction: { RestrictionType: 'blacklist', Locations: [...BLOCKED_COUNTRIES] } });
  });

  it("serves CloudFront's own domain in dev, and the stage's domain with its certificate and TLS 1.2+ in prod", () => {
    expect(config.Aliases).toBeUndefined();
    expect(config.ViewerCertificate).toBeUndefined();
    const prodConfig = onlyResource(prod.web, 'AWS::CloudFront::Distribution').Properties['DistributionConfig'];
    expect(prodConfig.Aliases).toEqual([PROD_CONTEXT.domainName]);
    expect(prodConfig.ViewerCertificate).toEqual({
      AcmCertificateArn: PROD_CONTEXT.certificateArn,
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    });
    expect(prodConfig.WebACLId).toBe(PROD_CONTEXT.webAclArn);
    expect(prod.web.findOutputs('SiteUrl')['SiteUrl']?.Value).toBe(`https://${PROD_CONTEXT.domainName}`);
  });

  it('reads the bucket through origin access control, for this distribution only', () => {
    const accessControls = resourcesOf(web, 'AWS::CloudFront::OriginAccessControl');
    expect(accessControls[referencedId(s3Origin.OriginAccessControlId)!]!.Properties['OriginAccessControlConfig']).toMatchObject({
      OriginAccessControlOriginType: 's3',
      SigningBehavior: 'always',
      SigningProtocol: 'sigv4',
    });
    expect(referencedId(s3Origin.DomainName)).toBe(bucketId);
    expect(s3Origin.OriginAccessControlId).toBeDefined();
    const statements = bucketPolicy(bucketId).Properties['PolicyDocument'].Statement;
    const cloudfront = statements.find((s: { Principal?: { Service?: string } }) => s.Principal?.Service === 'cloudfront.amazonaws.com');
    expect(cloudfront.Condition.StringEquals['AWS:SourceArn']['Fn::Join'][1]).toContainEqual({
      Ref: Object.keys(resourcesOf(web, 'AWS::CloudFront::Distribution'))[0],
    });
  });

  it('sends the shared security headers on the site and the API', () => {
    // The site's, the embeds' and the back office's (decision 031).
    expect(Object.keys(policies)).toHaveLength(3);
    const policyId = policyIdWithCsp(contentSecurityPolicy)!;
    const policyConfig = policies[policyId]!.Properties['ResponseHeadersPolicyConfig'];
    expect(policyConfig.SecurityHeadersConfig).toMatchObject({
      ContentSecurityPolicy: { ContentSecurityPolicy: contentSecurityPolicy, Override: true },
      StrictTransportSecurity: { AccessControlMaxAgeSec: 31_536_000, IncludeSubdomains: true, Override: true },
      ContentTypeOptions: { Override: true },
      FrameOptions: { FrameOption: 'DENY', Override: true },
      ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
    });
    expect(contentSecurityPolicy).toContain("frame-ancestors 'none'");
    expect(policyConfig.CustomHeadersConfig.Items).toEqual([{ Header: 'permissions-policy', Value: securityHeaders['permissions-policy'], Override: true }]);
    for (const behavior of [config.DefaultCacheBehavior, apiBehavior, mediaBehavior]) expect(referencedId(behavior.ResponseHeadersPolicyId)).toBe(policyId);
  });

  it('lets other sites frame /embed/* only: its own headers policy, same origin and routing functions as the site', () => {
    const policyId = policyIdWithCsp(embedContentSecurityPolicy)!;
    expect(referencedId(embedBehavior.ResponseHeadersPolicyId)).toBe(policyId);
    const headers = policies[policyId]!.Properties['ResponseHeadersPolicyConfig'].SecurityHeadersConfig;
    expect(headers.ContentSecurityPolicy.ContentSecurityPolicy).toContain("frame-ancestors 'self' https:");
    expect(headers.FrameOptions).toBeUndefined();
    expect(headers.StrictTransportSecurity).toMatchObject({ AccessControlMaxAgeSec: 31_536_000, Override: true });
    // Everything but the framing rule matches the site's policy.
    expect(embedContentSecurityPolicy.replace(/frame-ancestors [^;]+/, '')).toBe(contentSecurityPolicy.replace(/frame-ancestors [^;]+/, ''));
    expect(embedBehavior).toMatchObject({
      TargetOriginId: config.DefaultCacheBehavior.TargetOriginId,
      ViewerProtocolPolicy: 'redirect-to-https',
      Compress: true,
      FunctionAssociations: config.DefaultCacheBehavior.FunctionAssociations,
    });
    // The site bucket, the API and the media bucket (decision 031).
    expect(config.Origins).toHaveLength(3);
  });

  // The media library (issue 19, decision 031).
  it("serves /media-files/* from the media bucket through origin access control, cached a year on the path alone, with the site's headers", () => {
    const origin = config.Origins.find((candidate: { Id: string }) => candidate.Id === mediaBehavior.TargetOriginId);
    expect(origin.DomainName).toEqual({
      'Fn::ImportValue': expect.stringMatching(/^PartyCruises-dev-Data:ExportsOutputFnGetAttMediaBucket\w+RegionalDomainName/),
    });
    expect(origin.S3OriginConfig).toEqual({ OriginAccessIdentity: '' });
    const accessControl = resourcesOf(web, 'AWS::CloudFront::OriginAccessControl')[referencedId(origin.OriginAccessControlId)!]!;
    expect(accessControl.Properties['OriginAccessControlConfig']).toMatchObject({
      OriginAccessControlOriginType: 's3',
      SigningBehavior: 'always',
      SigningProtocol: 'sigv4',
    });
    expect(mediaBehavior).toMatchObject({ ViewerProtocolPolicy: 'redirect-to-https', AllowedMethods: ['GET', 'HEAD'], Compress: false });
    expect(mediaBehavior.FunctionAssociations).toBeUndefined();
    const cache = resourcesOf(web, 'AWS::CloudFront::CachePolicy')[referencedId(mediaBehavior.CachePolicyId)!]!.Properties['CachePolicyConfig'];
    expect(cache).toMatchObject({
      DefaultTTL: 365 * 24 * 3600,
      MaxTTL: 365 * 24 * 3600,
      MinTTL: 24 * 3600,
      ParametersInCacheKeyAndForwardedToOrigin: {
        CookiesConfig: { CookieBehavior: 'none' },
        HeadersConfig: { HeaderBehavior: 'none' },
        QueryStringsConfig: { QueryStringBehavior: 'none' },
      },
    });
  });

  it("lets the back office's pages post photos to the uploads bucket's endpoint, and no other page", () => {
    const adminPolicy = policies[referencedId(adminBehavior.ResponseHeadersPolicyId)!]!.Properties['ResponseHeadersPolicyConfig'];
    const csp = adminPolicy.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy;
    // CloudFormation joins the CSP around the bucket's domain: the rest is the site's policy.
    const [, parts] = csp['Fn::Join'];
    expect(parts).toHaveLength(3);
    expect(`${parts[0]}<upload>${parts[2]}`).toBe(contentSecurityPolicy.replace("connect-src 'self'", "connect-src 'self' https://<upload>"));
    expect(parts[1]).toEqual({
      'Fn::ImportValue': expect.stringMatching(/^PartyCruises-dev-Data:ExportsOutputFnGetAttMediaUploadBucket\w+RegionalDomainName/),
    });
    expect(adminPolicy.SecurityHeadersConfig.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
    expect(adminBehavior).toMatchObject({
      TargetOriginId: config.DefaultCacheBehavior.TargetOriginId,
      FunctionAssociations: config.DefaultCacheBehavior.FunctionAssociations,
    });
    // Public pages, the embeds and the API keep connect-src 'self' alone.
    for (const behavior of [config.DefaultCacheBehavior, apiBehavior, embedBehavior]) {
      const other =
        policies[referencedId(behavior.ResponseHeadersPolicyId)!]!.Properties['ResponseHeadersPolicyConfig'].SecurityHeadersConfig.ContentSecurityPolicy
          .ContentSecurityPolicy;
      expect(other).toMatch(/connect-src 'self';/);
    }
  });

  it('routes site requests with the generated viewer functions', () => {
    const routing = siteRoutingFromBuild(fixtureSiteDir, appPaths);
    const functions = resourcesOf(web, 'AWS::CloudFront::Function');
    const associations = Object.fromEntries(
      config.DefaultCacheBehavior.FunctionAssociations.map((a: { EventType: string; FunctionARN: unknown }) => [
        a.EventType,
        functions[referencedId(a.FunctionARN)!],
      ]),
    );
    // Both read the blog pages' store (decision 031), whose id CloudFormation puts into the code.
    const storeId = Object.keys(resourcesOf(web, 'AWS::CloudFront::KeyValueStore'))[0]!;
    const codeOf = (fn: { Properties: Record<string, { 'Fn::Join': [string, unknown[]] }> }) => {
      const [separator, parts] = fn.Properties['FunctionCode']!['Fn::Join'];
      return parts
        .map((part) => (typeof part === 'string' ? part : JSON.stringify(part) === JSON.stringify({ 'Fn::GetAtt': [storeId, 'Id'] }) ? 'STORE' : 'UNEXPECTED'))
        .join(separator);
    };
    const withStore = { ...routing, blogPagesStoreId: 'STORE' };
    expect(codeOf(associations['viewer-request'])).toBe(viewerRequestCode(withStore));
    expect(codeOf(associations['viewer-response'])).toBe(viewerResponseCode(withStore));
    for (const fn of [associations['viewer-request'], associations['viewer-response']]) {
      expect(fn.Properties['FunctionConfig']).toMatchObject({
        Runtime: 'cloudfront-js-2.0',
        KeyValueStoreAssociations: [{ KeyValueStoreARN: { 'Fn::GetAtt': [storeId, 'Arn'] } }],
      });
    }
    expect(config.DefaultRootObject).toBe('index.html');
  });

  it("has no distribution-wide error pages, which would replace the API's 403 and 404 answers", () => {
    expect(config.CustomErrorResponses).toBeUndefined();
  });

  it("sends /api/* with the secret the API's authorizer requires, and the viewer's own address", () => {
    const apiOrigin = config.Origins.find((origin: { Id: string }) => origin.Id === apiBehavior.TargetOriginId);
    expect(apiOrigin.OriginCustomHeaders).toEqual([
      {
        HeaderName: ORIGIN_VERIFY_HEADER,
        HeaderValue: { 'Fn::Select': [2, { 'Fn::Split': ['/', { 'Fn::ImportValue': 'PartyCruises-dev-Api:ExportsOutputRefAWSStackIdB2DD5BAA' }] }] },
      },
    ]);
    const [association] = apiBehavior.FunctionAssociations;
    expect(association.EventType).toBe('viewer-request');
    expect(resourcesOf(web, 'AWS::CloudFront::Function')[referencedId(association.FunctionARN)!]!.Properties['FunctionCode']).toBe(apiViewerRequestCode());
    // The function overwrites whatever address a viewer claims.
    const handler = new Function(`${apiViewerRequestCode()}\nreturn handler;`)() as (event: unknown) => { headers: Record<string, { value: string }> };
    const request = handler({ viewer: { ip: '203.0.113.9' }, request: { uri: '/api/leads', headers: { [VIEWER_ADDRESS_HEADER]: { value: '198.51.100.1' } } } });
    expect(request.headers[VIEWER_ADDRESS_HEADER]).toEqual({ value: '203.0.113.9' });
    // ...and the handlers count that address, not CloudFront's edge (which the API sees).
    const edge = { requestContext: { http: { sourceIp: '130.176.0.1' } } };
    expect(requestSourceIp({ ...edge, headers: { [VIEWER_ADDRESS_HEADER]: '203.0.113.9' } })).toBe('203.0.113.9');
    expect(requestSourceIp({ ...edge, headers: {} })).toBe('130.176.0.1');
  });

  // Decisions 093 and 094: a page a route renders (a path the route table names outside /api/) is
  // reached at its own address, as the local gateway reaches it, and kept only as its answer says.
  it("sends every page a route renders to the API, GET and HEAD only, with the site's headers and a cache keyed on the path and ?book and ?payment, no cookie", () => {
    // The trip page, a signed-in guest's own, has a behaviour of its own (decision 095, below).
    const pageRoutes = routeList.filter((route) => !route.path.startsWith('/api/')).map((route) => route.path);
    expect(pageRoutes.filter((path) => path.startsWith('/portal/'))).toEqual(['/portal/trips/{id}']);
    const pages = [...new Set(pageRoutes.filter((path) => !path.startsWith('/portal/')).map((path) => `/${path.split('/')[1]}/?*`))].sort();
    expect(pages).toEqual(['/pay/?*', '/quote/?*', '/waiver/?*']);
    for (const pattern of pages) {
      const behavior = config.CacheBehaviors.find((candidate: { PathPattern: string }) => candidate.PathPattern === pattern);
      expect(behavior, pattern).toMatchObject({
        TargetOriginId: apiBehavior.TargetOriginId,
        AllowedMethods: ['GET', 'HEAD'],
        ViewerProtocolPolicy: 'redirect-to-https',
      });
      expect(behavior.OriginRequestPolicyId, pattern).toBeUndefined();
      expect(referencedId(behavior.ResponseHeadersPolicyId), pattern).toBe(policyIdWithCsp(contentSecurityPolicy));
      const cache = resourcesOf(web, 'AWS::CloudFront::CachePolicy')[referencedId(behavior.CachePolicyId)!]!.Properties['CachePolicyConfig'];
      expect(cache, pattern).toMatchObject({
        DefaultTTL: 0,
        MinTTL: 0,
        MaxTTL: 60,
        ParametersInCacheKeyAndForwardedToOrigin: {
          CookiesConfig: { CookieBehavior: 'none' },
          HeadersConfig: { HeaderBehavior: 'none' },
          QueryStringsConfig: { QueryStringBehavior: 'whitelist', QueryStrings: ['book', 'payment'] },
        },
      });
    }
  });

  // The local gateway gives a path to a page's function only when it is the route's own (one
  // segment: `/quote/{token}`), and everything else under it to the site (`/quote/id/{id}`, which
  // the site sends to /chat, a trailing slash, a bare `/quote/`); CloudFront must split them the same.
  it("gives the API exactly the paths the local gateway gives a page's function, and the site every other path under them", () => {
    // CloudFront's path patterns: `*` any characters, slashes too; `?` exactly one; the first that matches wins.
    const cloudFront = (pattern: string) =>
      new RegExp(
        `^${pattern
          .replace(/[.+^${}()|[\]\\]/g, '\\$&')
          .replace(/\*/g, '.*')
          .replace(/\?/g, '.')}$`,
      );
    const behaviorFor = (path: string) =>
      config.CacheBehaviors.find((behavior: { PathPattern: string }) => cloudFront(behavior.PathPattern).test(path)) ?? config.DefaultCacheBehavior;
    const pageFunction = createRouteMatcher(routeList.filter((route) => !route.path.startsWith('/api/')));
    const token = 'q'.repeat(43);
    const paths = ['/quote', '/pay', '/waiver', '/portal/trips'].flatMap((base) => [
      `${base}/${token}`,
      `${base}/${token}/`,
      `${base}/${token}/more`,
      `${base}/id/abc`,
      `${base}/`,
      `${base}/a/b/c`,
    ]);
    const toApi = paths.filter((path) => behaviorFor(path).TargetOriginId === apiBehavior.TargetOriginId);
    expect(toApi).toEqual(paths.filter((path) => pageFunction('GET', path) !== null));
    expect(toApi).toEqual(['/quote', '/pay', '/waiver', '/portal/trips'].map((base) => `${base}/${token}`));
    // The rest is the site's: the same routing functions as every page of it.
    for (const path of paths.filter((candidate) => !toApi.includes(candidate))) {
      expect(behaviorFor(path).TargetOriginId, path).toBe(config.DefaultCacheBehavior.TargetOriginId);
      expect(behaviorFor(path).FunctionAssociations, path).toEqual(config.DefaultCacheBehavior.FunctionAssociations);
    }
  });

  it('passes /api/* to the HTTP API uncached, with the viewer headers, cookies and methods', () => {
    expect(apiBehavior).toMatchObject({
      CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
      OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
      AllowedMethods: AllowedMethods.ALLOW_ALL.methods,
      ViewerProtocolPolicy: 'https-only',
    });
    const apiOrigin = config.Origins.find((origin: { Id: string }) => origin.Id === apiBehavior.TargetOriginId);
    expect(apiOrigin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only' });
    expect(JSON.stringify(apiOrigin.DomainName)).toMatch(/PartyCruises-dev-Api:ExportsOutputFnGetAttHttpApi\w+ApiEndpoint/);
  });

  // Decision 095: the trip page is rendered for its signed-in guest, and is that guest's alone.
  it("sends the trip page to its function uncached, with the portal's session cookie and no other, a visitor without one to sign in at the edge; a trip's pages below it are the site's", () => {
    const behaviorAt = (pattern: string) => config.CacheBehaviors.find((behavior: { PathPattern: string }) => behavior.PathPattern === pattern);
    const patterns = config.CacheBehaviors.map((behavior: { PathPattern: string }) => behavior.PathPattern);
    // CloudFront takes the first pattern that matches, and its `*` matches slashes.
    expect(patterns.indexOf('/portal/trips/*/*')).toBeGreaterThanOrEqual(0);
    expect(patterns.indexOf('/portal/trips/*/*')).toBeLessThan(patterns.indexOf('/portal/trips/?*'));
    expect(behaviorAt('/portal/trips/*/*')).toMatchObject({
      TargetOriginId: config.DefaultCacheBehavior.TargetOriginId,
      FunctionAssociations: config.DefaultCacheBehavior.FunctionAssociations,
    });
    const trip = behaviorAt('/portal/trips/?*');
    expect(trip).toMatchObject({
      TargetOriginId: apiBehavior.TargetOriginId,
      CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
      AllowedMethods: AllowedMethods.ALLOW_GET_HEAD.methods,
      ViewerProtocolPolicy: 'redirect-to-https',
    });
    const requests = resourcesOf(web, 'AWS::CloudFront::OriginRequestPolicy')[referencedId(trip.OriginRequestPolicyId)!]!.Properties[
      'OriginRequestPolicyConfig'
    ];
    expect(requests.CookiesConfig).toEqual({ CookieBehavior: 'whitelist', Cookies: ['__Host-portal'] });
    expect(requests.HeadersConfig).toEqual({ HeaderBehavior: 'none' });
    const [association] = trip.FunctionAssociations;
    expect(association.EventType).toBe('viewer-request');
    expect(resourcesOf(web, 'AWS::CloudFront::Function')[referencedId(association.FunctionARN)!]!.Properties['FunctionCode']).toBe(portalPageRequestCode());
    const handler = new Function(`${portalPageRequestCode()}\nreturn handler;`)() as (event: unknown) => unknown;
    expect(handler({ request: { uri: '/portal/trips/abc', querystring: { x: { value: '1' } }, cookies: { session: { value: 'staff' } } } })).toMatchObject({
      statusCode: 302,
      headers: { location: { value: `${portalPaths.login}?next=${encodeURIComponent('/portal/trips/abc?x=1')}` }, 'cache-control': { value: 'no-store' } },
    });
    const signedIn = { uri: '/portal/trips/abc', querystring: {}, cookies: { '__Host-portal': { value: 'token' } } };
    expect(handler({ request: signedIn })).toBe(signedIn);
  });

  it("leaves deploying the site to the publisher: no CDK bucket deployment, and the only custom resources are the publisher's first publish and CDK's bucket emptying", () => {
    expect(resourcesOf(web, 'Custom::CDKBucketDeployment')).toEqual({});
    expect(Object.keys(resourcesOf(web, 'Custom::SitePublish'))).toHaveLength(1);
    // The functions are the publisher's starter and CDK's own that empties the dev buckets when the stack is deleted.
    expect(Object.keys(resourcesOf(web, 'AWS::Lambda::Function')).sort()).toEqual([
      expect.stringMatching(/^CustomS3AutoDeleteObjectsCustomResourceProviderHandler/),
      functionIdFor(web, SITE_PUBLISH_REQUESTS_ENTRY),
    ]);
  });
});

describe('response headers translation', () => {
  it('refuses values CloudFront cannot send', () => {
    expect(() => responseHeaderBehaviors({ 'x-frame-options': 'ALLOW-FROM https://example.com' })).toThrow(/x-frame-options/);
    expect(() => responseHeaderBehaviors({ 'strict-transport-security': 'includeSubDomains' })).toThrow(/max-age/);
  });
});

describe('site publisher', () => {
  const project = onlyResource(web, 'AWS::CodeBuild::Project').Properties;
  const projectId = Object.keys(resourcesOf(web, 'AWS::CodeBuild::Project'))[0]!;
  const roleId = referencedId(project['ServiceRole'])!;
  const siteBucketId = Object.keys(resourcesOf(web, 'AWS::S3::Bucket')).find((id) => id.startsWith('SiteBucket'))!;
  const distributionId = Object.keys(resourcesOf(web, 'AWS::CloudFront::Distribution'))[0]!;
  const rules = Object.entries(resourcesOf(web, 'AWS::Events::Rule'));
  const tableArn = { 'Fn::ImportValue': 'PartyCruises-dev-Data:ExportsOutputFnGetAttTableCD117FA1ArnE2C8C204' };
  const statements = Object.values(resourcesOf(web, 'AWS::IAM::Policy'))
    .filter((policy) => (policy.Properties['Roles'] as unknown[]).some((role) => referencedId(role) === roleId))
    .flatMap((policy) => policy.Properties['PolicyDocument'].Statement as PolicyStatementJson[]);
  // The queue every request goes through (decision 087), its dead-letter queue, its starter, the
  // deploy's topic and custom resource, and npm's cache.
  const queueId = Object.keys(resourcesOf(web, 'AWS::SQS::Queue')).find((id) => id.startsWith('SitePublisherRequests'))!;
  const queue = resourcesOf(web, 'AWS::SQS::Queue')[queueId]!;
  const deadLetterQueueId = referencedId(queue.Properties['RedrivePolicy'].deadLetterTargetArn)!;
  const starterId = functionIdFor(web, SITE_PUBLISH_REQUESTS_ENTRY);
  const starter = resourcesOf(web, 'AWS::Lambda::Function')[starterId]!;
  const topicId = Object.keys(resourcesOf(web, 'AWS::SNS::Topic'))[0]!;
  const [firstPublishId, firstPublish] = Object.entries(resourcesOf(web, 'Custom::SitePublish'))[0]!;
  const cacheBucketId = Object.keys(resourcesOf(web, 'AWS::S3::Bucket')).find((id) => id.startsWith('SitePublisherCacheBucket'))!;
  const queuePolicy = (id: string) =>
    Object.values(resourcesOf(web, 'AWS::SQS::QueuePolicy')).find((policy) => referencedId(policy.Properties['Queues'][0]) === id)!.Properties['PolicyDocument']
      .Statement;
  const bucketPolicyStatements = (id: string) =>
    Object.values(resourcesOf(web, 'AWS::S3::BucketPolicy')).find((policy) => referencedId(policy.Properties['Bucket']) === id)!.Properties['PolicyDocument']
      .Statement;

  it('builds the repository (an S3 asset) on a CodeBuild-managed image, one build at a time for 20 minutes at most, encrypted with its own rotating key', () => {
    expect(project['Source'].Type).toBe('S3');
    expect(JSON.stringify(project['Source'].Location)).toMatch(/cdk-hnb659fds-assets-.*\.zip/);
    expect(project['Environment']).toMatchObject({ Image: 'aws/codebuild/standard:7.0', PrivilegedMode: false });
    expect(project['ConcurrentBuildLimit']).toBe(1);
    expect(project['TimeoutInMinutes']).toBe(SITE_BUILD_TIMEOUT_MINUTES);
    expect(web.toJSON().Resources[referencedId(project['EncryptionKey'])!].Properties['EnableKeyRotation']).toBe(true);
    expect(project['Environment'].EnvironmentVariables).toEqual(
      expect.arrayContaining([
        { Name: 'TABLE_NAME', Type: 'PLAINTEXT', Value: { 'Fn::ImportValue': 'PartyCruises-dev-Data:ExportsOutputRefTableCD117FA1D18A8047' } },
        { Name: 'SITE_BUCKET', Type: 'PLAINTEXT', Value: { Ref: siteBucketId } },
        { Name: 'DISTRIBUTION_ID', Type: 'PLAINTEXT', Value: { Ref: distributionId } },
        {
          Name: 'BLOG_PAGES_STORE_ARN',
          Type: 'PLAINTEXT',
          Value: { 'Fn::GetAtt': [Object.keys(resourcesOf(web, 'AWS::CloudFront::KeyValueStore'))[0], 'Arn'] },
        },
      ]),
    );
  });

  it("builds on the project's Node, not the image's: the check passes where npm ci installed it, and stops a build on any other", () => {
    const check = (cwd: string) => spawnSync('bash', ['-c', PUBLISHER_NODE_CHECK], { cwd, encoding: 'utf8' });
    expect(check(projectRoot).status).toBe(0);
    // A project whose engines ask for a Node no one has: whatever node npx finds is the wrong one.
    const other = mkdtempSync(path.join(tmpdir(), 'publisher-node-'));
    writeFileSync(path.join(other, 'package.json'), JSON.stringify({ name: 'other', engines: { node: '>=99 <100' } }));
    const refused = check(other);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('The site builds on Node 99 from node_modules');
  });

  it('leaves node_modules, the build output, local data, git and cdk.out out of its source', () => {
    expect(publisherSourceExcludes()).toEqual(expect.arrayContaining(['node_modules/', 'dist/', '.git', 'cdk.out/', '.data/']));
  });

  it('installs the locked dependencies, builds from the stored settings, then syncs (deleting old files) and invalidates everything, all or nothing', () => {
    const spec = JSON.parse(project['Source'].BuildSpec);
    expect(spec).toEqual(publisherBuildSpec());
    expect(spec.phases.install.commands).toEqual([`npm ci --no-audit --no-fund --prefer-offline --cache ${NPM_CACHE_DIR}`, PUBLISHER_NODE_CHECK]);
    const build: string[] = spec.phases.build.commands;
    expect(build.slice(1)).toEqual([
      'npx tsx frontend/build/build-site.ts',
      'aws s3 sync dist/site "s3://$SITE_BUCKET" --delete --exclude ".build-stamp" --exclude "*.map"',
      'npx tsx infra/publish/publish-blog-pages.ts dist/site',
      'aws cloudfront create-invalidation --distribution-id "$DISTRIBUTION_ID" --paths "/*"',
    ]);
    // No post_build: it would run after a failed build too, and publish a broken site.
    expect(spec.phases.post_build).toBeUndefined();
  });

  it('may read the one table, invalidate the one distribution, read its own source and write its own logs: nothing else', () => {
    const byAction = (action: string) => statements.filter((statement) => [statement.Action].flat().includes(action));
    expect(byAction('dynamodb:Query').map((statement) => statement.Resource)).toEqual([
      [tableArn, ...tableDefinition.globalSecondaryIndexes.map((gsi) => ({ 'Fn::Join': ['', [tableArn, `/index/${gsi.indexName}`]] }))],
    ]);
    expect(statements.flatMap((statement) => [statement.Action].flat()).filter((action) => /^dynamodb:(Put|Update|Delete|BatchWrite)/.test(action))).toEqual(
      [],
    );
    expect(byAction('cloudfront:CreateInvalidation').map((statement) => statement.Resource)).toEqual([
      { 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':cloudfront::', { Ref: 'AWS::AccountId' }, ':distribution/', { Ref: distributionId }]] },
    ]);
    expect(byAction('s3:GetObject').map((statement) => JSON.stringify(statement.Resource))).toEqual([
      expect.stringMatching(/cdk-hnb659fds-assets-.*\/[0-9a-f]{64}\.zip/),
    ]);
    expect(
      statements.flatMap((statement) => [statement.Action].flat()).filter((action) => action.startsWith('s3:Put') || action.startsWith('s3:Delete')),
    ).toEqual([]);
    // The blog pages' store, to list the published pages in it (decision 031), and no other.
    expect(statements.filter((statement) => [statement.Action].flat().some((action) => action.startsWith('cloudfront-keyvaluestore:')))).toEqual([
      {
        Effect: 'Allow',
        Action: ['cloudfront-keyvaluestore:DescribeKeyValueStore', 'cloudfront-keyvaluestore:ListKeys', 'cloudfront-keyvaluestore:UpdateKeys'],
        Resource: { 'Fn::GetAtt': [Object.keys(resourcesOf(web, 'AWS::CloudFront::KeyValueStore'))[0], 'Arn'] },
      },
    ]);
  });

  it("writes the site through the site bucket's own policy, on that bucket only", () => {
    const bucketStatements = Object.values(resourcesOf(web, 'AWS::S3::BucketPolicy'))
      .find((policy) => referencedId(policy.Properties['Bucket']) === siteBucketId)!
      .Properties['PolicyDocument'].Statement.filter(
        (statement: PolicyStatementJson & { Principal?: { AWS?: unknown } }) => referencedId(statement.Principal?.AWS) === roleId,
      );
    const Principal = { AWS: { 'Fn::GetAtt': [roleId, 'Arn'] } };
    expect(permissionFacts(bucketStatements)).toEqual(
      permissionFacts([
        { Effect: 'Allow', Principal, Action: 's3:ListBucket', Resource: { 'Fn::GetAtt': [siteBucketId, 'Arn'] } },
        {
          Effect: 'Allow',
          Principal,
          Action: ['s3:PutObject', 's3:DeleteObject'],
          Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [siteBucketId, 'Arn'] }, '/*']] },
        },
      ]),
    );
  });

  it('starts when staff change what the pages show or a price version takes effect: the republish pattern of the event-rule table, on the bus', () => {
    const [, rule] = rules.find(([id]) => id.includes('OnSettingsChange'))!;
    expect(rule.Properties['EventPattern']).toEqual(siteRepublishTrigger.pattern);
    expect(JSON.stringify(rule.Properties['EventBusName'])).toContain('PartyCruises-dev-Events');
  });

  it("no longer listens for its stack's status on the default bus: the deploy's first publish does that work, inside the deploy", () => {
    expect(rules.map(([id]) => id).filter((id) => id.includes('OnDeploy'))).toEqual([]);
    expect(rules.filter(([, rule]) => JSON.stringify(rule.Properties['EventPattern'] ?? {}).includes('aws.cloudformation'))).toEqual([]);
  });

  it('queues a request naming the event, retried like a consumer delivery, dead-lettered, with an alarm on failed deliveries', () => {
    const [ruleId, rule] = rules.find(([id]) => id.includes('OnSettingsChange'))!;
    expect(rules).toHaveLength(1);
    const [target] = rule.Properties['Targets'];
    expect(referencedId(target.Arn)).toBe(queueId);
    expect(target.RetryPolicy).toEqual({
      MaximumRetryAttempts: CONSUMER_DELIVERY_RETRY.retryAttempts,
      MaximumEventAgeInSeconds: CONSUMER_DELIVERY_RETRY.maxEventAge.toSeconds(),
    });
    expect(referencedId(target.DeadLetterConfig.Arn)).toBe(deadLetterQueueId);
    web.hasResourceProperties('AWS::CloudWatch::Alarm', { MetricName: 'FailedInvocations', Dimensions: [{ Name: 'RuleName', Value: { Ref: ruleId } }] });
    // EventBridge fills the template with the event's id and detail type as JSON strings; the
    // starter reads what it makes as a content request.
    expect(target.InputTransformer.InputPathsMap).toEqual({ id: '$.id', 'detail-type': '$.detail-type' });
    const filled = (target.InputTransformer.InputTemplate as string).replace('<id>', '"0a1b2c3d-evt"').replace('<detail-type>', '"BusinessFactsChanged"');
    expect(readPublishRequestBody(filled)).toEqual({ kind: 'content', eventId: '0a1b2c3d-evt', detailType: 'BusinessFactsChanged' });
  });

  it('keeps the requests in an encrypted, TLS-only queue that hands a request out again after three minutes and dead-letters it after its tries', () => {
    expect(queue.Properties).toMatchObject({
      SqsManagedSseEnabled: true,
      VisibilityTimeout: PUBLISH_QUEUE_VISIBILITY_SECONDS,
      RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [deadLetterQueueId, 'Arn'] }, maxReceiveCount: PUBLISH_REQUEST_MAX_RECEIVES },
    });
    expect(resourcesOf(web, 'AWS::SQS::Queue')[deadLetterQueueId]!.Properties).toMatchObject({
      SqsManagedSseEnabled: true,
      MessageRetentionPeriod: 14 * 86_400,
    });
    const statements = queuePolicy(queueId);
    expect(statements).toContainEqual(expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }));
    // Only the rule and the topic may send to it, each named by its ARN (and, by IAM, this account's principals).
    const allowed = statements.filter((statement: { Effect: string }) => statement.Effect === 'Allow');
    expect(allowed.map((statement: { Principal: unknown; Condition: unknown }) => [statement.Principal, statement.Condition])).toEqual([
      [{ Service: 'events.amazonaws.com' }, { ArnEquals: { 'aws:SourceArn': { 'Fn::GetAtt': [rules[0]![0], 'Arn'] } } }],
      [{ Service: 'sns.amazonaws.com' }, { ArnEquals: { 'aws:SourceArn': { Ref: topicId } } }],
    ]);
    // Lambda asks six times the function's timeout, and the batching window, of a queue it polls.
    expect(PUBLISH_QUEUE_VISIBILITY_SECONDS).toBeGreaterThanOrEqual((6 * FUNCTION_TIMEOUT_MS) / 1000 + PUBLISH_QUEUE_BATCHING_WINDOW_SECONDS);
  });

  it('alarms on the first request in the dead-letter queue', () => {
    web.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [deadLetterQueueId, 'QueueName'] } }],
      Threshold: 1,
    });
  });

  it('has the queue invoke the starter with batches it answers item by item, at most two at once, without reserved concurrency', () => {
    const mapping = onlyResource(web, 'AWS::Lambda::EventSourceMapping').Properties;
    expect(mapping).toMatchObject({
      EventSourceArn: { 'Fn::GetAtt': [queueId, 'Arn'] },
      FunctionName: { Ref: starterId },
      BatchSize: 10,
      MaximumBatchingWindowInSeconds: PUBLISH_QUEUE_BATCHING_WINDOW_SECONDS,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      ScalingConfig: { MaximumConcurrency: 2 },
    });
    expect(starter.Properties['ReservedConcurrentExecutions']).toBeUndefined();
    expect(starter.Properties['Timeout']).toBe(FUNCTION_TIMEOUT_MS / 1000);
  });

  it('lets the starter list, read and start builds of this project, describe its own stack and take its queue: nothing else', () => {
    const starterLogs = referencedId(starter.Properties['LoggingConfig'].LogGroup);
    expect(permissionFacts(grantedStatements(web, starterId))).toEqual(
      permissionFacts([
        {
          Effect: 'Allow',
          Action: ['codebuild:ListBuildsForProject', 'codebuild:BatchGetBuilds', 'codebuild:StartBuild'],
          Resource: { 'Fn::GetAtt': [projectId, 'Arn'] },
        },
        { Effect: 'Allow', Action: 'cloudformation:DescribeStacks', Resource: { Ref: 'AWS::StackId' } },
        {
          Effect: 'Allow',
          Action: ['sqs:ReceiveMessage', 'sqs:ChangeMessageVisibility', 'sqs:GetQueueUrl', 'sqs:DeleteMessage', 'sqs:GetQueueAttributes'],
          Resource: { 'Fn::GetAtt': [queueId, 'Arn'] },
        },
        // Its own failures (an asynchronous call, which only an operator would make) go to the dead-letter queue.
        { Effect: 'Allow', Action: ['sqs:SendMessage', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl'], Resource: { 'Fn::GetAtt': [deadLetterQueueId, 'Arn'] } },
        { Effect: 'Allow', Action: ['logs:CreateLogStream', 'logs:PutLogEvents'], Resource: { 'Fn::GetAtt': [starterLogs, 'Arn'] } },
      ]),
    );
  });

  it("names the starter's project and stack in its environment, which its own schema reads", () => {
    const variables = starter.Properties['Environment'].Variables;
    expect(variables).toEqual({ SITE_PUBLISHER_PROJECT: { Ref: projectId }, SITE_PUBLISHER_STACK_ID: { Ref: 'AWS::StackId' } });
    expect(
      sitePublisherEnvironmentSchema.parse({
        SITE_PUBLISHER_PROJECT: 'SitePublisherProject-abc',
        SITE_PUBLISHER_STACK_ID: 'arn:aws:cloudformation:us-east-1:123456789012:stack/PartyCruises-dev-Web/0a1b2c3d',
      }),
    ).toMatchObject({ AWS_REGION: 'us-east-1' });
  });

  it('publishes on deploy through a custom resource whose requests CloudFormation sends to a TLS-only topic, delivered raw to the queue', () => {
    const topicPolicy = Object.values(resourcesOf(web, 'AWS::SNS::TopicPolicy')).find((policy) => referencedId(policy.Properties['Topics'][0]) === topicId)!;
    expect(topicPolicy.Properties['PolicyDocument'].Statement).toEqual([
      expect.objectContaining({ Effect: 'Deny', Action: 'sns:Publish', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
    ]);
    const subscription = onlyResource(web, 'AWS::SNS::Subscription').Properties;
    expect(subscription).toEqual({
      TopicArn: { Ref: topicId },
      Protocol: 'sqs',
      Endpoint: { 'Fn::GetAtt': [queueId, 'Arn'] },
      RawMessageDelivery: true,
      RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [deadLetterQueueId, 'Arn'] } },
    });
    expect(firstPublish.Properties['ServiceToken']).toEqual({ Ref: topicId });
  });

  it("waits an hour for the deploy's publish: longer than the starter's tries, which outlast a build behind a build", () => {
    const timeout = Number(firstPublish.Properties['ServiceTimeout']);
    expect(timeout).toBe(FIRST_PUBLISH_TIMEOUT_MINUTES * 60);
    expect(timeout).toBeGreaterThan(SITE_BUILD_TIMEOUT_MINUTES * 60);
    // The starter's last try, where it answers a deploy it could not publish, comes before CloudFormation gives up ...
    const lastTry = (PUBLISH_REQUEST_MAX_RECEIVES - 1) * PUBLISH_QUEUE_VISIBILITY_SECONDS;
    expect(lastTry).toBeLessThan(timeout);
    // ... and after the longest good wait: a build that runs its full time, then its own, a retry interval after each.
    expect(lastTry).toBeGreaterThanOrEqual(2 * SITE_BUILD_TIMEOUT_MINUTES * 60 + 2 * PUBLISH_QUEUE_VISIBILITY_SECONDS);
  });

  it("republishes on every deploy of new source: the custom resource carries the source asset's hash and what the build publishes to", () => {
    const sourceKey = JSON.stringify(project['Source'].Location);
    const hash = firstPublish.Properties['SourceHash'] as string;
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(sourceKey).toContain(`${hash}.zip`);
    expect(firstPublish.Properties).toMatchObject({
      SiteBucket: { Ref: siteBucketId },
      DistributionId: { Ref: distributionId },
      TableName: { 'Fn::ImportValue': 'PartyCruises-dev-Data:ExportsOutputRefTableCD117FA1D18A8047' },
      BlogPagesStore: { 'Fn::GetAtt': [Object.keys(resourcesOf(web, 'AWS::CloudFront::KeyValueStore'))[0], 'Arn'] },
    });
  });

  it("is sent only once the project, the starter, its queue, the topic and the site bucket's grant exist (and removed before them)", () => {
    const dependsOn = web.toJSON().Resources[firstPublishId].DependsOn as string[];
    const mappingId = Object.keys(resourcesOf(web, 'AWS::Lambda::EventSourceMapping'))[0]!;
    const subscriptionId = Object.keys(resourcesOf(web, 'AWS::SNS::Subscription'))[0]!;
    const siteBucketPolicyId = Object.entries(resourcesOf(web, 'AWS::S3::BucketPolicy')).find(
      ([, policy]) => referencedId(policy.Properties['Bucket']) === siteBucketId,
    )![0];
    expect(dependsOn).toEqual(expect.arrayContaining([projectId, roleId, starterId, mappingId, subscriptionId, queueId, topicId, siteBucketPolicyId]));
  });

  it("keeps npm's cache in a bucket of its own: private, encrypted, TLS-only, logged, versioned, expiring, read and written by the build alone", () => {
    expect(project['Cache']).toEqual({ Type: 'S3', Location: { 'Fn::Join': ['/', [{ Ref: cacheBucketId }, 'npm']] } });
    expect(JSON.parse(project['Source'].BuildSpec).cache).toEqual({ paths: [`${NPM_CACHE_DIR}/**/*`] });
    const bucket = resourcesOf(web, 'AWS::S3::Bucket')[cacheBucketId]!.Properties;
    expect(bucket['PublicAccessBlockConfiguration']).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(bucket['BucketEncryption'].ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault.SSEAlgorithm).toBe('AES256');
    expect(bucket['VersioningConfiguration']).toEqual({ Status: 'Enabled' });
    expect(bucket['LifecycleConfiguration'].Rules).toEqual([
      expect.objectContaining({
        Status: 'Enabled',
        ExpirationInDays: 30,
        NoncurrentVersionExpiration: { NoncurrentDays: 1 },
        AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
      }),
    ]);
    expect(bucket['LoggingConfiguration']).toMatchObject({
      DestinationBucketName: { Ref: Object.keys(resourcesOf(web, 'AWS::S3::Bucket')).find((id) => id.startsWith('AccessLogsBucket')) },
    });
    const statements = bucketPolicyStatements(cacheBucketId);
    expect(statements).toContainEqual(expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }));
    const Principal = { AWS: { 'Fn::GetAtt': [roleId, 'Arn'] } };
    expect(permissionFacts(statements.filter((statement: { Principal?: { AWS?: unknown } }) => referencedId(statement.Principal?.AWS) === roleId))).toEqual(
      permissionFacts([
        {
          Effect: 'Allow',
          Principal,
          Action: ['s3:ListBucket', 's3:GetBucketLocation', 's3:GetBucketAcl'],
          Resource: { 'Fn::GetAtt': [cacheBucketId, 'Arn'] },
        },
        {
          Effect: 'Allow',
          Principal,
          Action: ['s3:GetObject', 's3:PutObject'],
          Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [cacheBucketId, 'Arn'] }, '/*']] },
        },
      ]),
    );
    // Nobody else but CDK's bucket emptying (dev) is named in it.
    const others = statements.filter(
      (statement: { Effect: string; Principal?: { AWS?: unknown } }) =>
        statement.Effect === 'Allow' &&
        referencedId(statement.Principal?.AWS) !== roleId &&
        !String(referencedId(statement.Principal?.AWS)).startsWith('CustomS3AutoDeleteObjects'),
    );
    expect(others).toEqual([]);
  });

  it('alarms when a build fails', () => {
    web.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/CodeBuild',
      MetricName: 'FailedBuilds',
      Dimensions: [{ Name: 'ProjectName', Value: { Ref: projectId } }],
    });
  });
});

describe('inline scripts', () => {
  it('refuses a build with a script the CSP would block, and allows JSON-LD data blocks', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'site-'));
    writeFileSync(
      path.join(dir, 'index.html'),
      '<script type="application/ld+json">{"@type":"Organization"}</script><script type="module" src="/a.js"></script>',
    );
    expect(executableInlineScripts(dir)).toEqual([]);
    writeFileSync(path.join(dir, 'bad.html'), '<script>window.x = 1</script>');
    expect(executableInlineScripts(dir)).toEqual([{ file: 'bad.html', script: 'window.x = 1' }]);
    expect(executableInlineScripts(fixtureSiteDir)).toEqual([]);
  });
});
