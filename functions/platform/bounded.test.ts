import { describe, expect, it } from 'vitest';
import { mapBounded } from './bounded.ts';

/** A call that finishes when the test says so: the test decides the order, no timers. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('mapBounded', () => {
  it('runs at most `limit` at once, starts the next as one finishes, and keeps the items order', async () => {
    const gates = Array.from({ length: 7 }, gate);
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const done = mapBounded(gates, 3, async (item, index) => {
      started.push(index);
      running += 1;
      most = Math.max(most, running);
      await item.opened;
      running -= 1;
      return index * 10;
    });
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    // Finishing out of order: the third ends first, and the fourth takes its place.
    gates[2]!.open();
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2, 3]);
    for (const item of gates) item.open();
    expect(await done).toEqual([0, 10, 20, 30, 40, 50, 60]);
    expect(most).toBe(3);
  });

  it('does nothing for no items, and refuses a limit below one', async () => {
    expect(await mapBounded([], 4, async () => 1)).toEqual([]);
    await expect(mapBounded([1], 0, async () => 1)).rejects.toThrow('at least 1');
  });
});
