// DELETE /api/mfa/totp.json: turns two-step verification off (a code or recovery code, and the password step-up).
import type { BodyInput } from '@web/lib/api';
import { useContractMutation } from '@web/lib/contract-mutation';
import { updateCurrentUser } from '@web/lib/session';
import { apiRoute } from '@web/lib/api-route';

const contract = apiRoute('auth/disable-totp');

export type DisableTotpInput = BodyInput<typeof contract>;

export const useDisableTotp = () =>
  useContractMutation(contract, {
    request: (body: DisableTotpInput) => ({
      body,
      onReply: (reply) => {
        if (reply.status === 200) updateCurrentUser(reply.body.user);
      },
    }),
  });
