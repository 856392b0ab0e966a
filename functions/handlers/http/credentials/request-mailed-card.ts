import { requestMailedCard } from '@shared/contracts/credentials';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { requestMailedCard as request } from '@functions/domain/credentials/employer-notification';

export const handler = defineHttpHandler(requestMailedCard, async ({ params, body, caller, request: info }) => ({
  status: 200,
  body: await request(caller, params.uuid, body, await localToday(info)),
}));
