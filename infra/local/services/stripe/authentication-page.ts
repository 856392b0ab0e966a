// The local stand-in for the bank's 3-D Secure page: `next_action.redirect_to_url.url` points here.
// "Complete" succeeds the PaymentIntent (or SetupIntent), "Fail" leaves it needing a new payment
// method; both go back to the intent's return_url with Stripe's query values (payment_intent,
// payment_intent_client_secret, redirect_status; setup_intent, setup_intent_client_secret for a SetupIntent).
import type { StoreData, StripeObject } from './store';

interface PageReply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function authenticationPage(
  url: URL,
  method: string,
  body: Buffer,
  data: StoreData,
  actions: { complete: (intent: StripeObject, ok: boolean) => void },
): Promise<PageReply | null> {
  const id = /^\/_local\/authenticate\/([^/]+)$/.exec(url.pathname)?.[1];
  if (!id) return null;
  const setup = id.startsWith('seti_');
  const intent = setup ? data.setupIntents[id] : data.paymentIntents[id];
  if (!intent) return { status: 404, headers: { 'content-type': 'text/plain' }, body: 'Unknown payment' };
  if (method === 'POST') {
    const outcome = new URLSearchParams(body.toString('utf8')).get('outcome');
    actions.complete(intent, outcome === 'complete');
    const back = intent._local?.returnUrl ?? null;
    if (!back)
      return {
        status: 200,
        headers: { 'content-type': 'text/plain' },
        body: `Authentication ${outcome === 'complete' ? 'completed' : 'failed'}.`,
      };
    const target = new URL(back);
    const kind = setup ? 'setup_intent' : 'payment_intent';
    target.searchParams.set(kind, intent.id);
    target.searchParams.set(`${kind}_client_secret`, String(intent.client_secret));
    target.searchParams.set('redirect_status', intent.status === 'succeeded' ? 'succeeded' : 'failed');
    return { status: 303, headers: { location: target.toString() }, body: '' };
  }
  const what = setup
    ? 'saving your card for later payments'
    : `the payment of <strong>${escapeHtml(`$${(Number(intent.amount) / 100).toFixed(2)}`)}</strong>`;
  return {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Authenticate your payment</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem}button{font-size:1rem;padding:.6rem 1.2rem;margin-right:.5rem}</style></head>
<body><main><h1>Authenticate your payment</h1><p>Local test bank (Stripe stand-in): approve or refuse ${what}.</p>
<form method="post"><button type="submit" name="outcome" value="complete">Complete authentication</button><button type="submit" name="outcome" value="fail">Fail authentication</button></form></main></body></html>`,
  };
}
