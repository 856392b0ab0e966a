// The server's secret for keyed hashes: CSRF tokens, and the short codes we text (a 6-digit code's
// unkeyed hash falls to a million guesses offline; keyed, a copy of the table alone reveals none).
import { createHmac } from 'node:crypto';
import { env } from './env';

/** Used only where no server secret is configured (the local stack and tests). */
const LOCAL_SERVER_KEY = 'local-csrf-key/v1';

/**
 * CSRF_SECRET when set, else the origin secret every AWS HTTP function already has (rotating it
 * rotates CSRF tokens, which the web client refreshes once (web/src/lib/api.ts), and voids the
 * codes texted in the last few minutes, which are asked for again).
 */
export const serverKey = (): string => env().CSRF_SECRET || env().ORIGIN_VERIFY_SECRET || LOCAL_SERVER_KEY;

/** HMAC-SHA256 of a value under the server key, for one purpose (hex). */
export const keyedHash = (purpose: string, value: string): string =>
  createHmac('sha256', serverKey()).update(`${purpose}\n${value}`).digest('hex');
