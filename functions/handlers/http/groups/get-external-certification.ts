import * as contracts from '@shared/contracts/group-certifications';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { getExternalCertification } from '@functions/domain/groups/external-certifications';

export const handler = defineHttpHandler(contracts.getExternalCertification, async ({ group, params }) => ({
  status: 200,
  body: { data: await getExternalCertification(group, params.id) },
}));
