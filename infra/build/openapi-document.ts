// GET /api/openapi.json's Lambda serves a document built here, at bundle time, from the same sources
// the local stack builds it from at run time (functions/domain/platform/openapi-document.ts). Built in
// the function, it would carry every contract, zod and its JSON Schema generator: 342 KB of the 400 KB
// budget, growing with each route, and ~0.3 s more cold start. Here the module is replaced by the
// document, gzipped (238 KB of JSON is 24 KB), and the function unzips it once per cold start (247 KB in all).
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'esbuild';
import { openapiDocument } from '@functions/domain/platform/openapi-document';

const DOCUMENT_MODULE = /[\\/]functions[\\/]domain[\\/]platform[\\/]openapi-document\.ts$/;

/** The module that stands in for openapi-document.ts in a bundle: the same export, over the built document. */
export function prebuiltDocumentModule(document: unknown = openapiDocument()): string {
  const gzipped = gzipSync(JSON.stringify(document), { level: 9 }).toString('base64');
  return [
    "import { gunzipSync } from 'node:zlib';",
    `const GZIPPED = ${JSON.stringify(gzipped)};`,
    'let document;',
    'export function openapiDocument() {',
    "  document ??= JSON.parse(gunzipSync(Buffer.from(GZIPPED, 'base64')).toString('utf8'));",
    '  return document;',
    '}',
  ].join('\n');
}

export const openapiDocumentPlugin: Plugin = {
  name: 'openapi-document',
  setup(build) {
    let contents: string | undefined;
    build.onLoad({ filter: DOCUMENT_MODULE }, () => {
      contents ??= prebuiltDocumentModule();
      return { contents, loader: 'js' };
    });
  },
};
