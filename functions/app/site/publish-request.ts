import * as z from '#domain/shared/zod.ts';
import { type CustomResourceRequest, customResourceRequestSchema } from '../../adapters/cloudformation/custom-resource.ts';

/**
 * What asks the site publisher for a build (decision 087), as messages in its queue, and the
 * queue's timings. The infra reads the constants here, so the arithmetic between them (a request
 * outlasts a build it waits behind and its own; a deploy is answered before CloudFormation gives
 * up) is stated once and tested.
 */

/** The project's build timeout: a build that runs longer is stopped (TIMED_OUT). */
export const SITE_BUILD_TIMEOUT_MINUTES = 20;
/** How long the starter may wait for batching requests that arrive together into one call. */
export const PUBLISH_QUEUE_BATCHING_WINDOW_SECONDS = 10;
/**
 * A request left in the queue comes back this long after it was received: the starter's retry
 * interval. At least six times the starter's timeout (28 s) plus the batching window, as Lambda
 * asks of a queue it polls, so a slow call never sees its messages handed out twice.
 */
export const PUBLISH_QUEUE_VISIBILITY_SECONDS = 180;
/**
 * A request is handed to the starter this often before SQS moves it to the dead-letter queue: the
 * 20th try comes 57 minutes after the first. Only a request that cannot be served gets that far:
 * at worst a request waits for a build that runs its full 20 minutes, then for one of its own (20
 * more), with a retry interval after each, and a deploy hears its outcome by the 17th try (48
 * minutes).
 */
export const PUBLISH_REQUEST_MAX_RECEIVES = 20;
/**
 * How long CloudFormation waits for the deploy's publish (the custom resource's ServiceTimeout,
 * at most an hour): past the last try (57 minutes), at which the starter answers a deploy it could
 * not publish, so CloudFormation hears why rather than a timeout.
 */
export const FIRST_PUBLISH_TIMEOUT_MINUTES = 60;

/** Staff changed what the pages show (the `siteRepublishTrigger` events): EventBridge's input to the queue. */
const contentRequestSchema = z.object({
  kind: z.literal('content'),
  eventId: z.string().check(z.minLength(1), z.maxLength(100)),
  detailType: z.string().check(z.regex(/^[A-Za-z]{1,100}$/)),
});

/** An operator's request (docs/deploy.md): `aws sqs send-message ... --message-body '{"kind":"by-hand"}'`. */
const byHandRequestSchema = z.object({ kind: z.literal('by-hand'), note: z.optional(z.string().check(z.maxLength(200))) });

const namedRequestSchema = z.discriminatedUnion('kind', [contentRequestSchema, byHandRequestSchema]);

export type PublishRequestBody = z.infer<typeof namedRequestSchema> | { readonly kind: 'deploy'; readonly request: CustomResourceRequest };

export type ReadBody = PublishRequestBody | { readonly kind: 'unreadable'; readonly problem: string };

/**
 * A queued message's body, parsed: EventBridge's and an operator's name their kind; CloudFormation's
 * request (delivered raw by the SNS topic) is a custom resource request. Anything else is unreadable
 * and says why, so the starter can leave it to the dead-letter queue with its reason in the log.
 */
export function readPublishRequestBody(body: string): ReadBody {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { kind: 'unreadable', problem: 'the body is not JSON' };
  }
  const isDeploy = typeof json === 'object' && json !== null && 'RequestType' in json;
  const parsed = isDeploy ? customResourceRequestSchema.safeParse(json) : namedRequestSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`);
    return { kind: 'unreadable', problem: `${isDeploy ? 'a CloudFormation request' : 'a publish request'} with ${problems.join('; ')}` };
  }
  return isDeploy ? { kind: 'deploy', request: parsed.data as CustomResourceRequest } : (parsed.data as PublishRequestBody);
}

/** How a request names itself in a build's PUBLISH_REASON and in the logs. */
export function describeRequest(body: PublishRequestBody): string {
  switch (body.kind) {
    case 'content':
      return `${body.detailType} ${body.eventId}`;
    case 'by-hand':
      return body.note ? `by hand: ${body.note}` : 'by hand';
    case 'deploy':
      return `stack ${body.request.RequestType.toLowerCase()} ${body.request.RequestId}`;
  }
}
