// GET /api/groups/products.json: the group's seats per product.
import type { GroupProduct } from '@shared/contracts/groups';
import type { QueryData } from '@web/lib/contract-key';
import { useContractQuery } from '@web/lib/contract-query';
import { apiRoute } from '@web/lib/api-route';

const contract = apiRoute('groups/list-products');

export type { GroupProduct };
const selectProducts = (body: QueryData<typeof contract>) => body.data;
export const useGroupProducts = () => useContractQuery(contract, undefined, { select: selectProducts });
