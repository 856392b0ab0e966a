// The progress report's card action: a member's provider card as a PDF for their group's admin.
import type { GroupScope } from '@functions/lib/group-scope';
import * as providerCards from '../credentials/provider-cards';
import { requireMember } from './enrollment';

/** A member's provider card for their group's admin: the member must be in the group, the card theirs. */
export async function providerCardPdf(
  group: GroupScope,
  userId: string,
  cardId: string,
  userCourseUuid: string | undefined,
  today: string,
): Promise<Uint8Array> {
  await requireMember(group, userId);
  return providerCards.providerCardPdf(userId, cardId, userCourseUuid, today);
}
