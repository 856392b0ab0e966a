import { listProfessions } from '@shared/contracts/profile';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { listProfessions as professions } from '@functions/domain/profile/state-licenses';

export const handler = defineHttpHandler(listProfessions, async () => ({ status: 200, body: professions() }));
