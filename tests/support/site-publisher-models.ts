import { randomUUID } from 'node:crypto';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import type { AnswerCustomResource, CustomResourceAnswer, CustomResourceRequest } from '#functions/adapters/cloudformation/custom-resource.ts';
import { RECENT_BUILDS, type SiteBuild, type SiteBuilds } from '#functions/adapters/codebuild/site-builds.ts';
import type { SitePublishing } from '#functions/app/site/serve-publish-requests.ts';

/**
 * In-memory models of what the site publisher's starter talks to (decision 087), moved by one
 * clock: CodeBuild's project with its limit of one build, the SQS queue with its visibility
 * timeout, receive counts and redrive to a dead-letter queue, and CloudFormation waiting for
 * answers. They behave as the services' documentation says; the real services are not reached
 * (nothing here proves AWS behaves so: the decision says what was not proven offline).
 */

export class ModelClock {
  now = Date.parse('2026-11-30T15:00:00.000Z');

  advance(ms: number): void {
    this.now += ms;
  }
}

export const MINUTE = 60_000;

export type ModelBuildStatus = 'SUCCEEDED' | 'FAILED' | 'FAULT' | 'STOPPED' | 'TIMED_OUT';

interface ModelBuild {
  readonly id: string;
  readonly startedAt: number;
  readonly endsAt: number;
  readonly endStatus: ModelBuildStatus;
  /** The PUBLISH_REASON it was started with. */
  readonly reason: string;
}

/** The project: one build at a time, each running `buildMinutes` and ending `endStatus`. */
export class CodeBuildModel implements SiteBuilds {
  readonly builds: ModelBuild[] = [];
  buildMinutes = 5;
  endStatus: ModelBuildStatus = 'SUCCEEDED';
  /** When set, every StartBuild fails with it (an outage, or a throttle that lasts). */
  refuse: Error | null = null;
  startCalls = 0;
  private counter = 0;

  constructor(private readonly clock: ModelClock) {}

  /** A build that starts now without the starter (an operator's, or one started before a deploy). */
  startedElsewhere(minutes = this.buildMinutes, endStatus: ModelBuildStatus = 'SUCCEEDED'): ModelBuild {
    return this.add('started elsewhere', minutes, endStatus);
  }

  running(): ModelBuild | undefined {
    return this.builds.find((build) => build.endsAt > this.clock.now);
  }

  private add(reason: string, minutes: number, endStatus: ModelBuildStatus): ModelBuild {
    this.counter += 1;
    const build = { id: `SitePublisherProject:${this.counter}`, startedAt: this.clock.now, endsAt: this.clock.now + minutes * MINUTE, endStatus, reason };
    this.builds.push(build);
    return build;
  }

  private view(build: ModelBuild): SiteBuild {
    const ended = build.endsAt <= this.clock.now;
    return {
      id: build.id,
      startedAt: new Date(build.startedAt),
      outcome: !ended ? 'running' : build.endStatus === 'SUCCEEDED' ? 'succeeded' : 'failed',
      status: ended ? build.endStatus : 'IN_PROGRESS',
    };
  }

  async recent(): Promise<SiteBuild[]> {
    return [...this.builds]
      .reverse()
      .slice(0, RECENT_BUILDS)
      .map((build) => this.view(build));
  }

  async start(reason: string): Promise<SiteBuild> {
    this.startCalls += 1;
    if (this.refuse) throw this.refuse;
    // A project at its concurrent build limit refuses the start (CodeBuild's documentation); the
    // error's name here is the model's, and the starter treats every refusal alike.
    if (this.running()) throw Object.assign(new Error('The project already runs its one concurrent build'), { name: 'AccountLimitExceededException' });
    return this.view(this.add(reason, this.buildMinutes, this.endStatus));
  }
}

interface ModelMessage {
  readonly id: string;
  readonly body: string;
  readonly sentAt: number;
  receiveCount: number;
  visibleAt: number;
}

/** A standard queue with a redrive policy: a message handed out `maxReceives` times goes to the dead-letter queue at the next receive. */
export class SqsModel {
  readonly messages: ModelMessage[] = [];
  readonly deadLetters: ModelMessage[] = [];

  constructor(
    private readonly clock: ModelClock,
    private readonly options: { visibilityMs: number; maxReceives: number },
  ) {}

  send(body: unknown): string {
    const id = randomUUID();
    this.messages.push({
      id,
      body: typeof body === 'string' ? body : JSON.stringify(body),
      sentAt: this.clock.now,
      receiveCount: 0,
      visibleAt: this.clock.now,
    });
    return id;
  }

