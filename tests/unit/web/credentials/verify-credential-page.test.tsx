// @vitest-environment happy-dom
// /verify: a pasted credential checked in the browser (the checking module loads on the first check),
// the verdict and each check said plainly, the credential's facts shown only when its signature is
// ours; nothing pasted asks for it; what is not a credential is said so; a verdict goes as soon as
// what it was about changes (another file, text or email), also while its check is still running.
import { gzipSync } from 'node:zlib';
import { act } from 'react';
import { CompactSign, calculateJwkThumbprint, exportJWK, generateKeyPair } from 'jose';
import type { RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bitstringWith, multibaseBase64Url, statusListCredential } from '@shared/rules/status-list';
import { cardCredential, didDocumentOf, didWebOf, jwtClaimsOf } from '@shared/rules/verifiable-credentials';
import { VerifyCredentialPage } from '@web/features/credentials/pages/verify-credential-page';
import { bootstrapData, button, byLabel, click, flush, renderRoutes, type Rendered, type } from '../support/dom';

const routes: RouteObject[] = [{ path: '/verify', element: <VerifyCredentialPage /> }];
let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
  vi.unstubAllGlobals();
});

/** A credential of this page's origin, signed, with the DID document and status list that go with it. */
async function issued(revoked: number[] = []) {
  const origin = window.location.origin;
  const did = didWebOf(origin);
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk = await exportJWK(publicKey);
  const publicJwk = { kty: 'EC', crv: 'P-256', x: jwk.x!, y: jwk.y! } as const;
  const thumbprint = await calculateJwkThumbprint(publicJwk);
  const sign = (payload: object) =>
    new CompactSign(new TextEncoder().encode(JSON.stringify(payload)))
      .setProtectedHeader({ alg: 'ES256', kid: `${did}#${thumbprint}`, typ: 'vc+jwt', cty: 'vc' })
      .sign(privateKey);
  const listUrl = `${origin}/api/credential_status_lists/1.jwt`;
  const credential = cardCredential({
    appUrl: origin,
    issuer: { id: did, type: ['Profile'], name: 'CertifyMed', url: origin },
    cardId: 'ACLS-2026-ABCDEFGHJK',
    courseId: 'acls',
    courseTitle: 'Advanced Cardiac Life Support',
    courseType: 'ACLS',
    courseDescription: 'ACLS.',
    holder: { emailHash: 'sha256$00', salt: 's', name: 'Vera Holder' },
    status: { listUrl, index: 5 },
    issuedOn: '2020-01-01',
    expiresOn: '2099-01-01',
  });
  const list = statusListCredential({
    issuerDid: did,
    listUrl,
    encodedList: multibaseBase64Url(gzipSync(bitstringWith(revoked))),
    validFrom: '2020-01-01T00:00:00Z',
  });
  const files: Record<string, string> = {
    [`${origin}/.well-known/did.json`]: JSON.stringify(didDocumentOf(did, [{ thumbprint, publicJwk, retired: false }])),
    [listUrl]: await sign({ ...list, iss: did, jti: listUrl }),
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) =>
    files[String(input)] ? new Response(files[String(input)]) : new Response('', { status: 404 }),
  );
  return sign({ ...credential, ...jwtClaimsOf(credential) });
}

