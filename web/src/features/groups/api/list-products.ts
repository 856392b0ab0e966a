// GET /api/groups/products.json: the group's seats per product.
import { listGroupProducts as contract, type GroupProduct } from '@shared/contracts/groups';
import { useContractQuery, type QueryData } from '@web/lib/contract-query';

export type { GroupProduct };
const selectProducts = (body: QueryData<typeof contract>) => body.data;
export const useGroupProducts = () => useContractQuery(contract, undefined, { select: selectProducts });
