// Lazy route modules: a page's code loads on first visit (or on `preload()`, see preloadRoute),
// once. An import that fails (a chunk lost on flaky Wi-Fi) is not kept: the next render or
// navigation imports it again instead of showing the error until a full reload.
import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { Prefetch, PrefetchInput } from '../lib/prefetch';

export type Preloadable = ComponentType & { preload: () => Promise<unknown> };
type PageModule = { prefetch?: Prefetch };
/** A route's page: its module's `prefetch`, once the module has loaded. */
export interface PageHandle {
  prefetch: (input: PrefetchInput) => Promise<void>;
}

/** `once(load)`: one call in flight or done; a rejected call is forgotten, so the next one tries again. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

// How many times the error page has been shown. A page whose import failed tries again only once
// its error has been shown (on the next visit): React renders a failed lazy page again at once,
// and importing again there would loop while the network is down.
let errorsShown = 0;

/** Called by the route error boundary as it shows the error page. */
export function errorPageShown(): void {
  errorsShown += 1;
}

/** A component loaded on first render (or on `preload()`), once it succeeds. */
export function lazyComponent(load: () => Promise<ComponentType>): Preloadable {
  const start = once(async () => ({ default: await load() }));
  // React.lazy keeps a rejection for good: after a failure has been shown, a fresh one.
  let failedAt: number | undefined;
  const fresh = () =>
    lazy(() =>
      start().catch((error: unknown) => {
        failedAt = errorsShown;
        throw error;
      }),
    );
  let Lazy = fresh();
  // biome-ignore lint/correctness/noComponentHookFactories: the lazy-route runtime (docs/decisions/007): one component per lazily loaded module, made once when the route table is built, never during a render
  const Loaded = () => {
    if (failedAt !== undefined && errorsShown > failedAt) {
      failedAt = undefined;
      Lazy = fresh();
    }
    return <Lazy />;
  };
  return Object.assign(Loaded, { preload: start });
}

/** `page(() => import('…'), 'ExportName')`: a route whose component is loaded on first visit. */
export function page<M, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): Pick<RouteObject, 'element' | 'handle'> {
  const module = once(load);
  const Page = lazyComponent(async () => (await module())[name] as ComponentType);
  const handle: PageHandle = { prefetch: async (input) => ((await module()) as PageModule).prefetch?.(input) };
  return { element: <Page />, handle };
}
