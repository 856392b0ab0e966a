// Query keys of the catalog feature.
export const catalogKeys = {
  all: ['catalog'] as const,
  search: (search: string, subscriptionUuid?: string) => [...catalogKeys.all, 'search', { search, subscriptionUuid: subscriptionUuid ?? null }] as const,
};
