// A browser-like API client for tests: keeps cookies, sends the CSRF header on writes (adopting the
// new token a sign-in or logout reply hands over, as the web client does), and checks every reply
// against its contract (contract-check.ts) unless the call says why not (`unchecked`).
import { CSRF_HEADER } from '@shared/contracts/headers';
import { randomUUID } from 'node:crypto';
import { TEST_SOURCE_IP_HEADER } from '@infra/local/test-source-ip';
import { checkReply } from './contract-check';
import { shareSession, sharedSession } from './shared-sessions';
import { answerWithFreshCode, demoTotpSecret } from './totp';
import type { LooseJson } from '@tests/support/loose-json';

export interface Reply<T = LooseJson> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  csrf?: string | null;
  headers?: Record<string, string>;
  /** Skip the contract check, saying why (e.g. probing a 405 or an unknown route). */
  unchecked?: string;
}

export class ApiClient {
  readonly cookies = new Map<string, string>();
  csrfToken = '';

  /** Each client poses as its own IP unless told otherwise, so rate limits don't leak between tests. */
  constructor(
    readonly baseUrl: string,
    readonly ip = `10.${rand()}.${rand()}.${rand()}`,
  ) {}

  async request<T = LooseJson>(
    method: string,
    path: string,
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<Reply<T>> {
    const headers: Record<string, string> = { [TEST_SOURCE_IP_HEADER]: this.ip, ...options.headers };
    // A FormData body goes as multipart/form-data (fetch sets the type with its boundary), URLSearchParams
    // as an HTML form's application/x-www-form-urlencoded.
    const form = body instanceof FormData || body instanceof URLSearchParams;
    if (body !== undefined && !form) headers['content-type'] = 'application/json';
    const csrf = options.csrf === undefined ? this.csrfToken : options.csrf;
    if (csrf && method !== 'GET') headers[CSRF_HEADER] = csrf;
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined || form ? (body as FormData | URLSearchParams | undefined) : JSON.stringify(body),
      redirect: 'manual',
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(';');
      const [name, value = ''] = pair!.split('=');
      const expired = attributes.some((a) => /max-age=0/i.test(a.trim()));
      if (expired) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
    const rotated = response.headers.get(CSRF_HEADER);
    if (rotated) this.csrfToken = rotated;
    const text = await response.text();
    const type = response.headers.get('content-type') ?? '';
    const parsed = (type.includes('json') && text ? JSON.parse(text) : text) as T;
    if (options.unchecked === undefined)
      checkReply({ method, path, status: response.status, contentType: type, body: parsed });
    return { status: response.status, body: parsed, headers: response.headers };
  }

  async bootstrap(): Promise<Reply> {
    const reply = await this.request('GET', '/api/bootstrap.json');
    this.csrfToken = reply.body.csrfToken;
    return reply;
  }

  get = <T = LooseJson>(path: string, options?: RequestOptions) => this.request<T>('GET', path, undefined, options);
  post = <T = LooseJson>(path: string, body?: unknown, options?: RequestOptions) =>
    this.request<T>('POST', path, body ?? {}, options);
  patch = <T = LooseJson>(path: string, body?: unknown, options?: RequestOptions) =>
    this.request<T>('PATCH', path, body ?? {}, options);
  delete = <T = LooseJson>(path: string, body?: unknown, options?: RequestOptions) =>
    this.request<T>('DELETE', path, body, options);

  /**
   * Signs in by password; an account with two-step verification (a seeded one, or one whose secret
   * is given) answers the challenge with a fresh code from its secret. A seeded two-step account
   * reuses the stack's shared session (shared-sessions.ts) unless `fresh` asks for a real sign-in.
   */
  async signIn(
    email: string,
    password = 'Password123!',
    totpSecret = demoTotpSecret(email),
    options: { fresh?: boolean } = {},
  ): Promise<Reply> {
    const shared = totpSecret !== undefined && totpSecret === demoTotpSecret(email) && !options.fresh;
    if (shared) {
      const reused = await this.reuseSession(email);
      if (reused) return reused;
    }
    if (!this.csrfToken) await this.bootstrap();
    let reply = await this.post('/api/auth/login.json', { userauth: email, password });
    if (reply.status === 200 && reply.body.secondFactor) {
      if (!totpSecret) throw new Error(`${email} has two-step verification: pass its secret to signIn`);
      reply = (await answerWithFreshCode(totpSecret, (code) =>
        this.post('/api/auth/mfa_challenge.json', { code }),
      )) as Reply;
    }
    if (reply.status !== 200)
      throw new Error(`Sign-in failed for ${email}: ${reply.status} ${JSON.stringify(reply.body)}`);
    if (shared) shareSession(this.baseUrl, email, this.cookies);
    return reply;
  }

  /** Adopts the shared session's cookies when the stack still knows them as `email`'s (the bootstrap reply), else starts clean. */
  private async reuseSession(email: string): Promise<Reply | null> {
    const cookies = sharedSession(this.baseUrl, email);
    if (!cookies) return null;
    this.cookies.clear();
    for (const [name, value] of Object.entries(cookies)) this.cookies.set(name, value);
    const boot = await this.bootstrap();
    if (boot.status === 200 && boot.body.currentUser?.email === email) return boot;
    this.cookies.clear();
    this.csrfToken = '';
    return null;
  }
}

function rand(): number {
  return Number.parseInt(randomUUID().slice(0, 2), 16);
}

/**
 * Runs the outbox worker on the local stack (after the run under way, if any), so every message a
 * request, a job or the test itself queued and that is due has been delivered when it returns: what
 * the mail and SMS outboxes show next is settled (docs/decisions/011-outbox.md).
 */
export async function deliverOutbox(stack: { url: string }): Promise<void> {
  const reply = await fetch(`${stack.url}/_local/jobs/outbox-deliveries`, { method: 'POST' });
  if (!reply.ok) throw new Error(`The outbox worker failed (${reply.status}): ${await reply.text()}`);
}

/** Latest SMS sent to a phone number, from the local SMS outbox (once the outbox has delivered what is due). */
export async function latestSms(stack: { url: string }, phone: string): Promise<string | undefined> {
  await deliverOutbox(stack);
  const list = (await (await fetch(`${stack.url}/_local/sms.json`)).json()) as { phone: string; message: string }[];
  return list.find((sms) => sms.phone === phone)?.message;
}

export interface OutboxEmail {
  subject: string;
  to: string[];
  html: string;
  text: string;
}

/** Emails in the local SES outbox (aws-ses-v2-local `/store`) once the outbox has delivered what is due, newest last. */
export async function outboxEmails(stack: { url: string; mailOutboxUrl: string }, to?: string): Promise<OutboxEmail[]> {
  await deliverOutbox(stack);
  const store = (await (await fetch(`${stack.mailOutboxUrl}store`)).json()) as {
    emails: Array<{ subject: string; destination: { to: string[] }; body: { html?: string; text?: string } }>;
  };
  return store.emails
    .map((email) => ({
      subject: email.subject,
      to: email.destination.to,
      html: email.body.html ?? '',
      text: email.body.text ?? '',
    }))
    .filter((email) => !to || email.to.some((address) => address.includes(to)));
}

export const passcodeFrom = (message: string | undefined) => /\b(\d{6})\b/.exec(message ?? '')?.[1];
