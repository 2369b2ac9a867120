import { spawn } from 'node:child_process';
import path from 'node:path';
import { projectRoot } from '#infra/shared/project-root.ts';
import type { SiteData } from '../../frontend/build/build-site.ts';

/** What an e2e test builds the site with: what staff saved, where it goes, and the build's clock. */
export interface SiteBuild extends SiteData {
  outDir: string;
  sourcemapsDir: string;
  now?: Date;
}

/**
 * Builds the site with what staff saved in a process of its own, as the republisher does (CodeBuild
 * runs `npm run build`). Not in the test's worker: the e2e files share its modules (isolate: false),
 * and React, once loaded there for development, would meet the build's production React DOM.
 */
export function buildSiteApart(build: SiteBuild): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('tests', 'support', 'site-build-process.ts')], {
    cwd: projectRoot,
    // Vite builds for NODE_ENV; Vitest's 'test' would ship React's development bundle.
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['pipe', 'inherit', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  child.stdin.end(JSON.stringify(build));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`The site build failed (exit ${code}):\n${errors}`))));
  });
}
