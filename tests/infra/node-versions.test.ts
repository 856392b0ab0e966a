// One Node story (SECURITY-REVIEW L9): the Lambdas run nodejs22.x and the bundles target node22;
// package.json's engines admits that and CI's Node 20 (the README says both).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Runtime } from 'aws-cdk-lib/aws-lambda';
import { describe, expect, it } from 'vitest';
import { LAMBDA_NODE_MAJOR } from '@infra/build/bundle';

const root = path.resolve(import.meta.dirname, '../..');
const engines = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { engines: { node: string } })
  .engines.node;
const CI_NODE_MAJOR = 20;

/** `>=M.m` only (no upper bound), read as its major and minor. */
function lowerBound(range: string): [number, number] {
  const match = /^>=(\d+)\.(\d+)(?:\.\d+)?$/.exec(range);
  if (!match) throw new Error(`engines.node should be a plain lower bound, not ${range}`);
  return [Number(match[1]), Number(match[2])];
}

describe('Node versions', () => {
  it('engines admits CI (Node 20), the Lambda runtime and the Node running this test', () => {
    const [major] = lowerBound(engines);
    expect(major).toBeLessThanOrEqual(CI_NODE_MAJOR);
    expect(major).toBeLessThanOrEqual(LAMBDA_NODE_MAJOR);
    const [runningMajor, runningMinor] = process.versions.node.split('.').map(Number) as [number, number];
    const [minMajor, minMinor] = lowerBound(engines);
    expect(runningMajor > minMajor || (runningMajor === minMajor && runningMinor >= minMinor)).toBe(true);
  });

  it('the Lambda runtime is the Node major the bundles target', () => {
    expect(Runtime.NODEJS_22_X.name).toBe(`nodejs${LAMBDA_NODE_MAJOR}.x`);
    expect(readFileSync(path.join(root, 'infra/constructs/app-function.ts'), 'utf8')).toContain(
      `Runtime.NODEJS_${LAMBDA_NODE_MAJOR}_X`,
    );
  });

  it('the README states the supported versions', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(readme).toContain(`Node ${engines.slice(2)}+`);
    expect(readme).toContain(`nodejs${LAMBDA_NODE_MAJOR}.x`);
  });
});
