import * as contracts from '@shared/contracts/platform';
import { defineSessionlessHttpHandler } from '@functions/handlers/define-http-handler';
import { openapiDocument } from '@functions/domain/platform/openapi-document';

// Public and the same for everyone until the next deploy: browsers and CDNs may keep it an hour.
export const handler = defineSessionlessHttpHandler(contracts.openapiDocument, async () => ({
  status: 200,
  body: openapiDocument(),
  headers: { 'cache-control': 'public, max-age=3600' },
}));
