// GET /api/provider_cards/:id.pdf?user_course_uuid=: the provider card PDF, opened in a new tab
// (the browser fetches it with the session cookie, so there is nothing to call from here).
import { providerCardPdf as contract } from '../../../../../shared/contracts/credentials';
import { fillPath } from '../../../../../shared/contracts/path';

export function providerCardPdfUrl(providerCardId: string, userCourseUuid: string): string {
  return `${fillPath(contract.path, { id: providerCardId })}?${new URLSearchParams({ user_course_uuid: userCourseUuid }).toString()}`;
}

/** Opens the card in a new tab; where pop-ups are blocked, this tab shows it instead. */
export function openProviderCard(providerCardId: string, userCourseUuid: string): void {
  const url = providerCardPdfUrl(providerCardId, userCourseUuid);
  const opened = window.open(url, '_blank');
  if (opened) opened.opener = null;
  else window.location.assign(url);
}
