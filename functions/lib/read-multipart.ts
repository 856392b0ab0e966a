// Reads a multipart/form-data body for a contract that declares `multipart`. The body's bytes are
// already in memory and capped by the factory; busboy splits them into the text fields and the
// contract's one file, refusing a file over the contract's limit. The handlers of such contracts pass
// it to defineHttpHandler (`{ readMultipart }`), so no other Lambda bundles busboy.
import busboy from 'busboy';
import { Invalid } from './errors';
import { describeBytes, type ReadMultipart, type UploadedFile } from './multipart';

const MALFORMED = 'The request body is not valid multipart form data.';

export const readMultipart: ReadMultipart = (body, contentType, spec) => {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        limits: { files: 1, fileSize: spec.maxFileBytes, fields: 20, fieldSize: 10 * 1024 },
      });
    } catch {
      return reject(Invalid.field('base', MALFORMED));
    }
    const fields: Record<string, string> = {};
    let file: UploadedFile | null = null;
    let tooLarge = false;
    const reading: Promise<void>[] = [];
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== spec.file) return void stream.resume();
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        tooLarge = true;
      });
      // A part cut short ("Unexpected end of form") errors on the file stream too; unheard, it would
      // crash the process. The parser's own 'error' below answers it as malformed.
      stream.on('error', () => undefined);
      reading.push(
        new Promise((done) =>
          stream.on('close', () => {
            file = { filename: info.filename ?? '', contentType: info.mimeType ?? '', bytes: Buffer.concat(chunks) };
            done();
          }),
        ),
      );
    });
    parser.on('error', () => reject(Invalid.field('base', MALFORMED)));
    parser.on('close', () => {
      void Promise.all(reading).then(() => {
        if (tooLarge)
          return reject(Invalid.field(spec.file, `The file must be at most ${describeBytes(spec.maxFileBytes)}`));
        if (!file?.filename) return reject(Invalid.field(spec.file, 'A file is required'));
        resolve({ fields, file });
      });
    });
    parser.end(body);
  });
};
