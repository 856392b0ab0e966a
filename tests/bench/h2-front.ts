// An HTTP/2 + TLS front for the local stack, for Lighthouse: CloudFront serves the app over HTTP/2
// (and 3), the local gateway over HTTP/1.1, and Lighthouse's simulation gives an HTTP/1.1 origin
// six connections, one request each, which would charge every lazily loaded chunk a queueing delay
// production does not have. The front proxies every request unchanged to the gateway; its
// certificate is self-signed, made here with openssl (Chromium is told to accept it).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Connection-specific headers HTTP/2 forbids.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

export const H2_FRONT_CHROME_FLAGS = ['--ignore-certificate-errors'];

export async function startH2Front(target: string): Promise<{ url: string; close: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-tls-'));
  let tls: { key: Buffer; cert: Buffer };
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    tls = { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const server = http2.createSecureServer({ ...tls, allowHTTP1: true });
  const upstream = new URL(target);
  server.on('request', (req: http2.Http2ServerRequest, res: http2.Http2ServerResponse) => {
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)),
    );
    const proxied = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...headers, host: upstream.host },
      },
      (reply) => {
        const replyHeaders = Object.fromEntries(
          Object.entries(reply.headers).filter(([name]) => !HOP_BY_HOP.has(name)),
        );
        res.writeHead(reply.statusCode ?? 502, replyHeaders);
        reply.pipe(res);
      },
    );
    proxied.on('error', () => {
      // Headers may already be out (the upstream broke mid-body): then only dropping the stream is left.
      if (res.headersSent) res.destroy();
      else res.writeHead(502).end();
    });
    // A request the browser abandons is abandoned upstream too.
    res.on('close', () => proxied.destroy());
    req.pipe(proxied);
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://localhost:${port}`,
    // Open sessions would hold close() up; the browser is gone by then.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        setTimeout(resolve, 2000).unref();
      }),
  };
}
