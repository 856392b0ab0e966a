// The SPA build: root web/, output web/dist (served by CloudFront in AWS and by the local gateway).
// In dev, /api and the realtime WebSocket go to the local gateway on :3000. Load it with
// `--configLoader runner` (package.json does): the api-routes plugin imports shared/contracts,
// whose extensionless imports Vite's default config bundler warns about.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { apiRoutesPlugin } from './api-routes-plugin.js';
import { pruneCssVariablesPlugin } from './prune-css-variables.js';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:3000';

// React Router's package exports only its development build (dev warnings on); the production
// build it ships beside it drops them. Builds use that one; the dev server keeps the warnings.
const reactRouterBuild = (command: string) =>
  command === 'build'
    ? [
        { find: /^react-router$/, replacement: `${repoRoot}node_modules/react-router/dist/production/index.mjs` },
        {
          find: /^react-router\/dom$/,
          replacement: `${repoRoot}node_modules/react-router/dist/production/dom-export.mjs`,
        },
      ]
    : [];

export default defineConfig(({ command }) => ({
  root: webRoot,
  publicDir: 'public',
  plugins: [apiRoutesPlugin(`${webRoot}src`), react(), pruneCssVariablesPlugin(`${webRoot}src`)],
  // @shared/* and @web/* from tsconfig.json.
  resolve: { tsconfigPaths: true, alias: reactRouterBuild(command) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // The manifest lets the bench (and anyone curious) sum the JS a route loads.
    manifest: true,
    // Route modules are split by React.lazy; the framework code every page needs goes into one
    // long-cacheable chunk. react-query is not in it: only pages that read data load it.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            },
            // The small modules the entry and nearly every page share, in one file instead of ten
            // (each file costs its own gzip header and request).
            {
              name: 'core',
              test: /(web[\\/]src[\\/]lib[\\/](api|toast|retry|cache|navigation|contract-key|contract-mutation)|web[\\/]src[\\/]components[\\/](use-api-form|form-alert)|shared[\\/](paths|constants|contracts[\\/](path|headers)))\.tsx?$/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    // shared/ lives outside the web root.
    fs: { allow: [repoRoot] },
    // changeOrigin: the gateway answers only its own Host (DNS rebinding, infra/local/host-check.ts).
    proxy: {
      '/api': { target: gateway, changeOrigin: true, ws: true },
      '/realtime': { target: gateway, changeOrigin: true, ws: true },
      '/auth': { target: gateway, changeOrigin: true },
    },
  },
  preview: { port: 4173 },
}));
