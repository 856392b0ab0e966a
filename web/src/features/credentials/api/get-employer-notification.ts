// GET /api/employer_notifications/:userExamUuid: the public page an employer opens from the email.
import { getEmployerNotification as contract } from '@shared/contracts/credentials';
import { useContractQuery } from '@web/lib/contract-query';

export const useEmployerNotification = (userExamUuid: string) => useContractQuery(contract, { params: { userExamUuid } }, { retry: false });
