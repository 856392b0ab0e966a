// The local gateway serves the web build the way CloudFront does (infra/local/static-web.ts):
// compressed, immutable hashed assets, revalidated index.html and SPA routes. A tiny fake build
// is enough; the gateway runs in this process.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding } from '@infra/local/static-web';
import { startTestGateway, type GatewayHarness } from '../support/gateway-harness';

const dist = mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
const script = `export const app = ${JSON.stringify('x'.repeat(2_000))};\n`.repeat(5);
const indexHtml = `<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body>${'<p>shell</p>'.repeat(200)}</body></html>`;
let gateway: GatewayHarness;

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, 'brand'));
  writeFileSync(path.join(dist, 'index.html'), indexHtml);
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), script);
  writeFileSync(path.join(dist, 'assets', 'tiny-abc123.css'), 'a{color:red}');
  writeFileSync(path.join(dist, 'assets', 'logo-abc123.png'), Buffer.alloc(4_000, 7));
  writeFileSync(
    path.join(dist, 'brand', 'logo.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`,
  );
  gateway = await startTestGateway({ trustTestSourceIp: false, webDir: dist });
});

afterAll(async () => {
  await gateway.stop();
  rmSync(dist, { recursive: true, force: true });
});

/** Raw bytes and headers (fetch would decompress and hide Content-Encoding). */
function get(
  pathname: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${gateway.url}${pathname}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('compression', () => {
  it('sends brotli when the browser accepts it, with Vary and the real length', async () => {
    const reply = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers.vary).toBe('Accept-Encoding');
    expect(reply.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(Number(reply.headers['content-length'])).toBe(reply.body.length);
    expect(reply.body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(reply.body).toString()).toBe(script);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gzip = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.toString()).toBe(script);
  });

  it('compresses index.html and SVG, but not images or files under 1,000 bytes (as CloudFront)', async () => {
    expect((await get('/', { 'accept-encoding': 'br' })).headers['content-encoding']).toBe('br');
    expect((await get('/brand/logo.svg', { 'accept-encoding': 'br' })).headers['content-encoding']).toBe('br');
    const png = await get('/assets/logo-abc123.png', { 'accept-encoding': 'br' });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers.vary).toBeUndefined();
    expect(png.headers['content-type']).toBe('image/png');
    const tiny = await get('/assets/tiny-abc123.css', { 'accept-encoding': 'br' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('a{color:red}');
  });

  it('honours q=0 and picks like CloudFront', () => {
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('gzip;q=0')).toBe('identity');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding(undefined)).toBe('identity');
  });

  it('answers HEAD with the headers only', async () => {
    const reply = await get('/assets/index-abc123.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(reply.headers['content-encoding']).toBe('br');
    expect(Number(reply.headers['content-length'])).toBeGreaterThan(0);
    expect(reply.body.length).toBe(0);
  });
});

describe('caching and SPA routes', () => {
  it('marks hashed assets immutable for a year', async () => {
    expect((await get('/assets/index-abc123.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates index.html, client-side routes and files outside /assets/', async () => {
    for (const route of ['/', '/index.html', '/dashboard', '/verify/ACLS-2026-X7K2', '/brand/logo.svg']) {
      expect((await get(route)).headers['cache-control'], route).toBe('no-cache');
    }
    const spa = await get('/courses/acls/player', { 'accept-encoding': 'gzip' });
    expect(spa.status).toBe(200);
    expect(spa.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(gunzipSync(spa.body).toString()).toBe(indexHtml);
  });

  it('answers 404 for a missing file (a path with an extension), like S3 behind CloudFront', async () => {
    const missing = await get('/assets/index-old999.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-cache');
    expect((await get('/%2e%2e/%2e%2e/etc/passwd.txt')).status).toBe(404);
  });
});
