// GET /api/recommended_product_collections.json?productIds=: what to suggest beside the cart.
import { useContractQuery } from '@web/lib/contract-query';
import { apiRoute } from '@web/lib/api-route';

const contract = apiRoute('commerce/list-recommended-collections');

export const useRecommendedCollections = (productIds: string[]) =>
  useContractQuery(contract, { query: { productIds: [...productIds].sort().join(',') } });
