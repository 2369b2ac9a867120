import { describe, expect, it } from 'vitest';
import { createSiteRepublisher } from './site-republisher.ts';

/** A build the test finishes by hand, recording what each build saw as "the stored facts". */
function controlledBuilds() {
  const started: string[] = [];
  const finishers: Array<(result: boolean | Error) => void> = [];
  let stored = 'v1';
  return {
    setStored: (value: string) => {
      stored = value;
    },
    started,
    publish: () =>
      new Promise<boolean>((resolve, reject) => {
        started.push(stored);
        finishers.push((result) => (result instanceof Error ? reject(result) : resolve(result)));
      }),
    finish: async (result: boolean | Error = true) => {
      finishers.shift()!(result);
      // Let the republisher see the result and start the queued build, if any.
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

describe('the local site republisher', () => {
  it('builds once per request when requests come one after another', async () => {
    const builds = controlledBuilds();
    const log: string[] = [];
    const republisher = createSiteRepublisher({ publish: builds.publish, log: (line) => log.push(line) });
    republisher.request();
    await builds.finish();
    await republisher.idle();
    republisher.request();
    await builds.finish(false);
    await republisher.idle();
    expect(builds.started).toEqual(['v1', 'v1']);
    expect(log.filter((line) => line.startsWith('Site'))).toEqual([
      expect.stringMatching(/^Site republished with the saved business details \(\d+\.\d s\)\.$/),
      'Site already shows the saved business details.',
    ]);
  });

  it('runs one build at a time: saves during a build queue exactly one more, which publishes the last save', async () => {
    const builds = controlledBuilds();
    const republisher = createSiteRepublisher({ publish: builds.publish, log: () => undefined });
    republisher.request();
    builds.setStored('v2');
    republisher.request();
    builds.setStored('v3');
    republisher.request();
    republisher.request();
    expect(builds.started).toEqual(['v1']);
    await builds.finish();
    expect(builds.started).toEqual(['v1', 'v3']);
    await builds.finish();
    await republisher.idle();
    expect(builds.started).toEqual(['v1', 'v3']);
  });

  it('logs a failed build, keeps going with the queued one, and is idle afterwards', async () => {
    const builds = controlledBuilds();
    const log: string[] = [];
    const republisher = createSiteRepublisher({ publish: builds.publish, log: (line) => log.push(line) });
    republisher.request();
    republisher.request();
    await builds.finish(new Error('vite exploded'));
    expect(log).toContain('Republishing the site failed; it still shows the previous details: vite exploded');
    expect(builds.started).toHaveLength(2);
    await builds.finish();
    await republisher.idle();
    expect(log.at(-1)).toMatch(/^Site republished/);
  });
});
