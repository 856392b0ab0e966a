// POST /api/direct_uploads: presigned PUTs per use, refused (422/403/401) before anything is uploaded;
// the spec's request without `use` (inferred from the caller and the form that takes the file);
// public files wait unserved under pending/ until a form takes them; SVG only for content admins,
// served sandboxed.
import { createHash, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays } from '@shared/rules/dates';
import { ApiClient } from '../support/api-client';
import { groupWithAdmin, signUpUser } from './group-fixtures';

const stack = inject('stack');
const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('base64');
const PDF = Buffer.from('%PDF-1.4\n% a tiny licence scan\n%%EOF\n');

let learner: ApiClient;
beforeAll(async () => {
  Object.assign(process.env, stack.env);
  learner = new ApiClient(stack.url);
  await learner.signIn('learner@example.com');
  await learner.bootstrap();
});

const blob = (overrides: Record<string, unknown> = {}) => ({
  filename: 'licence.pdf',
  byteSize: PDF.length,
  contentType: 'application/pdf',
  checksum: md5(PDF),
  ...overrides,
});

describe('POST /api/direct_uploads', () => {
  it('presigns a PUT that signs Content-MD5 and Content-Type; the file lands in the private bucket for a personal document', async () => {
    const reply = await learner.post('/api/direct_uploads', {
      blob: blob({ serviceName: 's3_public' }),
      use: 'driversLicense',
    });
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
    const type = await learner.post('/api/direct_uploads', {
      blob: blob({ contentType: 'application/zip', filename: 'x.zip' }),
      use: 'driversLicense',
    });
    expect(type).toMatchObject({
      status: 422,
      body: { errors: { 'blob.contentType': ['This type of file is not accepted. An image or PDF, up to 10 MB.'] } },
    });
    const size = await learner.post('/api/direct_uploads', {
      blob: blob({ byteSize: 10 * 1024 * 1024 + 1 }),
      use: 'driversLicense',
    });
    expect(size).toMatchObject({
      status: 422,
      body: { errors: { 'blob.byteSize': ['The file is too large. An image or PDF, up to 10 MB.'] } },
    });
  });

  it('refuses a malformed checksum, an empty file, a missing filename and an unknown use', async () => {
    const reply = await learner.post('/api/direct_uploads', {
      blob: blob({ checksum: 'abc', byteSize: 0, filename: ' ' }),
      use: 'selfie',
    });
    expect(reply.status).toBe(422);
    expect(Object.keys(reply.body.errors).sort()).toEqual(['blob.byteSize', 'blob.checksum', 'blob.filename', 'use']);
    expect(reply.body.errors['blob.byteSize']).toEqual(['The file is empty.']);
  });

  it("refuses a content admin's use to a learner (403) and any use to an anonymous caller (401)", async () => {
    expect(
      (
        await learner.post('/api/direct_uploads', {
          blob: blob({ contentType: 'image/png', filename: 'a.png' }),
          use: 'courseAsset',
        })
      ).status,
    ).toBe(403);
    const anonymous = new ApiClient(stack.url);
    await anonymous.bootstrap();
    expect((await anonymous.post('/api/direct_uploads', { blob: blob(), use: 'driversLicense' })).status).toBe(401);
  });

  it("sends a public use to the pending prefix of the public bucket, keyed by a fresh id and a tame filename whose extension is the type's", async () => {
    const admin = await contentAdmin();
    const png = Buffer.from('not really a png');
    const reply = await admin.post('/api/direct_uploads', {
      blob: {
        filename: '../../etc/Ångström photo.png',
        byteSize: png.length,
        contentType: 'image/png',
        checksum: md5(png),
      },
      use: 'courseAsset',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.direct_upload.url).toMatch(
      /\/public-uploads\/pending\/courseAsset\/[0-9a-f-]{36}\/Angstrom-photo\.png\?/,
    );
    // Only an SVG's key ends in .svg (CloudFront picks the SVG headers by it).
    const disguised = await admin.post('/api/direct_uploads', {
      blob: { filename: 'logo.SVG', byteSize: png.length, contentType: 'image/png', checksum: md5(png) },
      use: 'courseAsset',
    });
    expect(disguised.body.direct_upload.url).toMatch(/\/logo\.SVG\.png\?/);
  });

  it('knows no groupLogo or courseImage use any more (nothing took their files)', async () => {
    const admin = await contentAdmin();
    for (const use of ['groupLogo', 'courseImage']) {
      expect(
        (await admin.post('/api/direct_uploads', { blob: blob({ contentType: 'image/png', filename: 'a.png' }), use }))
          .body.errors,
      ).toEqual({ use: ['is not a known kind of upload'] });
    }
  });
});

const contentAdmin = async () => {
  const admin = new ApiClient(stack.url);
  await admin.signIn('admin@example.com');
  await admin.bootstrap();
  return admin;
};

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><a href="https://evil.example"><text y="20">Log in</text></a></svg>',
);
const keyed = () => ({ headers: { 'idempotency-key': randomUUID() } });

