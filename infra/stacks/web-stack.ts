import { Annotations, CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AccessLevel,
  AllowedMethods,
  type BehaviorOptions,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { appPaths } from '#frontend/app/paths.ts';
import { embedSecurityHeaders, securityHeaders } from '#infra/shared/security-headers.ts';
import { EMBED_PATH_PREFIX } from '#infra/shared/site-files.ts';
import { responseHeaderBehaviors } from '../constructs/response-headers.ts';
import { siteRoutingFromBuild, viewerRequestCode, viewerResponseCode } from '../constructs/site-routing.ts';
import { stageSettings, type Stage } from './stage.ts';

export interface WebStackProps extends StackProps {
  readonly stage: Stage;
  /** The built site (dist/site). */
  readonly siteDir: string;
  /** Host name of the HTTP API that serves `/api/*`. */
  readonly apiDomain: string;
}

/** CloudFront in front of the private site bucket and the HTTP API, with the site deployed into it. */
export class WebStack extends Stack {
  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const settings = stageSettings[props.stage];

    const siteBucket = new Bucket(this, 'SiteBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      removalPolicy: settings.removalPolicy,
      // Every object comes from the build, so emptying the bucket loses nothing.
      autoDeleteObjects: props.stage === 'dev',
    });

    const routing = siteRoutingFromBuild(props.siteDir, appPaths);
    const routingFunction = (id: string, code: string) =>
      new CloudFrontFunction(this, id, { code: FunctionCode.fromInline(code), runtime: FunctionRuntime.JS_2_0 });

    const headersPolicy = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'The security headers the local gateway also sends (infra/shared/security-headers.ts)',
      ...responseHeaderBehaviors(securityHeaders),
    });
    const embedHeadersPolicy = new ResponseHeadersPolicy(this, 'EmbedSecurityHeaders', {
      comment: 'The same headers for /embed/*, which other sites may frame (infra/shared/security-headers.ts)',
      ...responseHeaderBehaviors(embedSecurityHeaders),
    });

    // The site: the bucket, with the routing functions that map a path to its file. The embeds
    // are served the same way and differ only in the headers that let other sites frame them.
    const siteBehavior = {
      // LIST lets S3 answer a missing file with 404 rather than 403.
      origin: S3BucketOrigin.withOriginAccessControl(siteBucket, { originAccessLevels: [AccessLevel.READ, AccessLevel.LIST] }),
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      compress: true,
      functionAssociations: [
        { eventType: FunctionEventType.VIEWER_REQUEST, function: routingFunction('SiteRequestRouting', viewerRequestCode(routing)) },
        { eventType: FunctionEventType.VIEWER_RESPONSE, function: routingFunction('SiteResponseStatus', viewerResponseCode(routing)) },
      ],
    } satisfies BehaviorOptions;

    const distribution = new Distribution(this, 'Distribution', {
      comment: `Party cruises site (${props.stage})`,
      httpVersion: HttpVersion.HTTP2_AND_3,
      // North America and Europe only: the customers are in Texas, and it is the cheapest class.
      priceClass: PriceClass.PRICE_CLASS_100,
      // The routing function already maps `/`; this keeps the root from ever listing the bucket.
      defaultRootObject: 'index.html',
      defaultBehavior: { ...siteBehavior, responseHeadersPolicy: headersPolicy },
      additionalBehaviors: {
        '/api/*': {
          origin: new HttpOrigin(props.apiDomain, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Cookies carry the session; the Host header must stay the API's own for API Gateway.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headersPolicy,
        },
        [`${EMBED_PATH_PREFIX}*`]: { ...siteBehavior, responseHeadersPolicy: embedHeadersPolicy },
      },
    });

    Annotations.of(distribution).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:listBucketSecurityRisk',
      'defaultRootObject is set and the viewer-request function rewrites every path without an extension to a file.',
    );

    new BucketDeployment(this, 'DeploySite', {
      sources: [Source.asset(props.siteDir, { exclude: ['.build-stamp'] })],
      destinationBucket: siteBucket,
      distribution,
      distributionPaths: ['/*'],
    });

    new CfnOutput(this, 'SiteUrl', { value: `https://${distribution.distributionDomainName}` });
  }
}
