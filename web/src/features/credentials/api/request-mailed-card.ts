// POST /api/user_exams/:uuid/mail_request: the mailing address; the card is queued for mailing.
import type { BodyInput } from '@web/lib/api';
import { useContractMutation } from '@web/lib/contract-mutation';
import { userCourseReads } from '@web/lib/user-course-reads';
import { apiRoute } from '@web/lib/api-route';

const contract = apiRoute('credentials/request-mailed-card');

export type MailingAddressInput = BodyInput<typeof contract>;
export const useRequestMailedCard = (userExamUuid: string) =>
  useContractMutation(contract, {
    request: (body: MailingAddressInput) => ({ params: { uuid: userExamUuid }, body }),
    invalidates: userCourseReads,
  });
