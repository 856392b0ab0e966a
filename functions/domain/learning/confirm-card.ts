// Post-pass: the learner confirms the names and issue date on the provider card (flex expire:
// up to 30 days after passing) and may opt into auto-renewal.
import { cardExpiry, issueDateError } from '../../../shared/rules/certification';
import { getProviderCard, providerCardPut } from '../../data/provider-cards';
import { transact, userCourseUpdate } from '../../data/learning';
import { updateUserNames, type User } from '../../data/users';
import { Conflict, Invalid } from '../../lib/errors';
import { requireCourse } from '../catalog/catalog';
import { presentUser } from '../profile/present-user';
import { presentUserCourse } from './present-user-course';
import { requireUserCourse } from './user-courses';

export interface Confirmation {
  passedAt: string;
  autoRenew: boolean;
  firstName: string;
  lastName: string;
}

export async function confirmCard(user: User, userCourseUuid: string, input: Confirmation, today: string) {
  const userCourse = await requireUserCourse(user.id, userCourseUuid);
  if (userCourse.status !== 'passed' || !userCourse.passedOn || !userCourse.providerCardId) throw new Conflict('The provider card is available once you pass the exam.');
  const dateError = issueDateError(userCourse.passedOn, input.passedAt);
  if (dateError) throw Invalid.field('passedAt', dateError);
  const card = await getProviderCard(userCourse.providerCardId);
  if (!card || card.userId !== user.id) throw new Conflict('The provider card could not be found.');

  const expiresOn = cardExpiry(input.passedAt);
  await transact([
    providerCardPut({ ...card, holderFirstName: input.firstName, holderLastName: input.lastName, issuedOn: input.passedAt, expiresOn }),
    userCourseUpdate(user.id, userCourse.uuid, { manuallyConfirmed: true, autoRenew: input.autoRenew, issuedOn: input.passedAt, expirationDate: expiresOn }),
  ]);
  const updatedUser = await updateUserNames(user.id, input.firstName, input.lastName);
  const course = await requireCourse(userCourse.courseId);
  return {
    currentUser: presentUser(updatedUser),
    userCourse: presentUserCourse({ ...userCourse, manuallyConfirmed: true, autoRenew: input.autoRenew, issuedOn: input.passedAt, expirationDate: expiresOn }, course, today),
    errors: {},
    redirect: `/courses/${userCourse.uuid}/passed`,
  };
}
