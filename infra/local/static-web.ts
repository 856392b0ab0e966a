// Serves the web build the way CloudFront serves it in AWS (infra/stacks/web-stack.ts), so local
// measurements (Lighthouse, bundle sizes over the wire) match production:
//   - paths whose last segment has no dot are client-side routes: index.html (the SPA rewrite function);
//     a missing file with an extension is a 404 (S3 refuses it);
//   - brotli when Accept-Encoding allows it, else gzip, for the types CloudFront compresses and only
//     between 1,000 bytes and 10 MB, with `Vary: Accept-Encoding`; compressed once, kept in memory;
//   - hashed files under /assets/ are immutable for a year, everything else is revalidated (no-cache).
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};

// Content types CloudFront compresses (its documented list, narrowed to what a Vite build emits).
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|xml|javascript)|image\/(svg\+xml|x-icon)|font\/ttf)/;
const MIN_COMPRESS_BYTES = 1_000;
const MAX_COMPRESS_BYTES = 10_000_000;
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export type Encoding = 'br' | 'gzip' | 'identity';

/** CloudFront's choice: brotli when the viewer accepts it, else gzip, else the plain file. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return 'identity';
}

const compressors: Record<Exclude<Encoding, 'identity'>, (data: Buffer) => Buffer> = {
  // Brotli at a middling quality, close to what a CDN does on the fly (11 would flatter our sizes).
  br: (data) =>
    brotliCompressSync(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    }),
  gzip: (data) => gzipSync(data, { level: 6 }),
};

/** A request handler for GET/HEAD of the web build in `webDir`. */
export function createStaticWeb(webDir: string): (req: IncomingMessage, res: ServerResponse, pathname: string) => void {
  const root = path.resolve(webDir);
  const cache = new Map<string, Buffer>();

  // The body for a file in an encoding, compressed at most once per file version.
  const body = (file: string, encoding: Encoding): Buffer => {
    const { mtimeMs, size } = statSync(file);
    const key = `${file}\0${mtimeMs}\0${size}\0${encoding}`;
    let found = cache.get(key);
    if (!found) {
      const raw = readFileSync(file);
      found = encoding === 'identity' ? raw : compressors[encoding](raw);
      cache.set(key, found);
    }
    return found;
  };

  return (req, res, pathname) => {
    const indexFile = path.join(root, 'index.html');
    if (!existsSync(indexFile)) {
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('The web app is not built yet: run `npm run build:web` (npm start does this for you).');
      return;
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      decoded = '';
    }
    const lastSegment = decoded.slice(decoded.lastIndexOf('/') + 1);
    const isRoute = !lastSegment.includes('.');
    const candidate = path.join(root, path.normalize(decoded));
    const file = isRoute ? indexFile : candidate;
    if (
      !isRoute &&
      (!decoded || !candidate.startsWith(root + path.sep) || !existsSync(file) || !statSync(file).isFile())
    ) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' });
      res.end('Not found');
      return;
    }
    const type = MIME[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    const size = statSync(file).size;
    const compressible = COMPRESSIBLE.test(type);
    const encoding =
      compressible && size >= MIN_COMPRESS_BYTES && size <= MAX_COMPRESS_BYTES
        ? chooseEncoding(req.headers['accept-encoding'])
        : 'identity';
    const data = body(file, encoding);
    const headers: Record<string, string | number> = {
      'content-type': type,
      'content-length': data.length,
      'cache-control': !isRoute && decoded.startsWith('/assets/') ? IMMUTABLE : 'no-cache',
    };
    if (encoding !== 'identity') headers['content-encoding'] = encoding;
    if (compressible) headers.vary = 'Accept-Encoding';
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : data);
  };
}
