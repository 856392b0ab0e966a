// PATCH /api/user_courses/:uuid/update_confirmation {passedAt, autoRenew, firstName, lastName}:
// confirms the provider card (names and the chosen issue date). The reply's user replaces the
// session's (the names may have changed) and the course is read again with its card before the
// call resolves, so the passed page the learner lands on shows the confirmed card.
import type { BodyInput } from '@web/lib/api';
import { useContractMutation } from '@web/lib/contract-mutation';
import { updateCurrentUser } from '@web/lib/session';
import { userCourseReads } from '@web/lib/user-course-reads';
import { apiRoute } from '@web/lib/api-route';

const contract = apiRoute('learning/update-confirmation');

export type ConfirmationInput = BodyInput<typeof contract>;
/** The contract's body schema, for checking the form before sending (loaded on first submit). */
export const loadConfirmationBody = () =>
  import('@shared/contracts/learning').then((module) => module.updateConfirmation.body);

/** A 200 can still carry field errors (the spec's shape): nothing was confirmed then. */
const confirmed = (errors: Record<string, string[]> | undefined) => Object.keys(errors ?? {}).length === 0;

export function useUpdateConfirmation(uuid: string) {
  return useContractMutation(contract, {
    // The page decides where to go next (the passed page), so a reply's redirect is not followed here.
    request: (body: ConfirmationInput) => ({
      params: { uuid },
      body,
      followRedirect: false,
      onReply: (reply) => {
        if (reply.status === 200 && confirmed(reply.body.errors)) updateCurrentUser(reply.body.currentUser);
      },
    }),
    invalidates: ({ body }) => (confirmed(body.errors) ? userCourseReads : []),
  });
}
