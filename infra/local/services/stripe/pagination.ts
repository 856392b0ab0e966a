// Stripe's list envelope and cursor pagination: `limit` (1-100, default 10), `starting_after` or
// `ending_before` (an object id of the list), `has_more` when the list goes on past the page.
import { str, type Form } from './form';
import { invalid } from './errors';
import { publicView, type StripeObject } from './store';

/** One page of `items` (already in Stripe's order, newest first). */
export function listPage(items: StripeObject[], query: Form, url: string, kind: string) {
  const limit = str(query, 'limit') === undefined ? 10 : Number(str(query, 'limit'));
  if (!Number.isInteger(limit) || limit < 1 || limit > 100)
    throw invalid('Invalid limit: must be between 1 and 100', 'limit');
  const after = str(query, 'starting_after');
  const before = str(query, 'ending_before');
  if (after && before)
    throw invalid('You may only specify one of these parameters: ending_before, starting_after.', 'ending_before');
  const at = (cursor: string, param: string) => {
    const index = items.findIndex((item) => item.id === cursor);
    if (index < 0) throw invalid(`No such ${kind}: '${cursor}'`, param, 'resource_missing');
    return index;
  };
  let page: StripeObject[];
  let hasMore: boolean;
  if (before) {
    const end = at(before, 'ending_before');
    const start = Math.max(0, end - limit);
    page = items.slice(start, end);
    hasMore = start > 0;
  } else {
    const start = after ? at(after, 'starting_after') + 1 : 0;
    page = items.slice(start, start + limit);
    hasMore = start + limit < items.length;
  }
  return { object: 'list', data: page.map(publicView), has_more: hasMore, url };
}
