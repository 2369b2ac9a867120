import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '#infra/shared/project-root.ts';

// Decision 041: the browser calls the API by the routes' contract (contracts/routes/<area>.ts)
// through frontend/src/lib/api.ts, so no feature writes an `/api/` address by hand. This lists
// every string or template literal in frontend/src that names one, outside the client and the
// tests, and fails on any that is not below. The list only shrinks: a file that no longer needs
// its entry fails too, until the entry is removed.

const frontendSrc = path.join(projectRoot, 'frontend', 'src');

/** The request helper itself: the only modules that may build an address by hand. */
const CLIENT_MODULES = new Set(['lib/api.ts', 'lib/api-client.ts', 'lib/early-requests.ts']);

/** Files still writing `/api/` literals (path under frontend/src -> how many), each to be moved to the client. */
const NOT_YET_MIGRATED: Readonly<Record<string, number>> = {};

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.endsWith('-test-support.ts') || file.startsWith('testing/');

function sourceFiles(dir: string, base = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = base ? `${base}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return sourceFiles(path.join(dir, entry.name), relative);
    return /\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

/** The literals in `text` (strings, templates and their parts; comments are not literals) that contain `/api/`. */
function apiLiterals(text: string, jsx: boolean): string[] {
  const found: string[] = [];
  const source = ts.createSourceFile('file.tsx', text, ts.ScriptTarget.Latest, true, jsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const visit = (node: ts.Node): void => {
    if ((ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) && node.text.includes('/api/')) found.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function literalCounts(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const file of sourceFiles(frontendSrc)) {
    if (CLIENT_MODULES.has(file) || isTest(file)) continue;
    const text = readFileSync(path.join(frontendSrc, file), 'utf8');
    const literals = text.includes('/api/') ? apiLiterals(text, file.endsWith('.tsx')) : [];
    if (literals.length > 0) counts[file] = literals.length;
  }
  return counts;
}

describe('no hand-written /api/ addresses in the browser code (decision 041)', () => {
  it('finds literals, template parts and JSX text, never comments', () => {
    const text = ['// GET /api/a', "const a = '/api/b';", 'const b = `/api/c/$' + '{a}/d`;', 'const c = `x$' + '{a}/api/e`;', '/** /api/f */'].join('\n');
    expect(apiLiterals(text, false)).toEqual(['/api/b', '/api/c/', '/api/e']);
    expect(apiLiterals('const e = <a href="/api/g">/api/h</a>;', true)).toEqual(['/api/g', '/api/h']);
  });

  it('lists every file that still writes one, and no file that no longer does', () => {
    expect(literalCounts()).toEqual(NOT_YET_MIGRATED);
  });
});
