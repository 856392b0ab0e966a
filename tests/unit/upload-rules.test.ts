// Upload checks shared by the web component and the API, and the browser's chunked MD5.
import { createHash, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHECKSUM_CHUNK_BYTES, UPLOAD_MESSAGES, UPLOAD_USES, uploadRefusal } from '@shared/rules/uploads';
import { safeFilename } from '@functions/domain/uploads/direct-upload';
import { fileMd5Base64, Md5 } from '@web/lib/md5';

describe('uploadRefusal', () => {
  it('takes licence images and PDFs up to 10 MB, nothing else', () => {
    expect(uploadRefusal('driversLicense', { type: 'application/pdf', size: 10 * 1024 * 1024 })).toBeNull();
    expect(uploadRefusal('driversLicense', { type: 'image/jpeg', size: 1 })).toBeNull();
    expect(uploadRefusal('driversLicense', { type: 'application/pdf', size: 10 * 1024 * 1024 + 1 })).toBe(UPLOAD_MESSAGES.tooLarge(UPLOAD_USES.driversLicense));
    expect(uploadRefusal('driversLicense', { type: 'text/html', size: 10 })).toBe(UPLOAD_MESSAGES.contentType(UPLOAD_USES.driversLicense));
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
      fc.property(fc.uint8Array({ maxLength: 600 }), fc.array(fc.integer({ min: 1, max: 130 }), { minLength: 1, maxLength: 8 }), (bytes, cuts) => {
        const md5 = new Md5();
        let at = 0;
        for (let i = 0; at < bytes.length; i += 1) {
          const next = Math.min(bytes.length, at + cuts[i % cuts.length]!);
          md5.update(bytes.subarray(at, next));
          at = next;
        }
        expect(Buffer.from(md5.digest()).toString('hex')).toBe(createHash('md5').update(bytes).digest('hex'));
      }),
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
