// Fuzz over every write contract (SECURITY-REVIEW L1): long strings, bad encodings, lone surrogates,
// NUL, wrong types, nested junk, bad path escapes, a cut multipart body and a malformed cookie, each
// sent by a caller the route admits. Whatever is refused must be refused with a 4xx: no 5xx anywhere.
// A stack of its own: a junk value that passes validation must not leak into other tests' data.
import { CSRF_HEADER } from '@shared/contracts/headers';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts } from '@shared/contracts/index';
import type { Access, Contract } from '@shared/contracts/contract';
import { fillPath } from '@shared/contracts/path';
import { TEST_SOURCE_IP_HEADER } from '@infra/local/test-source-ip';
import { ApiClient } from '../support/api-client';
import { DOMAIN_CHECKED } from '@shared/contracts/domain-checked';
import { startStackProcess } from '../support/local-stack';
import { sampleInput } from '../support/schema-walk';

let stack: Awaited<ReturnType<typeof startStackProcess>>;
const callers = {} as Record<Access, ApiClient>;

const phone = () => `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
const keyed = () => ({ headers: { 'idempotency-key': randomUUID() } });

beforeAll(async () => {
  stack = await startStackProcess({ web: false });
  const fresh = async () => {
    const client = new ApiClient(stack.url);
    await client.bootstrap();
    return client;
  };
  callers.public = await fresh();
  callers.learner = await fresh();
  const email = `fuzz-${randomUUID()}@example.com`;
  expect(
    (
      await callers.learner.request(
        'POST',
        '/api/users.json',
        { firstName: 'Fuzz', lastName: 'Learner', email, phone: phone(), password: 'Str0ngPassword' },
        keyed(),
      )
    ).status,
  ).toBe(201);
  callers.groupAdmin = await fresh();
  const admin = {
    firstName: 'Fuzz',
    lastName: 'Admin',
    email: `fuzz-admin-${randomUUID()}@example.com`,
    password: 'Str0ngPassword',
  };
  expect(
    (
      await callers.groupAdmin.request(
        'POST',
        '/api/groups/signup.json',
        { user: admin, group: { name: 'Fuzz Group', phone: phone() } },
        keyed(),
      )
    ).status,
  ).toBe(201);
  callers.contentAdmin = new ApiClient(stack.url);
  await callers.contentAdmin.signIn('admin@example.com');
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

const LONG = 'é'.repeat(4000);
/** Values every string leaf takes in turn. */
const STRING_JUNK: unknown[] = [
  LONG,
  'a\u0000b',
  '\uD800x',
  '\uDC00',
  '%E0%A4%A',
  '\u202e<script>alert(1)</script>',
  ' ',
  '../../etc/passwd',
];
/** Values every leaf (whatever its type) takes in turn. */
const TYPE_JUNK: unknown[] = [
  {},
  [],
  null,
  1e308,
  -1,
  true,
  'x',
  { __proto__: { admin: true }, constructor: { prototype: {} } },
];
/** JSON nested `levels` deep (as text: JSON.stringify itself would overflow). */
const deep = (levels: number): string => `${'{"a":['.repeat(levels)}"x"${']}'.repeat(levels)}`;
/** Whole bodies. */
const BODY_JUNK: unknown[] = [
  [],
  'text',
  12,
  null,
  Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, i])),
];
const PARAM_JUNK = ['x', 'a'.repeat(3000), '%E0%A4%A', '%00', '..%2F..', '%uD800', '%C0%AF'];

const writeContracts = Object.entries(contracts as Record<string, Contract>).filter(
  ([, contract]) => contract.method !== 'GET',
);

/** The path with every parameter as `value`, raw (so an escape reaches the server as sent). */
const pathWith = (contract: Contract, value: string) =>
  fillPath(contract.path, new Proxy({}, { get: () => '\u0001' })).replaceAll('%01', value);

async function send(
  client: ApiClient,
  method: string,
  path: string,
  body: string | Blob | undefined,
  contentType = 'application/json',
  extraCookie = '',
) {
  const headers: Record<string, string> = {
    [TEST_SOURCE_IP_HEADER]: client.ip,
    'content-type': contentType,
    [CSRF_HEADER]: client.csrfToken,
    'idempotency-key': randomUUID(),
  };
  const cookies = [...client.cookies].map(([k, v]) => `${k}=${v}`);
  if (extraCookie) cookies.unshift(extraCookie);
  if (cookies.length) headers.cookie = cookies.join('; ');
  const response = await fetch(`${stack.url}${path}`, { method, headers, body, redirect: 'manual' });
  const text = await response.text();
  return { status: response.status, text };
}

function bodiesFor(key: string, contract: Contract): (string | Blob)[] {
  if (!contract.body) return [JSON.stringify({ junk: LONG }), '{"a":'];
  const customs = DOMAIN_CHECKED[key] ?? {};
  const plausible = (_kind: string, value: unknown) => value;
  const bodies: unknown[] = [
    ...STRING_JUNK.map((junk) =>
      sampleInput(contract.body, (kind, value) => (kind === 'string' || kind === 'other' ? junk : value), customs),
    ),
    ...TYPE_JUNK.map((junk) => sampleInput(contract.body, () => junk, customs)),
    ...BODY_JUNK,
  ];
  const plausibleBody = JSON.stringify(sampleInput(contract.body, plausible, customs));
  return [
    ...bodies.map((body) => JSON.stringify(body)),
    deep(10_000),
    plausibleBody.startsWith('{') ? `{"extra":${deep(500)},${plausibleBody.slice(1)}` : deep(500),
    // Not UTF-8: a lone continuation byte and a truncated sequence inside a string.
    new Blob([Uint8Array.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x80, 0xe2, 0x82, 0x22, 0x7d])]),
    '{"a":',
  ];
}

describe('every write contract', () => {
  it(`answers junk with a 4xx, never a 5xx (${writeContracts.length} routes)`, async () => {
    const failures: string[] = [];
    for (const [key, contract] of writeContracts) {
      const client = callers[contract.access];
      const probes: [string, string | Blob | undefined, string?, string?][] = [];
      const path = pathWith(contract, 'x');
      for (const body of bodiesFor(key, contract)) probes.push([path, body]);
      for (const value of PARAM_JUNK)
        probes.push([
          pathWith(contract, value),
          JSON.stringify(sampleInput(contract.body, (_k, v) => v, DOMAIN_CHECKED[key] ?? {}) ?? {}),
        ]);
      probes.push([path, '{}', 'application/json', 'x=%; y=%E0%A4%A']);
      if (contract.multipart) {
        const cut = `--B\r\nContent-Disposition: form-data; name="${contract.multipart.file}"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\nemail`;
        probes.push(
          [path, cut, 'multipart/form-data; boundary=B'],
          [path, '--B--', 'multipart/form-data; boundary='],
          [path, 'x', 'multipart/form-data; boundary=B'],
        );
      }
      for (const [probePath, body, contentType, cookie] of probes) {
        const reply = await send(client, contract.method, probePath, body, contentType, cookie);
        if (reply.status >= 500)
          failures.push(
            `${key} ${contract.method} ${probePath.slice(0, 80)} ${typeof body === 'string' ? body.slice(0, 80) : '<bytes>'} -> ${reply.status} ${reply.text.slice(0, 120)}`,
          );
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);
});
