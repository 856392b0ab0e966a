import * as contracts from '@shared/contracts/group-certifications';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { createExternalCertification } from '@functions/domain/groups/external-certifications';

export const handler = defineHttpHandler(
  contracts.createExternalCertification,
  async ({ group, caller, body, request }) => ({
    status: 201,
    body: await createExternalCertification(group, caller.userId, body, await localToday(request)),
  }),
);
