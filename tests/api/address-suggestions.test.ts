// Address autocomplete is off locally (no place index): the bootstrap says so, and the suggestions
// route answers 404 to a signed-in learner (401 anonymous, 422 for a too-short query).
import { describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client';

const stack = inject('stack');

describe('address suggestions, locally', () => {
  it('are off: bootstrap addressAutocomplete false and the route a 404', async () => {
    const learner = new ApiClient(stack.url);
    await learner.signIn('learner@example.com');
    expect((await learner.bootstrap()).body.addressAutocomplete).toBe(false);
    expect(await learner.get('/api/address_suggestions.json?q=123%20Main')).toMatchObject({
      status: 404,
      body: { message: 'Address suggestions are not available.' },
    });
    expect(await learner.get('/api/address_suggestions.json?q=12')).toMatchObject({
      status: 422,
      body: { errors: { q: ['is too short (minimum is 3 characters)'] } },
    });
  });

  it('refuses anonymous callers', async () => {
    const anonymous = new ApiClient(stack.url);
    expect((await anonymous.bootstrap()).body.addressAutocomplete).toBe(false);
    expect((await anonymous.get('/api/address_suggestions.json?q=123%20Main')).status).toBe(401);
  });
});
