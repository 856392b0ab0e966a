// A recording proxy in front of Stripe (the stand-in, or api.stripe.com in test mode): the server's
// SDK and the browser's calls go through it, and every exchange is kept as sent and received, with
// the spec operation it is (`POST /v1/payment_intents/{intent}/confirm`).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseForm, type Form } from '@infra/local/services/stripe/form';

export interface Exchange {
  operation: string | null;
  method: string;
  path: string;
  query: Form;
  body: Form;
  status: number;
  reply: unknown;
}

const template = (operations: readonly string[], method: string, path: string) =>
  operations.find((operation) => {
    const [verb, route] = operation.split(' ') as [string, string];
    const pattern = new RegExp(`^${route.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    return verb === method && pattern.test(path);
  }) ?? null;

export async function startRecorder(target: string, operations: readonly string[]) {
  const exchanges: Exchange[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://recorder');
      const headers: Record<string, string> = {};
      for (const name of ['authorization', 'content-type', 'idempotency-key', 'stripe-version', 'user-agent'])
        if (req.headers[name]) headers[name] = String(req.headers[name]);
      const response = await fetch(`${target}${url.pathname}${url.search}`, {
        method: req.method,
        headers,
        ...(req.method === 'GET' ? {} : { body }),
        redirect: 'manual',
      });
      const text = await response.text();
      let reply: unknown = text;
      try {
        reply = JSON.parse(text);
      } catch {
        // not JSON (the bank page): kept as text
      }
      exchanges.push({
        operation: template(operations, req.method ?? 'GET', url.pathname),
        method: req.method ?? 'GET',
        path: url.pathname,
        query: parseForm(url.search.slice(1)),
        body: parseForm(body),
        status: response.status,
        reply,
      });
      const back: Record<string, string> = {};
      for (const name of ['content-type', 'request-id', 'idempotent-replayed', 'stripe-should-retry', 'location'])
        if (response.headers.get(name)) back[name] = response.headers.get(name)!;
      res.writeHead(response.status, back);
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    exchanges,
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** Receives webhook deliveries as our endpoint would (raw body and Stripe-Signature kept). */
export async function startWebhookReceiver() {
  const deliveries: { signature: string; body: string }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      deliveries.push({
        signature: String(req.headers['stripe-signature']),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    deliveries,
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}
