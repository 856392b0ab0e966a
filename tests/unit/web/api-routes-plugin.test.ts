// The web build inlines route descriptors (web/api-routes-plugin.ts): what the browser gets for
// `apiRoute('<key>')` is exactly what the contract says, and a key the build cannot resolve fails it.
import { describe, expect, it } from 'vitest';
import { contracts } from '@shared/contracts';
import { routeOf } from '@shared/contracts/route';
import { apiRoute } from '@web/lib/api-route';
import { inlineApiRoutes } from '@web-build/api-routes-plugin';

const inlined = (key: string) => JSON.parse(inlineApiRoutes(`apiRoute('${key}')`).slice(1, -1)) as unknown;

describe('route descriptors', () => {
  it('the build inlines, for every contract, the descriptor the app computes in tests', () => {
    for (const key of Object.keys(contracts) as (keyof typeof contracts)[]) expect(inlined(key)).toEqual(apiRoute(key));
  });

  it('carry method, exact path, declared statuses and idempotency', () => {
    expect(routeOf('x/y', contracts['profile/sign-up'])).toEqual({
      key: 'x/y',
      method: 'POST',
      path: contracts['profile/sign-up'].path,
      idempotent: true,
      statuses: Object.keys(contracts['profile/sign-up'].responses).map(Number),
    });
  });

  it('replaces every call in a module and leaves the rest alone', () => {
    const code = "const a = apiRoute('auth/login');\nconst b = apiRoute(\"auth/logout\");\nconst c = 'apiRoute';";
    const out = inlineApiRoutes(code);
    expect(out).not.toMatch(/apiRoute\(/);
    expect(out).toContain('"path":"/api/auth/login.json"');
    expect(out).toContain("const c = 'apiRoute';");
  });

  it('fails the build on an unknown key or a key that is not a string literal', () => {
    expect(() => inlineApiRoutes("apiRoute('auth/no-such-operation')")).toThrow(/no contract has that key/);
    expect(() => inlineApiRoutes('apiRoute(key)')).toThrow(/string literal/);
  });
});

describe('route descriptors in odd places', () => {
  it('leaves comments, method calls and longer names alone', () => {
    const code =
      "// e.g. apiRoute('<key>') or apiRoute(key)\n * apiRoute(x)\nconst a = client.apiRoute('nope');\nconst b = myapiRoute('nope');";
    expect(inlineApiRoutes(code)).toBe(code);
  });
});
