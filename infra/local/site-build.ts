import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteData } from '../../frontend/build/build-site.ts';
import { canonicalJson } from '../../frontend/build/business-facts-define.ts';
import { projectRoot } from '../shared/project-root.ts';

export const siteDir = path.join(projectRoot, 'dist', 'site');
/** The source maps of the site's bundles, kept out of what is served (frontend/build/build-site.ts). */
export const sourcemapsDir = path.join(projectRoot, 'dist', 'sourcemaps');
const stampName = '.build-stamp';

/** Everything the site build reads; a change to any of it means the build is stale. */
const inputs = ['frontend', 'domain', 'package-lock.json', 'tsconfig.json'];

function collect(entry: string, files: string[]): void {
  const full = path.join(projectRoot, entry);
  if (!existsSync(full)) return;
  if (statSync(full).isFile()) {
    files.push(entry);
    return;
  }
  for (const name of readdirSync(full)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    collect(path.join(entry, name), files);
  }
}

/** The hash of the build's inputs: the source files and what staff saved that the pages show (decision 013). */
export function siteInputsHash(data: SiteData = {}): string {
  const files: string[] = [];
  for (const entry of inputs) collect(entry, files);
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    hash.update(file);
    hash.update(readFileSync(path.join(projectRoot, file)));
  }
  // What staff saved (facts, the published blog, page photos...): any change makes the build stale.
  hash.update('site-data');
  hash.update(canonicalJson(data));
  return hash.digest('hex');
}

/**
 * Builds and prerenders the site unless the last build came from the same inputs and business
 * facts. Returns whether it built. The build goes to a folder beside dist/site that replaces it
 * whole when it is done, so the local gateway never serves a half-built site while `npm start`
 * republishes in the background.
 */
export async function ensureSiteBuilt(options: { force?: boolean; log?: (line: string) => void } & SiteData = {}): Promise<boolean> {
  const { force, log, ...data } = options;
  const hash = siteInputsHash(data);
  const stampFile = path.join(siteDir, stampName);
  if (!force && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash) return false;
  // Per process: `npm start` republishing and `npm test` building at once never share a folder.
  const next = `${siteDir}.next-${process.pid}`;
  const nextMaps = `${sourcemapsDir}.next-${process.pid}`;
  rmSync(next, { recursive: true, force: true });
  const { buildSite } = await import('../../frontend/build/build-site.ts');
  await buildSite({
    outDir: next,
    sourcemapsDir: nextMaps,
    ...(log ? { log } : {}),
    ...data,
  });
  writeFileSync(path.join(next, stampName), hash);
  swapIn(next, siteDir);
  swapIn(nextMaps, sourcemapsDir);
  return true;
}

/** Replaces `dir` with `next` whole (a rename each way), so no reader sees it half written. */
function swapIn(next: string, dir: string): void {
  const previous = `${dir}.previous-${process.pid}`;
  rmSync(previous, { recursive: true, force: true });
  if (existsSync(dir)) renameSync(dir, previous);
  if (existsSync(next)) renameSync(next, dir);
  rmSync(previous, { recursive: true, force: true });
}
