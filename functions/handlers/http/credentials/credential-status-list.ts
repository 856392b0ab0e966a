import * as contracts from '@shared/contracts/verifiable-credentials';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { STATUS_LIST_TTL_MS } from '@shared/rules/status-list';
import { credentialStatusList } from '@functions/domain/credentials/status-lists';

// Public and the same for everyone: cached at the edge for the list's time to live (five minutes), readable by any site's verifier.
export const handler = defineHttpHandler(contracts.credentialStatusList, async ({ params }) => ({
  status: 200,
  headers: {
    'cache-control': `public, max-age=${STATUS_LIST_TTL_MS / 1000}`,
    'access-control-allow-origin': '*',
  },
  body: Buffer.from(await credentialStatusList(params.list), 'ascii'),
}));
