import { updateExternalCertification } from '@shared/contracts/group-certifications';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { changeCertification } from '@functions/domain/groups/external-certifications';

export const handler = defineHttpHandler(
  updateExternalCertification,
  async ({ group, caller, params, body, request }) => ({
    status: 200,
    body: {
      data: await changeCertification(group, caller.userId, params.id, body, await localToday(request)),
      toaster: { type: 'success', message: 'Certification updated.' },
    },
  }),
);
