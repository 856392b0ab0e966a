// The issuer key (functions/adapters/credential-keys.ts): the local key file made on first use and
// rotated with the old keys kept; KMS's GetPublicKey and Sign as the SDK's KMSClient sends them, its
// DER signatures turned into JOSE's r || s; and a compact JWS that jose verifies with the public JWK.
import { createHash, generateKeyPairSync, sign, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetPublicKeyCommand, KMSClient, SignCommand } from '@aws-sdk/client-kms';
import { calculateJwkThumbprint, compactVerify, importJWK } from 'jose';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  currentSigningKey,
  derToJoseSignature,
  issuerKeys,
  jwkThumbprint,
  rotateLocalIssuerKey,
} from '@functions/adapters/credential-keys';
import { SIGNING_UNAVAILABLE } from '@functions/adapters/kms-rest';
import { signCompactJws } from '@functions/domain/credentials/jws';
import { ServiceUnavailable } from '@functions/lib/errors';

const VARS = [
  'VC_ISSUER_KEY_FILE',
  'VC_KMS_KEY_IDS',
  'VC_KMS_NEXT_KEY_IDS',
  'AWS_REGION',
  'AWS_ACCESS_KEY_ID',
  'AWS_SECRET_ACCESS_KEY',
  'AWS_ENDPOINT_URL_KMS',
] as const;
const saved = Object.fromEntries(VARS.map((name) => [name, process.env[name]]));
afterEach(() => {
  for (const name of VARS) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});
beforeEach(() => {
  for (const name of VARS) delete process.env[name];
});

const useLocalFile = () => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'vc-key-')), 'vc-issuer-key.json');
  process.env.VC_ISSUER_KEY_FILE = file;
  return file;
};

describe('the local key file', () => {
  it('is created on first use (owner-only), and the same key is used after', async () => {
    const file = useLocalFile();
    const [first] = await issuerKeys();
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first).toMatchObject({ retired: false, publicJwk: { kty: 'EC', crv: 'P-256' } });
    expect((await currentSigningKey()).thumbprint).toBe(first!.thumbprint);
    expect(await issuerKeys()).toEqual([first]);
  });

  it('rotates: a new current key in front, the old one kept and marked retired', async () => {
    const file = useLocalFile();
    const [old] = await issuerKeys();
    rotateLocalIssuerKey(new Date('2026-05-01T00:00:00Z'));
    const keys = await issuerKeys();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toEqual({ ...old, retired: true });
    expect(keys[0]!.retired).toBe(false);
    expect(keys[0]!.thumbprint).not.toBe(old!.thumbprint);
    expect((await currentSigningKey()).thumbprint).toBe(keys[0]!.thumbprint);
    expect(JSON.parse(readFileSync(file, 'utf8')).keys[1].retiredAt).toBe('2026-05-01T00:00:00.000Z');
  });

  it('says which setting is missing', async () => {
    await expect(issuerKeys()).rejects.toThrow(/VC_KMS_KEY_IDS or VC_ISSUER_KEY_FILE/);
  });
});

describe('a compact JWS', () => {
  it('verifies with jose against the public JWK; its header names the key by DID URL; a changed byte fails', async () => {
    useLocalFile();
    const [key] = await issuerKeys();
    const jws = await signCompactJws('did:web:certify.example', { typ: 'vc+jwt', cty: 'vc' }, { hello: 'wörld' });
    const publicKey = await importJWK({ ...key!.publicJwk, alg: 'ES256' }, 'ES256');
    const { payload, protectedHeader } = await compactVerify(jws, publicKey);
    expect(JSON.parse(new TextDecoder().decode(payload))).toEqual({ hello: 'wörld' });
    expect(protectedHeader).toEqual({
      alg: 'ES256',
      kid: `did:web:certify.example#${key!.thumbprint}`,
      typ: 'vc+jwt',
      cty: 'vc',
    });
    const [header, body, signature] = jws.split('.') as [string, string, string];
    const tampered = Buffer.from(body, 'base64url');
    tampered[tampered.length - 3]! ^= 1;
    await expect(
      compactVerify(`${header}.${tampered.toString('base64url')}.${signature}`, publicKey),
    ).rejects.toThrow();
  });

  it('names keys by RFC 7638 thumbprint (the required members, sorted, no spaces), as jose computes it', async () => {
    const jwk = { kty: 'EC', crv: 'P-256', x: 'x', y: 'y' } as const;
    expect(jwkThumbprint(jwk)).toBe(
      createHash('sha256').update('{"crv":"P-256","kty":"EC","x":"x","y":"y"}').digest('base64url'),
    );
    useLocalFile();
    const [key] = await issuerKeys();
    expect(key!.thumbprint).toBe(await calculateJwkThumbprint(key!.publicJwk, 'sha256'));
  });
});

describe('DER to JOSE signatures', () => {
  it('turns any DER ECDSA signature into the r || s that verifies (property)', () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (message) => {
        const der = sign('sha256', message, { key: privateKey, dsaEncoding: 'der' });
        const jose = derToJoseSignature(der);
        expect(jose).toHaveLength(64);
        expect(verify('sha256', message, { key: publicKey, dsaEncoding: 'ieee-p1363' }, jose)).toBe(true);
      }),
      { numRuns: 50 },
    );
  });

  it('refuses what is not one', () => {
    expect(() => derToJoseSignature(new Uint8Array([0x31, 2, 2, 0]))).toThrow(/Malformed/);
    expect(() => derToJoseSignature(new Uint8Array([0x30, 4, 3, 1, 0, 0]))).toThrow(/Malformed/);
  });
});

// ---- KMS through the signed REST call ----

