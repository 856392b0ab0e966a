// The spec's envelope as zod schemas the domains' contracts compose: 422 errors, message replies,
// toaster and redirect, paged lists and their query. Apart from contract.ts (types and
// defineContract only), so a Lambda whose contract uses none of them bundles none.
import * as z from 'zod/mini';
import { PAGE_SIZES } from '../constants';
import { SELECT_OPTIONS_PER_PAGE } from './list-options';

export const validationErrors = z.object({ errors: z.record(z.string(), z.array(z.string())) });

export const messageBody = z.object({ message: z.string() });
export const noContent = z.undefined();
export const binary = z.custom<Uint8Array>();

const PAGE_MESSAGE = 'must be a whole number of 1 or more';
const PER_PAGE_MESSAGE = `must be one of ${PAGE_SIZES.join(', ')}`;

/**
 * The spec's paged-list query: `page` (1, 2, ...) and `perPage` (10, 30 or 100), plus an optional
 * opaque `cursor` (from the previous reply's `pagination.cursor`) that reads the next page without
 * skipping. Extend it with a list's own filters: `z.extend(pageQuery, { search: ... })`.
 */
export const pageQuery = z.object({
  page: z._default(
    z.coerce.number({ error: PAGE_MESSAGE }).check(z.refine((n) => Number.isSafeInteger(n) && n >= 1, PAGE_MESSAGE)),
    1,
  ),
  perPage: z._default(
    z.coerce
      .number({ error: PER_PAGE_MESSAGE })
      .check(z.refine((n) => (PAGE_SIZES as readonly number[]).includes(n), PER_PAGE_MESSAGE)),
    PAGE_SIZES[0],
  ),
  cursor: z.optional(
    z.string().check(z.maxLength(2048, 'is invalid'), z.regex(/^[A-Za-z0-9_-]{1,2048}$/, 'is invalid')),
  ),
});
export type PageQuery = z.infer<typeof pageQuery>;

/**
 * The query of a list a select filter loads its options from (G:214: a GET of the list's URL with
 * `perPage` 100): at most `perPage` items (1 to 100), every item without it.
 */
export const optionsQuery = z.object({
  perPage: z.optional(
    z.coerce
      .number({ error: PER_PAGE_MESSAGE })
      .check(z.refine((n) => Number.isSafeInteger(n) && n >= 1 && n <= SELECT_OPTIONS_PER_PAGE, PER_PAGE_MESSAGE)),
  ),
});

/** The spec's `pagination` block; `cursor` reads the next page (null on the last one). */
export const pagination = z.object({
  page: z.number(),
  perPage: z.number(),
  totalPages: z.number(),
  totalEntries: z.number(),
  cursor: z.optional(z.nullable(z.string())),
});
export type Pagination = z.infer<typeof pagination>;

/** `{ data: [...], pagination }`: the reply of every paged list. */
export const pagedReply = <T extends z.ZodMiniType>(item: T) => z.object({ data: z.array(item), pagination });

/** Optional fields any reply may carry (the spec's envelope). */
export const toaster = z.object({
  type: z.enum(['success', 'error', 'info', 'warning']),
  message: z.string(),
});
export type Toaster = z.infer<typeof toaster>;
export const envelope = {
  toaster: z.optional(toaster),
  redirect: z.optional(z.string()),
};
