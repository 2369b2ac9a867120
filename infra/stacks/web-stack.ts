import { Annotations, CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
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
  GeoRestriction,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IAlarmAction } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { siteRepublishTrigger } from '#events/rules.ts';
import { appPaths } from '#frontend/app/paths.ts';
import { VIEWER_ADDRESS_HEADER } from '#functions/shared/http/client-address.ts';
import { embedSecurityHeaders, securityHeaders } from '#infra/shared/security-headers.ts';
import { EMBED_PATH_PREFIX } from '#infra/shared/site-files.ts';
import { logBucket } from '../constructs/log-bucket.ts';
import { acknowledge } from '../constructs/nag.ts';
import { ORIGIN_VERIFY_HEADER } from '../constructs/origin-verify/authorizer.ts';
import { responseHeaderBehaviors } from '../constructs/response-headers.ts';
import { executableInlineScripts, siteRoutingFromBuild, viewerRequestCode, viewerResponseCode } from '../constructs/site-routing.ts';
import { toCdkEventPattern } from '../constructs/event-pattern.ts';
import { SitePublisher } from '../constructs/site-publisher.ts';
import type { DeploymentConfig } from './deployment.ts';
import { stageSettings, type Stage } from './stage.ts';

export interface WebStackProps extends StackProps {
  readonly stage: Stage;
  readonly deployment: DeploymentConfig;
  /** The built site (dist/site): its pages decide the routing functions. */
  readonly siteDir: string;
  /** Host name of the HTTP API that serves `/api/*`. */
  readonly apiDomain: string;
  /** What CloudFront sends the API to prove a request came through it (the API stack's authorizer checks it). */
  readonly originSecret: string;
  /** For the site publisher: the table the build reads settings from, and the bus that announces their change. */
  readonly table: ITableV2;
  readonly bus: IEventBus;
  readonly alarmAction?: IAlarmAction | undefined;
}

/**
 * Countries the distribution refuses: the ones under comprehensive US sanctions, where a US
 * business may not sell a cruise. Everyone else is a possible guest.
 */
export const BLOCKED_COUNTRIES = ['CU', 'IR', 'KP'] as const;

/**
 * Sets the viewer's address on every API request (overwriting any the viewer sent), since the
 * API itself sees CloudFront's (functions/shared/http/client-address.ts).
 */
export function apiViewerRequestCode(): string {
  return `function handler(event) {
  var request = event.request;
  request.headers[${JSON.stringify(VIEWER_ADDRESS_HEADER)}] = { value: event.viewer.ip };
  return request;
}
`;
}

/** CloudFront in front of the private site bucket and the HTTP API, and the publisher that builds the site into the bucket. */
export class WebStack extends Stack {
  readonly distribution: Distribution;
  readonly siteBucket: Bucket;
  readonly publisher: SitePublisher;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const settings = stageSettings[props.stage];
    const { deployment } = props;

    const inline = executableInlineScripts(props.siteDir);
    if (inline.length > 0) {
      throw new Error(
        `The built site has inline scripts the Content-Security-Policy (script-src 'self') would block: ${inline.map((s) => `${s.file}: ${s.script}`).join('; ')}. Move them to a module file.`,
      );
    }

    const logs = logBucket(this, 'AccessLogsBucket', { stage: props.stage, forCloudFront: true });
    this.siteBucket = new Bucket(this, 'SiteBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 'site-bucket/',
      removalPolicy: settings.removalPolicy,
      // Every object comes from a build, so emptying the bucket loses nothing.
      autoDeleteObjects: props.stage === 'dev',
    });

    const routing = siteRoutingFromBuild(props.siteDir, appPaths);
    const edgeFunction = (id: string, code: string) =>
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
      origin: S3BucketOrigin.withOriginAccessControl(this.siteBucket, { originAccessLevels: [AccessLevel.READ, AccessLevel.LIST] }),
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      compress: true,
      functionAssociations: [
        { eventType: FunctionEventType.VIEWER_REQUEST, function: edgeFunction('SiteRequestRouting', viewerRequestCode(routing)) },
        { eventType: FunctionEventType.VIEWER_RESPONSE, function: edgeFunction('SiteResponseStatus', viewerResponseCode(routing)) },
      ],
    } satisfies BehaviorOptions;

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Party cruises site (${props.stage})`,
      httpVersion: HttpVersion.HTTP2_AND_3,
      // North America and Europe only: the customers are in Texas, and it is the cheapest class.
      priceClass: PriceClass.PRICE_CLASS_100,
      geoRestriction: GeoRestriction.denylist(...BLOCKED_COUNTRIES),
      ...(deployment.customDomain
        ? {
            domainNames: [deployment.customDomain.domainName],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', deployment.customDomain.certificateArn),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      ...(deployment.webAclArn ? { webAclId: deployment.webAclArn } : {}),
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cloudfront/',
      // The routing function already maps `/`; this keeps the root from ever listing the bucket.
      defaultRootObject: 'index.html',
      defaultBehavior: { ...siteBehavior, responseHeadersPolicy: headersPolicy },
      additionalBehaviors: {
        '/api/*': {
          origin: new HttpOrigin(props.apiDomain, {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            // The API's authorizer admits only requests carrying this (infra/constructs/origin-verify).
            customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originSecret },
          }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Cookies carry the session; the Host header must stay the API's own for API Gateway.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headersPolicy,
          functionAssociations: [{ eventType: FunctionEventType.VIEWER_REQUEST, function: edgeFunction('ApiViewerAddress', apiViewerRequestCode()) }],
        },
        [`${EMBED_PATH_PREFIX}*`]: { ...siteBehavior, responseHeadersPolicy: embedHeadersPolicy },
      },
    });

    Annotations.of(this.distribution).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:listBucketSecurityRisk',
      'defaultRootObject is set and the viewer-request function rewrites every path without an extension to a file.',
    );
    if (!deployment.customDomain) acknowledge(this.distribution, 'AwsSolutions-CFR4');
    if (!deployment.webAclArn) acknowledge(this.distribution, 'AwsSolutions-CFR2');

    this.publisher = new SitePublisher(this, 'SitePublisher', {
      stage: props.stage,
      siteBucket: this.siteBucket,
      distribution: this.distribution,
      table: props.table,
      bus: props.bus,
      republishPattern: toCdkEventPattern(siteRepublishTrigger.pattern),
      alarmAction: props.alarmAction,
    });

    new CfnOutput(this, 'SiteUrl', { value: deployment.customDomain ? `https://${deployment.customDomain.domainName}` : `https://${this.distribution.distributionDomainName}` });
    new CfnOutput(this, 'DistributionDomainName', { value: this.distribution.distributionDomainName, description: "Point the custom domain's DNS record (CNAME or alias) here." });
    new CfnOutput(this, 'DistributionId', { value: this.distribution.distributionId });
    new CfnOutput(this, 'SiteBucketName', { value: this.siteBucket.bucketName });
    new CfnOutput(this, 'SitePublisherProject', { value: this.publisher.project.projectName, description: 'aws codebuild start-build --project-name <this> republishes the site.' });
  }
}
