// Runs independent changes a few at a time: SQLite commits concurrent transactions in one group (one sync for many), PostgreSQL spreads them over the pool.

/**
 * `work` on each of `items`, at most `limit` at once; the results in the items' order. A rejection stops new
 * work from starting and is thrown once the work in flight has settled.
 */
export async function mapConcurrently<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failed: { error: unknown } | undefined;
  const runner = async () => {
    while (failed === undefined && next < items.length) {
      const index = next++;
      try {
        results[index] = await work(items[index]!, index);
      } catch (error) {
        failed ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, runner));
  if (failed) throw failed.error;
  return results;
}
