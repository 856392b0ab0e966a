// The group portal: a group admin's view of their own group (members first; more with the portal).
import * as z from 'zod/mini';
import { defineContract, pagedReply, pageQuery, validationErrors } from './contract';

/**
 * A row of the portal's member list: the spec's "group member row" fields the list has so far
 * (`id` is the user's id, as in /group-portal/members/{userId}), plus when they joined. The portal's
 * compliance columns, search, sort and filters extend this row and the query; the reply stays a page.
 */
export const groupUser = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  groupAdmin: z.boolean(),
  joinedAt: z.string(),
});
export type GroupUser = z.infer<typeof groupUser>;

export const listGroupUsers = defineContract({
  method: 'GET',
  path: '/api/groups/users.json',
  access: 'groupAdmin',
  summary: "One page of the caller's group members (page, perPage or the previous page's cursor), in user-id order, with the group's member count as the total.",
  grants: ['table:read'],
  query: pageQuery,
  responses: { 200: pagedReply(groupUser), 422: validationErrors },
});
