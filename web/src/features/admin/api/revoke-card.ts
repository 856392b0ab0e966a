// POST /api/admin/provider_cards/:id/revocation.json: withdraws a provider card (its verify page
// and its digital credentials then read as revoked). No cache to keep: no admin screen lists cards.
import { apiRoute } from '@web/lib/api-route';
import { useContractMutation } from '@web/lib/contract-mutation';

const contract = apiRoute('admin/revoke-card');

export const useRevokeCard = () => useContractMutation(contract, { request: (id: string) => ({ params: { id } }) });
