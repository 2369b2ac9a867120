import { BatchGetBuildsCommand, CodeBuildClient, ListBuildsForProjectCommand, StartBuildCommand } from '@aws-sdk/client-codebuild';
import * as z from '#domain/shared/zod.ts';
import { type AwsClientSettings, clientCache, clientOptions } from '../../platform/aws/client-options.ts';

/**
 * How many of the project's newest builds the publisher reads: enough to find the build that
 * served a request which waited its longest (decision 087), when a build takes minutes.
 */
export const RECENT_BUILDS = 10;

/** The environment variable that tells a build why it runs (its log's first line says it). */
export const PUBLISH_REASON_VARIABLE = 'PUBLISH_REASON';
/** CodeBuild keeps a variable's value whole up to far more; the log line need not. */
const MAX_REASON_LENGTH = 1_000;

export type BuildOutcome = 'running' | 'succeeded' | 'failed';

/** One build of the site publisher's project, as the publisher needs it. */
export interface SiteBuild {
  readonly id: string;
  readonly startedAt: Date;
  readonly outcome: BuildOutcome;
  /** CodeBuild's own status (IN_PROGRESS, SUCCEEDED, FAILED, FAULT, STOPPED, TIMED_OUT), for logs and answers. */
  readonly status: string;
}

/**
 * The three CodeBuild calls the site publisher makes, on its one project. The starter's logic
 * (functions/app/site/serve-publish-requests.ts) is written against this, so its tests run it
 * against a model of CodeBuild over time.
 */
export interface SiteBuilds {
  /** The project's newest builds (at most RECENT_BUILDS), newest first. */
  recent(): Promise<SiteBuild[]>;
  /**
   * Starts a build, saying why in its environment. Throws when CodeBuild refuses: a project at
   * its concurrent build limit (one) answers StartBuild with an error rather than queueing it.
   */
  start(reason: string): Promise<SiteBuild>;
}

const buildStatusSchema = z.enum(['IN_PROGRESS', 'SUCCEEDED', 'FAILED', 'FAULT', 'STOPPED', 'TIMED_OUT']);

// What CodeBuild answers is read like any outside input: a build without an id, a start time or
// a status this code knows is an error, not a guess (the request waits and is tried again).
const buildSchema = z.object({ id: z.string().check(z.minLength(1)), startTime: z.date(), buildStatus: buildStatusSchema });

function siteBuild(raw: unknown): SiteBuild {
  const build = buildSchema.parse(raw);
  const outcome: BuildOutcome = build.buildStatus === 'IN_PROGRESS' ? 'running' : build.buildStatus === 'SUCCEEDED' ? 'succeeded' : 'failed';
  return { id: build.id, startedAt: build.startTime, outcome, status: build.buildStatus };
}

const cachedClient = clientCache((settings) => new CodeBuildClient(clientOptions(settings)));

/** The site publisher's project in CodeBuild (the endpoint is a test's stand-in; in AWS the SDK finds the region's). */
export function codeBuildSiteBuilds(settings: AwsClientSettings & { projectName: string }): SiteBuilds {
  const client = cachedClient(settings);
  const { projectName } = settings;
  return {
    async recent() {
      // No sortOrder: CodeBuild then lists by build number, newest first, and refuses a sort
      // order on a project with more than 100 builds.
      const listed = await client.send(new ListBuildsForProjectCommand({ projectName }));
      const ids = (listed.ids ?? []).slice(0, RECENT_BUILDS);
      if (ids.length === 0) return [];
      const found = await client.send(new BatchGetBuildsCommand({ ids }));
      return (found.builds ?? []).map(siteBuild).sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime());
    },
    async start(reason) {
      const started = await client.send(
        new StartBuildCommand({
          projectName,
          environmentVariablesOverride: [{ name: PUBLISH_REASON_VARIABLE, type: 'PLAINTEXT', value: reason.slice(0, MAX_REASON_LENGTH) }],
        }),
      );
      return siteBuild(started.build);
    },
  };
}
