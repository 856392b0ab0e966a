// Length caps every client string is held to (SECURITY-REVIEW L1): a value past them is a 422 before it
// reaches a DynamoDB key (2 KB) or item (400 KB). tests/unit/contract-string-limits.test.ts fails for
// any input string in a contract without a maximum.
import * as z from 'zod/mini';

export const MAX_LENGTH = {
  /** RFC 5321's longest usable address; also what the login box takes (email or phone). */
  email: 254,
  userauth: 254,
  /** First, middle and last names, like the JSON invitation rows. */
  name: 100,
  password: 256,
  /** Ids, uuids, signed ids and one-time tokens. */
  id: 100,
  token: 512,
  phone: 32,
  /** A calendar date or an instant. */
  date: 40,
  /** Query filters (search boxes, comma lists). */
  filter: 200,
  /** Free text a person writes: comments, notes. */
  text: 5000,
  /** A saved filter's name (unique per list; the claims migration keeps renamed ones within it too). */
  savedFilterName: 60,
} as const;

/** C0/C1 control characters (NUL, tab, newline...) and lone UTF-16 surrogates: no name needs them. */
const UNPRINTABLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's job.
  /[\u0000-\u001f\u007f-\u009f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters';
export const hasUnprintable = (value: string): boolean => UNPRINTABLE.test(value);
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** JSON may escape a lone surrogate (`"\ud800"`), which is no text at all: encoders (URLs, Stripe's forms) throw on it. */
export const hasLoneSurrogate = (value: string): boolean => LONE_SURROGATE.test(value);

/** The check a name (a person's, a group's, a bank's, a file's) adds: printable characters only. */
export const printable = (message = CONTROL_CHARACTERS_MESSAGE) =>
  z.refine<string>((value) => !hasUnprintable(value), message);

export const tooLong = (max: number) => `is too long (maximum is ${max} characters)`;
