import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '#infra/shared/project-root.ts';
import { TABLE_ITEM_KINDS } from './key-registry.ts';

const PREFIX = /\b([A-Z][A-Z_]{2,})#/g;
const registered = new Set(
  TABLE_ITEM_KINDS.flatMap((kind) => [kind.pk, kind.sk, kind.gsi1 ?? '', kind.gsi2 ?? ''].flatMap((key) => [...key.matchAll(PREFIX)].map((match) => match[1]))),
);

function sourcesUnder(folder: string): string[] {
  return readdirSync(path.join(projectRoot, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('key-registry.ts'))
    .map((file) => path.join(folder, file));
}

/** The key prefixes a module's code (not its comments) spells. */
function prefixesIn(file: string): string[] {
  const code = readFileSync(path.join(projectRoot, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
  return [...code.matchAll(PREFIX)].map((match) => match[1]!);
}

describe('the key registry', () => {
  it('names every key prefix the functions write', () => {
    const unregistered = sourcesUnder('functions').flatMap((file) =>
      prefixesIn(file)
        .filter((prefix) => !registered.has(prefix))
        .map((prefix) => `${prefix}# in ${file}`),
    );
    expect(unregistered).toEqual([]);
  });

  it("names, for each item, the module that really writes its partition key's prefix", () => {
    const wrong = TABLE_ITEM_KINDS.filter((kind) => {
      if (!existsSync(path.join(projectRoot, kind.module))) return true;
      const text = readFileSync(path.join(projectRoot, kind.module), 'utf8');
      return !kind.pk.split(' | ').some((pk) => text.includes(pk.split('<')[0]!.split('#')[0]!));
    });
    expect(wrong.map((kind) => `${kind.item}: ${kind.module}`)).toEqual([]);
  });

  it('gives no two kinds of item the same keys', () => {
    const keys = TABLE_ITEM_KINDS.flatMap((kind) => kind.pk.split(' | ').flatMap((pk) => kind.sk.split(' | ').map((sk) => `${pk} / ${sk}`)));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('catches a prefix it does not know', () => {
    expect(registered.has('QUOTE')).toBe(true);
    expect(registered.has('NO_SUCH_KIND')).toBe(false);
  });
});
