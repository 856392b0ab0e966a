import * as contracts from '@shared/contracts/profile';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { getProfession } from '@functions/domain/profile/state-licenses';

export const handler = defineHttpHandler(contracts.getProfession, async ({ params }) => ({
  status: 200,
  body: getProfession(params.id),
}));
