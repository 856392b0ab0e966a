// Post-pass: the learner confirms the names and issue date on the provider card (flex expire:
// up to 30 days after passing) and may opt into auto-renewal. Once: the write itself is
// conditioned on the card not being confirmed yet, so two confirmations at once cannot both pass.
import { href, paths } from '@shared/paths';
import { cardExpiry, issueDateError } from '@shared/rules/certification';
import { confirmCard as recordConfirmation } from '@functions/data/learning';
import { getProviderCard, updateCardHolder } from '@functions/data/provider-cards';
import { userNamesUpdate, type User } from '@functions/data/users';
import { retryPause, transact, transactionConflicts } from '@functions/data/writes';
import { Conflict, Invalid } from '@functions/lib/errors';
import { requireCourse } from '../catalog/catalog';
import { presentUser } from '../profile/present-user';
import { presentUserCourse } from './present-user-course';
import { requireUserCourse } from './user-course';

export interface Confirmation {
  passedAt: string;
  autoRenew: boolean;
  firstName: string;
  lastName: string;
}

export const ALREADY_CONFIRMED = 'This card has already been confirmed.';
const ATTEMPTS = 5;

export async function confirmCard(user: User, userCourseUuid: string, input: Confirmation, today: string) {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const userCourse = await requireUserCourse(user.id, userCourseUuid);
    if (userCourse.status !== 'passed' || !userCourse.passedOn || !userCourse.providerCardId)
      throw new Conflict('The provider card is available once you pass the exam.');
    if (userCourse.manuallyConfirmed) throw new Conflict(ALREADY_CONFIRMED);
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
    try {
      await transact([
        recordConfirmation(userCourse, confirmation),
        updateCardHolder({
          id: card.id,
          userId: user.id,
          holderFirstName: input.firstName,
          holderLastName: input.lastName,
          issuedOn: confirmation.issuedOn,
          expiresOn: confirmation.expiresOn,
        }),
        // The names on the card are the learner's names: one write, so a failure cannot leave them apart.
        userNamesUpdate(user.id, input.firstName, input.lastName),
      ]);
    } catch (error) {
      const failed = transactionConflicts(error);
      if (!failed) throw error;
      if (failed.includes(1) || failed.includes(2))
        throw new Error(`Card ${card.id} or user ${user.id} vanished while confirming user course ${userCourse.uuid}`);
      // The user course was confirmed or moved meanwhile: read again (confirmed answers 409).
      await retryPause(attempt);
      continue;
    }
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
  }
  throw new Error(`Confirming the card of user course ${userCourseUuid} kept losing races`);
}
