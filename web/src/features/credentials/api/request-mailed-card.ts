// POST /api/user_exams/:uuid/mail_request: the mailing address; the card is queued for mailing.
import { requestMailedCard as contract } from '@shared/contracts/credentials';
import type { BodyInput } from '@web/lib/api';
import { useContractMutation } from '@web/lib/contract-query';
import { userCourseReads } from '@web/lib/user-course-reads';

export type MailingAddressInput = BodyInput<typeof contract>;
export const useRequestMailedCard = (userExamUuid: string) =>
  useContractMutation(contract, { request: (body: MailingAddressInput) => ({ params: { uuid: userExamUuid }, body }), invalidates: userCourseReads });
