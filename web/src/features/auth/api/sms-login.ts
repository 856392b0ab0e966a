// POST /api/auth/sms_login.json: the one-time passcode step; opens a session.
import { useMutation } from '@tanstack/react-query';
import { smsLogin as contract } from '../../../../../shared/contracts/auth';
import { callApi, type BodyInput } from '../../../lib/api';
import { setSignedIn } from '../../../lib/session';

export type SmsLoginInput = BodyInput<typeof contract>;

export function smsLogin(body: SmsLoginInput, returnTo?: string | null) {
  return callApi(contract, {
    body,
    followRedirect: !returnTo,
    onReply: (reply) => {
      if (reply.status === 200) setSignedIn(reply.body);
    },
  });
}

export function useSmsLogin(returnTo?: string | null) {
  return useMutation({ mutationFn: (body: SmsLoginInput) => smsLogin(body, returnTo) });
}
