// What may be uploaded for each use: allowed content types, size cap and which bucket. Shared by
// the API (refuses before presigning) and the web upload component (refuses before reading the file).

export type UploadService = 's3_public' | 's3_private';

export interface UploadUse {
  /** MIME types accepted (exact match). */
  contentTypes: readonly string[];
  /** Largest file accepted, in bytes. */
  maxBytes: number;
  /** Personal documents always go to the private bucket, whatever the client asks. */
  forcePrivate: boolean;
  /** Who may upload for this use (content admins may also upload as learners). */
  access: 'learner' | 'groupAdmin' | 'contentAdmin';
  /** Shown next to the field: what the user may pick. */
  hint: string;
}

const IMAGES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/heic'] as const;
const MB = 1024 * 1024;

/**
 * Add a line here for a new kind of upload; the server and the web component follow it. Only add a
 * use together with the form that takes its signed id: a public use nobody claims is free hosting.
 * SVG (a document that can carry script and links) is for content admins only, and is served with
 * `Content-Security-Policy: sandbox` (infra/upload-serving.ts).
 */
export const UPLOAD_USES = {
  driversLicense: {
    contentTypes: [...IMAGES, 'application/pdf'],
    maxBytes: 10 * MB,
    forcePrivate: true,
    access: 'learner',
    hint: 'An image or PDF, up to 10 MB.',
  },
  courseAsset: {
    contentTypes: [...IMAGES, 'image/svg+xml', 'application/pdf', 'video/mp4'],
    maxBytes: 100 * MB,
    forcePrivate: false,
    access: 'contentAdmin',
    hint: 'An image, PDF or MP4 video, up to 100 MB.',
  },
  externalCertification: {
    contentTypes: [...IMAGES, 'application/pdf'],
    maxBytes: 10 * MB,
    forcePrivate: true,
    access: 'groupAdmin',
    hint: 'An image or PDF, up to 10 MB.',
  },
} as const satisfies Record<string, UploadUse>;

export type UploadUseName = keyof typeof UPLOAD_USES;
export const UPLOAD_USE_NAMES = Object.keys(UPLOAD_USES) as [UploadUseName, ...UploadUseName[]];

export const UPLOAD_MESSAGES = {
  contentType: (use: UploadUse) => `This type of file is not accepted. ${use.hint}`,
  tooLarge: (use: UploadUse) => `The file is too large. ${use.hint}`,
  empty: 'The file is empty.',
  /** No kind of upload the caller may make accepts this type (POST /api/direct_uploads without `use`). */
  noUseAccepts: 'This type of file is not accepted here.',
  /** A signed id that is unknown, someone else's, expired, already used or for another use. */
  invalidSignedId: 'The uploaded file is no longer valid. Please upload it again.',
  /** The object in the bucket is missing or does not match its declared size and checksum. */
  notUploaded: 'The file did not upload completely. Please upload it again.',
} as const;

/** Bytes as the hint and errors show them: `10 MB`, `512 KB`. */
export function formatBytes(bytes: number): string {
  if (bytes >= MB) return `${Math.round((bytes / MB) * 10) / 10} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The client-side check the server repeats: null when acceptable, else the message. */
export function uploadRefusal(useName: UploadUseName, file: { size: number; type: string }): string | null {
  const use: UploadUse = UPLOAD_USES[useName];
  if (!use.contentTypes.includes(file.type)) return UPLOAD_MESSAGES.contentType(use);
  if (file.size <= 0) return UPLOAD_MESSAGES.empty;
  if (file.size > use.maxBytes) return UPLOAD_MESSAGES.tooLarge(use);
  return null;
}

/** Size of the chunks the browser reads to compute the MD5 (the spec's 2 MB). */
export const CHECKSUM_CHUNK_BYTES = 2 * MB;
