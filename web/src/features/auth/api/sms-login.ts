// POST /api/auth/sms_login.json: the one-time passcode step; opens a session.
import type { BodyInput } from '@web/lib/api';
import { useContractMutation } from '@web/lib/contract-mutation';
import { setSignedIn } from '@web/lib/session';
import { apiRoute } from '@web/lib/api-route';

const contract = apiRoute('auth/sms-login');

export type SmsLoginInput = BodyInput<typeof contract>;

export function useSmsLogin(returnTo?: string | null) {
  return useContractMutation(contract, {
    request: (body: SmsLoginInput) => ({
      body,
      followRedirect: !returnTo,
      onReply: (reply) => {
        // A `secondFactor` reply opens no session yet: the login page asks for the code.
        if (reply.status === 200 && 'currentUser' in reply.body) setSignedIn(reply.body);
      },
    }),
  });
}
