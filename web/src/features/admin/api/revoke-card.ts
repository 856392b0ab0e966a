// GET /api/admin/provider_cards/:id.json: the card the confirmation names (holder, course, dates);
// POST /api/admin/provider_cards/:id/revocation.json: withdraws it (its verify page and its digital
// credentials then read as revoked). No cache to keep: no admin screen lists cards.
import { apiRoute } from '@web/lib/api-route';
import { call } from '@web/lib/contract-key';
import { useContractMutation } from '@web/lib/contract-mutation';

const contract = apiRoute('admin/revoke-card');

export const fetchCardToRevoke = (id: string) => call(apiRoute('admin/get-card-to-revoke'), { params: { id } });

export const useRevokeCard = () => useContractMutation(contract, { request: (id: string) => ({ params: { id } }) });
