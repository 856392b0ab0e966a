// Drives a Google sign-in over HTTP as a browser would: the spec's form post to /auth/google_oauth2
// (the app's client), the local OpenID Connect stand-in's account page (its own cookie jar: another
// origin), then the redirect back to the app's callback. Used by tests/api/google-sign-in.test.ts.
import { expect } from 'vitest';
import { GOOGLE_CSRF_FIELD } from '@shared/contracts/google-sign-in';
import type { ApiClient, Reply } from './api-client';

/** A seeded test account of the stand-in (infra/local/services/oidc/accounts.ts), or any typed address. */
export type GoogleChoice =
  | { account: string }
  | { email: string; emailVerified: boolean; givenName?: string; familyName?: string }
  | { cancel: true };

/** A minimal browser for the provider's origin: its cookies, redirects followed by hand. */
export class ProviderBrowser {
  private readonly cookies = new Map<string, string>();

  async go(url: string, init: { method?: string; form?: URLSearchParams } = {}): Promise<Response> {
    const headers: Record<string, string> = {};
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(url, { method: init.method ?? 'GET', headers, body: init.form, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      if (attributes.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a.trim()))) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(index + 1));
    }
    return response;
  }

  /** Follows the provider's redirects until one leaves its origin (the app's callback) or a page answers. */
  async follow(start: string): Promise<{ url: string; response: Response | null }> {
    let url = start;
    const origin = new URL(start).origin;
    for (let hops = 0; hops < 10; hops++) {
      if (new URL(url).origin !== origin) return { url, response: null };
      const response = await this.go(url);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { url, response };
      await response.body?.cancel();
      url = new URL(location, url).toString();
    }
    throw new Error('Too many redirects at the provider');
  }
}

/** The spec's form post: the CSRF token in `authenticity_token`, no header (an HTML form sends none). */
export function postGoogleForm(client: ApiClient, fields: Record<string, string> = {}): Promise<Reply> {
  const form = new URLSearchParams({ [GOOGLE_CSRF_FIELD]: client.csrfToken, ...fields });
  return client.request('POST', '/auth/google_oauth2', form, { csrf: null });
}

/**
 * A whole round trip: form post, the stand-in's page (choosing the account), back to the callback.
 * Answers the callback's reply (a 302 into the app) and where it leads.
 */
export async function googleRoundTrip(
  client: ApiClient,
  choice: GoogleChoice,
  options: { returnTo?: string; provider?: ProviderBrowser; deliverTo?: ApiClient } = {},
): Promise<{ reply: Reply; location: string; callback: string; cookiesBefore: Map<string, string> }> {
  if (!client.csrfToken) await client.bootstrap();
  const started = await postGoogleForm(client, options.returnTo ? { returnTo: options.returnTo } : {});
  expect(started.status).toBe(302);
  const provider = options.provider ?? new ProviderBrowser();
  const page = await provider.follow(started.headers.get('location')!);
  expect(page.response?.status).toBe(200);
  const chooser = page.url;
  const uid = /\/interaction\/([\w-]+)/.exec(chooser)![1];
  const base = new URL(chooser).origin;
  const submitted =
    'cancel' in choice
      ? await provider.go(`${base}/interaction/${uid}/abort`, { method: 'POST', form: new URLSearchParams() })
      : await provider.go(`${base}/interaction/${uid}/login`, {
          method: 'POST',
          form: new URLSearchParams(
            'account' in choice
              ? { account: choice.account }
              : {
                  email: choice.email,
                  given_name: choice.givenName ?? '',
                  family_name: choice.familyName ?? '',
                  ...(choice.emailVerified ? { email_verified: 'on' } : {}),
                },
          ),
        });
  const back = await provider.follow(new URL(submitted.headers.get('location')!, chooser).toString());
  expect(back.response, 'the provider sends the browser back to the app').toBeNull();
  const callback = new URL(back.url);
  const receiver = options.deliverTo ?? client;
  const cookiesBefore = new Map(receiver.cookies);
  const reply = await receiver.get(`${callback.pathname}${callback.search}`);
  expect(reply.status).toBe(302);
  return {
    reply,
    location: reply.headers.get('location')!,
    callback: `${callback.pathname}${callback.search}`,
    cookiesBefore,
  };
}