interface Seen {
  headers: http.IncomingHttpHeaders;
  body: string;
}
const seen: Seen[] = [];
const kmsKey = generateKeyPairSync('ec', { namedCurve: 'P-256' });
let nextSignature: Buffer | null = null;
let failNext = 0;
const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    seen.push({ headers: req.headers, body });
    res.setHeader('content-type', 'application/x-amz-json-1.1');
    if (failNext > 0) {
      failNext -= 1;
      res.writeHead(500);
      return res.end('{"__type":"com.amazonaws.kms#KMSInternalException","message":"internal"}');
    }
    const target = req.headers['x-amz-target'];
    const input = JSON.parse(body) as { KeyId: string };
    if (target === 'TrentService.GetPublicKey')
      return res.end(
        JSON.stringify({
          KeyId: input.KeyId,
          KeySpec: 'ECC_NIST_P256',
          KeyUsage: 'SIGN_VERIFY',
          PublicKey: kmsKey.publicKey.export({ format: 'der', type: 'spki' }).toString('base64'),
          SigningAlgorithms: ['ECDSA_SHA_256'],
        }),
      );
    if (target === 'TrentService.Sign')
      return res.end(
        JSON.stringify({
          KeyId: input.KeyId,
          Signature: (nextSignature ?? Buffer.alloc(8)).toString('base64'),
          SigningAlgorithm: 'ECDSA_SHA_256',
        }),
      );
    res.writeHead(400);
    res.end('{"__type":"UnknownOperationException"}');
  });
});
beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('KMS keys', () => {
  const KEY = 'arn:aws:kms:eu-west-1:111122223333:key/current';
  beforeEach(() => {
    Object.assign(process.env, {
      AWS_REGION: 'eu-west-1',
      AWS_ACCESS_KEY_ID: 'AKIDUNIT',
      AWS_SECRET_ACCESS_KEY: 's3cr3t',
      AWS_ENDPOINT_URL_KMS: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      VC_KMS_KEY_IDS: `${KEY}, arn:aws:kms:eu-west-1:111122223333:key/older`,
    });
    seen.length = 0;
    failNext = 0;
  });

  it('lists each key’s public JWK, the first current, the others retired', async () => {
    const keys = await issuerKeys();
    const jwk = kmsKey.publicKey.export({ format: 'jwk' });
    expect(keys.map((key) => key.retired)).toEqual([false, true]);
    expect(keys[0]!.publicJwk).toEqual({ kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y });
  });

  it('publishes a next key (a rotation’s first phase) unretired, and still signs with the current one', async () => {
    process.env.VC_KMS_NEXT_KEY_IDS = 'arn:aws:kms:eu-west-1:111122223333:key/next';
    expect((await issuerKeys()).map((key) => key.retired)).toEqual([false, false, true]);
    nextSignature = sign('sha256', Buffer.from('x'), { key: kmsKey.privateKey, dsaEncoding: 'der' });
    seen.length = 0;
    await (await currentSigningKey()).sign(Buffer.from('x'));
    const signs = seen.filter((request) => request.headers['x-amz-target'] === 'TrentService.Sign');
    expect(signs.map((request) => JSON.parse(request.body).KeyId)).toEqual([KEY]);
  });

  it('signs the SHA-256 digest in KMS and returns r || s that verifies over the signing input', async () => {
    const input = Buffer.from('header.payload', 'ascii');
    nextSignature = sign('sha256', input, { key: kmsKey.privateKey, dsaEncoding: 'der' });
    const key = await currentSigningKey();
    seen.length = 0;
    const signature = await key.sign(input);
    expect(verify('sha256', input, { key: kmsKey.publicKey, dsaEncoding: 'ieee-p1363' }, signature)).toBe(true);
    const body = JSON.parse(seen[0]!.body);
    expect(body).toEqual({
      KeyId: KEY,
      Message: createHash('sha256').update(input).digest('base64'),
      MessageType: 'DIGEST',
      SigningAlgorithm: 'ECDSA_SHA_256',
    });
  });

  it("sends what the SDK's KMSClient sends for the same Sign and GetPublicKey", async () => {
    nextSignature = sign('sha256', Buffer.from('x'), { key: kmsKey.privateKey, dsaEncoding: 'der' });
    const digest = new Uint8Array(32).fill(7);
    const sdk = new KMSClient({ maxAttempts: 1 });
    await sdk.send(
      new SignCommand({ KeyId: KEY, Message: digest, MessageType: 'DIGEST', SigningAlgorithm: 'ECDSA_SHA_256' }),
    );
    await sdk.send(new GetPublicKeyCommand({ KeyId: KEY }));
    const { kmsSignDigest, kmsPublicKey } = await import('@functions/adapters/kms-rest');
    await kmsSignDigest(KEY, digest);
    await kmsPublicKey(KEY);
    const [sdkSign, sdkGet, oursSign, oursGet] = seen as [Seen, Seen, Seen, Seen];
    for (const [theirs, ours] of [
      [sdkSign, oursSign],
      [sdkGet, oursGet],
    ] as const) {
      expect(ours.headers['x-amz-target']).toBe(theirs.headers['x-amz-target']);
      expect(ours.headers['content-type']).toBe(theirs.headers['content-type']);
      expect(JSON.parse(ours.body)).toEqual(JSON.parse(theirs.body));
      expect(ours.headers.authorization).toMatch(/Credential=AKIDUNIT\/\d{8}\/eu-west-1\/kms\/aws4_request/);
    }
  });

  it('retries a 5xx once, then is a 503', async () => {
    failNext = 2;
    const failure = await (await import('@functions/adapters/kms-rest'))
      .kmsSignDigest(KEY, new Uint8Array(32))
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ServiceUnavailable);
    expect(failure).toMatchObject({ message: SIGNING_UNAVAILABLE, cause: { name: 'KMSInternalException' } });
    expect(seen).toHaveLength(2);
  });
});
