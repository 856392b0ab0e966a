// Provider cards: the PDF and the public verification behind its QR code.
import * as z from 'zod/mini';
import { LAST_NAME_REQUIRED } from '../constants';
import { binary, defineContract, messageBody, validationErrors } from './contract';

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
  /** 'revoked' once the card is withdrawn (refund, admin action); the page then shows nothing else of value. */
  standing: z.enum(['valid', 'expiring', 'expired', 'revoked']),
});


export const verifyProviderCard = defineContract({
  method: 'GET',
  path: '/api/verifications/:cardId.json',
  access: 'public',
  summary:
    'Public check of a provider card. The QR code links to /verify/{cardId}?token=...; without a valid token the holder\'s last name must match (422 lastName when missing, 404 when wrong). Rate limited per IP (429).',
  grants: ['table:read', 'table:write'],
  params: z.object({ cardId: z.string().check(z.minLength(1), z.maxLength(64)) }),
  query: z.object({ token: z.optional(z.string()), lastName: z.optional(z.string()) }),
  responses: { 200: cardVerification, 404: messageBody, 422: validationErrors, 429: validationErrors },
});
