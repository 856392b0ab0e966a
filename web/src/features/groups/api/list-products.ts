import type { QueryData } from '@web/lib/contract-key';
import { useContractQuery } from '@web/lib/contract-query';
import { apiRoute } from '@web/lib/api-route';

const contract = apiRoute('groups/list-products');

const selectProducts = (body: QueryData<typeof contract>) => body.data;
export const useGroupProducts = () => useContractQuery(contract, undefined, { select: selectProducts });
