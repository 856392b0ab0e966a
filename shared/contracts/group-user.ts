// What a group admin sees of a member: the members list's row (also the realtime `user-updated`
// message) and the member page's details (also the reply to the admin's edit of them). Its own module
// so the realtime publisher and the profile contract do not load every group contract.
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

/**
 * A member on the member page, as a group admin sees and edits them: the spec's "User (group side)".
 * Only what the group portal needs: never the member's SSN, phone, driver's license, account state or
 * sign-in settings (those stay the member's, in CurrentUser).
 */
export const groupMember = z.object({
  id: z.string(),
  firstName: z.string(),
  middleName: z.nullable(z.string()),
  lastName: z.string(),
  email: z.string(),
  title: z.nullable(z.string()),
  birthDate: z.nullable(z.string()),
  street: z.nullable(z.string()),
  street2: z.nullable(z.string()),
  city: z.nullable(z.string()),
  state: z.nullable(z.string()),
  zip: z.nullable(z.string()),
  groupAdmin: z.boolean(),
  groupId: z.string(),
  /** The member's compliance status in the group (as on the members list). */
  status: memberStatus,
});
export type GroupMember = z.infer<typeof groupMember>;
