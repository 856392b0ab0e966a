// POST /api/mfa/totp.json: a new authenticator-app secret (QR code URI and the key to type).
import { useContractMutation } from '@web/lib/contract-mutation';
import { apiRoute } from '@web/lib/api-route';

const contract = apiRoute('auth/start-totp');

export const useStartTotp = () => useContractMutation(contract, { request: () => ({ body: {} }) });
