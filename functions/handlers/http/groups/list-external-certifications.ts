import { listExternalCertifications } from '@shared/contracts/group-certifications';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { memberCertifications } from '@functions/domain/groups/external-certifications';

export const handler = defineHttpHandler(listExternalCertifications, async ({ group, query }) => ({
  status: 200,
  body: { data: await memberCertifications(group, query.user_id) },
}));
