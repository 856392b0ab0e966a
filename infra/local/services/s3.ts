// s3rver: public and private buckets with CORS so browsers can PUT presigned uploads, behind the
// gate that checks signatures, expiry, Content-MD5 and anonymous reads as S3 does (s3-gate.ts).
// Clients only ever see the gate's port; s3rver listens on a free port of its own.
import { createRequire } from 'node:module';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort, startProcess, waitForPort } from '../processes';
import { startS3Gate } from './s3-gate';

const CORS = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;

export interface S3Options {
  port: number;
  dataDir: string;
  logDir: string;
  buckets: { public: string; private: string };
  credentials: { accessKeyId: string; secretAccessKey: string };
}

/** Starts s3rver and its gate; resolves with the gate's stop (s3rver stops with the other processes). */
export async function startS3(options: S3Options): Promise<() => Promise<void>> {
  const upstreamPort = await freePort();
  const require = createRequire(import.meta.url);
  const script = path.join(path.dirname(require.resolve('s3rver/package.json')), 'bin', 's3rver.js');
  mkdirSync(options.dataDir, { recursive: true });
  const corsFile = path.join(options.dataDir, '..', 's3-cors.xml');
  writeFileSync(corsFile, CORS);
  const bucketArgs = Object.values(options.buckets).flatMap((bucket) => ['--configure-bucket', bucket, corsFile]);
  startProcess(
    's3',
    process.execPath,
    [
      '--require',
      path.join(import.meta.dirname, 's3rver-access-key.cjs'),
      script,
      '-d',
      options.dataDir,
      '-a',
      '127.0.0.1',
      '-p',
      String(upstreamPort),
      '--silent',
      ...bucketArgs,
    ],
    {
      // Node 20's OpenSSL 3 needs the legacy provider for s3rver's ListObjectsV2 paging (TOOLING-FACTS).
      env: { NODE_OPTIONS: '--openssl-legacy-provider' },
      logDir: options.logDir,
    },
  );
  await waitForPort(upstreamPort, 's3rver');
  return startS3Gate({
    port: options.port,
    upstreamPort,
    publicBucket: options.buckets.public,
    credentials: options.credentials,
  });
}
