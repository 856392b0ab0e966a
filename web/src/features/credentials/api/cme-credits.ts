// GET /api/cme_credits.json: Manage CE's total hours.
import { useContractQuery } from '@web/lib/contract-query';
import { apiRoute } from '@web/lib/api-route';

const contract = apiRoute('credentials/cme-credits');

export const useCmeCredits = () => useContractQuery(contract);
