import { getExternalCertification } from '@shared/contracts/group-certifications';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { certificationOfGroup } from '@functions/domain/groups/external-certifications';

export const handler = defineHttpHandler(getExternalCertification, async ({ group, params }) => ({
  status: 200,
  body: { data: await certificationOfGroup(group, params.id) },
}));