async function paste(value: string) {
  const textarea = byLabel(view!.container, 'Credential') as unknown as HTMLTextAreaElement;
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(textarea, value);
    textarea.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Submits and waits for the check (its module loads on demand). */
async function verify() {
  await click(button(view!.container, 'Verify'));
  for (let tries = 0; tries < 100 && !view!.container.querySelector('.standing'); tries += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
  }
  await flush();
}

/** Chooses a file in the credential file field, as the browser's picker does. */
async function choose(contents: string, size = contents.length) {
  const input = byLabel(view!.container, 'Or choose the credential file');
  const file = new File([contents], 'card.jwt', { type: 'application/octet-stream' });
  Object.defineProperty(file, 'size', { value: size });
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await flush();
}

const verdictShown = () => view!.container.querySelector('.standing') !== null;
const text = () => view!.container.textContent ?? '';
const checks = () =>
  Array.from(view!.container.querySelectorAll('.credential-check')).map((li) => li.textContent?.replace(/^\S/, ''));

describe('/verify', () => {
  it('says Valid, what holds, and what the credential says', async () => {
    view = await renderRoutes(routes, '/verify', bootstrapData());
    await paste(await issued());
    await verify();
    expect(view.container.querySelector('.standing')?.textContent).toBe('✓Result: Valid');
    expect(checks()).toEqual([
      'Holds: This is a signed Open Badges 3.0 credential.',
      `Holds: It names us as its issuer (${didWebOf(window.location.origin)}).`,
      'Holds: Its signature is ours and matches its content: nothing in it was changed.',
      'Holds: It is valid from 2020-01-01 until 2099-01-01.',
      'Holds: We have not revoked it.',
    ]);
    expect(text()).toContain('Vera Holder');
    expect(text()).toContain('Advanced Cardiac Life Support');
    expect(document.activeElement?.textContent).toBe('Verification result: Valid');
  });

  it('says Not valid for a revoked one, and for a changed one without repeating what it claims', async () => {
    view = await renderRoutes(routes, '/verify', bootstrapData());
    await paste(await issued([5]));
    await verify();
    expect(view.container.querySelector('.standing')?.textContent).toBe('✗Result: Not valid');
    expect(checks()).toContain('Does not hold: We have revoked it: it is no longer valid.');

    const jws = await issued();
    const [header, payload, signature] = jws.split('.') as [string, string, string];
    const forged = Buffer.from(Buffer.from(payload, 'base64url').toString().replace('Vera', 'Mallory')).toString(
      'base64url',
    );
    await paste(`${header}.${forged}.${signature}`);
    await verify();
    expect(view.container.querySelector('.standing')?.textContent).toBe('✗Result: Not valid');
    expect(checks()[2]).toMatch(/^Does not hold: Its signature does not match its content/);
    expect(text()).not.toContain('Mallory');
  });

  it('clears the verdict when another credential is pasted or chosen, or the email changes', async () => {
    view = await renderRoutes(routes, '/verify', bootstrapData());
    const credential = await issued();
    await paste(credential);
    await verify();
    expect(verdictShown()).toBe(true);
    await type(byLabel(view.container, "Holder's email (optional)"), 'someone@example.com');
    expect(verdictShown()).toBe(false);

    await verify();
    expect(verdictShown()).toBe(true);
    await choose(await issued([5]));
    expect(verdictShown()).toBe(false);
    expect((byLabel(view.container, 'Credential') as unknown as HTMLTextAreaElement).value).not.toBe(credential);

    await verify();
    expect(view.container.querySelector('.standing')?.textContent).toBe('✗Result: Not valid');
    await choose('x', 1024 * 1024);
    expect(verdictShown()).toBe(false);
    expect(text()).toContain('This file is too large to be a credential.');
    expect((byLabel(view.container, 'Credential') as unknown as HTMLTextAreaElement).value).toBe('');

    await paste(credential);
    await verify();
    expect(verdictShown()).toBe(true);
    await paste(`${credential} `);
    expect(verdictShown()).toBe(false);
  });

  it('drops the result of a check still running when the input changes', async () => {
    view = await renderRoutes(routes, '/verify', bootstrapData());
    await paste(await issued());
    const served = globalThis.fetch;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      await held;
      return served(input, init);
    });
    await click(button(view.container, 'Verify'));
    await type(byLabel(view.container, "Holder's email (optional)"), 'vera@example.com');
    release();
    const checking = () => text().includes('Checking…');
    expect(checking()).toBe(true);
    for (let tries = 0; tries < 50 && checking(); tries += 1)
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
    await flush();
    expect(checking()).toBe(false);
    expect(verdictShown()).toBe(false);
  });

  it('asks for a credential when nothing is pasted, and says when the text is not one', async () => {
    view = await renderRoutes(routes, '/verify', bootstrapData());
    await click(button(view.container, 'Verify'));
    expect(text()).toContain('Paste a credential or choose its file.');
    await paste('not a credential');
    await verify();
    expect(checks()).toEqual([
      'Does not hold: This is not a signed credential. Paste the whole credential file (a .jwt file we issued).',
    ]);
  });
});
