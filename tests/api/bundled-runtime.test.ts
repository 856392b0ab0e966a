// The stack runs the code the project asked for: the `api` project the TypeScript sources, the
// `api-bundled` project (npm test runs the journeys there too) the esbuild bundles CDK deploys, on
// the Node major Lambda runs them on (nodejs22.x), fetched from the npm registry when this machine
// has another (infra/local/lambda-node.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { handlerEntries, httpBundleName, LAMBDA_NODE_MAJOR } from '@infra/build/bundle';
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

  it(`runs them on ${bundled ? `Node ${LAMBDA_NODE_MAJOR}, the Lambda runtime's` : "the stack's own Node"}`, async () => {
    const client = new ApiClient(stack.url);
    expect((await client.get('/api/health.json')).status).toBe(200);
    // Asked of the process that ran the health bundle just now.
    const runtime = (await client.get('/_local/handlers.json')).body as { node: string; loaded: string[] };
    if (bundled) {
      expect(runtime.node).toMatch(new RegExp(`^v${LAMBDA_NODE_MAJOR}\\.`));
      expect(runtime.loaded).toContain(path.join(stack.handlers.dir, httpBundleName('platform/health'), 'index.mjs'));
    } else expect(runtime.node).toBe(process.version);
    expect(stack.handlers.node).toBe(runtime.node);
  });

  it('serves the OpenAPI document the sources build (built into the bundle by infra/build/openapi-document.ts)', async () => {
    expect((await new ApiClient(stack.url).get('/api/openapi.json')).body).toEqual(openapiDocument());
  });
});
