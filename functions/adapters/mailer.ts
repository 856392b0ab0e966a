// Email through SES's v2 API, `POST /v2/email/outbound-emails` (SendEmail with simple content),
// signed with SigV4 by the SDK's signer through aws-rest.ts, at AWS_ENDPOINT_URL_SESV2 (locally
// aws-ses-v2-local, whose outbox shows every message) or SES's regional endpoint. Not the SDK's SES
// clients: every route that mails carries them, and they cost it ~38 KB (v1) or ~36 KB (v2) of its
// 400 KB budget against ~3 KB for this one JSON call (docs/decisions/009-ses-without-sdk-client.md).
import { STANDARD_BUDGET } from '../lib/call-budgets';
import { env } from '../lib/env';
import { ServiceUnavailable } from '../lib/errors';
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

const throttled = (reply: AwsReply) =>
  reply.status === 429 || /^(TooManyRequestsException|Throttling)/.test(String(reply.headers['x-amzn-errortype']));

/**
 * SES answers a send in well under a second: the standard budget (functions/lib/call-budgets.ts) of a
 * 1 s connect and a 3 s reply per attempt, and 5xx, throttling or a failed attempt tried once more (as
 * the SDK would retry it: a reply lost after SES took the message can mean a second copy). At most
 * ~7 s, inside the 10 s in which an outage must become a 503 (ARCHITECTURE.md, "Outages answer fast").
 */
export const MAIL_RETRIES: RetryPolicy = {
  ...STANDARD_BUDGET,
  retryable: (reply) => reply.status >= 500 || throttled(reply),
};

export const MAIL_UNAVAILABLE = 'Email cannot be sent right now. Please try again in a minute.';

/** SES not answering (no reply, 5xx or throttling after the retry): a 503 with Retry-After; the cause is SES's error. */
const unavailable = (cause: unknown) => Object.assign(new ServiceUnavailable(MAIL_UNAVAILABLE), { cause });

export async function sendEmail(to: string, email: RenderedEmail): Promise<void> {
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
  const { url } = endpointOf('SESV2', (region) => `https://email.${region}.amazonaws.com`);
  const request = requestAt(url, {
    method: 'POST',
    path: '/v2/email/outbound-emails',
    headers: { 'content-type': 'application/json', 'content-length': String(body.byteLength) },
    body,
  });
  const reply = await sendSigned(signerFor('ses'), request, MAIL_RETRIES).catch((error: unknown) => {
    throw unavailable(error);
  });
  if (reply.status >= 200 && reply.status <= 299) return;
  throw MAIL_RETRIES.retryable(reply) ? unavailable(errorOf(reply)) : errorOf(reply);
}
