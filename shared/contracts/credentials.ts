// Provider cards: the PDF and the public verification behind its QR code.
import * as z from 'zod/mini';
import { binary, defineContract, messageBody } from './contract';


export const providerCardPdf = defineContract({
  method: 'GET',
  path: '/api/provider_cards/:id.pdf',
  access: 'learner',
  summary: "The caller's provider card as a PDF (passed or expired courses only).",
  grants: ['table:read'],
  produces: 'application/pdf',
  params: z.object({ id: z.string().check(z.minLength(1)) }),
  query: z.object({ user_course_uuid: z.optional(z.string()) }),
  responses: { 200: binary, 404: messageBody },
});

export const cardVerification = z.object({
  cardId: z.string(),
  holderName: z.string(),
  courseName: z.string(),
  issuedOn: z.string(),
  expiresOn: z.string(),
  standing: z.enum(['valid', 'expiring', 'expired']),
});

export const verifyProviderCard = defineContract({
  method: 'GET',
  path: '/api/verifications/:cardId.json',
  access: 'public',
  summary: 'Public check of a provider card (the QR code on the card links to /verify/{cardId}).',
  grants: ['table:read'],
  params: z.object({ cardId: z.string().check(z.minLength(1)) }),
  responses: { 200: cardVerification, 404: messageBody },
});
