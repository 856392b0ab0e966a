// Runs `work` over `items` with at most `limit` calls in flight; results keep the items' order.
// For fan-outs inside one request (e.g. 500 invitations) that must finish well inside API Gateway's
// 30 s without flooding DynamoDB or SES.
export async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
