// Our addition to the group portal: the invitations not yet accepted, each sent again (a new link;
// the old one stops working, as the spec's single-use links do) or withdrawn (its link then says so).
import * as z from 'zod/mini';
import { defineContract } from './contract';
import { envelope, messageBody, pagedReply, pageQuery, validationErrors } from './envelope';

export const pendingInvitation = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** When the address was first invited (ISO instant). */
  invitedAt: z.string(),
  /** The inviting admin's name (null when they are gone). */
  invitedBy: z.nullable(z.string()),
  /** When the live link was emailed: later than `invitedAt` once sent again. */
  sentAt: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
  /** When it can be sent again (null: now). */
  resendableAt: z.nullable(z.string()),
});
export type PendingInvitation = z.infer<typeof pendingInvitation>;

const invitedEmail = z.object({ email: z.string().check(z.minLength(1, "can't be blank"), z.maxLength(254)) });

export const listPendingInvitations = defineContract({
  method: 'GET',
  path: '/api/groups/invitations.json',
  access: 'groupAdmin',
  summary:
    "One page of the caller's group's invitations not yet accepted, by address: who invited whom and when, when the link was sent and expires (an expired one stays listed a month, to send again).",
  grants: ['table:read'],
  query: pageQuery,
  responses: { 200: pagedReply(pendingInvitation), 422: validationErrors },
});

export const resendInvitation = defineContract({
  method: 'POST',
  path: '/api/groups/invitations/resend.json',
  access: 'groupAdmin',
  summary:
    "Emails a pending invitation again with a new link valid 30 days; the previous link stops working. At most once every 10 minutes per invitation and within the group's email quota (429 with when); 404 when no invitation of the address is pending; 422 when the address has since joined a group.",
  grants: ['table:write', 'mail'],
  body: invitedEmail,
  responses: {
    200: z.object({ invitation: pendingInvitation, ...envelope }),
    404: messageBody,
    422: validationErrors,
    429: validationErrors,
  },
});

export const revokeInvitation = defineContract({
  method: 'POST',
  path: '/api/groups/invitations/revoke.json',
  access: 'groupAdmin',
  summary:
    'Withdraws a pending invitation: its link then says the group withdrew it, and the address can be invited again. 404 when none is pending (e.g. accepted meanwhile).',
  grants: ['table:write'],
  body: invitedEmail,
  responses: { 200: z.object({ ...envelope }), 404: messageBody, 422: validationErrors },
});
