// Security review item 9: the x-local-source-ip header lets tests pose as other clients. Nothing that
// is deployed may read it, and only the test harness may tell the local gateway to honour it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEST_SOURCE_IP_HEADER, TRUST_TEST_SOURCE_IP_ENV } from '@infra/local/test-source-ip';

const root = path.resolve(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const relative = path.join(dir, name);
    if (statSync(path.join(root, relative)).isDirectory()) return sources(relative);
    return /\.(ts|tsx|mts|js|mjs)$/.test(name) ? [relative] : [];
  });
}

const mentioning = (files: string[], text: RegExp) =>
  files.filter((file) => text.test(readFileSync(path.join(root, file), 'utf8')));

describe('the test source-IP header', () => {
  it('is read by nothing deployed (functions/, infra/stacks, infra/constructs, infra/bin, shared/)', () => {
    const deployed = ['functions', 'shared', 'infra/stacks', 'infra/constructs', 'infra/bin'].flatMap(sources);
    expect(deployed.length).toBeGreaterThan(50);
    expect(mentioning(deployed, /local-source-ip|TEST_SOURCE_IP|test-source-ip/i)).toEqual([]);
  });

  it('is honoured only when the trust switch is on, and only the test harness turns it on', () => {
    expect(TEST_SOURCE_IP_HEADER).toBe('x-local-source-ip');
    const everything = ['functions', 'shared', 'infra', 'tests', 'scripts', 'web/src'].flatMap(sources);
    // Only the module that defines the switch spells its name; the rest import the constant.
    expect(mentioning(everything, new RegExp(TRUST_TEST_SOURCE_IP_ENV))).toEqual(['infra/local/test-source-ip.ts']);
    expect(mentioning(everything, /TRUST_TEST_SOURCE_IP_ENV\]: '1'/)).toEqual(['tests/support/local-stack.ts']);
    const readers = mentioning(everything, /TRUST_TEST_SOURCE_IP_ENV/).filter((file) => !file.startsWith('tests/'));
    expect(readers.sort()).toEqual(['infra/local/stack.ts', 'infra/local/test-source-ip.ts']);
  });
});
