// A public file's lasting URL: through CloudFront in AWS (ASSETS_BASE_URL), else the bucket's own
// URL without a signature (s3rver locally).
import { afterEach, describe, expect, it } from 'vitest';
import { publicObjectUrl } from '@functions/adapters/storage';
import { resetEnvForTests } from '@functions/lib/env';

const VARS = [
  'ASSETS_BASE_URL',
  'PUBLIC_BUCKET',
  'AWS_REGION',
  'AWS_ACCESS_KEY_ID',
  'AWS_SECRET_ACCESS_KEY',
  'AWS_ENDPOINT_URL_S3',
  'S3_FORCE_PATH_STYLE',
  'TABLE_NAME',
] as const;
const saved = Object.fromEntries(VARS.map((name) => [name, process.env[name]]));
const useEnv = (values: Partial<Record<(typeof VARS)[number], string>>) => {
  for (const name of VARS) delete process.env[name];
  Object.assign(
    process.env,
    {
      TABLE_NAME: 'unit',
      PUBLIC_BUCKET: 'public-uploads',
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'AKIDUNIT',
      AWS_SECRET_ACCESS_KEY: 'unit-secret',
    },
    values,
  );
  resetEnvForTests();
};
afterEach(() => {
  for (const name of VARS) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  resetEnvForTests();
});

describe('publicObjectUrl', () => {
  it('is the CloudFront URL under ASSETS_BASE_URL, each key segment encoded', async () => {
    useEnv({ ASSETS_BASE_URL: 'https://app.example.com/uploads/' });
    expect(await publicObjectUrl('courseAsset/5f0c/heart rhythm#1.png')).toBe(
      'https://app.example.com/uploads/courseAsset/5f0c/heart%20rhythm%231.png',
    );
  });

  it("is the bucket's own URL, unsigned, without ASSETS_BASE_URL (locally)", async () => {
    useEnv({ AWS_ENDPOINT_URL_S3: 'http://localhost:4569', S3_FORCE_PATH_STYLE: 'true' });
    const url = await publicObjectUrl('courseAsset/5f0c/ecg.png');
    expect(url).toBe('http://localhost:4569/public-uploads/courseAsset/5f0c/ecg.png');
  });
});
