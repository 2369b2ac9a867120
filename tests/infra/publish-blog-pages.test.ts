import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '#infra/shared/project-root.ts';

/**
 * The site publisher's step that lists the blog's pages in CloudFront's KeyValueStore (decision
 * 031), run as CodeBuild runs it, against an `aws` on the PATH that plays the store: it keeps the
 * keys and an ETag in a file and refuses an update whose --if-match is not the current ETag.
 */
const FAKE_AWS = `#!/usr/bin/env node
const fs = require('node:fs');
const [, , service, command, ...args] = process.argv;
const state = JSON.parse(fs.readFileSync(process.env.FAKE_STORE, 'utf8'));
const arg = (name) => args[args.indexOf(name) + 1];
state.calls.push([service, command, ...args]);
let out;
if (service !== 'cloudfront-keyvaluestore' || arg('--kvs-arn') !== 'arn:aws:cloudfront::123456789012:key-value-store/blog') { process.exit(2); }
if (command === 'list-keys') out = { Items: Object.entries(state.keys).map(([Key, Value]) => ({ Key, Value })) };
else if (command === 'describe-key-value-store') out = { ETag: 'E' + state.etag, ItemCount: Object.keys(state.keys).length };
else if (command === 'update-keys') {
  if (arg('--if-match') !== 'E' + state.etag) { process.stderr.write('PreconditionFailed'); process.exit(254); }
  if (args.includes('--puts')) for (const { Key, Value } of JSON.parse(arg('--puts'))) state.keys[Key] = Value;
  if (args.includes('--deletes')) for (const { Key } of JSON.parse(arg('--deletes'))) delete state.keys[Key];
  state.etag += 1;
  out = { ETag: 'E' + state.etag, ItemCount: Object.keys(state.keys).length };
} else process.exit(2);
fs.writeFileSync(process.env.FAKE_STORE, JSON.stringify(state));
process.stdout.write(JSON.stringify(out));
`;

function site(pages: readonly string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'published-site-'));
  for (const page of pages) {
    mkdirSync(path.join(dir, page), { recursive: true });
    writeFileSync(path.join(dir, page, 'index.html'), '<!doctype html>');
  }
  return dir;
}

describe('listing the blog pages for CloudFront after a publish', () => {
  it("makes the store's keys exactly the built site's blog pages, in requests that carry the current ETag", () => {
    const bin = mkdtempSync(path.join(tmpdir(), 'fake-aws-'));
    writeFileSync(path.join(bin, 'aws'), FAKE_AWS);
    chmodSync(path.join(bin, 'aws'), 0o755);
    const storeFile = path.join(bin, 'store.json');
    const stale = Array.from({ length: 60 }, (_, i) => `/blogs/old-${i}`);
    writeFileSync(storeFile, JSON.stringify({ keys: Object.fromEntries(['/blogs', ...stale].map((key) => [key, 'page'])), etag: 7, calls: [] }));
    const built = site(['blogs', 'blogs/sunset-cruise', 'blogs/tag/tips', 'about']);

    const output = execFileSync(path.join(projectRoot, 'node_modules/.bin/tsx'), ['infra/publish/publish-blog-pages.ts', built], {
      cwd: projectRoot,
      encoding: 'utf8',
      env: {
        ...process.env,
        PATH: `${bin}:${process.env['PATH']}`,
        FAKE_STORE: storeFile,
        BLOG_PAGES_STORE_ARN: 'arn:aws:cloudfront::123456789012:key-value-store/blog',
      },
    });

    const state = JSON.parse(readFileSync(storeFile, 'utf8')) as { keys: Record<string, string>; etag: number; calls: string[][] };
    expect(Object.keys(state.keys).sort()).toEqual(['/blogs', '/blogs/sunset-cruise', '/blogs/tag/tips']);
    // Two new pages and sixty removed ones: two requests of at most fifty changes.
    expect(state.calls.filter((call) => call[1] === 'update-keys')).toHaveLength(2);
    expect(state.etag).toBe(9);
    expect(output).toContain('Blog pages listed for CloudFront: 3');
  });

  it('refuses to run without the store or the site', () => {
    expect(() =>
      execFileSync(path.join(projectRoot, 'node_modules/.bin/tsx'), ['infra/publish/publish-blog-pages.ts'], {
        cwd: projectRoot,
        encoding: 'utf8',
        stdio: 'pipe',
        env: { ...process.env, BLOG_PAGES_STORE_ARN: '' },
      }),
    ).toThrow(/Usage: BLOG_PAGES_STORE_ARN/);
  });
});