  /** What a poll takes: up to `max` visible messages, each hidden for the visibility timeout. */
  receive(max = 10): SQSRecord[] {
    const records: SQSRecord[] = [];
    for (const message of [...this.messages]) {
      if (records.length === max) break;
      if (message.visibleAt > this.clock.now) continue;
      if (message.receiveCount >= this.options.maxReceives) {
        this.messages.splice(this.messages.indexOf(message), 1);
        this.deadLetters.push(message);
        continue;
      }
      message.receiveCount += 1;
      message.visibleAt = this.clock.now + this.options.visibilityMs;
      records.push(sqsRecord(message));
    }
    return records;
  }

  /** What Lambda does with a partial batch response: deletes the messages it does not name. */
  settle(records: readonly SQSRecord[], response: SQSBatchResponse): void {
    const kept = new Set(response.batchItemFailures.map((failure) => failure.itemIdentifier));
    for (const record of records) {
      if (kept.has(record.messageId)) continue;
      const at = this.messages.findIndex((message) => message.id === record.messageId);
      if (at >= 0) this.messages.splice(at, 1);
    }
  }

  find(id: string): ModelMessage | undefined {
    return this.messages.find((message) => message.id === id) ?? this.deadLetters.find((message) => message.id === id);
  }
}

function sqsRecord(message: ModelMessage): SQSRecord {
  return {
    messageId: message.id,
    receiptHandle: `${message.id}:${message.receiveCount}`,
    body: message.body,
    attributes: {
      ApproximateReceiveCount: String(message.receiveCount),
      SentTimestamp: String(message.sentAt),
      SenderId: 'AIDAMODEL',
      ApproximateFirstReceiveTimestamp: String(message.sentAt),
    },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: 'arn:aws:sqs:us-east-1:123456789012:SitePublishRequests',
    awsRegion: 'us-east-1',
  };
}

export const sqsEvent = (records: SQSRecord[]): SQSEvent => ({ Records: records });

export const MODEL_STACK_ID = 'arn:aws:cloudformation:us-east-1:123456789012:stack/PartyCruises-dev-Web/0a1b2c3d-4e5f-6789-abcd-ef0123456789';

/** CloudFormation's side: the stack's status and the answers it received, with when. */
export class CloudFormationModel {
  status = 'UPDATE_IN_PROGRESS';
  readonly answers: Array<{ at: number; request: CustomResourceRequest; answer: CustomResourceAnswer }> = [];
  /** When set, the response URL refuses the next answers (S3 failing). */
  refuseAnswers = 0;

  constructor(private readonly clock: ModelClock) {}

  readonly answer: AnswerCustomResource = async (request, answer) => {
    if (this.refuseAnswers > 0) {
      this.refuseAnswers -= 1;
      throw new Error("CloudFormation's response URL answered 503");
    }
    this.answers.push({ at: this.clock.now, request, answer });
  };

  /** A request as CloudFormation sends it for the first publish (its SNS topic delivers it raw to the queue). */
  request(type: 'Create' | 'Update' | 'Delete', sourceHash = 'a'.repeat(64)): CustomResourceRequest {
    const requestId = randomUUID();
    return {
      RequestType: type,
      ResponseURL: `https://cloudformation-custom-resource-response-useast1.s3.amazonaws.com/${encodeURIComponent(MODEL_STACK_ID)}%7CSitePublisherFirstPublish%7C${requestId}?X-Amz-Signature=model`,
      StackId: MODEL_STACK_ID,
      RequestId: requestId,
      LogicalResourceId: 'SitePublisherFirstPublish5E1B2C3D',
      ...(type === 'Create' ? {} : { PhysicalResourceId: 'SitePublisherFirstPublish5E1B2C3D' }),
      ResourceType: 'Custom::SitePublish',
      ResourceProperties: { ServiceToken: 'arn:aws:sns:us-east-1:123456789012:DeployRequests', SourceHash: sourceHash },
      ...(type === 'Update'
        ? { OldResourceProperties: { ServiceToken: 'arn:aws:sns:us-east-1:123456789012:DeployRequests', SourceHash: 'b'.repeat(64) } }
        : {}),
    };
  }
}

/** The three models together, as the starter's SitePublishing. */
export function modelPublishing(codeBuild: CodeBuildModel, cloudFormation: CloudFormationModel): SitePublishing {
  return { builds: codeBuild, answer: cloudFormation.answer, stackStatus: async () => cloudFormation.status, stackId: MODEL_STACK_ID };
}
