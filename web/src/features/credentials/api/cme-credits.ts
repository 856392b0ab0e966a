// GET /api/cme_credits.json: Manage CE's total hours.
import { cmeCredits as contract } from '@shared/contracts/credentials';
import { useContractQuery } from '@web/lib/contract-query';

export const useCmeCredits = () => useContractQuery(contract);
