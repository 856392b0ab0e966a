// GET /api/provider_cards/:id.pdf?user_course_uuid=: the provider card PDF, opened in a new tab by
// a plain link (the browser fetches it with the session cookie, so there is nothing to call here).
import { fillPath } from '@shared/contracts/path';
import { apiRoute } from '@web/lib/api-route';

const contract = apiRoute('credentials/provider-card-pdf');

export function providerCardPdfUrl(providerCardId: string, userCourseUuid: string): string {
  return `${fillPath(contract.path, { id: providerCardId })}?${new URLSearchParams({ user_course_uuid: userCourseUuid }).toString()}`;
}
