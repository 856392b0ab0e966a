// The read cache, once something has loaded it. react-query is loaded by the pages that read data
// (through contract-query.ts), not by the app shell: a page without reads (/login) never downloads
// it. Writes and the session reach the cache through here, and when it was never loaded there is
// nothing cached to update or invalidate.
import type { QueryClient } from '@tanstack/react-query';

let loaded: QueryClient | null = null;

/** Called once by query-client.ts as it creates the app's client. */
export function registerCache(client: QueryClient): void {
  loaded = client;
}

/** The app's cache, or null while no page that reads data has loaded it. */
export function loadedCache(): QueryClient | null {
  return loaded;
}
