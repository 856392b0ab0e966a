// Saved filters: a name for a list view's query string (members, compliance, progress report), so
// an admin reopens it in one click. Names are unique per list (a name claim) and a group keeps at
// most 100 (a counter), both in the save's transaction.
import { randomUUID } from 'node:crypto';
import * as groupFiltersData from '@functions/data/group-filters';
import { Invalid, NotFound } from '@functions/lib/errors';
import type { GroupScope } from '@functions/lib/group-scope';
import { successToast } from '@functions/lib/toasts';
import { GROUP_MESSAGES } from './messages';

export const SAVED_FILTERS_MAX = 100;

const present = ({ id, name, queryParams, modelType }: groupFiltersData.SavedFilter) => ({
  id,
  name,
  queryParams,
  modelType,
});

export async function listSavedFilters(group: GroupScope, modelType: string) {
  const all = await groupFiltersData.listSavedFilters(group);
  return all
    .filter((f) => f.modelType === modelType)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(present);
}

export async function createSavedFilter(
  group: GroupScope,
  input: { modelType: string; name: string; queryParams: string },
  now = new Date(),
) {
  const name = input.name.trim();
  if (!name) throw Invalid.field('name', "can't be blank");
  const filter: groupFiltersData.SavedFilter = {
    id: randomUUID(),
    modelType: input.modelType,
    name,
    queryParams: input.queryParams.replace(/^\?/, ''),
    createdAt: now.toISOString(),
  };
  const outcome = await groupFiltersData.putSavedFilter(group, filter, SAVED_FILTERS_MAX);
  if (outcome === 'name taken') throw Invalid.field('name', 'has already been taken');
  if (outcome === 'limit reached')
    throw Invalid.field('base', `A group keeps at most ${SAVED_FILTERS_MAX} saved filters; delete one first.`);
  return { data: present(filter), toaster: successToast(GROUP_MESSAGES.filterSaved) };
}

export async function deleteSavedFilter(group: GroupScope, id: string) {
  if (!(await groupFiltersData.deleteSavedFilter(group, id))) throw new NotFound('Saved filter not found');
  return { toaster: successToast(GROUP_MESSAGES.filterDeleted) };
}
