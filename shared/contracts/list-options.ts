// The lists' sortable columns and the select filters' page size: values the web needs at run
// time, so they live apart from the zod contracts that use them (the web imports contracts for
// their types only: tests/unit/web/first-screen-rules.test.ts).

/**
 * The member list's sortable columns: every column it shows (G:241). `name` is last then first name;
 * `pendingCourses` the number of courses in progress; `lastSignInAt` never first; `groupAdmin` No
 * before Yes; `status` by label. Ties follow member order (the list's default; reversed with a
 * descending column), the same on every page.
 */
export const MEMBER_SORTS = [
  'name',
  'email',
  'pendingCourses',
  'compliantCourses',
  'nonCompliantCourses',
  'ce',
  'lastSignInAt',
  'groupAdmin',
  'status',
] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];

/**
 * The compliance list's sortable columns: every column it shows (G:241) but Actions. `compliance`
 * follows the dates (Expired, Expiring Soon, Expiring Later, Valid), so it is the date order; `name`
 * (last then first name) and `course` are each then by date.
 */
export const EXPIRATION_SORTS = ['name', 'course', 'expirationDate', 'compliance'] as const;

/**
 * The receipts list's sortable columns: every column it shows (G:241) but the receipt link.
 * `createdAt` is the date (newest first without a sort), `courses` the seats bought; ties in date order
 * (reversed with a descending column).
 */
export const GROUP_ORDER_SORTS = ['createdAt', 'courses', 'totalCost', 'discount', 'discountedAmount'] as const;

/** The report's sortable columns: every column it shows (G:241) but Actions. */
export const REPORT_SORTS = ['name', 'progress', 'passedAt', 'course'] as const;

/** The most options a select filter loads (spec section 9: 'Select-filter dropdown loads 100 items'). */
export const SELECT_OPTIONS_PER_PAGE = 100;
