// The stack runs the code the project asked for: the `api` project the TypeScript sources, the
// `api-bundled` project (npm test runs the journeys there too) the esbuild bundles CDK deploys.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { handlerEntries } from '@infra/build/bundle';
import { openapiDocument } from '@functions/domain/platform/openapi-document';
import { ApiClient } from '../support/api-client';

const stack = inject('stack');
const bundled = inject('bundled');

describe(`the local stack (${bundled ? '--bundled' : 'sources'})`, () => {
  it('loads its handlers from where this project asked', () => {
    expect(stack.handlers.mode).toBe(bundled ? 'bundled' : 'source');
    for (const { name, entry } of handlerEntries()) {
      const file = bundled ? path.join(stack.handlers.dir, name, 'index.mjs') : entry;
      expect(existsSync(file), file).toBe(true);
    }
  });

  it('answers through its handlers', async () => {
    expect((await new ApiClient(stack.url).get('/api/health.json')).body).toMatchObject({ status: 'ok' });
  });

  it('serves the OpenAPI document the sources build (built into the bundle by infra/build/openapi-document.ts)', async () => {
    expect((await new ApiClient(stack.url).get('/api/openapi.json')).body).toEqual(openapiDocument());
  });
});
