import { Annotations, CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AccessLevel,
  AllowedMethods,
  type BehaviorOptions,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  GeoRestriction,
  KeyValueStore,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IAlarmAction } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { siteRepublishTrigger } from '#events/rules.ts';
import { appPaths } from '#frontend/app/paths.ts';
import { VIEWER_ADDRESS_HEADER } from '#functions/platform/http/client-address.ts';
import { backOfficeSecurityHeaders, embedSecurityHeaders, securityHeaders } from '#infra/shared/security-headers.ts';
import { portalSessionCookieName } from '#functions/platform/auth/portal-cookies.ts';
import { MEDIA_PUBLIC_PREFIX } from '#domain/content/media.ts';
import { EMBED_PATH_PREFIX } from '#infra/shared/site-files.ts';
import { logBucket } from '../constructs/log-bucket.ts';
import { acknowledge } from '../constructs/nag.ts';
import { ORIGIN_VERIFY_HEADER } from '../constructs/origin-verify/authorizer.ts';
import { responseHeaderBehaviors } from '../constructs/response-headers.ts';
import { executableInlineScripts, portalPageRequestCode, siteRoutingFromBuild, viewerRequestCode, viewerResponseCode } from '../constructs/site-routing.ts';
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
  // The media library (issue 19, decision 031): /media-files/* from the media bucket, and the
  // uploads bucket's endpoint the back office posts photos to (mediaUploadOrigin in data-stack.ts).
  readonly mediaBucket: IBucket;
  readonly mediaUploadOrigin: string;
}

/**
 * Countries the distribution refuses: the ones under comprehensive US sanctions, where a US
 * business may not sell a cruise. Everyone else is a possible guest.
 */
export const BLOCKED_COUNTRIES = ['CU', 'IR', 'KP'] as const;

