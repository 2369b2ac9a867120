import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRecordingServer } from '#tests/support/recording-server.ts';
import { codeBuildSiteBuilds, RECENT_BUILDS } from './site-builds.ts';

// The three CodeBuild calls as the SDK sends them (JSON 1.1, the X-Amz-Target header) to a local
// stand-in, and how CodeBuild's answers are read. CodeBuild itself is not reached (decision 087).
let server: Awaited<ReturnType<typeof startRecordingServer>>;
beforeAll(async () => {
  server = await startRecordingServer();
});
afterAll(() => server.close());

const builds = () => codeBuildSiteBuilds({ region: 'us-east-1', endpoint: server.endpoint, projectName: 'SitePublisherProject' });
const json = (body: unknown) => ({ status: 200, body: JSON.stringify(body), headers: { 'content-type': 'application/x-amz-json-1.1' } });
const sent = (i: number) => ({ target: server.requests[i]!.headers['x-amz-target'], body: JSON.parse(server.requests[i]!.body) as unknown });
// CodeBuild's JSON gives times as epoch seconds.
const build = (id: string, startedAt: string, buildStatus: string) => ({ id, startTime: Date.parse(startedAt) / 1000, buildStatus });

describe('codeBuildSiteBuilds', () => {
  it("lists the project's newest builds by build number (no sort order: CodeBuild refuses one past 100 builds) and reads them newest first", async () => {
    const ids = Array.from({ length: 12 }, (_, i) => `SitePublisherProject:${12 - i}`);
    server.reset([
      json({ ids }),
      json({
        builds: [
          build('SitePublisherProject:11', '2026-11-30T14:00:00Z', 'FAILED'),
          build('SitePublisherProject:12', '2026-11-30T15:00:00Z', 'IN_PROGRESS'),
          build('SitePublisherProject:10', '2026-11-30T13:00:00Z', 'SUCCEEDED'),
        ],
      }),
    ]);
    const recent = await builds().recent();
    expect(sent(0)).toEqual({ target: 'CodeBuild_20161006.ListBuildsForProject', body: { projectName: 'SitePublisherProject' } });
    expect(sent(1)).toEqual({ target: 'CodeBuild_20161006.BatchGetBuilds', body: { ids: ids.slice(0, RECENT_BUILDS) } });
    expect(recent).toEqual([
      { id: 'SitePublisherProject:12', startedAt: new Date('2026-11-30T15:00:00Z'), outcome: 'running', status: 'IN_PROGRESS' },
      { id: 'SitePublisherProject:11', startedAt: new Date('2026-11-30T14:00:00Z'), outcome: 'failed', status: 'FAILED' },
      { id: 'SitePublisherProject:10', startedAt: new Date('2026-11-30T13:00:00Z'), outcome: 'succeeded', status: 'SUCCEEDED' },
    ]);
  });

  it('asks for no builds when the project has none', async () => {
    server.reset([json({ ids: [] })]);
    expect(await builds().recent()).toEqual([]);
    expect(server.requests).toHaveLength(1);
  });

  it('starts a build with the reason in its environment', async () => {
    server.reset([json({ build: build('SitePublisherProject:13', '2026-11-30T15:10:00Z', 'IN_PROGRESS') })]);
    const started = await builds().start('BusinessFactsChanged evt-1');
    expect(sent(0)).toEqual({
      target: 'CodeBuild_20161006.StartBuild',
      body: {
        projectName: 'SitePublisherProject',
        environmentVariablesOverride: [{ name: 'PUBLISH_REASON', type: 'PLAINTEXT', value: 'BusinessFactsChanged evt-1' }],
      },
    });
    expect(started).toMatchObject({ id: 'SitePublisherProject:13', outcome: 'running' });
  });

  it("throws CodeBuild's refusal of a start, for the starter to leave the requests to a later try", async () => {
    server.reset([
      {
        status: 400,
        body: JSON.stringify({ __type: 'AccountLimitExceededException', message: 'Project SitePublisherProject has reached its concurrent build limit' }),
        headers: { 'content-type': 'application/x-amz-json-1.1' },
      },
    ]);
    await expect(builds().start('by hand')).rejects.toMatchObject({ name: 'AccountLimitExceededException' });
  });

  it('refuses a build it cannot read rather than guess its state', async () => {
    server.reset([json({ ids: ['SitePublisherProject:1'] }), json({ builds: [{ id: 'SitePublisherProject:1', buildStatus: 'PENDING' }] })]);
    await expect(builds().recent()).rejects.toThrow();
  });
});
