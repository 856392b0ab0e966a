// Delivers events to the webhook endpoint, signed the way Stripe documents it:
// `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<payload>")>`, so
// `stripe.webhooks.constructEvent` verifies them unchanged. Events go out one at a time in order;
// a failed delivery is retried a few times with a growing pause (Stripe retries for days). `delayMs`
// holds each event back, as Stripe's own delivery lags the API call (the purchase benchmark uses it
// so the browser's purchase call, not the webhook, completes the order, as it usually does in AWS).
import { createHmac } from 'node:crypto';
import type { StripeObject } from './store';

const RETRY_DELAYS_MS = [200, 1000, 3000];

export function signatureHeader(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export class WebhookSender {
  private queue = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly url: string | null,
    private readonly secret: string,
    private readonly delayMs = 0,
  ) {}

  send(event: StripeObject): void {
    if (!this.url) return;
    const payload = JSON.stringify(event, null, 2);
    const enqueue = () => {
      this.queue = this.queue.then(() => this.deliver(payload)).catch(() => undefined);
    };
    if (this.delayMs > 0) setTimeout(enqueue, this.delayMs).unref();
    else enqueue();
  }

  stop(): void {
    this.stopped = true;
  }

  private async deliver(payload: string): Promise<void> {
    for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length && !this.stopped; attempt++) {
      try {
        const response = await fetch(this.url!, {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'stripe-signature': signatureHeader(payload, this.secret),
            'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          },
          body: payload,
        });
        if (response.ok) return;
      } catch {
        // the app is not up yet, or restarting: try again
      }
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS_MS[attempt] ?? 0));
    }
  }
}
