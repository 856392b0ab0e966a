// The group member row as the portal shows it: the members list's entries and the realtime
// `user-updated` message. Its own module so the realtime publisher does not load every group contract.
import * as z from 'zod/mini';
import { MEMBER_STATUSES } from '../rules/group-members';

export const memberStatus = z.enum(MEMBER_STATUSES);

/** The spec's group member row (`id` is the user's id, as in /group-portal/members/{userId}), plus when they joined. */
export const groupUser = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  pendingCourses: z.array(z.object({ name: z.string(), color: z.string(), productId: z.string() })),
  compliantCourses: z.number(),
  nonCompliantCourses: z.number(),
  ce: z.number(),
  lastSignInAt: z.nullable(z.string()),
  lastLoginAt: z.nullable(z.string()),
  groupAdmin: z.boolean(),
  status: memberStatus,
  joinedAt: z.string(),
});
export type GroupUser = z.infer<typeof groupUser>;
