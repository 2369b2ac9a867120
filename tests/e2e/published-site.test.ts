import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { siteDir, sourcemapsDir } from '#infra/local/site-build.ts';

// What the build publishes (dist/site goes to the bucket as it is, and the local gateway serves
// it): the bundles, without their source maps, which would hand anyone the application's whole
// source, the back office's included. The maps are kept beside it, for decoding errors.

const { url } = inject('stack');

const filesIn = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));

const published = filesIn(siteDir);
const bundles = published.filter((file) => /\.(js|mjs|css)$/.test(file));

describe('the published site', () => {
  it('holds bundles, and no source map', () => {
    expect(bundles.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(5);
    expect(published.filter((file) => file.endsWith('.map'))).toEqual([]);
  });

  it('has no bundle that names a source map, inline or missing', () => {
    const naming = bundles.flatMap((file) => {
      const text = readFileSync(path.join(siteDir, file), 'utf8');
      // A source map is named by a comment on a line of its own; a bundled library that parses such
      // comments (postcss, under sanitize-html) has the words inside its code, which name nothing.
      return [...text.matchAll(/^(?:\/\/|\/\*)[#@]\s*sourceMappingURL=(\S+?)(?:\s*\*\/)?\s*$/gm)].map((match) => ({ file, target: match[1]! }));
    });
    const broken = naming.filter(
      ({ file, target }) => target.startsWith('data:') || !existsSync(path.resolve(siteDir, path.dirname(file), target.split(/[?#]/)[0]!)),
    );
    expect(broken).toEqual([]);
  });

  it('keeps a map of every script outside it (dist/sourcemaps), for decoding errors', () => {
    const maps = new Set(filesIn(sourcemapsDir));
    // The bundler's own runtime chunk is generated glue with no source to map.
    const scripts = bundles.filter((file) => file.endsWith('.js') && !path.basename(file).startsWith('rolldown-runtime'));
    expect(scripts.filter((file) => !maps.has(`${file}.map`))).toEqual([]);
    expect([...maps].filter((map) => !published.includes(map.replace(/\.map$/, '')))).toEqual([]);
    expect(path.relative(siteDir, sourcemapsDir).startsWith('..')).toBe(true);
  });

  it('is served without maps by the local gateway', async () => {
    const script = bundles.find((file) => file.endsWith('.js'))!;
    const asset = await fetch(`${url}/${script.split(path.sep).join('/')}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('sourcemap')).toBeNull();
    expect((await fetch(`${url}/${script.split(path.sep).join('/')}.map`)).status).toBe(404);
  });
});
