import { describe, expect, it, vi } from 'vitest';
import { loadOnUse } from './load-on-use.ts';

describe('loadOnUse', () => {
  it('imports once, however often it is asked', async () => {
    const load = vi.fn(async () => ({ schema: 'loaded' }));
    const use = loadOnUse(load);
    expect(load).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([use(), use()]);
    expect(await use()).toBe(first);
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed import', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce('loaded');
    const use = loadOnUse(load);
    await expect(use()).rejects.toThrow('Failed to fetch');
    expect(await use()).toBe('loaded');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
