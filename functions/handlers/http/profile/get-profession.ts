import { getProfession } from '@shared/contracts/profile';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { getProfession as profession } from '@functions/domain/profile/state-licenses';

export const handler = defineHttpHandler(getProfession, async ({ params }) => ({
  status: 200,
  body: profession(params.id),
}));
