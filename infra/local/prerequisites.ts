// Java is needed by DynamoDB Local. Installed from Debian when missing and we are root.
import { execFileSync, spawnSync } from 'node:child_process';

export function ensureJava(): void {
  if (spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status !== 0) {
    throw new Error(
      'Java 17 or newer is required for DynamoDB Local: install it (e.g. `sudo apt-get install -y openjdk-17-jre-headless`) and run again.',
    );
  }
  process.stdout.write('Installing Java for DynamoDB Local (apt-get install openjdk-17-jre-headless)...\n');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'openjdk-17-jre-headless'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