/**
 * Sets the viewer's address on every API request (overwriting any the viewer sent), since the
 * API itself sees CloudFront's (functions/platform/http/client-address.ts).
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
      // Versioned: a publish that went wrong (or an object deleted by hand) can be put back from
      // the previous publish's versions for 30 days, without waiting for a new build (decision 080).
      versioned: true,
      lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(30), abortIncompleteMultipartUploadAfter: Duration.days(7) }],
      removalPolicy: settings.removalPolicy,
      // Every object comes from a build, so emptying the bucket loses nothing.
      autoDeleteObjects: props.stage === 'dev',
    });

    // The blog's pages, listed by the site publisher after each build, so the routing functions
    // answer any other /blogs path with the 404 page (issue 19, decision 031).
    const blogPages = new KeyValueStore(this, 'BlogPages', { comment: 'The blog pages of the published site (infra/shared/blog-pages.ts)' });
    const routing = { ...siteRoutingFromBuild(props.siteDir, appPaths), blogPagesStoreId: blogPages.keyValueStoreId };
    const edgeFunction = (id: string, code: string, keyValueStore?: KeyValueStore) =>
      new CloudFrontFunction(this, id, { code: FunctionCode.fromInline(code), runtime: FunctionRuntime.JS_2_0, ...(keyValueStore ? { keyValueStore } : {}) });

    const headersPolicy = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'The security headers the local gateway also sends (infra/shared/security-headers.ts)',
      ...responseHeaderBehaviors(securityHeaders),
    });
    const embedHeadersPolicy = new ResponseHeadersPolicy(this, 'EmbedSecurityHeaders', {
      comment: 'The same headers for /embed/*, which other sites may frame (infra/shared/security-headers.ts)',
      ...responseHeaderBehaviors(embedSecurityHeaders),
    });

    // The back office (issue 19, decision 031): the same headers, but the media library's uploads
    // go to the uploads bucket's own endpoint, which its connect-src allows.
    const backOfficeHeadersPolicy = new ResponseHeadersPolicy(this, 'BackOfficeSecurityHeaders', {
      comment: "The site's headers for /admin*, whose CSP also lets the browser post photos to the uploads bucket",
      ...responseHeaderBehaviors(backOfficeSecurityHeaders(props.mediaUploadOrigin)),
    });
    // The media library's web sizes (decision 031): a revision's files never change (a replaced
    // photo gets new paths), so CloudFront keeps them a year, keyed on the path alone.
    const mediaFilesCache = new CachePolicy(this, 'MediaFilesCache', {
      comment: "A media revision's files never change: cached a year, keyed on the path alone",
      minTtl: Duration.days(1),
      defaultTtl: Duration.days(365),
      maxTtl: Duration.days(365),
      cookieBehavior: CacheCookieBehavior.none(),
      headerBehavior: CacheHeaderBehavior.none(),
      queryStringBehavior: CacheQueryStringBehavior.none(),
    });
    const apiOrigin = new HttpOrigin(props.apiDomain, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      // The API's authorizer admits only requests carrying this (infra/constructs/origin-verify).
      customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originSecret },
    });
    // The pages rendered with their data by their API routes (decision 093: /quote/{token},
    // /pay/{token}; decision 094: /waiver/{token}): kept as long as the answer's s-maxage says
    // (seconds; a shell served as it is says no-store), keyed on the path and the two query
    // parameters that make it another page.
    const renderedPageCache = new CachePolicy(this, 'RenderedPageCache', {
      comment: 'Pages the API renders (/quote/?*, /pay/?*, /waiver/?*): for as long as the answer says, keyed on the path, ?book and ?payment',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(60),
      cookieBehavior: CacheCookieBehavior.none(),
      headerBehavior: CacheHeaderBehavior.none(),
      queryStringBehavior: CacheQueryStringBehavior.allowList('book', 'payment'),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const renderedPageBehavior: BehaviorOptions = {
      origin: apiOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: renderedPageCache,
      responseHeadersPolicy: headersPolicy,
    };
    // The trip page, rendered for its signed-in guest by its function (decision 095): never cached
    // (no key, no copy, whatever the answer says), the guest's portal session cookie forwarded and
    // no other (the staff's session is not the page's business), and the query, which may ask for
    // the shell. A visitor without the cookie is sent to sign in at the edge, as on the site's pages.
    const portalTripPageRequests = new OriginRequestPolicy(this, 'PortalTripPageRequests', {
      comment: "The trip page a function renders (decision 095): the portal's session cookie alone, and the query",
      cookieBehavior: OriginRequestCookieBehavior.allowList(portalSessionCookieName({ SESSION_COOKIE_SECURE: 'true' })),
      headerBehavior: OriginRequestHeaderBehavior.none(),
      queryStringBehavior: OriginRequestQueryStringBehavior.all(),
    });
    const portalTripPageBehavior: BehaviorOptions = {
      origin: apiOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: portalTripPageRequests,
      responseHeadersPolicy: headersPolicy,
      functionAssociations: [{ eventType: FunctionEventType.VIEWER_REQUEST, function: edgeFunction('PortalPageSignIn', portalPageRequestCode()) }],
    };
    // Imported: the data stack's bucket policy grants CloudFront's read (data-stack.ts), since a
    // statement added from here would name this distribution and make the stacks depend on each other.
    const mediaBucket = Bucket.fromBucketAttributes(this, 'MediaBucket', {
      bucketArn: props.mediaBucket.bucketArn,
      bucketName: props.mediaBucket.bucketName,
      bucketRegionalDomainName: props.mediaBucket.bucketRegionalDomainName,
    });

    // The site: the bucket, with the routing functions that map a path to its file. The embeds
    // are served the same way and differ only in the headers that let other sites frame them.
    const siteBehavior = {
      // LIST lets S3 answer a missing file with 404 rather than 403.
      origin: S3BucketOrigin.withOriginAccessControl(this.siteBucket, { originAccessLevels: [AccessLevel.READ, AccessLevel.LIST] }),
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      compress: true,
      functionAssociations: [
        { eventType: FunctionEventType.VIEWER_REQUEST, function: edgeFunction('SiteRequestRouting', viewerRequestCode(routing), blogPages) },
        { eventType: FunctionEventType.VIEWER_RESPONSE, function: edgeFunction('SiteResponseStatus', viewerResponseCode(routing), blogPages) },
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
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Cookies carry the session; the Host header must stay the API's own for API Gateway.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headersPolicy,
          functionAssociations: [{ eventType: FunctionEventType.VIEWER_REQUEST, function: edgeFunction('ApiViewerAddress', apiViewerRequestCode()) }],
        },
        // The quote page, the share page and the waiver page, rendered by their functions with
        // their data in them (decisions 093, 094): the site's headers, no cookie or header
        // forwarded (the page is the same for everyone with the link). Only a path of one segment
        // is the function's, as on the local gateway: CloudFront's `*` takes slashes too, so a
        // longer path (`/quote/id/{id}`, a trailing slash) is the site's and comes first, and a
        // bare `/quote/` falls to the default, where API Gateway would answer its own JSON 404.
        '/quote/*/*': { ...siteBehavior, responseHeadersPolicy: headersPolicy },
        '/quote/?*': renderedPageBehavior,
        '/pay/*/*': { ...siteBehavior, responseHeadersPolicy: headersPolicy },
        '/pay/?*': renderedPageBehavior,
        '/waiver/*/*': { ...siteBehavior, responseHeadersPolicy: headersPolicy },
        '/waiver/?*': renderedPageBehavior,
        // A trip's pages below it (move, cancel, guests) are the site's app shell (061), and come
        // first: CloudFront's `*` takes slashes too. The trip page itself has an id of one character or more.
        '/portal/trips/*/*': { ...siteBehavior, responseHeadersPolicy: headersPolicy },
        '/portal/trips/?*': portalTripPageBehavior,
        [`${EMBED_PATH_PREFIX}*`]: { ...siteBehavior, responseHeadersPolicy: embedHeadersPolicy },
        // The media library (issue 19, decision 031).
        '/admin*': { ...siteBehavior, responseHeadersPolicy: backOfficeHeadersPolicy },
        [`${MEDIA_PUBLIC_PREFIX}/*`]: {
          origin: S3BucketOrigin.withOriginAccessControl(mediaBucket, { originAccessLevels: [AccessLevel.READ] }),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: mediaFilesCache,
          // WebP and JPEG are compressed already.
          compress: false,
          responseHeadersPolicy: headersPolicy,
        },
      },
    });

    Annotations.of(this.distribution).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:listBucketSecurityRisk',
      'defaultRootObject is set and the viewer-request function rewrites every path without an extension to a file.',
    );
    Annotations.of(this.distribution).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
      "The media bucket's policy in the data stack grants CloudFront's read of media-files/* (decision 031).",
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
      blogPages,
      accessLogs: logs,
    });

    new CfnOutput(this, 'SiteUrl', {
      value: deployment.customDomain ? `https://${deployment.customDomain.domainName}` : `https://${this.distribution.distributionDomainName}`,
    });
    new CfnOutput(this, 'DistributionDomainName', {
      value: this.distribution.distributionDomainName,
      description: "Point the custom domain's DNS record (CNAME or alias) here.",
    });
    new CfnOutput(this, 'DistributionId', { value: this.distribution.distributionId });
    new CfnOutput(this, 'SiteBucketName', { value: this.siteBucket.bucketName });
    new CfnOutput(this, 'SitePublisherProject', {
      value: this.publisher.project.projectName,
      description: "The site publisher's CodeBuild project: its builds and their logs.",
    });
    new CfnOutput(this, 'SitePublishQueueUrl', {
      value: this.publisher.requests.queueUrl,
      description: 'aws sqs send-message --queue-url <this> --message-body \'{"kind":"by-hand"}\' republishes the site (docs/deploy.md).',
    });
  }
}
