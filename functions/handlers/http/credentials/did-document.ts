import * as contracts from '@shared/contracts/verifiable-credentials';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { didDocument } from '@functions/domain/credentials/issuer';

// The same for everyone: CloudFront and verifiers may keep it for an hour, and any site's verifier may read it.
export const handler = defineHttpHandler(contracts.didDocument, async () => ({
  status: 200,
  headers: { 'cache-control': 'public, max-age=3600', 'access-control-allow-origin': '*' },
  body: await didDocument(),
}));
