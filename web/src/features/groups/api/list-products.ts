// GET /api/groups/products.json: the group's products with their seats (every one), and the
// Enrolled Courses filter's options (the list's URL with perPage 100, spec G:214).
import { SELECT_OPTIONS_PER_PAGE } from '@shared/contracts/list-options';
import type { QueryData } from '@web/lib/contract-key';
import { useContractQuery } from '@web/lib/contract-query';
import { apiRoute } from '@web/lib/api-route';

const contract = apiRoute('groups/list-products');

const selectProducts = (body: QueryData<typeof contract>) => body.data;
export const useGroupProducts = () => useContractQuery(contract, { query: {} }, { select: selectProducts });

const selectOptions = (body: QueryData<typeof contract>) =>
  body.data.map((product) => ({ value: product.id, label: product.name }));
export const useProductOptions = () =>
  useContractQuery(contract, { query: { perPage: SELECT_OPTIONS_PER_PAGE } }, { select: selectOptions });
