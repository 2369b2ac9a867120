/**
 * `npm start`'s stand-in for the CodeBuild project that republishes the site when staff change the
 * business facts (decision 013). One build at a time: a save during a build asks for one more,
 * however many saves there were, and that build reads the facts as they are when it starts, so
 * the last save is always published. A failed build is logged and leaves the last good site.
 */
export interface SiteRepublisherOptions {
  /** Reads the stored facts and builds the site from them; resolves to whether it built (false: already current). */
  publish: () => Promise<boolean>;
  log: (line: string) => void;
  /** Milliseconds since some fixed point, for the log's timings. */
  clock?: () => number;
}

export interface SiteRepublisher {
  /** Asks for a build: starts one now, or queues one after the build under way. */
  request: () => void;
  /** Resolves when no build is running or queued. */
  idle: () => Promise<void>;
}

export function createSiteRepublisher(options: SiteRepublisherOptions): SiteRepublisher {
  const clock = options.clock ?? (() => performance.now());
  let running: Promise<void> | null = null;
  let queued = false;

  async function runUntilCurrent(): Promise<void> {
    do {
      queued = false;
      const started = clock();
      try {
        const built = await options.publish();
        const seconds = ((clock() - started) / 1000).toFixed(1);
        options.log(built ? `Site republished with the saved business details (${seconds} s).` : 'Site already shows the saved business details.');
      } catch (error) {
        options.log(`Republishing the site failed; it still shows the previous details: ${error instanceof Error ? error.message : String(error)}`);
      }
    } while (queued);
  }

  return {
    request() {
      if (running) {
        if (!queued) options.log('Business details saved during a build: one more build queued.');
        queued = true;
        return;
      }
      options.log('Business details saved: republishing the site in the background...');
      running = runUntilCurrent().finally(() => {
        running = null;
      });
    },
    async idle() {
      while (running) await running;
    },
  };
}
