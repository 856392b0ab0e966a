import * as contracts from '@shared/contracts/verifiable-credentials';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { cmeCertificateCredential } from '@functions/domain/credentials/verifiable-credentials';

export const handler = defineHttpHandler(
  contracts.cmeCertificateCredential,
  async ({ params, query, caller, request }) => {
    const { jws, filename } = await cmeCertificateCredential({
      caller,
      cardId: params.cardId,
      certificateId: params.id,
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
