import * as z from '#domain/shared/zod.ts';

/**
 * CloudFormation's side of a custom resource (decision 087): the request it sends when the stack
 * creates, updates or deletes the resource, and the answer it waits for at the request's
 * ResponseURL (a presigned S3 URL). The site publisher's first publish is such a resource; its
 * requests reach the publisher through an SNS topic and the publish queue.
 */

/**
 * A ResponseURL is CloudFormation's presigned S3 URL. Anything else is refused, so a message put
 * on the topic by hand cannot make the publisher send a request to an address of its choosing.
 */
const responseUrlSchema = z.url({ protocol: /^https$/, hostname: /^[a-z0-9.-]+\.amazonaws\.com(\.cn)?$/ });

export const customResourceRequestSchema = z.object({
  RequestType: z.enum(['Create', 'Update', 'Delete']),
  ResponseURL: responseUrlSchema,
  StackId: z.string().check(z.regex(/^arn:aws[a-z-]*:cloudformation:[a-z0-9-]+:\d{12}:stack\/[A-Za-z][A-Za-z0-9-]*\/[A-Za-z0-9-]+$/)),
  RequestId: z.string().check(z.minLength(1), z.maxLength(200)),
  LogicalResourceId: z.string().check(z.regex(/^[A-Za-z0-9]{1,255}$/)),
  PhysicalResourceId: z.optional(z.string().check(z.minLength(1), z.maxLength(1024))),
  ResourceType: z.string().check(z.minLength(1), z.maxLength(200)),
  ResourceProperties: z.record(z.string(), z.unknown()),
  OldResourceProperties: z.optional(z.record(z.string(), z.unknown())),
});

export type CustomResourceRequest = z.infer<typeof customResourceRequestSchema>;

export interface CustomResourceAnswer {
  readonly status: 'SUCCESS' | 'FAILED';
  /** Shown in the stack's events: for a failure, what failed and where to read why. */
  readonly reason: string;
  readonly data?: Readonly<Record<string, string>>;
}

/** Sends CloudFormation the answer to one request; throws when it was not taken, so the request is answered again later. */
export type AnswerCustomResource = (request: CustomResourceRequest, answer: CustomResourceAnswer) => Promise<void>;

/**
 * The resource's identity: the same for every request, so an update never makes CloudFormation
 * think the resource was replaced (which would send a delete for the old one).
 */
export function physicalResourceId(request: CustomResourceRequest): string {
  return request.PhysicalResourceId ?? request.LogicalResourceId;
}

/** CloudFormation shows at most this much of a reason; the whole answer must stay under 4 KB. */
const MAX_REASON_LENGTH = 1_000;

/** The answer's body, as CloudFormation's custom resource protocol has it. */
export function customResourceResponse(request: CustomResourceRequest, answer: CustomResourceAnswer) {
  return {
    Status: answer.status,
    Reason: answer.reason.slice(0, MAX_REASON_LENGTH),
    PhysicalResourceId: physicalResourceId(request),
    StackId: request.StackId,
    RequestId: request.RequestId,
    LogicalResourceId: request.LogicalResourceId,
    NoEcho: false,
    Data: answer.data ?? {},
  };
}

/**
 * PUTs the answer to the request's presigned URL. The URL is signed for the host alone, and an
 * empty content type is what CloudFormation's own helper (cfn-response) sends.
 */
export function answerThroughResponseUrl(fetchAnswer: typeof fetch = fetch, timeoutMs = 10_000): AnswerCustomResource {
  return async (request, answer) => {
    const response = await fetchAnswer(request.ResponseURL, {
      method: 'PUT',
      headers: { 'content-type': '' },
      body: JSON.stringify(customResourceResponse(request, answer)),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`CloudFormation's response URL answered ${response.status}`);
  };
}
