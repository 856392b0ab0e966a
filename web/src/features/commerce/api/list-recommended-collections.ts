// GET /api/recommended_product_collections.json?productIds=: what to suggest beside the cart.
import { listRecommendedCollections as contract } from '@shared/contracts/commerce';
import { useContractQuery } from '@web/lib/contract-query';

export const useRecommendedCollections = (productIds: string[]) =>
  useContractQuery(contract, { query: { productIds: [...productIds].sort().join(',') } });
