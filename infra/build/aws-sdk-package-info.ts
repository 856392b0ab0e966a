// Each AWS SDK client imports its whole package.json (~2 KB minified: scripts, dependencies) for one
// field, the version in its user agent. This esbuild plugin gives it name and version only.
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';

const CLIENT_PACKAGE_JSON = /[\\/]node_modules[\\/]@aws-sdk[\\/]client-[^\\/]+[\\/]package\.json$/;

export const awsSdkPackageInfoPlugin: Plugin = {
  name: 'aws-sdk-package-info',
  setup(build) {
    build.onLoad({ filter: CLIENT_PACKAGE_JSON }, async ({ path }) => {
      const { name, version } = JSON.parse(await readFile(path, 'utf8')) as { name: string; version: string };
      return { contents: JSON.stringify({ name, version }), loader: 'json' };
    });
  },
};
