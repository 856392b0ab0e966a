import { listReviews } from '@shared/contracts/commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { publicReviews } from '@functions/domain/commerce/reviews';

export const handler = defineHttpHandler(listReviews, async () => ({ status: 200, body: await publicReviews() }));
