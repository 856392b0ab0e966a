// PATCH /api/mfa/totp.json: a current code turns two-step verification on; the reply carries the recovery codes (once).
import type { BodyInput } from '@web/lib/api';
import { useContractMutation } from '@web/lib/contract-mutation';
import { updateCurrentUser } from '@web/lib/session';
import { apiRoute } from '@web/lib/api-route';

const contract = apiRoute('auth/confirm-totp');

export type ConfirmTotpInput = BodyInput<typeof contract>;

export const useConfirmTotp = () =>
  useContractMutation(contract, {
    request: (body: ConfirmTotpInput) => ({
      body,
      onReply: (reply) => {
        if (reply.status === 200) updateCurrentUser(reply.body.user);
      },
    }),
  });
