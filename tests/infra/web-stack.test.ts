import { AllowedMethods, CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { describe, expect, it } from 'vitest';
import { appPaths } from '#frontend/app/paths.ts';
import { responseHeaderBehaviors } from '#infra/constructs/response-headers.ts';
import { siteRoutingFromBuild, viewerRequestCode, viewerResponseCode } from '#infra/constructs/site-routing.ts';
import { contentSecurityPolicy, embedContentSecurityPolicy, securityHeaders } from '#infra/shared/security-headers.ts';
import { fixtureSiteDir, onlyResource, referencedId, resourcesOf, synthApp } from './synth.ts';

const { web } = synthApp('dev');

describe('web stack', () => {
  const config = onlyResource(web, 'AWS::CloudFront::Distribution').Properties['DistributionConfig'];
  const bucketId = Object.keys(resourcesOf(web, 'AWS::S3::Bucket'))[0]!;
  const s3Origin = config.Origins.find((origin: { S3OriginConfig?: unknown }) => origin.S3OriginConfig);
  const apiBehavior = config.CacheBehaviors.find((behavior: { PathPattern: string }) => behavior.PathPattern === '/api/*');
  const embedBehavior = config.CacheBehaviors.find((behavior: { PathPattern: string }) => behavior.PathPattern === '/embed/*');
  const policies = resourcesOf(web, 'AWS::CloudFront::ResponseHeadersPolicy');
  const policyIdWithCsp = (csp: string) =>
    Object.entries(policies).find(([, policy]) => policy.Properties['ResponseHeadersPolicyConfig'].SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy === csp)?.[0];

  it('keeps the site bucket private, encrypted and TLS-only', () => {
    const bucket = onlyResource(web, 'AWS::S3::Bucket').Properties;
    expect(bucket['PublicAccessBlockConfiguration']).toEqual({ BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true });
    expect(bucket['BucketEncryption'].ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault.SSEAlgorithm).toBe('AES256');
    const statements = onlyResource(web, 'AWS::S3::BucketPolicy').Properties['PolicyDocument'].Statement;
    expect(statements).toContainEqual(expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }));
  });

  it('reads the bucket through origin access control, for this distribution only', () => {
    expect(onlyResource(web, 'AWS::CloudFront::OriginAccessControl').Properties['OriginAccessControlConfig']).toMatchObject({
      OriginAccessControlOriginType: 's3',
      SigningBehavior: 'always',
      SigningProtocol: 'sigv4',
    });
    expect(referencedId(s3Origin.DomainName)).toBe(bucketId);
    expect(s3Origin.OriginAccessControlId).toBeDefined();
    const statements = onlyResource(web, 'AWS::S3::BucketPolicy').Properties['PolicyDocument'].Statement;
    const cloudfront = statements.find((s: { Principal?: { Service?: string } }) => s.Principal?.Service === 'cloudfront.amazonaws.com');
    expect(cloudfront.Condition.StringEquals['AWS:SourceArn']['Fn::Join'][1]).toContainEqual({ Ref: Object.keys(resourcesOf(web, 'AWS::CloudFront::Distribution'))[0] });
  });

  it('sends the shared security headers on the site and the API', () => {
    expect(Object.keys(policies)).toHaveLength(2);
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
    expect(policyConfig.CustomHeadersConfig.Items).toEqual([
      { Header: 'permissions-policy', Value: securityHeaders['permissions-policy'], Override: true },
    ]);
    for (const behavior of [config.DefaultCacheBehavior, apiBehavior]) expect(referencedId(behavior.ResponseHeadersPolicyId)).toBe(policyId);
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
    expect(config.Origins).toHaveLength(2);
  });

  it('routes site requests with the generated viewer functions', () => {
    const routing = siteRoutingFromBuild(fixtureSiteDir, appPaths);
    const functions = resourcesOf(web, 'AWS::CloudFront::Function');
    const associations = Object.fromEntries(
      config.DefaultCacheBehavior.FunctionAssociations.map((a: { EventType: string; FunctionARN: unknown }) => [a.EventType, functions[referencedId(a.FunctionARN)!]]),
    );
    expect(associations['viewer-request'].Properties).toMatchObject({ FunctionCode: viewerRequestCode(routing), FunctionConfig: { Runtime: 'cloudfront-js-2.0' } });
    expect(associations['viewer-response'].Properties).toMatchObject({ FunctionCode: viewerResponseCode(routing), FunctionConfig: { Runtime: 'cloudfront-js-2.0' } });
    expect(config.DefaultRootObject).toBe('index.html');
  });

  it("has no distribution-wide error pages, which would replace the API's 403 and 404 answers", () => {
    expect(config.CustomErrorResponses).toBeUndefined();
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

  it('deploys the built site and invalidates the distribution', () => {
    const [deployment] = Object.values(resourcesOf(web, 'Custom::CDKBucketDeployment'));
    expect(deployment?.Properties).toMatchObject({
      DestinationBucketName: { Ref: bucketId },
      DistributionId: { Ref: Object.keys(resourcesOf(web, 'AWS::CloudFront::Distribution'))[0] },
      DistributionPaths: ['/*'],
    });
  });
});

describe('response headers translation', () => {
  it('refuses values CloudFront cannot send', () => {
    expect(() => responseHeaderBehaviors({ 'x-frame-options': 'ALLOW-FROM https://example.com' })).toThrow(/x-frame-options/);
    expect(() => responseHeaderBehaviors({ 'strict-transport-security': 'includeSubDomains' })).toThrow(/max-age/);
  });
});
