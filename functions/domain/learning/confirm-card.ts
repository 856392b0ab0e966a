// Post-pass: the learner confirms the names and issue date on the provider card (flex expire:
// up to 30 days after passing) and may opt into auto-renewal. Once: the write itself is
// conditioned on the card not being confirmed yet, so two confirmations at once cannot both pass.
import { href, paths } from '@shared/paths';
import { cardExpiry, issueDateError } from '@shared/rules/certification';
import { confirmCard } from '@functions/data/learning';
import { getProviderCard, updateCardHolder } from '@functions/data/provider-cards';
import { userNamesUpdate, type User } from '@functions/data/users';
import { optimistic, RETRY, transact } from '@functions/data/writes';
import { Conflict, Invalid } from '@functions/lib/errors';
import { requireCourse } from '../catalog/catalog';
import { presentUser } from '../profile/present-user';
import { LEARNING_MESSAGES } from './messages';
import { presentUserCourse } from './present-user-course';
import { requireUserCourse } from './user-course';

export interface Confirmation {
  passedAt: string;
  autoRenew: boolean;
  firstName: string;
  lastName: string;
}

export async function updateConfirmation(user: User, userCourseUuid: string, input: Confirmation, today: string) {
  return optimistic({
    // The user course was confirmed or moved meanwhile: read again (confirmed answers 409).
    read: () => requireUserCourse(user.id, userCourseUuid),
    write: async (userCourse) => {
      if (userCourse.status !== 'passed' || !userCourse.passedOn || !userCourse.providerCardId)
        throw new Conflict('The provider card is available once you pass the exam.');
      if (userCourse.manuallyConfirmed) throw new Conflict(LEARNING_MESSAGES.cardAlreadyConfirmed);
      const dateError = issueDateError(userCourse.passedOn, input.passedAt);
      if (dateError) throw Invalid.field('passedAt', dateError);
      const card = await getProviderCard(userCourse.providerCardId);
      // A passed course always has its card: anything else is broken data, a 500 with the ids in the log.
      if (!card || card.userId !== user.id)
        throw new Error(
          `User course ${userCourse.uuid} names card ${userCourse.providerCardId}, which is missing or not the user's`,
        );

      const confirmation = {
        issuedOn: input.passedAt,
        expiresOn: cardExpiry(input.passedAt),
        autoRenew: input.autoRenew,
      };
      const failed = await transact({
        userCourse: confirmCard(userCourse, confirmation),
        card: updateCardHolder({
          id: card.id,
          userId: user.id,
          holderFirstName: input.firstName,
          holderLastName: input.lastName,
          issuedOn: confirmation.issuedOn,
          expiresOn: confirmation.expiresOn,
        }),
        // The names on the card are the learner's names: one write, so a failure cannot leave them apart.
        user: userNamesUpdate(user.id, input.firstName, input.lastName),
      });
      if (failed.includes('card') || failed.includes('user'))
        throw new Error(`Card ${card.id} or user ${user.id} vanished while confirming user course ${userCourse.uuid}`);
      if (failed.length) return RETRY;
      const updatedUser: User = { ...user, firstName: input.firstName, lastName: input.lastName };
      const course = await requireCourse(userCourse.courseId);
      const confirmed = {
        ...userCourse,
        manuallyConfirmed: true,
        autoRenew: confirmation.autoRenew,
        issuedOn: confirmation.issuedOn,
        expirationDate: confirmation.expiresOn,
      };
      return {
        currentUser: await presentUser(updatedUser),
        userCourse: presentUserCourse(confirmed, course, today),
        errors: {},
        redirect: href(paths.coursePassed, { userCourseUuid: userCourse.uuid }),
      };
    },
    conflict: 'Your course was changed at the same time. Please try again.',
  });
}
