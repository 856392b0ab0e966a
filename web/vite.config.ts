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

export default defineConfig({
  root: webRoot,
  publicDir: 'public',
  plugins: [apiRoutesPlugin(`${webRoot}src`), react(), pruneCssVariablesPlugin(`${webRoot}src`)],
  // @shared/* and @web/* from tsconfig.json.
  resolve: { tsconfigPaths: true },
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
});
