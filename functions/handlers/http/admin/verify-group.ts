import * as contracts from '@shared/contracts/admin';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { verifyGroup } from '@functions/domain/admin/group-verification';

export const handler = defineHttpHandler(contracts.verifyGroup, async ({ caller, params }) => ({
  status: 200,
  body: await verifyGroup(caller, params.id),
}));