async function put(
  reply: { body: { direct_upload: { url: string; headers: Record<string, string> } } },
  bytes: Buffer,
) {
  return (
    await fetch(reply.body.direct_upload.url, {
      method: 'PUT',
      headers: reply.body.direct_upload.headers,
      body: new Uint8Array(bytes),
    })
  ).status;
}

describe('public files wait unserved until a form takes them', () => {
  it('is not readable under pending/ (from S3 or /uploads), then is served at its lasting key once the asset form takes it', async () => {
    const admin = await contentAdmin();
    const bytes = Buffer.from(`a chart ${randomUUID()}`);
    const reply = await admin.post('/api/direct_uploads', {
      blob: { filename: 'chart.png', byteSize: bytes.length, contentType: 'image/png', checksum: md5(bytes) },
      use: 'courseAsset',
    });
    expect(await put(reply, bytes)).toBe(200);
    const objectUrl = reply.body.direct_upload.url.split('?')[0] as string;
    const key = new URL(objectUrl).pathname.split('/').slice(2).join('/');
    expect(key).toMatch(/^pending\/courseAsset\//);
    expect((await fetch(objectUrl)).status).toBe(403);
    expect((await fetch(`${stack.url}/uploads/${key}`)).status).toBe(403);

    const created = await admin.request(
      'POST',
      '/api/active_files.json',
      { activeFile: { file: reply.body.signed_id } },
      keyed(),
    );
    expect(created.status).toBe(201);
    const { cdnUrl } = created.body.activeFile;
    expect(cdnUrl).toBe(`${stack.url}/uploads/${key.slice('pending/'.length)}`);
    const served = await fetch(cdnUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    // Every public object is sandboxed when opened directly, not only SVG.
    expect(served.headers.get('content-security-policy')).toMatch(/^sandbox;/);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('serves a PDF with its fixed type and nosniff, unsandboxed (Chrome shows no sandboxed PDF)', async () => {
    const admin = await contentAdmin();
    const bytes = Buffer.from(`%PDF-1.4 handout ${randomUUID()}\n`);
    const reply = await admin.post('/api/direct_uploads', {
      blob: { filename: 'handout.pdf', byteSize: bytes.length, contentType: 'application/pdf', checksum: md5(bytes) },
      use: 'courseAsset',
    });
    expect(await put(reply, bytes)).toBe(200);
    const created = await admin.request(
      'POST',
      '/api/active_files.json',
      { activeFile: { file: reply.body.signed_id } },
      keyed(),
    );
    expect(created.status).toBe(201);
    const served = await fetch(created.body.activeFile.cdnUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBeNull();
  });
});

describe('SVG', () => {
  it("is refused for every use but the content admins' (a learner, a group admin), also without a use", async () => {
    const { admin: groupAdmin } = await groupWithAdmin(0);
    const svg = { filename: 'logo.svg', byteSize: SVG.length, contentType: 'image/svg+xml', checksum: md5(SVG) };
    expect((await learner.post('/api/direct_uploads', { blob: svg, use: 'driversLicense' })).body.errors).toEqual({
      'blob.contentType': ['This type of file is not accepted. An image or PDF, up to 10 MB.'],
    });
    expect((await groupAdmin.post('/api/direct_uploads', { blob: svg, use: 'externalCertification' })).status).toBe(
      422,
    );
    expect((await learner.post('/api/direct_uploads', { blob: svg })).status).toBe(422);
    expect((await groupAdmin.post('/api/direct_uploads', { blob: svg })).body.errors).toEqual({
      'blob.contentType': ['This type of file is not accepted here.'],
    });
  });

  it("is a content admin's asset, served with a sandbox CSP, its fixed type and nosniff", async () => {
    const admin = await contentAdmin();
    const reply = await admin.post('/api/direct_uploads', {
      blob: { filename: 'diagram.svg', byteSize: SVG.length, contentType: 'image/svg+xml', checksum: md5(SVG) },
      use: 'courseAsset',
    });
    expect(reply.status).toBe(200);
    expect(await put(reply, SVG)).toBe(200);
    const created = await admin.request(
      'POST',
      '/api/active_files.json',
      { activeFile: { file: reply.body.signed_id } },
      keyed(),
    );
    expect(created.status).toBe(201);
    const served = await fetch(created.body.activeFile.cdnUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('content-security-policy')).toMatch(/^sandbox;/);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe("the spec's request: POST /api/direct_uploads {blob} without use", () => {
  it("is a learner's driver's licence (private bucket), which the profile form takes", async () => {
    // A learner of its own: the seeded learner's missing licence is what the CE tests expect.
    const { id, client: fresh } = await signUpUser('Lee', 'Licence');
    const bytes = Buffer.from(`%PDF-1.4 licence ${randomUUID()}\n`);
    const reply = await fresh.post('/api/direct_uploads', {
      blob: { filename: 'licence.pdf', byteSize: bytes.length, contentType: 'application/pdf', checksum: md5(bytes) },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.direct_upload.url).toContain('/private-uploads/driversLicense/');
    expect(await put(reply, bytes)).toBe(200);
    expect(
      (await fresh.patch(`/api/users/${id}.json`, { user: { drivers_license: reply.body.signed_id } })).status,
    ).toBe(200);
  });

  it("refuses with the only use's rules when the caller has one (type and size, 422)", async () => {
    const type = await learner.post('/api/direct_uploads', {
      blob: blob({ contentType: 'video/mp4', filename: 'x.mp4' }),
    });
    expect(type.body.errors).toEqual({
      'blob.contentType': ['This type of file is not accepted. An image or PDF, up to 10 MB.'],
    });
    const size = await learner.post('/api/direct_uploads', { blob: blob({ byteSize: 10 * 1024 * 1024 + 1 }) });
    expect(size.body.errors).toEqual({ 'blob.byteSize': ['The file is too large. An image or PDF, up to 10 MB.'] });
  });

  it("is, for a group admin, a file either of their forms takes: a member's certification", async () => {
    const { admin, memberIds } = await groupWithAdmin(1);
    const bytes = Buffer.from(`%PDF-1.4 card ${randomUUID()}\n`);
    const reply = await admin.post('/api/direct_uploads', {
      blob: { filename: 'card.pdf', byteSize: bytes.length, contentType: 'application/pdf', checksum: md5(bytes) },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.direct_upload.url).toContain('/private-uploads/');
    expect(await put(reply, bytes)).toBe(200);
    const created = await admin.post(
      '/api/external_certifications.json',
      {
        userId: memberIds[0],
        courseExpirationGroupId: 'bls',
        expirationDate: addDays(new Date().toISOString().slice(0, 10), 200),
        ceCredits: 1,
        certFile: reply.body.signed_id,
      },
      keyed(),
    );
    expect(created.status).toBe(201);
  });

  it('is, for a content admin, an asset by default (s3_public) and a personal document with s3_private', async () => {
    const admin = await contentAdmin();
    const bytes = Buffer.from(`%PDF-1.4 handout ${randomUUID()}\n`);
    const asset = await admin.post('/api/direct_uploads', {
      blob: { filename: 'handout.pdf', byteSize: bytes.length, contentType: 'application/pdf', checksum: md5(bytes) },
    });
    expect(asset.body.direct_upload.url).toContain('/public-uploads/pending/courseAsset/');
    expect(await put(asset, bytes)).toBe(200);
    expect(
      (await admin.request('POST', '/api/active_files.json', { activeFile: { file: asset.body.signed_id } }, keyed()))
        .status,
    ).toBe(201);
    const personal = await admin.post('/api/direct_uploads', {
      blob: {
        filename: 'licence.pdf',
        byteSize: bytes.length,
        contentType: 'application/pdf',
        checksum: md5(bytes),
        serviceName: 's3_private',
      },
    });
    expect(personal.body.direct_upload.url).toContain('/private-uploads/driversLicense/');
  });
});
