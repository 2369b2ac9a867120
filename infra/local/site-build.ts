import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../shared/project-root.ts';

export const siteDir = path.join(projectRoot, 'dist', 'site');
const stampFile = path.join(siteDir, '.build-stamp');

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

export function siteInputsHash(): string {
  const files: string[] = [];
  for (const entry of inputs) collect(entry, files);
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    hash.update(file);
    hash.update(readFileSync(path.join(projectRoot, file)));
  }
  return hash.digest('hex');
}

/** Builds and prerenders the site unless the last build came from the same inputs. Returns whether it built. */
export async function ensureSiteBuilt(options: { force?: boolean; log?: (line: string) => void } = {}): Promise<boolean> {
  const hash = siteInputsHash();
  if (!options.force && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash) return false;
  const { buildSite } = await import('../../frontend/build/build-site.ts');
  await buildSite(options.log ? { log: options.log } : {});
  writeFileSync(stampFile, hash);
  return true;
}
