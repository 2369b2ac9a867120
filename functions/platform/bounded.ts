/**
 * `work` on every item with at most `limit` running at once, the results in the items' order.
 * For calls to an outside service that should overlap (each waits on the network, not on us) but
 * not all at once (its rate limit, and our connections): e.g. a cancellation's Stripe refunds.
 * A rejected call rejects the whole; callers that want every outcome catch inside `work`.
 */
export async function mapBounded<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`A concurrency limit must be a whole number of at least 1, not ${limit}`);
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
