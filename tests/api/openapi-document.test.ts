// GET /api/openapi.json through the local gateway: public, cacheable, no session, and the very document
// every API test checks its replies against (tests/support/openapi-check.ts).
import { describe, expect, inject, it } from 'vitest';
import { openapiDocument } from '@functions/domain/platform/openapi-document';
import { ApiClient } from '../support/api-client';

const stack = inject('stack');

describe('GET /api/openapi.json', () => {
  it('serves the OpenAPI document to anyone, cacheable for an hour, without starting a session', async () => {
    const reply = await new ApiClient(stack.url).get('/api/openapi.json');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
    expect(reply.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(reply.headers.getSetCookie()).toEqual([]);
    expect(reply.body).toEqual(openapiDocument());
  });

  it('is the same for a signed-in caller', async () => {
    const client = new ApiClient(stack.url);
    await client.signIn('learner@example.com');
    expect((await client.get('/api/openapi.json')).body.info.version).toBe(openapiDocument().info.version);
  });
});
