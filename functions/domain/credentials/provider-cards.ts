// Provider cards: the holder's PDF and the public verification behind the card's QR code.
import { credentialsAvailable } from '@shared/rules/learning';
import { getProviderCard } from '@functions/data/provider-cards';
import { getUserCourse } from '@functions/data/learning';
import { renderProviderCard } from '@functions/adapters/pdf/provider-card';
import { NotFound } from '@functions/lib/errors';
import { loadCatalog } from '../catalog/catalog';
import { loadCompany } from '../company/company-settings';
import { displayStatus } from '../learning/present-user-course';
import { verifyUrl } from './verify-url';

/** The caller's own card, as a PDF; only for passed or expired courses. */
export async function providerCardPdf(
  userId: string,
  cardId: string,
  userCourseUuid: string | undefined,
  today: string,
): Promise<Uint8Array> {
  const card = await getProviderCard(cardId);
  if (!card || card.userId !== userId) throw new NotFound('Provider card not found');
  // Asked through a user course: the one that earned the card, or a review of it that shows the card held.
  if (
    userCourseUuid &&
    card.userCourseUuid !== userCourseUuid &&
    (await getUserCourse(userId, userCourseUuid))?.providerCardId !== card.id
  )
    throw new NotFound('Provider card not found');
  const userCourse = await getUserCourse(userId, card.userCourseUuid);
  if (!userCourse || !credentialsAvailable(displayStatus(userCourse, today)))
    throw new NotFound('Provider card not found');
  const [catalog, company] = await Promise.all([loadCatalog(), loadCompany()]);
  const course = catalog.get(userCourse.courseId);
  return renderProviderCard({
    cardId: card.id,
    holderName: `${card.holderFirstName} ${card.holderLastName}`,
    courseTitle: card.courseName,
    courseType: course?.courseType ?? card.id.split('-')[0]!,
    issuedOn: card.issuedOn,
    expiresOn: card.expiresOn,
    color: course?.color ?? company.primaryColor,
    companyName: company.name,
    verifyUrl: verifyUrl(card),
  });
}
