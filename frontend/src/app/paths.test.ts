import { describe, expect, it } from 'vitest';
import { isAppPath } from './paths.ts';

describe('app paths', () => {
  it('knows the home page and nothing it does not route', () => {
    expect(isAppPath('/')).toBe(true);
    expect(isAppPath('/definitely-not-a-page')).toBe(false);
  });
});
