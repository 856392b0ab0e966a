import { deleteExternalCertification } from '@shared/contracts/group-certifications';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { removeCertification } from '@functions/domain/groups/external-certifications';

export const handler = defineHttpHandler(deleteExternalCertification, async ({ group, params, request }) => {
  await removeCertification(group, params.id, await localToday(request));
  return { status: 200, body: { toaster: { type: 'success', message: 'Certification deleted.' } } };
});
