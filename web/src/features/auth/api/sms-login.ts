// POST /api/auth/sms_login.json: the one-time passcode step; opens a session.
import { smsLogin as contract } from '@shared/contracts/auth';
import type { BodyInput } from '@web/lib/api';
import { useContractMutation } from '@web/lib/contract-query';
import { setSignedIn } from '@web/lib/session';

export type SmsLoginInput = BodyInput<typeof contract>;

export function useSmsLogin(returnTo?: string | null) {
  return useContractMutation(contract, {
    request: (body: SmsLoginInput) => ({
      body,
      followRedirect: !returnTo,
      onReply: (reply) => {
        if (reply.status === 200) setSignedIn(reply.body);
      },
    }),
  });
}
