import { health } from '@shared/contracts/platform';
import { defineSessionlessHttpHandler } from '@functions/handlers/define-http-handler';
import { checkHealth } from '@functions/domain/platform/health';

export const handler = defineSessionlessHttpHandler(health, async () => ({ status: 200, body: await checkHealth() }));
