// s3rver: public and private buckets with CORS so browsers can PUT presigned uploads.
import { createRequire } from 'node:module';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startProcess, waitForPort } from '../processes';

const CORS = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;

export async function startS3(options: { port: number; dataDir: string; logDir: string; buckets: string[] }): Promise<void> {
  const require = createRequire(import.meta.url);
  const script = path.join(path.dirname(require.resolve('s3rver/package.json')), 'bin', 's3rver.js');
  mkdirSync(options.dataDir, { recursive: true });
  const corsFile = path.join(options.dataDir, '..', 's3-cors.xml');
  writeFileSync(corsFile, CORS);
  const bucketArgs = options.buckets.flatMap((bucket) => ['--configure-bucket', bucket, corsFile]);
  startProcess('s3', process.execPath, ['--require', path.join(import.meta.dirname, 's3rver-access-key.cjs'), script, '-d', options.dataDir, '-a', '127.0.0.1', '-p', String(options.port), '--silent', ...bucketArgs], {
    // Node 20's OpenSSL 3 needs the legacy provider for s3rver's ListObjectsV2 paging (TOOLING-FACTS).
    env: { NODE_OPTIONS: '--openssl-legacy-provider' },
    logDir: options.logDir,
  });
  await waitForPort(options.port, 's3rver');
}
