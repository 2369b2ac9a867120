import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '#infra/shared/project-root.ts';

// `npm run test:changed` (decision 039) runs the tests of the files changed against main with the
// configuration `npm test` uses, so it picks the same projects, setup files and guards.

const scripts = (JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

describe('npm run test:changed', () => {
  it('runs Vitest once over the files changed against main, with the configuration of every suite', () => {
    const argv = scripts['test:changed']?.split(/\s+/) ?? [];
    expect(argv.slice(0, 2)).toEqual(['vitest', 'run']);
    expect(argv[argv.indexOf('--config') + 1]).toBe('tests/vitest.config.ts');
    expect(argv[argv.indexOf('--changed') + 1]).toBe('main');
    // No project is fixed: `-- --project unit` narrows it, as with the other scripts.
    expect(argv).not.toContain('--project');
    expect(readFileSync(path.join(projectRoot, 'tests/run.ts'), 'utf8')).toContain("'--config', 'tests/vitest.config.ts'");
  });
});
