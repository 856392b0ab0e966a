import { createExternalCertification } from '@shared/contracts/group-certifications';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { addCertification } from '@functions/domain/groups/external-certifications';

export const handler = defineHttpHandler(createExternalCertification, async ({ group, caller, body, request }) => ({
  status: 201,
  body: {
    data: await addCertification(group, caller.userId, body, await localToday(request)),
    toaster: { type: 'success', message: 'Certification added.' },
  },
}));
