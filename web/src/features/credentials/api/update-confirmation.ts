// PATCH /api/user_courses/:uuid/update_confirmation {passedAt, autoRenew, firstName, lastName}:
// confirms the provider card (names and the chosen issue date). The reply's user replaces the
// session's (the names may have changed) and the course is read again with its card before the
// call resolves, so the passed page the learner lands on shows the confirmed card.
import { updateConfirmation as contract } from '@shared/contracts/learning';
import type { BodyInput } from '@web/lib/api';
import { useContractMutation } from '@web/lib/contract-query';
import { bootstrapKey, type Bootstrap } from '@web/lib/session';
import { userCourseReads } from '@web/lib/user-course-reads';

export type ConfirmationInput = BodyInput<typeof contract>;
export const confirmationBody = contract.body;

/** A 200 can still carry field errors (the spec's shape): nothing was confirmed then. */
const confirmed = (errors: Record<string, string[]> | undefined) => Object.keys(errors ?? {}).length === 0;

export function useUpdateConfirmation(uuid: string) {
  return useContractMutation(contract, {
    // The page decides where to go next (the passed page), so a reply's redirect is not followed here.
    request: (body: ConfirmationInput) => ({ params: { uuid }, body, followRedirect: false }),
    update: ({ body }, _input, client) => {
      if (confirmed(body.errors)) client.setQueryData<Bootstrap>(bootstrapKey, (old) => (old ? { ...old, currentUser: body.currentUser } : old));
    },
    invalidates: ({ body }) => (confirmed(body.errors) ? userCourseReads : []),
  });
}
