// Filters saved before the name claims existed carry no `claimed`: their names hold no claim (a new
// filter could take the same name) and their group's savedFilterCount does not count them, so
// deleting one must not free a claim or a place. Each gets its claim, its count and `claimed` in one
// transaction conditioned on the filter as read (saved-filter-claims-migration.claimSavedFilterName). Where the list
// already holds the name (a newer filter, or two old ones that differ only in case) the filter is
// renamed `<name> (2)`, `(3)`, ... (shortened first, so the name stays within its length limit):
// names are unique per list now. Paged Scan, checkpointed. A filter whose every candidate is taken
// fails the run, naming it, after its page's others are claimed (its page is not checkpointed, so the
// next run, once an admin renamed or deleted the clashing filters, reads it again).
import { MAX_LENGTH } from '@shared/contracts/limits';
import type { SavedFilter } from '@functions/data/group-filters';
import {
  claimSavedFilterName,
  getSavedFilter,
  isSavedFilterNameClaimed,
  unclaimedSavedFiltersPage,
} from '@functions/data/saved-filter-claims-migration';
import { optimistic, RETRY } from '@functions/data/writes';
import { inPages, tally, type Migration } from './migration';

/**
 * `name` cut so that with `suffix` after it it stays within `max` (UTF-16 units, as the contract's
 * check counts), at a character's boundary (never inside an emoji's pair).
 */
const within = (name: string, max: number, suffix = ''): string => {
  const room = max - suffix.length;
  if (name.length <= room) return `${name}${suffix}`;
  let cut = '';
  for (const char of name) {
    if (cut.length + char.length > room) break;
    cut += char;
  }
  return `${cut.trimEnd()}${suffix}`;
};

/**
 * Names tried for a filter, its own first: `Name`, `Name (2)`, ... `Name (20)`, each within the
 * length a saved filter's name may have (the name shortened before its number).
 */
export const claimCandidates = (name: string, attempts = 20, max: number = MAX_LENGTH.savedFilterName): string[] => [
  within(name, max),
  ...Array.from({ length: attempts - 1 }, (_, i) => within(name, max, ` (${i + 2})`)),
];

type Outcome = 'claimed' | 'renamed' | 'alreadyClaimed' | 'deleted' | 'withoutGroup' | 'namesTaken';

async function claim(groupId: string, found: SavedFilter, dryRun: boolean): Promise<Outcome> {
  if (dryRun) return (await isSavedFilterNameClaimed(groupId, found.modelType, found.name)) ? 'renamed' : 'claimed';
  return optimistic<Outcome, SavedFilter | null>({
    read: () => getSavedFilter(groupId, found.id),
    write: async (filter) => {
      if (!filter) return 'deleted';
      if (filter.claimed) return 'alreadyClaimed';
      for (const name of claimCandidates(filter.name)) {
        const outcome = await claimSavedFilterName(groupId, filter, name);
        if (outcome === 'claimed') return name === filter.name ? 'claimed' : 'renamed';
        if (outcome === 'changed') return RETRY;
        if (outcome === 'no group') return 'withoutGroup';
      }
      return 'namesTaken';
    },
  });
}

export const savedFilterNameClaims: Migration = {
  id: '2026-11-27-saved-filter-name-claims',
  description:
    "Saved filters from before the name claims: their name claimed (renamed 'Name (2)' when taken) and counted",
  run: (context) =>
    inPages(context, async (at, counts) => {
      const page = await unclaimedSavedFiltersPage(at);
      const unclaimed: string[] = [];
      for (const { groupId, filter } of page.filters) {
        const outcome = await claim(groupId, filter, context.dryRun);
        tally(counts, outcome);
        if (outcome === 'namesTaken') unclaimed.push(`filter ${filter.id} of group ${groupId}`);
      }
      if (unclaimed.length)
        throw new Error(
          `Saved filters left without a name: every candidate name is taken (${unclaimed.join(', ')}). Rename or delete the clashing filters, then run the migrations again.`,
        );
      return page.cursor;
    }),
};
