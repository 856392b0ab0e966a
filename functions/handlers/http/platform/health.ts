import { health } from '@shared/contracts/platform';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { checkHealth } from '@functions/domain/platform/health';

export const handler = defineHttpHandler(health, async () => ({ status: 200, body: await checkHealth() }));
