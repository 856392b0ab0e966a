// p99 of `POST /api/purchases.json` next to its floor, a trivial authenticated GET (`/api/ad_tiles.json`:
// session lookup plus one Query) on the same stack, both under the same autocannon load. Each purchase
// needs its own learner with a cart and a payment intent confirmed the way stripe.js does; they are
// prepared first, untimed. The stack holds Stripe's webhooks back (STRIPE_WEBHOOK_DELAY_MS, set by
// run.ts before it starts the stack), so the timed call is the one that writes each order, as the
// browser's call usually is in AWS.
import { CSRF_HEADER } from '@shared/contracts/headers';
import autocannon from 'autocannon';
import { TEST_SOURCE_IP_HEADER } from '@infra/local/test-source-ip';
import type { ApiClient } from '../support/api-client';
import { confirmInBrowser, openPaymentIntent, signUpLearner } from '../support/checkout';
import type { StackInfo } from '../support/local-stack';

/** Long enough that no webhook lands while the purchases are timed. */
export const BENCH_WEBHOOK_DELAY_MS = 120_000;

interface PreparedPurchase {
  headers: Record<string, string>;
  body: string;
}

const browserHeaders = (client: ApiClient): Record<string, string> => ({
  [TEST_SOURCE_IP_HEADER]: client.ip,
  [CSRF_HEADER]: client.csrfToken,
  cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
});

async function preparePurchase(stack: StackInfo, index: number): Promise<PreparedPurchase> {
  const { client } = await signUpLearner(stack, { emailPrefix: 'bench' });
  await client.post('/api/cart/toggle_product.json', { id: 'acls-cert' });
  const intent = await openPaymentIntent(client);
  const confirmed = await confirmInBrowser(stack, intent, 'pm_card_visa');
  if (confirmed.body.status !== 'succeeded')
    throw new Error(`Bench intent ${index} did not succeed: ${JSON.stringify(confirmed.body)}`);
  return {
    headers: {
      ...browserHeaders(client),
      'content-type': 'application/json',
      'idempotency-key': `bench-${intent.paymentIntentId}`,
    },
    body: JSON.stringify({ paymentIntentId: intent.paymentIntentId, cart: {} }),
  };
}

async function inBatches<T>(count: number, size: number, make: (index: number) => Promise<T>): Promise<T[]> {
  const made: T[] = [];
  for (let start = 0; start < count; start += size) {
    made.push(...(await Promise.all(Array.from({ length: Math.min(size, count - start) }, (_, i) => make(start + i)))));
  }
  return made;
}

const figures = (result: autocannon.Result) => ({
  p50: result.latency.p50,
  p99: result.latency.p99,
  rps: result.requests.average,
  errors: result.errors + result.non2xx + result.timeouts,
});

export async function purchaseBench(
  stack: StackInfo,
  options: { purchases: number; connections: number },
): Promise<void> {
  const { purchases, connections } = options;
  console.log(
    `\n## Purchases (autocannon, ${connections} connections, ${purchases} purchases, each a new learner's; target p99 <= 3x the floor)\n`,
  );
  // The first `connections` purchases warm the route up (JIT, DynamoDB Local's JVM) and are not counted.
  const [warmUp, prepared] = ((all) => [all.slice(0, connections), all.slice(connections)])(
    await inBatches(purchases + connections, 8, (index) => preparePurchase(stack, index)),
  );
  const floorHeaders = prepared[0]!.headers;
  // The floor: as many requests as purchases, after a short warm-up, so both runs see the same load shape.
  await autocannon({
    url: `${stack.url}/api/ad_tiles.json`,
    connections,
    amount: connections * 4,
    headers: floorHeaders,
  });
  const floor = figures(
    await autocannon({ url: `${stack.url}/api/ad_tiles.json`, connections, amount: purchases, headers: floorHeaders }),
  );
  const buyAll = (batch: PreparedPurchase[]) => {
    let next = 0;
    return autocannon({
      url: stack.url,
      connections,
      amount: batch.length,
      requests: [
        { method: 'POST', path: '/api/purchases.json', setupRequest: (request) => ({ ...request, ...batch[next++]! }) },
      ],
    });
  };
  await buyAll(warmUp);
  const bought = figures(await buyAll(prepared));
  console.log(`| route | p50 | p99 | req/s | non-2xx+errors | p99 vs floor |\n|---|---|---|---|---|---|`);
  console.log(
    `| GET /api/ad_tiles.json (floor: session + one Query) | ${floor.p50} ms | ${floor.p99} ms | ${floor.rps.toFixed(0)} | ${floor.errors} | 1.00x |`,
  );
  console.log(
    `| POST /api/purchases.json (Stripe check + order transaction) | ${bought.p50} ms | ${bought.p99} ms | ${bought.rps.toFixed(0)} | ${bought.errors} | ${(bought.p99 / Math.max(floor.p99, 1)).toFixed(2)}x |`,
  );
}
