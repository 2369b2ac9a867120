import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import * as z from '#domain/shared/zod.ts';
import { answerThroughResponseUrl } from '../adapters/cloudformation/custom-resource.ts';
import { cloudFormationStackStatus } from '../adapters/cloudformation/stack-status.ts';
import { codeBuildSiteBuilds } from '../adapters/codebuild/site-builds.ts';
import { readPublishRequestBody } from '../app/site/publish-request.ts';
import { type PublishRequest, type SitePublishing, servePublishRequests } from '../app/site/serve-publish-requests.ts';
import { logger } from '../platform/logger.ts';

/**
 * The site publisher's starter (decision 087): SQS hands it the publish queue's requests (staff's
 * content changes from EventBridge, the deploy's first publish from CloudFormation through an SNS
 * topic, an operator's by hand), it starts a build when none runs, and answers with the requests
 * to leave in the queue (a partial batch response), which come back after the visibility timeout.
 */

// What the queue hands over: read like any outside input, the attributes SQS sets included.
const recordSchema = z.object({
  messageId: z.string().check(z.minLength(1)),
  body: z.string(),
  attributes: z.object({
    ApproximateReceiveCount: z.string().check(z.regex(/^\d{1,6}$/)),
    SentTimestamp: z.string().check(z.regex(/^\d{1,16}$/)),
  }),
});

export function readPublishRequest(record: unknown): PublishRequest {
  const parsed = recordSchema.parse(record);
  return {
    messageId: parsed.messageId,
    sentAt: new Date(Number(parsed.attributes.SentTimestamp)),
    receiveCount: Number(parsed.attributes.ApproximateReceiveCount),
    body: readPublishRequestBody(parsed.body),
  };
}

/** The starter's own settings: it reads nothing of the handlers' config (functions/platform/config.ts). */
export const sitePublisherEnvironmentSchema = z.object({
  AWS_REGION: z._default(z.string().check(z.minLength(1)), 'us-east-1'),
  SITE_PUBLISHER_PROJECT: z.string().check(z.minLength(1)),
  SITE_PUBLISHER_STACK_ID: z.string().check(z.regex(/^arn:aws[a-z-]*:cloudformation:/)),
});

/** What the stack sets (Lambda sets AWS_REGION itself). */
export type SitePublisherEnvironment = Omit<z.input<typeof sitePublisherEnvironmentSchema>, 'AWS_REGION'>;

function awsSitePublishing(env: NodeJS.ProcessEnv = process.env): SitePublishing {
  const settings = sitePublisherEnvironmentSchema.parse(env);
  return {
    builds: codeBuildSiteBuilds({ region: settings.AWS_REGION, projectName: settings.SITE_PUBLISHER_PROJECT }),
    answer: answerThroughResponseUrl(),
    stackStatus: cloudFormationStackStatus({ region: settings.AWS_REGION }),
    stackId: settings.SITE_PUBLISHER_STACK_ID,
  };
}

/** The handler over the given CodeBuild and CloudFormation (the tests' models, or AWS's). */
export function sitePublishRequestsHandler(publishing: () => SitePublishing) {
  return middy<SQSEvent, SQSBatchResponse>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .handler(async (event) => {
      const requests = event.Records.map(readPublishRequest);
      const { retry } = await servePublishRequests(requests, publishing());
      return { batchItemFailures: retry.map((itemIdentifier) => ({ itemIdentifier })) };
    });
}

let aws: SitePublishing | undefined;
export const handler = sitePublishRequestsHandler(() => (aws ??= awsSitePublishing()));
