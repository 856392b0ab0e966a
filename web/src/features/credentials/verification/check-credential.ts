// Checks a credential we issued, in the browser, the way any verifier would: the compact JWS's
// signature against the key its `kid` names in our published DID document (did:web), the issuer, the
// validity dates, and its revocation bit in our signed status list. Loaded only when a visitor asks
// for a check (jose and this code stay out of /verify's first download, docs/decisions/007).
import { compactVerify, decodeProtectedHeader, importJWK, type JWK } from 'jose';
import { bitAt, fromMultibaseBase64Url } from '@shared/rules/status-list';
import { didWebOf, VC_JWT_TYP } from '@shared/rules/verifiable-credentials';

export type CheckOutcome = 'pass' | 'fail' | 'unknown';
export type CheckId = 'format' | 'issuer' | 'signature' | 'dates' | 'status' | 'holder';

export interface Check {
  id: CheckId;
  outcome: CheckOutcome;
  /** One plain sentence: what holds, or what does not. */
  message: string;
}

export interface CredentialFacts {
  name: string;
  holderName: string | null;
  achievement: string;
  kind: 'Provider card' | 'CE certificate' | 'Credential';
  credits: number | null;
  issuerName: string;
  validFrom: string | null;
  validUntil: string | null;
}

export interface CredentialReport {
  /** valid: every check passed; invalid: one failed; unverifiable: none failed but one could not be made (the holder's email aside). */
  verdict: 'valid' | 'invalid' | 'unverifiable';
  checks: Check[];
  facts: CredentialFacts | null;
}

export interface CheckOptions {
  /** Our site's origin: the issuer we vouch for is its did:web, its DID document and lists are here. */
  origin: string;
  now: Date;
  /** The holder's email, when the verifier wants it compared with the credential's hashed one. */
  email?: string;
  fetch?: typeof fetch;
}

interface VerificationMethod {
  id: string;
  publicKeyJwk: JWK;
  retired?: boolean;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : null);

const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

function decodePayload(jws: string): Json | null {
  try {
    const base64 = jws.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return isObject(payload) ? payload : null;
  } catch {
    return null;
  }
}

const issuerIdOf = (credential: Json) =>
  isObject(credential.issuer) ? text(credential.issuer.id) : text(credential.issuer);

/** How long a document or list may take: past it the check says "not checked" instead of waiting on. */
const FETCH_TIMEOUT_MS = 10_000;

async function fetchText(fetcher: typeof fetch, url: string): Promise<string | null> {
  try {
    // `no-cache`: a check made again after a revocation asks again (the browser revalidates its copy)
    // instead of reusing the list it cached minutes before; the edge still serves within its TTL.
    const reply = await fetcher(url, {
      cache: 'no-cache',
      headers: { accept: 'application/vc+jwt, application/json' },
      // Browsers before AbortSignal.timeout (Safari 15) wait as long as the network does.
      signal: typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(FETCH_TIMEOUT_MS) : undefined,
    });
    return reply.ok ? await reply.text() : null;
  } catch {
    return null;
  }
}

/** The key of our DID document a JWS names, and whether the JWS verifies with it: the payload when it does. */
async function verifiedBy(
  jws: string,
  methods: readonly VerificationMethod[],
): Promise<{ payload: Json; method: VerificationMethod } | { failure: 'unknown-key' | 'bad-signature' }> {
  const kid = safeHeader(jws)?.kid;
  const method = methods.find((candidate) => candidate.id === kid);
  if (!method) return { failure: 'unknown-key' };
  try {
    const key = await importJWK(method.publicKeyJwk, 'ES256');
    const { payload } = await compactVerify(jws, key, { algorithms: ['ES256'] });
    const parsed: unknown = JSON.parse(new TextDecoder().decode(payload));
    return isObject(parsed) ? { payload: parsed, method } : { failure: 'bad-signature' };
  } catch {
    return { failure: 'bad-signature' };
  }
}

