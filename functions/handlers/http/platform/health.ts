import { health } from '../../../../shared/contracts/platform';
import { defineHttpHandler } from '../../../lib/http-handler';
import { getCompany } from '../../../data/company';

export const handler = defineHttpHandler(health, async () => {
  await getCompany();
  return { status: 200, body: { status: 'ok', time: new Date().toISOString() } };
});
