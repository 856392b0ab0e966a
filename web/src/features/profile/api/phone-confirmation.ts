// POST /api/phone_verifications.json texts a code to the caller's phone; PATCH with {code} confirms
// it (our additions: only a confirmed phone signs in by passcode).
import { useContractMutation } from '@web/lib/contract-mutation';
import { updateCurrentUser } from '@web/lib/session';
import { apiRoute } from '@web/lib/api-route';

const send = apiRoute('auth/send-phone-code');
const confirm = apiRoute('auth/confirm-phone');

export const useSendPhoneCode = () => useContractMutation(send, { request: () => ({ body: {} }) });

export const useConfirmPhone = () =>
  useContractMutation(confirm, {
    request: (code: string) => ({
      body: { code },
      onReply: (reply) => {
        if (reply.status === 200) updateCurrentUser(reply.body.user);
      },
    }),
  });
