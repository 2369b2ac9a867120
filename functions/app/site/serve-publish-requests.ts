import type { AnswerCustomResource, CustomResourceAnswer, CustomResourceRequest } from '../../adapters/cloudformation/custom-resource.ts';
import { isRollingBack, type StackStatus } from '../../adapters/cloudformation/stack-status.ts';
import type { SiteBuild, SiteBuilds } from '../../adapters/codebuild/site-builds.ts';
import { logger } from '../../platform/logger.ts';
import { describeRequest, PUBLISH_REQUEST_MAX_RECEIVES, type PublishRequestBody, type ReadBody } from './publish-request.ts';

/**
 * The one place that decides whether the site publisher's project builds (decision 087): the
 * starter calls it with the requests the queue hands out, the content changes staff made and
 * the deploys CloudFormation waits on alike.
 *
 * - A request is served by the first build that started after it was queued: a build reads what
 *   is stored when it starts, so that build publishes the change the request announced (and any
 *   before it). Requests served are done; every request waiting when a build starts is served by it.
 * - While a build runs, a request not served yet stays in the queue and comes back after the
 *   visibility timeout: CodeBuild would refuse a second build (the project's limit is one).
 * - With none running, one build is started for all the requests not served, and they are served.
 *   A StartBuild that fails (throttled by a start that won a race, or any error) leaves them
 *   to come back, and after PUBLISH_REQUEST_MAX_RECEIVES tries SQS moves them to the dead-letter
 *   queue, whose alarm tells the operators.
 * - A deploy (CloudFormation's request for the first publish) stays until its build has ended,
 *   then is answered: SUCCESS if it published, FAILED if not, so the deploy fails and rolls back.
 *   During a rollback a failed build is answered SUCCESS (and logged as an error): failing it
 *   would leave the stack in UPDATE_ROLLBACK_FAILED, and the site is still the last one published.
 */

export interface PublishRequest {
  /** SQS's id of the message, which a batch response names to leave it in the queue. */
  readonly messageId: string;
  /** When SQS took the message (its SentTimestamp): after the change it announces was stored. */
  readonly sentAt: Date;
  /** How often SQS has handed it out, this time included (ApproximateReceiveCount). */
  readonly receiveCount: number;
  readonly body: ReadBody;
}

export interface SitePublishing {
  readonly builds: SiteBuilds;
  readonly answer: AnswerCustomResource;
  readonly stackStatus: StackStatus;
  /** The publisher's own stack: a deploy request naming another is not answered. */
  readonly stackId: string;
}

export interface ServeOutcome {
  /** The messages to leave in the queue; SQS hands them out again after the visibility timeout. */
  readonly retry: readonly string[];
  /** The build this call started, if it started one. */
  readonly started: SiteBuild | null;
}

type Readable = PublishRequest & { readonly body: PublishRequestBody };
type Deploy = PublishRequest & { readonly body: { readonly kind: 'deploy'; readonly request: CustomResourceRequest } };

const isDeploy = (request: Readable): request is Deploy => request.body.kind === 'deploy';

/** The first build that started at or after the request was queued: the one that served it. */
function servingBuild(request: PublishRequest, builds: readonly SiteBuild[]): SiteBuild | undefined {
  return builds.filter((build) => build.startedAt.getTime() >= request.sentAt.getTime()).sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime())[0];
}

const errorText = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/** The answer to a deploy whose build has ended. */
async function deployAnswer(request: CustomResourceRequest, build: SiteBuild, publishing: SitePublishing): Promise<CustomResourceAnswer> {
  const data = { BuildId: build.id };
  if (build.outcome === 'succeeded') return { status: 'SUCCESS', reason: `The site was published by build ${build.id}.`, data };
  const failure = `The site build ${build.id} ended ${build.status}, so the site was not published from this deploy's source: read the build's log in CodeBuild.`;
  if (isRollingBack(await publishing.stackStatus(request.StackId))) {
    logger.error("The rollback's site build failed; the rollback goes on and the site stays as last published", { buildId: build.id, status: build.status });
    return { status: 'SUCCESS', reason: `Rolled back without republishing: ${failure}`, data };
  }
  logger.error("The deploy's site build failed; the deploy fails and rolls back", { buildId: build.id, status: build.status });
  return { status: 'FAILED', reason: failure, data };
}

/** The answer to a deploy that its last try could not publish. */
async function lastTryAnswer(request: CustomResourceRequest, publishing: SitePublishing): Promise<CustomResourceAnswer> {
  const reason = `No site build could be started and finished for this deploy in ${PUBLISH_REQUEST_MAX_RECEIVES} tries (about an hour): read the site publisher's logs.`;
  if (isRollingBack(await publishing.stackStatus(request.StackId))) {
    logger.error('The rollback could not republish the site; the rollback goes on and the site stays as last published', { requestId: request.RequestId });
    return { status: 'SUCCESS', reason: `Rolled back without republishing: ${reason}` };
  }
  logger.error('The deploy could not publish the site in time; the deploy fails and rolls back', { requestId: request.RequestId });
  return { status: 'FAILED', reason };
}

