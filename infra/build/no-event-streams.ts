// The AWS SDK reads and writes event streams (S3 SelectObjectContent, Lambda InvokeWithResponseStream,
// Bedrock, Transcribe...) with @smithy/core/event-streams, which every client's protocol imports
// lazily, for an operation that streams events; esbuild bundles a lazy import all the same, ~19 KB
// in every Lambda. No operation the functions call streams events, so this esbuild plugin gives
// that lazy import a module whose every use throws, saying why. (The S3 and Lambda clients import
// the module's config resolver when they are built: those imports get the real module.)
import type { Plugin } from 'esbuild';

const NAMESPACE = 'no-event-streams';

export const EVENT_STREAMS_UNBUNDLED =
  'AWS SDK event streams are not bundled (infra/build/no-event-streams.ts): bundle @smithy/core/event-streams for an operation that streams events';

export const noEventStreamsPlugin: Plugin = {
  name: 'no-event-streams',
  setup(build) {
    build.onResolve({ filter: /^@smithy\/core\/event-streams$/ }, ({ path, kind }) =>
      kind === 'dynamic-import' ? { path, namespace: NAMESPACE } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: NAMESPACE }, () => ({
      contents: [
        `const unbundled = () => { throw new Error(${JSON.stringify(EVENT_STREAMS_UNBUNDLED)}); };`,
        'export class EventStreamSerde { constructor() { unbundled(); } }',
        'export const eventStreamSerdeProvider = unbundled;',
      ].join('\n'),
      loader: 'js',
    }));
  },
};
