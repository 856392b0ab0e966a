// The direct-upload protocol as one function: check the file against its use, compute its MD5 in
// 2 MB chunks, ask POST /api/direct_uploads for a presigned PUT, send the file straight to S3 with
// the signed headers (progress from XHR), and resolve with the signed id a form submits.
import { CHECKSUM_CHUNK_BYTES, uploadRefusal, type UploadService, type UploadUseName } from '@shared/rules/uploads';
import { callApi } from '@web/lib/api';
import { fileMd5Base64 } from '@web/lib/md5';
import { apiRoute } from '../lib/api-route';

const createDirectUpload = apiRoute('uploads/create-direct-upload');

export type UploadPhase = 'checking' | 'uploading';

export interface DirectUploadOptions {
  use: UploadUseName;
  serviceName?: UploadService;
  /** Fraction done (0-1) of the current phase. */
  onProgress?: (phase: UploadPhase, fraction: number) => void;
  signal?: AbortSignal;
}

/** A refusal to show the user (the field's message); anything else is a network or server failure. */
export class UploadRefused extends Error {}

export const UPLOAD_FAILED = 'The upload failed. Check your connection and try again.';

export async function directUpload(file: File, options: DirectUploadOptions): Promise<{ signedId: string }> {
  const contentType = file.type || 'application/octet-stream';
  const refusal = uploadRefusal(options.use, { size: file.size, type: contentType });
  if (refusal) throw new UploadRefused(refusal);

  const checksum = await fileMd5Base64(
    file,
    CHECKSUM_CHUNK_BYTES,
    (f) => options.onProgress?.('checking', f),
    options.signal,
  );
  const reply = await callApi(createDirectUpload, {
    body: {
      blob: {
        filename: file.name,
        byteSize: file.size,
        contentType,
        checksum,
        serviceName: options.serviceName ?? 's3_public',
      },
      use: options.use,
    },
    redirectOnUnauthorized: false,
    signal: options.signal,
  });
  if (reply.status !== 200) {
    const first = 'errors' in reply.body ? Object.values(reply.body.errors).flat()[0] : reply.body.message;
    throw new UploadRefused(first ?? UPLOAD_FAILED);
  }
  await putFile(
    reply.body.direct_upload.url,
    reply.body.direct_upload.headers,
    file,
    (f) => options.onProgress?.('uploading', f),
    options.signal,
  );
  return { signedId: reply.body.signed_id };
}

function putFile(
  url: string,
  headers: Record<string, string>,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve();
      } else reject(new Error(`Upload refused with ${xhr.status}`));
    };
    xhr.onerror = () => reject(new Error('Upload failed'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
