// Upload checks shared by the web component and the API, and the browser's chunked MD5.
import { createHash, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHECKSUM_CHUNK_BYTES, UPLOAD_MESSAGES, UPLOAD_USES, uploadRefusal } from '@shared/rules/uploads';
import { safeFilename } from '@functions/domain/uploads/direct-upload';
import { fileMd5Base64, Md5 } from '@web/lib/md5';
import { md5FromHead } from '@functions/adapters/storage';

describe('uploadRefusal', () => {
  it('takes licence images and PDFs up to 10 MB, nothing else', () => {
    expect(uploadRefusal('driversLicense', { type: 'application/pdf', size: 10 * 1024 * 1024 })).toBeNull();
    expect(uploadRefusal('driversLicense', { type: 'image/jpeg', size: 1 })).toBeNull();
    expect(uploadRefusal('driversLicense', { type: 'application/pdf', size: 10 * 1024 * 1024 + 1 })).toBe(
      UPLOAD_MESSAGES.tooLarge(UPLOAD_USES.driversLicense),
    );
    expect(uploadRefusal('driversLicense', { type: 'text/html', size: 10 })).toBe(
      UPLOAD_MESSAGES.contentType(UPLOAD_USES.driversLicense),
    );
    expect(uploadRefusal('driversLicense', { type: 'image/png', size: 0 })).toBe(UPLOAD_MESSAGES.empty);
  });

  it('keeps personal documents private', () => {
    expect(UPLOAD_USES.driversLicense.forcePrivate).toBe(true);
  });
});

describe('safeFilename', () => {
  it('drops folders, accents and anything but letters, digits, dot, dash and underscore', () => {
    expect(safeFilename('../../etc/passwd')).toBe('passwd');
    expect(safeFilename('C:\\Users\\me\\Führerschein scan (1).pdf')).toBe('Fuhrerschein-scan-1-.pdf');
    expect(safeFilename('...')).toBe('file');
  });
});

describe('Md5 (the web checksum)', () => {
  it('matches node:crypto for any bytes fed in any chunking', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 600 }),
        fc.array(fc.integer({ min: 1, max: 130 }), { minLength: 1, maxLength: 8 }),
        (bytes, cuts) => {
          const md5 = new Md5();
          let at = 0;
          for (let i = 0; at < bytes.length; i += 1) {
            const next = Math.min(bytes.length, at + cuts[i % cuts.length]!);
            md5.update(bytes.subarray(at, next));
            at = next;
          }
          expect(Buffer.from(md5.digest()).toString('hex')).toBe(createHash('md5').update(bytes).digest('hex'));
        },
      ),
    );
  });

  it('reads a file in 2 MB chunks and gives the base64 S3 expects', async () => {
    const bytes = randomBytes(CHECKSUM_CHUNK_BYTES * 2 + 12345);
    const fractions: number[] = [];
    const checksum = await fileMd5Base64(new Blob([bytes]), CHECKSUM_CHUNK_BYTES, (f) => fractions.push(f));
    expect(checksum).toBe(createHash('md5').update(bytes).digest('base64'));
    expect(fractions).toHaveLength(3);
    expect(fractions.at(-1)).toBe(1);
  });
});

describe('md5FromHead', () => {
  const md5 = '9e107d9d372bb6826bd81d3542a419d6';
  it('reads the MD5 from the ETag of an unencrypted or SSE-S3 object (s3rver, the public bucket)', () => {
    expect(md5FromHead({ ETag: `"${md5}"` })).toBe(md5);
    expect(md5FromHead({ ETag: `"${md5}"`, ServerSideEncryption: 'AES256' })).toBe(md5);
  });
  it('does not take an SSE-KMS or SSE-C ETag for the MD5 (the private bucket in AWS is KMS-encrypted)', () => {
    // A recorded SSE-KMS HEAD: 32 hex digits that are not the content's MD5.
    expect(md5FromHead({ ETag: '"4c6e1e6b4a2f7d9c0e3b5a1d8f2c7e90"', ServerSideEncryption: 'aws:kms' })).toBeNull();
    expect(md5FromHead({ ETag: `"${md5}"`, ServerSideEncryption: 'aws:kms:dsse' })).toBeNull();
    expect(md5FromHead({ ETag: `"${md5}"`, SSECustomerAlgorithm: 'AES256' })).toBeNull();
  });
  it('has no MD5 for a multipart ETag', () => {
    expect(md5FromHead({ ETag: `"${md5}-3"` })).toBeNull();
  });
});
