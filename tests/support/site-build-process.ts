import { text } from 'node:stream/consumers';
import { buildSite } from '../../frontend/build/build-site.ts';
import type { SiteBuild } from './site-build.ts';

// buildSiteApart's process: the build's options as JSON on stdin (the clock as an ISO string).
const { now, ...build } = JSON.parse(await text(process.stdin)) as Omit<SiteBuild, 'now'> & { now?: string };
await buildSite({ ...build, ...(now ? { now: new Date(now) } : {}) });
