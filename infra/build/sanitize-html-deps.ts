// sanitize-html requires all of htmlparser2 (whose CommonJS index also loads domhandler, domutils and
// dom-serializer with a second copy of `entities`, ~110 KB) and postcss (~90 KB with source-map-js),
// yet it only constructs htmlparser2's Parser, and only calls postcss when parseStyleAttributes is on,
// which functions/domain/admin/section-html.ts turns off. This esbuild plugin gives sanitize-html's
// `require('htmlparser2')` the Parser module alone (the same code) and its `require('postcss')` a
// parse that refuses (a guard, should someone turn style parsing on: section-html tests would fail).
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';

const FROM_SANITIZE_HTML = /[\\/]node_modules[\\/]sanitize-html[\\/]/;
const NAMESPACE = 'sanitize-html-deps';

export const sanitizeHtmlDepsPlugin: Plugin = {
  name: 'sanitize-html-deps',
  setup(build) {
    build.onResolve({ filter: /^(htmlparser2|postcss)$/ }, ({ path: name, importer }) => {
      if (!FROM_SANITIZE_HTML.test(importer)) return undefined;
      if (name === 'postcss') return { path: 'postcss', namespace: NAMESPACE };
      // The CommonJS build sanitize-html's require() gets, minus its index (exports hides the file).
      const index = createRequire(importer).resolve('htmlparser2');
      return { path: path.join(path.dirname(index), 'Parser.js') };
    });
    build.onLoad({ filter: /^postcss$/, namespace: NAMESPACE }, () => ({
      contents:
        "exports.parse = () => { throw new Error('postcss is not bundled: sanitize-html runs with parseStyleAttributes: false (infra/build/sanitize-html-deps.ts)'); };",
      loader: 'js',
    }));
  },
};
