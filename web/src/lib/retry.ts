// The retries react-query gives reads, for the two reads outside its cache (the session and
// /verify's look-up): a failure a retry can fix (no answer, 5xx) is tried again after 1 s and 2 s;
// a 4xx is an answer and is not.
import { ApiError } from './api';

const PAUSES_MS = [1000, 2000];

export const isTransient = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 0 || error.status >= 500);

export async function withRetries<T>(read: () => Promise<T>, pauses: readonly number[] = PAUSES_MS): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await read();
    } catch (error) {
      if (attempt >= pauses.length || !isTransient(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, pauses[attempt]));
    }
  }
}