/**
 * Which requests a build serves: starts one for those no build served yet, unless one is running.
 * Returns the builds to judge the requests by (with the one started, if any), or null when the
 * project's builds could not be read.
 */
async function buildsServing(pending: readonly Readable[], publishing: SitePublishing): Promise<{ builds: SiteBuild[]; started: SiteBuild | null } | null> {
  let builds: SiteBuild[];
  try {
    builds = await publishing.builds.recent();
  } catch (error) {
    logger.warn("The project's builds could not be read; the requests stay for the next try", { error: errorText(error) });
    return null;
  }
  const unserved = pending.filter((request) => !servingBuild(request, builds));
  if (unserved.length === 0) return { builds, started: null };
  const running = builds.find((build) => build.outcome === 'running');
  if (running) {
    logger.info('A site build is running; the requests not served wait for it to end', { buildId: running.id, waiting: unserved.length });
    return { builds, started: null };
  }
  try {
    const started = await publishing.builds.start(unserved.map((request) => describeRequest(request.body)).join('; '));
    logger.info('Started a site build for the requests waiting', { buildId: started.id, requests: unserved.length });
    // Every request waiting is served by it, whatever CodeBuild's clock says of its start next to SQS's.
    const latest = Math.max(...unserved.map((request) => request.sentAt.getTime()));
    const asServing = started.startedAt.getTime() >= latest ? started : { ...started, startedAt: new Date(latest) };
    return { builds: [asServing, ...builds], started };
  } catch (error) {
    // Another call's start may have won (the project's limit is one build), or CodeBuild failed:
    // either way the requests come back, and find the build that started or start one.
    logger.warn('CodeBuild started no site build; the requests stay for the next try', { error: errorText(error), waiting: unserved.length });
    return { builds, started: null };
  }
}

/** Why no build can serve this request, or null if one can. */
function whyUnservable(body: ReadBody, stackId: string): string | null {
  if (body.kind === 'unreadable') return body.problem;
  if (body.kind === 'deploy' && body.request.StackId !== stackId) return `it names another stack (${body.request.StackId}) than the publisher's`;
  return null;
}

/** Serves one batch of the queue's requests; says which to leave in the queue. */
export async function servePublishRequests(requests: readonly PublishRequest[], publishing: SitePublishing): Promise<ServeOutcome> {
  const retry = new Set<string>();
  const readable: Readable[] = [];
  for (const request of requests) {
    const problem = whyUnservable(request.body, publishing.stackId);
    if (problem === null) {
      readable.push(request as Readable);
      continue;
    }
    // It can never be served: it stays until SQS moves it to the dead-letter queue.
    retry.add(request.messageId);
    if (request.receiveCount >= PUBLISH_REQUEST_MAX_RECEIVES) {
      logger.error('A publish request no one can serve goes to the dead-letter queue', { messageId: request.messageId, problem });
    } else logger.warn('A publish request cannot be served; it stays for the dead-letter queue', { messageId: request.messageId, problem });
  }

  const answer = async (request: Deploy, reply: () => Promise<CustomResourceAnswer>) => {
    try {
      await publishing.answer(request.body.request, await reply());
      retry.delete(request.messageId);
    } catch (error) {
      logger.warn('A deploy request could not be answered now; it stays for the next try', { messageId: request.messageId, error: errorText(error) });
      retry.add(request.messageId);
    }
  };

  // Removing the resource (or the stack) publishes nothing.
  const isRemoval = (request: Readable) => isDeploy(request) && request.body.request.RequestType === 'Delete';
  for (const request of readable.filter(isRemoval).filter(isDeploy)) {
    await answer(request, async () => ({ status: 'SUCCESS', reason: 'Nothing is published when the first publish is removed.' }));
  }
  const pending = readable.filter((request) => !isRemoval(request));
  const serving = pending.length > 0 ? await buildsServing(pending, publishing) : null;
  for (const request of pending) {
    const build = serving && servingBuild(request, serving.builds);
    if (!build) retry.add(request.messageId);
    // A content change is served once a build that reads it has started; a deploy waits for that
    // build's outcome, which it answers CloudFormation with.
    else if (isDeploy(request)) {
      if (build.outcome === 'running') retry.add(request.messageId);
      else await answer(request, () => deployAnswer(request.body.request, build, publishing));
    }
  }

  // The last try: SQS moves what stays to the dead-letter queue. A deploy is answered instead, so
  // CloudFormation fails it with the reason before its own timeout.
  for (const request of pending) {
    if (!retry.has(request.messageId) || request.receiveCount < PUBLISH_REQUEST_MAX_RECEIVES) continue;
    if (isDeploy(request)) await answer(request, () => lastTryAnswer(request.body.request, publishing));
    else
      logger.error('A publish request was not served in its tries; it goes to the dead-letter queue', {
        messageId: request.messageId,
        request: describeRequest(request.body),
        tries: request.receiveCount,
      });
  }
  return { retry: [...retry], started: serving?.started ?? null };
}
