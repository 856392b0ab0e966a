import * as contracts from '@shared/contracts/group-certifications';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { listExternalCertifications } from '@functions/domain/groups/external-certifications';

export const handler = defineHttpHandler(contracts.listExternalCertifications, async ({ group, query }) => ({
  status: 200,
  body: { data: await listExternalCertifications(group, query.user_id) },
}));
