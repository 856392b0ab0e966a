// The provider card PDF behind the employer's link (the only employer-notification route that renders a PDF).
import { getProviderCard } from '@functions/data/provider-cards';
import { NotFound } from '@functions/lib/errors';
import { notifiedCard } from './employer-notification';
import { providerCardPdf } from './provider-cards';

export async function employerNotificationCardPdf(
  userExamUuid: string,
  ip: string,
  today: string,
): Promise<Uint8Array> {
  const record = await notifiedCard(userExamUuid, ip);
  const card = await getProviderCard(record.providerCardId);
  if (!card || card.revokedAt) throw new NotFound('This page does not exist.');
  return providerCardPdf(record.userId, record.providerCardId, record.userCourseUuid, today);
}
