// Every contract has its handler file and every handler file has a contract.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contracts } from '@shared/contracts/index';
import { toApiGatewayPath } from '@shared/contracts/path';

const handlersDir = path.resolve(import.meta.dirname, '../../functions/handlers/http');

function handlerFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? handlerFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`)
      : entry.name.endsWith('.ts')
        ? [`${prefix}${entry.name.slice(0, -3)}`]
        : [],
  );
}

describe('contracts and handlers', () => {
  it('every contract has a handler file', () => {
    const missing = Object.keys(contracts).filter((key) => !existsSync(path.join(handlersDir, `${key}.ts`)));
    expect(missing).toEqual([]);
  });

  it('every handler file has a contract', () => {
    const orphans = handlerFiles(handlersDir).filter((key) => !(key in contracts));
    expect(orphans).toEqual([]);
  });

  it('no two contracts share a method and path, locally or as API Gateway routes', () => {
    const routes = Object.values(contracts).map((c) => `${c.method} ${toApiGatewayPath(c.path)}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it("every path is under /api/ (but the spec's Google sign-in navigations, under /auth/, and the DID document did:web prescribes) and every key is <domain>/<kebab-case-operation>", () => {
    const specNavigations = new Set(['/auth/google_oauth2', '/auth/google_oauth2/callback', '/.well-known/did.json']);
    for (const [key, contract] of Object.entries(contracts)) {
      expect(contract.path.startsWith('/api/') || specNavigations.has(contract.path), key).toBe(true);
      expect(key).toMatch(/^[a-z-]+\/[a-z0-9-]+$/);
    }
  });
});
