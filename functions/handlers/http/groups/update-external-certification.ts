import * as contracts from '@shared/contracts/group-certifications';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { updateExternalCertification } from '@functions/domain/groups/external-certifications';

export const handler = defineHttpHandler(
  contracts.updateExternalCertification,
  async ({ group, caller, params, body, request }) => ({
    status: 200,
    body: await updateExternalCertification(group, caller.userId, params.id, body, await localToday(request)),
  }),
);
