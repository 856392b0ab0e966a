// The asset library through the gateway: folders and crumbs, files stored from a direct upload
// (use courseAsset, public bucket) and served at their public URL, rename (fileName errors), delete
// (object gone), and each refusal: an upload used twice or by someone else, unknown folders and files.
import { createHash, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client';

const stack = inject('stack');
const keyed = () => ({ headers: { 'idempotency-key': randomUUID() } });
const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('base64');
// A 1×1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let admin: ApiClient;
beforeAll(async () => {
  admin = new ApiClient(stack.url);
  await admin.signIn('admin@example.com');
  await admin.bootstrap();
});

async function upload(client: ApiClient, bytes = PNG, filename = 'chart.png', serviceName = 's3_public') {
  const reply = await client.post('/api/direct_uploads', {
    blob: { filename, byteSize: bytes.length, contentType: 'image/png', checksum: md5(bytes), serviceName },
    use: 'courseAsset',
  });
  expect(reply.status).toBe(200);
  const put = await fetch(reply.body.direct_upload.url, {
    method: 'PUT',
    headers: reply.body.direct_upload.headers,
    body: new Uint8Array(bytes),
  });
  expect(put.status).toBe(200);
  return reply.body.signed_id as string;
}

const newFolder = async (name: string, parentId?: string) => {
  const reply = await admin.request(
    'POST',
    '/api/active_folders.json',
    { activeFolder: { name, ...(parentId ? { folderableType: 'ActiveFolder', folderableId: parentId } : {}) } },
    keyed(),
  );
  expect(reply.status).toBe(201);
  return reply.body.activeFolder as { id: string; name: string };
};

describe('folders', () => {
  it('creates nested folders, lists each level by name, and gives the crumbs from the top', async () => {
    const top = await newFolder(`Images ${randomUUID().slice(0, 6)}`);
    const child = await newFolder('Charts', top.id);
    await newFolder('Algorithms', top.id);
    const root = await admin.get('/api/active_resources.json');
    expect(root.body.activeFolders.map((folder: { id: string }) => folder.id)).toContain(top.id);
    expect(root.body.crumbs).toEqual([]);
    const inside = await admin.get(`/api/active_resources.json?folderableType=ActiveFolder&folderableId=${top.id}`);
    expect(inside.body.activeFolders.map((folder: { name: string }) => folder.name)).toEqual(['Algorithms', 'Charts']);
    expect(inside.body.activeFolders[1]).toMatchObject({
      id: child.id,
      folderableType: 'ActiveFolder',
      folderableId: top.id,
    });
    const deep = await admin.get(`/api/active_resources.json?folderableType=ActiveFolder&folderableId=${child.id}`);
    expect(deep.body).toMatchObject({
      activeFolders: [],
      activeFiles: [],
      crumbs: [
        { id: top.id, name: top.name },
        { id: child.id, name: 'Charts' },
      ],
    });
  });

  it('answers 422 for a blank name or a half-named place, 404 for an unknown folder', async () => {
    expect(
      await admin.request('POST', '/api/active_folders.json', { activeFolder: { name: ' ' } }, keyed()),
    ).toMatchObject({ status: 422, body: { errors: { name: ["can't be blank"] } } });
    expect(
      (
        await admin.request(
          'POST',
          '/api/active_folders.json',
          { activeFolder: { name: 'x', folderableType: 'ActiveFolder' } },
          keyed(),
        )
      ).body.errors,
    ).toEqual({ folderableId: ["can't be blank"] });
    expect(
      (
        await admin.request(
          'POST',
          '/api/active_folders.json',
          { activeFolder: { name: 'x', folderableType: 'ActiveFolder', folderableId: 'nope' } },
          keyed(),
        )
      ).status,
    ).toBe(404);
    expect((await admin.get('/api/active_resources.json?folderableType=ActiveFolder&folderableId=nope')).status).toBe(
      404,
    );
    expect((await admin.get('/api/active_resources.json?folderableType=Course&folderableId=x')).status).toBe(422);
  });
});

describe('files', () => {
  it('stores an uploaded image in a folder, serves it at its public URL, renames and deletes it', async () => {
    const folder = await newFolder(`Uploads ${randomUUID().slice(0, 6)}`);
    const signedId = await upload(admin);
    const created = await admin.request(
      'POST',
      '/api/active_files.json',
      {
        activeFile: { file: signedId, fileName: 'ECG chart.png', fileableType: 'ActiveFolder', fileableId: folder.id },
      },
      keyed(),
    );
    expect(created.status).toBe(201);
    const file = created.body.activeFile;
    expect(file).toMatchObject({
      fileName: 'ECG chart.png',
      contentType: 'image/png',
      byteSize: PNG.length,
      fileableType: 'ActiveFolder',
      fileableId: folder.id,
      creator: { firstName: 'Ada', lastName: 'Content', avatar: { small: null } },
    });
    expect(file.cdnUrl).toMatch(/^http.*\/courseAsset\/[0-9a-f-]+\/chart\.png$/);
    const served = await fetch(file.cdnUrl);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    const listed = await admin.get(`/api/active_resources.json?folderableType=ActiveFolder&folderableId=${folder.id}`);
    expect(listed.body.activeFiles).toEqual([file]);

    // Rename: display name only, the URL is unchanged; errors come under fileName.
    const renamed = await admin.patch(`/api/active_files/${file.id}.json`, {
      activeFile: { fileName: 'ECG rhythm strip.png' },
    });
    expect(renamed.body.activeFile).toMatchObject({
      id: file.id,
      fileName: 'ECG rhythm strip.png',
      cdnUrl: file.cdnUrl,
    });
    expect(await admin.patch(`/api/active_files/${file.id}.json`, { activeFile: { fileName: '' } })).toMatchObject({
      status: 422,
      body: { errors: { fileName: ["can't be blank"] } },
    });
    expect(
      (await admin.patch(`/api/active_files/${file.id}.json`, { activeFile: { fileName: 'a/b.png' } })).body.errors
        .fileName,
    ).toEqual(['cannot contain slashes or control characters']);
    expect((await admin.patch('/api/active_files/nope.json', { activeFile: { fileName: 'x.png' } })).status).toBe(404);

    const deleted = await admin.delete(`/api/active_files/${file.id}`);
    expect(deleted.body).toEqual({ toaster: { type: 'success', message: 'Deleted ECG rhythm strip.png.' } });
    expect((await fetch(file.cdnUrl)).status).toBe(404);
    expect(
      (await admin.get(`/api/active_resources.json?folderableType=ActiveFolder&folderableId=${folder.id}`)).body
        .activeFiles,
    ).toEqual([]);
    expect((await admin.delete(`/api/active_files/${file.id}`)).status).toBe(404);
  });

  it('stores a file at the top level with its uploaded name by default', async () => {
    const created = await admin.request(
      'POST',
      '/api/active_files.json',
      { activeFile: { file: await upload(admin, PNG, 'top-level.png') } },
      keyed(),
    );
    expect(created.body.activeFile).toMatchObject({ fileName: 'top-level.png', fileableType: null, fileableId: null });
    await admin.delete(`/api/active_files/${created.body.activeFile.id}`);
  });

  it('refuses a missing, reused, private or unknown upload, and an unknown folder', async () => {
    expect((await admin.request('POST', '/api/active_files.json', { activeFile: {} }, keyed())).body.errors).toEqual({
      file: ["can't be blank"],
    });
    const signedId = await upload(admin);
    const first = admin.request('POST', '/api/active_files.json', { activeFile: { file: signedId } }, keyed());
    const second = admin.request('POST', '/api/active_files.json', { activeFile: { file: signedId } }, keyed());
    const statuses = (await Promise.all([first, second])).map((reply) => reply.status).sort();
    expect(statuses).toEqual([201, 422]);
    expect(
      (
        await admin.request(
          'POST',
          '/api/active_files.json',
          { activeFile: { file: 'upl_notarealsignedid000000' } },
          keyed(),
        )
      ).body.errors.file,
    ).toEqual(['The uploaded file is no longer valid. Please upload it again.']);
    expect(
      (
        await admin.request(
          'POST',
          '/api/active_files.json',
          { activeFile: { file: await upload(admin, PNG, 'p.png', 's3_private') } },
          keyed(),
        )
      ).body.errors.file[0],
    ).toMatch(/public bucket/);
    expect(
      (
        await admin.request(
          'POST',
          '/api/active_files.json',
          { activeFile: { file: await upload(admin), fileableType: 'ActiveFolder', fileableId: 'nope' } },
          keyed(),
        )
      ).status,
    ).toBe(404);
  });
});
