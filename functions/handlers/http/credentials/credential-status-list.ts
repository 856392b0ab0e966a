import * as contracts from '@shared/contracts/verifiable-credentials';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { STATUS_LIST_TTL_MS } from '@shared/rules/status-list';
import { NotFound } from '@functions/lib/errors';
import { credentialStatusList } from '@functions/domain/credentials/status-lists';

/** A list not yet used stays unused for a while: its 404 is cached too, so guessing numbers does not reach the function (or its throttle) each time. */
const MISS_MAX_AGE_S = 60;

// Public and the same for everyone: cached at the edge for the list's time to live (five minutes), readable by any site's verifier.
export const handler = defineHttpHandler(contracts.credentialStatusList, async ({ params }) => {
  const everyone = { 'access-control-allow-origin': '*' };
  try {
    return {
      status: 200,
      headers: { ...everyone, 'cache-control': `public, max-age=${STATUS_LIST_TTL_MS / 1000}` },
      body: Buffer.from(await credentialStatusList(params.list), 'ascii'),
    };
  } catch (error) {
    if (!(error instanceof NotFound)) throw error;
    return {
      status: 404,
      headers: { ...everyone, 'cache-control': `public, max-age=${MISS_MAX_AGE_S}` },
      body: { message: error.message },
    };
  }
});
