import * as contracts from '@shared/contracts/group-certifications';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { deleteExternalCertification } from '@functions/domain/groups/external-certifications';

export const handler = defineHttpHandler(contracts.deleteExternalCertification, async ({ group, params, request }) => ({
  status: 200,
  body: await deleteExternalCertification(group, params.id, await localToday(request)),
}));
