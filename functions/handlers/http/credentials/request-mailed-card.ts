import * as contracts from '@shared/contracts/credentials';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { requestMailedCard } from '@functions/domain/credentials/employer-notification';

export const handler = defineHttpHandler(
  contracts.requestMailedCard,
  async ({ params, body, caller, request: info }) => ({
    status: 200,
    body: await requestMailedCard(caller, params.uuid, body, await localToday(info)),
  }),
);
