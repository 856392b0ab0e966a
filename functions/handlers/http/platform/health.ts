import * as contracts from '@shared/contracts/platform';
import { defineSessionlessHttpHandler } from '@functions/handlers/define-http-handler';
import { health } from '@functions/domain/platform/health';

export const handler = defineSessionlessHttpHandler(contracts.health, async () => ({
  status: 200,
  body: await health(),
}));
