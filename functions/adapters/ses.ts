// Delivers outbox mail through SES's v2 API, `POST /v2/email/outbound-emails` (SendEmail with simple
// content), signed with SigV4 by the SDK's signer through aws-rest.ts, at AWS_ENDPOINT_URL_SESV2
// (locally aws-ses-v2-local, whose outbox shows every message) or SES's regional endpoint. Not the
// SDK's SES clients: ~38 KB (v1) or ~36 KB (v2) against ~3 KB for this one JSON call
// (docs/decisions/009-ses-without-sdk-client.md). Only the outbox worker calls SES (requests queue
// their mail: mailer.ts, docs/decisions/011-outbox.md).
import { DELIVERY_BUDGET, QUICK_BUDGET } from '../lib/call-budgets';
import { env } from '../lib/env';
import { AwsError, type AwsReply, endpointOf, requestAt, type RetryPolicy, sendSigned, signerFor } from './aws-rest';
import type { RenderedEmail } from './email/layout';

/** SES's error of a reply, as the SDK names it: the x-amzn-ErrorType header, else the body's code. */
function errorOf(reply: AwsReply): AwsError {
  let body: { message?: string; Message?: string; code?: string; __type?: string } = {};
  try {
    body = JSON.parse(reply.body) as typeof body;
  } catch {
    // not JSON (a proxy's page): the status names it
  }
  const type = String(reply.headers['x-amzn-errortype'] ?? body.code ?? body.__type ?? `HTTP${reply.status}`);
  const name = type.split(':')[0]!.split('#').at(-1)!;
  return new AwsError(name, body.message ?? body.Message ?? name, reply.status);
}

/** One attempt per delivery (the outbox tries again later): a 1 s connect and a 3 s reply. */
export const MAIL_DELIVERY: RetryPolicy = { ...DELIVERY_BUDGET, retryable: () => false };

const sesUrl = () => endpointOf('SESV2', (region) => `https://email.${region}.amazonaws.com`).url;

/**
 * Sends one email. Throws SES's error (an AwsError named as the SDK names it, with its status) or the
 * failure of an attempt that got no reply; the worker decides from it whether to try again.
 */
export async function deliverEmail(to: string, email: RenderedEmail): Promise<void> {
  const body = Buffer.from(
    JSON.stringify({
      FromEmailAddress: env().MAIL_FROM,
      Destination: { ToAddresses: [to] },
      Content: {
        Simple: {
          Subject: { Data: email.subject, Charset: 'UTF-8' },
          Body: { Html: { Data: email.html, Charset: 'UTF-8' }, Text: { Data: email.text, Charset: 'UTF-8' } },
        },
      },
    }),
  );
  const request = requestAt(sesUrl(), {
    method: 'POST',
    path: '/v2/email/outbound-emails',
    headers: { 'content-type': 'application/json', 'content-length': String(body.byteLength) },
    body,
  });
  const reply = await sendSigned(signerFor('ses'), request, MAIL_DELIVERY);
  if (reply.status < 200 || reply.status > 299) throw errorOf(reply);
}

/**
 * Whether SES answers at all (GetAccount, `GET /v2/email/account`: any reply counts), asked once per
 * worker run before its first send. A stalled SES may still take a message whose reply is lost, and
 * the retry would send it twice; asking first keeps the mail of a run that finds SES stalled unsent.
 */
export async function sesAnswers(): Promise<boolean> {
  const request = requestAt(sesUrl(), { method: 'GET', path: '/v2/email/account' });
  return sendSigned(signerFor('ses'), request, { ...QUICK_BUDGET, maxAttempts: 1, retryable: () => false }).then(
    () => true,
    () => false,
  );
}
