// Direct uploads: the browser asks for a presigned PUT, sends the file straight to S3, then
// submits the returned signed id with a form (e.g. the profile's driversLicense).
import * as z from 'zod/mini';
import { defineContract } from './contract';
import { messageBody, validationErrors } from './envelope';
import { MAX_LENGTH } from './limits';
import { UPLOAD_USE_NAMES } from '../rules/uploads';

/** Base64 of a 16-byte MD5 digest (what Content-MD5 carries). */
const MD5_BASE64 = /^[A-Za-z0-9+/]{22}==$/;

export const blobInput = z.object({
  filename: z
    .string()
    .check(z.trim(), z.minLength(1, "can't be blank"), z.maxLength(255, 'is too long (maximum is 255 characters)')),
  byteSize: z.number().check(z.int('must be a whole number of bytes'), z.minimum(1, 'The file is empty.')),
  contentType: z.string().check(z.trim(), z.minLength(1, "can't be blank"), z.maxLength(255)),
  checksum: z
    .string()
    .check(
      z.maxLength(MAX_LENGTH.id, 'must be the base64 MD5 of the file'),
      z.regex(MD5_BASE64, 'must be the base64 MD5 of the file'),
    ),
  serviceName: z._default(z.enum(['s3_public', 's3_private']), 's3_public'),
});

export const createDirectUpload = defineContract({
  method: 'POST',
  path: '/api/direct_uploads',
  access: 'learner',
  summary:
    "Presigned PUT (signs Content-Length, Content-MD5 and Content-Type, short-lived) for one file of a use (shared/rules/uploads.ts: allowed types, size cap, bucket). `use` is our optional addition: without it (the spec's request) the file may go to any form the caller may upload for whose rules accept it, and when both a personal document and a public file would, serviceName decides. The signed_id is bound to the caller, expires in an hour and is accepted once by the form that takes it. Personal documents go to the private bucket whatever serviceName says; public files wait under a pending prefix (not served, gone after a day) until a form takes them.",
  grants: ['table:write', 'bucket:public:upload', 'bucket:private:upload'],
  body: z.object({ blob: blobInput, use: z.optional(z.enum(UPLOAD_USE_NAMES, 'is not a known kind of upload')) }),
  responses: {
    200: z.object({
      signed_id: z.string(),
      direct_upload: z.object({ url: z.string(), headers: z.record(z.string(), z.string()) }),
      /** When the signed id stops being accepted (ISO instant). */
      expiresAt: z.string(),
    }),
    403: messageBody,
    413: validationErrors,
    422: validationErrors,
  },
});
