// multipart/form-data bodies for contracts that declare `multipart` (a file import such as the CSV of
// invitations): the shapes the factory hands impl. The reader (busboy) is in read-multipart.ts.

export interface UploadedFile {
  filename: string;
  /** As the client declared it (browsers derive it from the file name). */
  contentType: string;
  bytes: Buffer;
}

/** What impl receives for a multipart request: the text fields and the declared file. */
export interface MultipartForm {
  fields: Record<string, string>;
  file: UploadedFile;
}

export interface MultipartSpec {
  /** The form field carrying the file (the spec's `import_file`). */
  file: string;
  maxFileBytes: number;
}

export const isMultipart = (contentType: string | undefined): contentType is string =>
  /^multipart\/form-data\s*;/i.test(contentType ?? '');

/** A size for messages: '1 MB', '512 KB'. */
export const describeBytes = (bytes: number): string =>
  bytes >= 1024 * 1024 ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;

/** Reads a capped multipart body (functions/lib/read-multipart.ts): a handler option, so only the routes that take a form bundle busboy. */
export type ReadMultipart = (body: Buffer, contentType: string, spec: MultipartSpec) => Promise<MultipartForm>;
