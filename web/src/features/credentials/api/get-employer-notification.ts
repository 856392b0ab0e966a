// GET /api/employer_notifications/:userExamUuid: the public page an employer opens from the email.
import { useContractQuery } from '@web/lib/contract-query';
import { apiRoute } from '@web/lib/api-route';

const contract = apiRoute('credentials/get-employer-notification');

export const useEmployerNotification = (userExamUuid: string) =>
  useContractQuery(contract, { params: { userExamUuid } }, { retry: false });
