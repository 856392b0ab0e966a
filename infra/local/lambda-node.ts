// The Node the Lambdas run (nodejs22.x: LAMBDA_NODE_MAJOR), for running the deployable bundles
// locally (`npm start -- --bundled`, the api-bundled tests) when this machine's Node is another
// major. It comes from the npm registry, which the project needs anyway: the `node-<os>-<cpu>`
// packages hold the official binaries. Fetched once (~50 MB) into .build/lambda-node/.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { LAMBDA_NODE_MAJOR, repoRoot } from '../build/bundle';

const run = promisify(execFile);

/** A Node binary of another version than this process's, given by path. */
export const LAMBDA_NODE_ENV = 'LAMBDA_NODE_BINARY';

const majorOf = (version: string) => Number(/^v?(\d+)\./.exec(version)?.[1]);

async function versionOf(binary: string): Promise<string | null> {
  try {
    return (await run(binary, ['--version'])).stdout.trim();
  } catch {
    return null;
  }
}

/** The npm package with this platform's official Node binary (`bin/node`). */
function binaryPackage(): string {
  if (process.platform !== 'linux' && process.platform !== 'darwin')
    throw new Error(
      `No Node ${LAMBDA_NODE_MAJOR} package for ${process.platform} on the npm registry: set ${LAMBDA_NODE_ENV} to a Node ${LAMBDA_NODE_MAJOR} binary.`,
    );
  return `node-${process.platform}-${process.arch}@${LAMBDA_NODE_MAJOR}`;
}

/** Path of a Node binary of the Lambda runtime's major, fetching it from the npm registry the first time. */
export async function ensureLambdaNode(log: (line: string) => void = () => undefined): Promise<string> {
  if (majorOf(process.version) === LAMBDA_NODE_MAJOR) return process.execPath;
  const given = process.env[LAMBDA_NODE_ENV];
  if (given) {
    const version = await versionOf(given);
    if (!version || majorOf(version) !== LAMBDA_NODE_MAJOR)
      throw new Error(
        `${LAMBDA_NODE_ENV}=${given} is not a Node ${LAMBDA_NODE_MAJOR} binary (${version ?? 'it does not run'}).`,
      );
    return given;
  }
  const home = path.join(repoRoot, '.build', 'lambda-node', `${process.platform}-${process.arch}-${LAMBDA_NODE_MAJOR}`);
  const binary = path.join(home, 'bin', 'node');
  if (existsSync(binary) && majorOf((await versionOf(binary)) ?? '') === LAMBDA_NODE_MAJOR) return binary;

  const spec = binaryPackage();
  log(`Fetching Node ${LAMBDA_NODE_MAJOR} (the Lambda runtime's) from the npm registry: ${spec}...`);
  const work = `${home}.tmp-${process.pid}`;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  try {
    const { stdout } = await run('npm', ['pack', spec, '--pack-destination', work, '--silent'], {
      cwd: work,
      maxBuffer: 16 * 1024 * 1024,
    });
    const tarball = stdout.trim().split('\n').at(-1)!;
    await run('tar', ['-xzf', path.join(work, tarball), '-C', work, 'package/bin/node']);
    rmSync(path.join(work, tarball));
    const version = await versionOf(path.join(work, 'package', 'bin', 'node'));
    if (!version || majorOf(version) !== LAMBDA_NODE_MAJOR)
      throw new Error(`${spec} gave ${version ?? 'a binary that does not run here'}`);
    rmSync(home, { recursive: true, force: true });
    mkdirSync(path.dirname(home), { recursive: true });
    try {
      renameSync(path.join(work, 'package'), home);
    } catch (error) {
      // Another stack fetched it at the same time: use theirs.
      if (!existsSync(binary)) throw error;
    }
    log(`Node ${version} is in ${path.relative(repoRoot, home)}.`);
    return binary;
  } catch (error) {
    const detail = (error as { stderr?: string }).stderr?.trim() || (error as Error).message;
    throw new Error(
      `Could not fetch Node ${LAMBDA_NODE_MAJOR} from the npm registry (${spec}): ${detail}\nThe bundles run on the Lambda runtime's Node; set ${LAMBDA_NODE_ENV} to a Node ${LAMBDA_NODE_MAJOR} binary to use one you have.`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
