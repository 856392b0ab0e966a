import * as contracts from '@shared/contracts/verifiable-credentials';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { providerCardCredential } from '@functions/domain/credentials/verifiable-credentials';

export const handler = defineHttpHandler(
  contracts.providerCardCredential,
  async ({ params, query, caller, request }) => {
    const { jws, filename } = await providerCardCredential({
      caller,
      cardId: params.cardId,
      token: query.token,
      today: await localToday(request),
    });
    return {
      status: 200,
      headers: { 'content-disposition': `attachment; filename="${filename}"` },
      body: Buffer.from(jws, 'ascii'),
    };
  },
);
