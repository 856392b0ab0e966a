// POST /api/direct_uploads: presigned PUTs per use, refused (422/403/401) before anything is uploaded.
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client';

const stack = inject('stack');
const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('base64');
const PDF = Buffer.from('%PDF-1.4\n% a tiny licence scan\n%%EOF\n');

let learner: ApiClient;
beforeAll(async () => {
  learner = new ApiClient(stack.url);
  await learner.signIn('learner@example.com');
  await learner.bootstrap();
});

const blob = (overrides: Record<string, unknown> = {}) => ({ filename: 'licence.pdf', byteSize: PDF.length, contentType: 'application/pdf', checksum: md5(PDF), ...overrides });

describe('POST /api/direct_uploads', () => {
  it('presigns a PUT that signs Content-MD5 and Content-Type; the file lands in the private bucket for a personal document', async () => {
    const reply = await learner.post('/api/direct_uploads', { blob: blob({ serviceName: 's3_public' }), use: 'driversLicense' });
    expect(reply.status).toBe(200);
    const { url, headers } = reply.body.direct_upload;
    expect(reply.body.signed_id).toMatch(/^upl_/);
    expect(url).toContain('/private-uploads/driversLicense/');
    expect(url).toMatch(/X-Amz-SignedHeaders=[^&]*content-md5/);
    expect(url).toMatch(/X-Amz-SignedHeaders=[^&]*content-type/);
    expect(url).not.toMatch(/x-amz-checksum/i);
    expect(headers).toEqual({ 'Content-Type': 'application/pdf', 'Content-MD5': md5(PDF) });
    const put = await fetch(url, { method: 'PUT', headers, body: new Uint8Array(PDF) });
    expect(put.status).toBe(200);
    expect(Date.parse(reply.body.expiresAt)).toBeGreaterThan(Date.now() + 50 * 60_000);
  });

  it('refuses a type the use does not accept, and a file over its cap, with the field and the hint', async () => {
    const type = await learner.post('/api/direct_uploads', { blob: blob({ contentType: 'application/zip', filename: 'x.zip' }), use: 'driversLicense' });
    expect(type).toMatchObject({ status: 422, body: { errors: { 'blob.contentType': ['This type of file is not accepted. An image or PDF, up to 10 MB.'] } } });
    const size = await learner.post('/api/direct_uploads', { blob: blob({ byteSize: 10 * 1024 * 1024 + 1 }), use: 'driversLicense' });
    expect(size).toMatchObject({ status: 422, body: { errors: { 'blob.byteSize': ['The file is too large. An image or PDF, up to 10 MB.'] } } });
  });

  it('refuses a malformed checksum, an empty file, a missing filename and an unknown use', async () => {
    const reply = await learner.post('/api/direct_uploads', { blob: blob({ checksum: 'abc', byteSize: 0, filename: ' ' }), use: 'selfie' });
    expect(reply.status).toBe(422);
    expect(Object.keys(reply.body.errors).sort()).toEqual(['blob.byteSize', 'blob.checksum', 'blob.filename', 'use']);
    expect(reply.body.errors['blob.byteSize']).toEqual(['The file is empty.']);
  });

  it("refuses a content admin's use to a learner (403) and any use to an anonymous caller (401)", async () => {
    expect((await learner.post('/api/direct_uploads', { blob: blob({ contentType: 'image/png', filename: 'a.png' }), use: 'courseImage' })).status).toBe(403);
    const anonymous = new ApiClient(stack.url);
    await anonymous.bootstrap();
    expect((await anonymous.post('/api/direct_uploads', { blob: blob(), use: 'driversLicense' })).status).toBe(401);
  });

  it('sends a public use to the public bucket, keyed by a fresh id and a tame filename', async () => {
    const admin = new ApiClient(stack.url);
    await admin.signIn('admin@example.com');
    await admin.bootstrap();
    const png = Buffer.from('not really a png');
    const reply = await admin.post('/api/direct_uploads', { blob: { filename: '../../etc/Ångström photo.png', byteSize: png.length, contentType: 'image/png', checksum: md5(png) }, use: 'courseImage' });
    expect(reply.status).toBe(200);
    expect(reply.body.direct_upload.url).toMatch(/\/public-uploads\/courseImage\/[0-9a-f-]{36}\/Angstrom-photo\.png\?/);
  });
});
