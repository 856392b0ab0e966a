// The `stripe` SDK has one entry, and its constructor instantiates a class for every resource of
// Stripe's API (~190 of them, ~165 KB minified) although functions/adapters/payments/payments.ts calls
// five. This esbuild plugin bundles those five as Stripe ships them and every other resource module
// (and the handler of v2 "thin" event notifications, which we do not receive) as empty classes, so the
// client, its request sender, retries, errors, pagination and webhooks stay the SDK's own code. An
// unlisted resource has no methods (`stripe.subscriptions.create is not a function`):
// tests/infra/bundle.test.ts checks the list against what payments.ts calls.
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';

/** The resource modules (stripe/esm/resources/<name>.js) payments.ts calls, as `stripe.<camelCase name>`. */
export const STRIPE_RESOURCES_USED = ['Customers', 'PaymentIntents', 'PaymentMethods', 'Refunds', 'SetupIntents'];

const UNUSED_MODULE =
  /[\\/]node_modules[\\/]stripe[\\/]esm[\\/](?:resources[\\/](.+)|StripeEventNotificationHandler)\.js$/;

/** An empty class per exported class: constructing it is all the Stripe constructor does. */
const stubbed = (source: string) =>
  [...source.matchAll(/^export class (\w+)/gm)].map((m) => `export class ${m[1]} {}`).join('\n');

export const stripeResourcesPlugin: Plugin = {
  name: 'stripe-used-resources',
  setup(build) {
    build.onLoad({ filter: UNUSED_MODULE }, async ({ path }) => {
      const resource = UNUSED_MODULE.exec(path)![1]?.replace(/\\/g, '/');
      if (resource && STRIPE_RESOURCES_USED.includes(resource)) return undefined;
      return { contents: stubbed(await readFile(path, 'utf8')), loader: 'js' };
    });
  },
};
