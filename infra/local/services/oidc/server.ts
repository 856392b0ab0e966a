// The local stand-in for Google sign-in: an OpenID Connect provider (the `oidc-provider` library, a
// certified implementation) on OIDC_PORT, started by `npm start` like the other stand-ins. The app's
// OpenID Connect client talks to it exactly as it talks to Cognito in AWS (discovery, code flow with
// PKCE, RS256 ID tokens): only GOOGLE_OIDC_ISSUER and the client id differ. Its sign-in page lists the
// test Google accounts (accounts.ts) and takes any address, with Google's email_verified as a
// checkbox, and asks every time (like Google's account chooser), so each round trip can pick anew.
import { generateKeyPairSync } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import Provider, { interactionPolicy, type OidcContext } from 'oidc-provider';
import { TEST_GOOGLE_ACCOUNTS, typedAccount, type TestGoogleAccount } from './accounts';

export const LOCAL_OIDC_CLIENT_ID = 'certifymed-local';

export interface OidcStandInOptions {
  port: number;
  /** Where browsers and the app reach it (http://localhost:<port>): the issuer. */
  issuer: string;
  /** The app's callback URL(s) (APP_URL + /auth/google_oauth2/callback). */
  redirectUris: string[];
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export async function startOidcStandIn(
  options: OidcStandInOptions,
): Promise<{ server: http.Server; stop: () => Promise<void> }> {
  const typed = new Map<string, TestGoogleAccount>();
  const accountById = (id: string) => TEST_GOOGLE_ACCOUNTS.find((a) => a.sub === id) ?? typed.get(id);

  // A fresh signing key per start: ID tokens live minutes, and the app reads the keys by discovery.
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: `local-${Date.now()}`, alg: 'RS256', use: 'sig' };

  // Like Google's account chooser: every sign-in shows the page, even with a provider session.
  const policy = interactionPolicy.base();
  policy
    .get('login')
    ?.checks.add(
      new interactionPolicy.Check('account_selection', 'choose an account', (ctx) =>
        ctx.oidc.result?.login ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT,
      ),
    );

  const provider = new Provider(options.issuer, {
    clients: [
      {
        client_id: LOCAL_OIDC_CLIENT_ID,
        token_endpoint_auth_method: 'none',
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: ['local-oidc-stand-in-cookie-key'] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // Google puts the email and names in the ID token itself.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { policy, url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    // A first-party client: no consent screen (the grant is made on the spot).
    loadExistingGrant: async (ctx: OidcContext) => {
      const { oidc } = ctx;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(oidc.client!.clientId);
      if (grantId) return oidc.provider.Grant.find(grantId);
      const grant = new oidc.provider.Grant({ accountId: oidc.session!.accountId!, clientId: oidc.client!.clientId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    findAccount: async (_ctx: unknown, id: string) => {
      const account = accountById(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: async () => ({
          sub: account.sub,
          email: account.email,
          email_verified: account.emailVerified,
          ...(account.givenName ? { given_name: account.givenName } : {}),
          ...(account.familyName ? { family_name: account.familyName } : {}),
          name: `${account.givenName} ${account.familyName}`.trim() || account.email,
        }),
      };
    },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AuthorizationCode: 60, AccessToken: 600, IdToken: 600 },
  });
  const providerCallback = provider.callback();

  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string, action: string | undefined) {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) return send(res, 400, page('This sign-in is not the one in progress.', ''));
    if (req.method === 'GET') return send(res, 200, chooserPage(uid, details.params));
    const form = new URLSearchParams(await readBody(req));
    if (action === 'abort') {
      return provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The user cancelled the sign-in.' },
        { mergeWithLastSubmission: false },
      );
    }
    let account = accountById(form.get('account') ?? '');
    const email = form.get('email')?.trim() ?? '';
    if (!account && /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) && email.length <= 254) {
      account = typedAccount({
        email,
        emailVerified: form.get('email_verified') === 'on',
        givenName: form.get('given_name')?.slice(0, 100),
        familyName: form.get('family_name')?.slice(0, 100),
      });
      typed.set(account.sub, account);
    }
    if (!account) return send(res, 200, chooserPage(uid, details.params, 'Enter an email address.'));
    return provider.interactionFinished(
      req,
      res,
      { login: { accountId: account.sub } },
      { mergeWithLastSubmission: false },
    );
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', options.issuer);
    const match = /^\/interaction\/([\w-]+)(?:\/(login|abort))?$/.exec(url.pathname);
    if (!match) return providerCallback(req, res);
    interaction(req, res, match[1]!, match[2]).catch((error: unknown) => {
      const expired = (error as Error).name === 'SessionNotFound';
      if (!res.headersSent)
        send(
          res,
          expired ? 400 : 500,
          page(expired ? 'This sign-in has expired. Go back to the app and start again.' : 'Something went wrong.', ''),
        );
      else res.end();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  return {
    server,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function chooserPage(uid: string, params: Record<string, unknown>, error = ''): string {
  const hint = typeof params.login_hint === 'string' ? params.login_hint : '';
  const accounts = TEST_GOOGLE_ACCOUNTS.map(
    (account) => `<li><form method="post" action="/interaction/${uid}/login">
  <input type="hidden" name="account" value="${escapeHtml(account.sub)}">
  <button type="submit"><strong>${escapeHtml(`${account.givenName} ${account.familyName}`)}</strong><br>${escapeHtml(account.email)}</button>
  <p class="note">${escapeHtml(account.note)}</p></form></li>`,
  ).join('\n');
  const body = `
<p>Local stand-in for Google: no password here. Choose a test account, or use any address.</p>
<ul class="accounts">${accounts}</ul>
<h2>Any address</h2>
<form method="post" action="/interaction/${uid}/login" class="typed">
  <label>Email <input type="email" name="email" required maxlength="254" value="${escapeHtml(hint)}" autocomplete="off"></label>
  <label>First name (optional) <input name="given_name" maxlength="100"></label>
  <label>Last name (optional) <input name="family_name" maxlength="100"></label>
  <label class="check"><input type="checkbox" name="email_verified" checked> Google says this email is verified</label>
  ${error ? `<p role="alert" class="error">${escapeHtml(error)}</p>` : ''}
  <button type="submit">Continue with this address</button>
</form>
<form method="post" action="/interaction/${uid}/abort"><button type="submit" class="link">Cancel</button></form>`;
  return page('Choose an account', body);
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Google (local stand-in)</title>
<style>
*{box-sizing:border-box}body{font-family:system-ui,sans-serif;max-width:34rem;margin:2rem auto;padding:0 1rem;color:#202124}
ul.accounts{list-style:none;padding:0}ul.accounts li{margin:0 0 .75rem}
ul.accounts button{width:100%;text-align:left;padding:.75rem;border:1px solid #dadce0;border-radius:8px;background:#fff;cursor:pointer;font:inherit}
ul.accounts button:hover,ul.accounts button:focus{background:#f1f3f4;outline:2px solid #1a73e8}
.note{margin:.25rem .75rem 0;color:#5f6368;font-size:.875rem}
form.typed label{display:block;margin:.5rem 0}form.typed input:not([type=checkbox]){display:block;width:100%;padding:.5rem;font:inherit}
button{font:inherit}.typed button{margin-top:.5rem;padding:.5rem 1rem}.link{background:none;border:none;color:#1a73e8;cursor:pointer;padding:.5rem 0}
.error{color:#b3261e}
</style></head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

function send(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > 16 * 1024) req.destroy(new Error('Body too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