async function gunzip(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

async function sha256Hex(input: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(input));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

const dateOf = (instant: string | null) => (instant ? instant.slice(0, 10) : null);

function factsOf(credential: Json, holderName: string | null): CredentialFacts {
  const subject = isObject(credential.credentialSubject) ? credential.credentialSubject : {};
  const achievement = isObject(subject.achievement) ? subject.achievement : {};
  const type = text(achievement.achievementType);
  return {
    name: text(credential.name) ?? '',
    holderName,
    achievement: text(achievement.name) ?? '',
    kind:
      type === 'Certification' ? 'Provider card' : type === 'CertificateOfCompletion' ? 'CE certificate' : 'Credential',
    credits: typeof subject.creditsEarned === 'number' ? subject.creditsEarned : null,
    issuerName: isObject(credential.issuer) ? (text(credential.issuer.name) ?? '') : '',
    validFrom: text(credential.validFrom),
    validUntil: text(credential.validUntil),
  };
}

function identifiersOf(credential: Json): Json[] {
  const subject = isObject(credential.credentialSubject) ? credential.credentialSubject : {};
  return Array.isArray(subject.identifier) ? subject.identifier.filter(isObject) : [];
}

/** The credential's own checks decide; whether it was issued to a given email is said apart. */
function verdictOf(checks: readonly Check[]): CredentialReport['verdict'] {
  const own = checks.filter((check) => check.id !== 'holder');
  if (own.some((check) => check.outcome === 'fail')) return 'invalid';
  return own.some((check) => check.outcome === 'unknown') ? 'unverifiable' : 'valid';
}

export async function checkCredential(input: string, options: CheckOptions): Promise<CredentialReport> {
  const fetcher = options.fetch ?? fetch;
  const jws = input.trim().replace(/^data:application\/vc\+jwt,/, '');
  const checks: Check[] = [];
  const done = (facts: CredentialFacts | null): CredentialReport => ({ verdict: verdictOf(checks), checks, facts });

  // The envelope: a compact JWS of a vc+jwt whose payload is a credential.
  const header = COMPACT_JWS.test(jws) ? safeHeader(jws) : null;
  const credential = header ? decodePayload(jws) : null;
  if (!header || !credential || header.typ !== VC_JWT_TYP || !Array.isArray(credential.type)) {
    checks.push({
      id: 'format',
      outcome: 'fail',
      message: 'This is not a signed credential. Paste the whole credential file (a .jwt file we issued).',
    });
    return done(null);
  }
  const holderName =
    text(
      identifiersOf(credential).find((entry) => entry.identityType === 'name' && entry.hashed === false)?.identityHash,
    ) ?? null;
  const facts = factsOf(credential, holderName);
  checks.push({ id: 'format', outcome: 'pass', message: 'This is a signed Open Badges 3.0 credential.' });

  // The issuer: only credentials we issued are checked here.
  const ourDid = didWebOf(options.origin);
  const issuer = issuerIdOf(credential);
  const kid = text(header.kid);
  if (
    issuer !== ourDid ||
    !kid?.startsWith(`${ourDid}#`) ||
    (credential.iss !== undefined && credential.iss !== issuer)
  ) {
    checks.push({
      id: 'issuer',
      outcome: 'fail',
      message: `It names ${issuer ?? 'no issuer'} as its issuer, not us (${ourDid}). This page checks only credentials we issued.`,
    });
    return done(facts);
  }
  checks.push({ id: 'issuer', outcome: 'pass', message: `It names us as its issuer (${ourDid}).` });

  // The signature, against the key our DID document lists under the JWS's kid.
  const didDocument = await fetchText(fetcher, `${options.origin}/.well-known/did.json`);
  const methods = parseMethods(didDocument);
  if (!methods) {
    checks.push({
      id: 'signature',
      outcome: 'unknown',
      message: 'We could not read our published keys just now, so the signature was not checked. Please try again.',
    });
    return done(facts);
  }
  const signed = await verifiedBy(jws, methods);
  if ('failure' in signed) {
    // A key we do not list may be one we just started to sign with, before a cached copy of our keys
    // caught up (a rotation publishes a key first, but caches differ): not checked, rather than forged.
    checks.push(
      signed.failure === 'unknown-key'
        ? {
            id: 'signature',
            outcome: 'unknown',
            message:
              'It names a key that our published keys do not list, so its signature was not checked. If it was issued in the last hour, try again later; otherwise do not rely on it.',
          }
        : {
            id: 'signature',
            outcome: 'fail',
            message:
              'Its signature does not match its content: it was changed after we issued it, or we did not sign it.',
          },
    );
    return done(facts);
  }
  checks.push({
    id: 'signature',
    outcome: 'pass',
    message: signed.method.retired
      ? 'Its signature is ours and matches its content (signed with an earlier key of ours, kept for what it signed).'
      : 'Its signature is ours and matches its content: nothing in it was changed.',
  });

  // The validity dates.
  const now = options.now.getTime();
  const from = facts.validFrom ? Date.parse(facts.validFrom) : Number.NaN;
  const until = facts.validUntil ? Date.parse(facts.validUntil) : null;
  if (Number.isNaN(from) || from > now)
    checks.push({
      id: 'dates',
      outcome: 'fail',
      message: `It is not valid yet: it is valid from ${dateOf(facts.validFrom) ?? 'an unknown date'}.`,
    });
  else if (until !== null && until < now)
    checks.push({ id: 'dates', outcome: 'fail', message: `It expired on ${dateOf(facts.validUntil)}.` });
  else
    checks.push({
      id: 'dates',
      outcome: 'pass',
      message:
        until === null
          ? `It is valid from ${dateOf(facts.validFrom)} and does not expire.`
          : `It is valid from ${dateOf(facts.validFrom)} until ${dateOf(facts.validUntil)}.`,
    });

  checks.push(await revocationCheck(signed.payload, options, fetcher, methods));
  if (options.email?.trim()) checks.push(await holderCheck(signed.payload, options.email));
  return done(facts);
}

function safeHeader(jws: string): Json | null {
  try {
    return decodeProtectedHeader(jws) as Json;
  } catch {
    return null;
  }
}

function parseMethods(document: string | null): VerificationMethod[] | null {
  if (!document) return null;
  try {
    const parsed: unknown = JSON.parse(document);
    if (!isObject(parsed) || !Array.isArray(parsed.verificationMethod)) return null;
    return parsed.verificationMethod.filter(
      (method): method is VerificationMethod =>
        isObject(method) && typeof method.id === 'string' && isObject(method.publicKeyJwk),
    );
  } catch {
    return null;
  }
}

/** The credential's bit in our signed status list (the list itself verified like the credential). */
async function revocationCheck(
  credential: Json,
  options: CheckOptions,
  fetcher: typeof fetch,
  methods: readonly VerificationMethod[],
): Promise<Check> {
  const status = isObject(credential.credentialStatus) ? credential.credentialStatus : null;
  const listUrl = text(status?.statusListCredential);
  const indexText = text(status?.statusListIndex) ?? '';
  const index = Number(indexText);
  const unknown = (message: string): Check => ({ id: 'status', outcome: 'unknown', message });
  if (
    !status ||
    !listUrl ||
    !/^\d+$/.test(indexText) ||
    !Number.isSafeInteger(index) ||
    status.statusPurpose !== 'revocation'
  )
    return { id: 'status', outcome: 'fail', message: 'It does not say where to check whether it was revoked.' };
  if (new URL(listUrl, options.origin).origin !== new URL(options.origin).origin)
    return unknown('Its revocation list is not on our site, so it was not checked.');
  const listJws = (await fetchText(fetcher, listUrl))?.trim();
  if (!listJws || !COMPACT_JWS.test(listJws))
    return unknown('We could not read the revocation list just now. Please try again.');
  const list = await verifiedBy(listJws, methods);
  const payload = 'payload' in list ? list.payload : null;
  const subject = payload && isObject(payload.credentialSubject) ? payload.credentialSubject : null;
  const encoded = text(subject?.encodedList);
  // Ours, the list the credential names, and a revocation list (a list for another purpose says nothing here).
  if (
    !payload ||
    payload.id !== listUrl ||
    !Array.isArray(payload.type) ||
    !payload.type.includes('BitstringStatusListCredential') ||
    subject?.statusPurpose !== 'revocation' ||
    !encoded
  )
    return unknown('The revocation list we read is not one we signed, so revocation was not checked.');
  try {
    const bits = await gunzip(fromMultibaseBase64Url(encoded));
    if (index >= bits.length * 8)
      return unknown('Its place in our revocation list is outside the list, so it was not checked.');
    return bitAt(bits, index)
      ? { id: 'status', outcome: 'fail', message: 'We have revoked it: it is no longer valid.' }
      : { id: 'status', outcome: 'pass', message: 'We have not revoked it.' };
  } catch {
    return unknown('The revocation list could not be read, so revocation was not checked.');
  }
}

/** Compares an email with the holder's salted hash (OB 3.0 IdentityObject, `sha256$<hex>`). */
async function holderCheck(credential: Json, email: string): Promise<Check> {
  const hashed = identifiersOf(credential).find(
    (entry) => entry.identityType === 'emailAddress' && entry.hashed === true,
  );
  const [algorithm, hash] = (text(hashed?.identityHash) ?? '').split('$');
  if (algorithm !== 'sha256' || !hash)
    return {
      id: 'holder',
      outcome: 'unknown',
      message: 'It names no email address to compare with (we name one only once its holder has confirmed it).',
    };
  const given = await sha256Hex(`${email.trim().toLowerCase()}${text(hashed?.salt) ?? ''}`);
  return given === hash.toLowerCase()
    ? { id: 'holder', outcome: 'pass', message: `It was issued to ${email.trim()}.` }
    : { id: 'holder', outcome: 'fail', message: `It was not issued to ${email.trim()}.` };
}
