import { deleteExternalCertification } from '@shared/contracts/group-certifications';
import { defineHttpHandler } from '@functions/lib/http-handler';
import { removeCertification } from '@functions/domain/groups/external-certifications';

export const handler = defineHttpHandler(deleteExternalCertification, async ({ group, params }) => {
  await removeCertification(group, params.id);
  return { status: 200, body: { toaster: { type: 'success', message: 'Certification deleted.' } } };
});
