import * as contracts from '@shared/contracts/group-certifications';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { deleteExternalCertification } from '@functions/domain/groups/external-certifications';

export const handler = defineHttpHandler(contracts.deleteExternalCertification, async ({ group, params, request }) => {
  await deleteExternalCertification(group, params.id, await localToday(request));
  return { status: 200, body: { toaster: { type: 'success', message: 'Certification deleted.' } } };
});
