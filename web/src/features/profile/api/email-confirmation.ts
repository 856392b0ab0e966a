// POST /api/email_verifications.json {token} (our addition): the emailed link confirms the signed-in
// account's address; POST /api/email_verifications/resend.json sends a new link.
import { useContractMutation } from '@web/lib/contract-mutation';
import { updateCurrentUser } from '@web/lib/session';
import { apiRoute } from '@web/lib/api-route';

const confirm = apiRoute('profile/confirm-email');
const resend = apiRoute('profile/resend-email-confirmation');

export const useConfirmEmail = () =>
  useContractMutation(confirm, {
    request: (token: string) => ({
      body: { token },
      // A link followed while signed out is the page's to explain, not a trip to /login.
      redirectOnUnauthorized: false,
      onReply: (reply) => {
        if (reply.status === 200) updateCurrentUser(reply.body.user);
      },
    }),
  });

export const useResendEmailConfirmation = () => useContractMutation(resend, { request: () => ({ body: {} }) });
