/** Runs `task` for 0 … total − 1 with at most `limit` in flight at once; the results in index order. */
export async function withConcurrency<T>(
  total: number,
  limit: number,
  task: (index: number) => Promise<T>,
): Promise<T[]> {
  const results: T[] = new Array(total);
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const index = next;
      next += 1;
      results[index] = await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, total) }, worker));
  return results;
}
