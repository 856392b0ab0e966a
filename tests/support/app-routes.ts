// Every route of the app as someone visits it: each path of shared/paths.ts with the role that sees
// it and, for a route taking an id, one from the seeded demo data (an id the seed has none of, such
// as an order, shows the page's not-found state). A path added to the registry must be listed here
// (the Record's type says so), or skipped with the reason. Plus the routes only the route tables
// name (dialogs' child pages) and the 404 page.
import type { paths } from '@shared/paths';
import { childId } from '@functions/domain/learning/ids';
import { DEMO_ACCOUNTS } from '@infra/local/seed/accounts';
import { seedCourses } from '@infra/local/seed/catalog/index';
import {
  LEARNER_ACLS_SUBSCRIPTION,
  LEARNER_BLS_CARD,
  LEARNER_BLS_EXAM,
  LEARNER_BLS_USER_COURSE,
} from '@infra/local/seed/learner-history';

export type Role = 'anonymous' | 'learner' | 'groupAdmin' | 'contentAdmin';

export const ROLE_ACCOUNTS: Record<Exclude<Role, 'anonymous'>, string> = {
  learner: 'learner@example.com',
  groupAdmin: 'groupadmin@example.com',
  contentAdmin: 'admin@example.com',
};

export interface Visit {
  role: Role;
  path: string;
}

const bls = seedCourses.find((course) => course.id === 'bls')!;
const member = DEMO_ACCOUNTS.find((account) => account.email === 'member@example.com')!.id;
const uc = LEARNER_BLS_USER_COURSE;
const exam = LEARNER_BLS_EXAM;
const sub = `/user-portal/subscriptions/${LEARNER_ACLS_SUBSCRIPTION}`;
// Ids the seed has no record of: the page's not-found state.
const NONE = '00000000-0000-4000-8000-000000000000';

const as =
  (role: Role) =>
  (...visited: string[]): Visit[] =>
    visited.map((path) => ({ role, path }));
const anonymous = as('anonymous');
const learner = as('learner');
const groupAdmin = as('groupAdmin');
const contentAdmin = as('contentAdmin');

/** Each registry path's visits; `skip` says why a path is not visited. */
export const ROUTE_VISITS: Record<keyof typeof paths, Visit[] | { skip: string }> = {
  login: anonymous('/login'),
  forgotPassword: anonymous('/forgot-password'),
  resetPassword: anonymous('/reset-password/not-a-token'),
  verifyEmail: anonymous('/verify-email/not-a-token'),
  createAccount: anonymous('/create-account'),
  googleLink: anonymous('/login/google/link'),
  googleSignUp: anonymous('/create-account/google'),
  mfaSetup: anonymous('/two-step-verification'),
  logout: { skip: 'signs the visitor out (the sessions are shared with other test files)' },
  privacyPolicy: anonymous('/privacy-policy'),
  termsOfService: anonymous('/terms-of-service'),
  cmeAccreditation: anonymous('/cme-accreditation'),
  autoRenewalTerms: anonymous('/automatic-renewal-terms-and-conditions'),
  verifyCard: anonymous(`/verify/${LEARNER_BLS_CARD}`),
  verifyCredential: anonymous('/verify'),
  // The empty cart first, then a course in it: the cart line and the checkout's order summary.
  cart: [...anonymous('/cart'), ...learner('/cart')],
  cartAdd: anonymous('/cart/add/acls-cert'),
  checkout: [...anonymous('/checkout'), ...learner('/checkout')],
  checkoutConfirmPayment: learner('/checkout/confirm-payment'),
  employerNotification: anonymous(`/employer-notification/${exam}`),
  joinGroup: anonymous('/join-group'),
  thankYou: learner('/thank-you'),
  groupSignup: anonymous('/join-group/signup'),
  dashboard: learner('/dashboard'),
  manageCe: learner('/user-portal/manage-ce'),
  manageCeCourse: learner(`/user-portal/manage-ce/${uc}`),
  manageCeNotifyEmployer: learner(`/user-portal/manage-ce/${uc}/notify-employer`),
  manageCeMailRequest: learner(`/user-portal/manage-ce/${uc}/mail-request`),
  manageCeVerifyInformation: learner(
    `/user-portal/manage-ce/${uc}/verify-information`,
    `/user-portal/manage-ce/${uc}/verify-information/state-licenses/create`,
  ),
  manageCeEvaluation: learner(`/user-portal/manage-ce/${uc}/cme-evaluation`),
  manageCeCme: learner(`/user-portal/manage-ce/${uc}/cme`, `/user-portal/manage-ce/${uc}/cme/download`),
  manageCeBoardReporting: learner(`/user-portal/manage-ce/${uc}/board-reporting`),
  profile: learner('/profile'),
  profileStateLicenses: learner('/profile/state-licenses'),
  profileSecurity: learner('/profile/security'),
  profileStateLicenseCreate: learner('/profile/state-licenses/create'),
  profileStateLicenseEdit: learner(`/profile/state-licenses/edit/${NONE}`),
  billing: learner('/billing'),
  billingAutoRenewals: learner('/billing/auto-renewals'),
  billingAutoRenewalPayment: learner(`/billing/auto-renewals/${NONE}/payment`),
  billingPaymentMethod: learner('/billing/payment-method'),
  billingPaymentMethodUpdate: learner('/billing/payment-method/update'),
  orderReceipt: learner(`/orders/${NONE}/receipt`),
  referrals: learner('/referrals'),
  referToEarn: learner('/refer-to-earn'),
  help: [...learner('/help'), ...anonymous('/help')],
  reviewWidget: learner(`/shopper-approved-iframe/${uc}`),
  course: learner('/courses/bls'),
  courseUserCourse: learner(`/courses/bls/${uc}`),
  courseUserCourseSection: learner(`/courses/bls/${uc}/${bls.sections[0]!.id}`),
  subscription: learner(sub),
  subscriptionCourse: learner(`${sub}/courses/acls`),
  subscriptionCourseDetails: learner(`${sub}/courses/acls/details`),
  subscriptionCourseDisclosures: learner(`${sub}/courses/acls/disclosures`),
  // The seeded subscription is not started yet: no user course of its own.
  subscriptionCourseUserCourse: learner(`${sub}/courses/acls/${NONE}`),
  subscriptionCourseUserCourseSection: learner(`${sub}/courses/acls/${NONE}/${NONE}`),
  subscriptionCourseBoardReporting: learner(`${sub}/courses/acls/direct-board-reporting`),
  coursePlayer: learner(`/user-portal/courses/${uc}/${childId(uc, 0)}`),
  subscriptionCoursePlayer: learner(`${sub}/${NONE}/${NONE}`),
  coursePlayerPlain: learner(`/course-content-plain/${uc}/${childId(uc, 0)}`),
  exam: learner(`/exams/${exam}`),
  examInProgress: learner(`/exams/${exam}/in_progress`),
  examFailed: learner(`/exams/${exam}/failed`),
  examPassed: learner(`/exams/${exam}/passed`),
  examExpired: learner(`/exams/${exam}/expired`),
  coursePassed: learner(`/courses/${uc}/passed`),
  coursePassedConfirm: learner(`/courses/${uc}/passed/confirm`),
  coursePassedReview: learner(`/courses/${uc}/passed/review`),
  coursePassedVerifyInformation: learner(`/courses/${uc}/passed/verify-information`),
  coursePassedEvaluation: learner(`/courses/${uc}/passed/cme-evaluation`),
  coursePassedCme: learner(`/courses/${uc}/passed/cme`),
  coursePassedCmeDownload: learner(`/courses/${uc}/passed/cme/download`),
  coursePassedCmeReview: learner(`/courses/${uc}/passed/cme/review`),
  coursePassedCmeReferralDetails: learner(`/courses/${uc}/passed/cme/referral-details`),
  coursePassedNotifyEmployer: learner(`/courses/${uc}/passed/notify-employer`),
  coursePassedMailRequest: learner(`/courses/${uc}/passed/mail-request`),
  portalCoursePassed: learner(
    `/user-portal/courses/${uc}/passed`,
    `/user-portal/courses/${uc}/passed/referral-details`,
  ),
  portalCoursePassedConfirm: learner(`/user-portal/courses/${uc}/passed/confirm`),
  groupPortal: groupAdmin('/group-portal'),
  groupMembers: groupAdmin('/group-portal/members'),
  groupMembersEnroll: groupAdmin(`/group-portal/members/enroll/${member}`),
  groupMember: groupAdmin(`/group-portal/members/${member}`),
  groupMemberCourses: groupAdmin(`/group-portal/members/${member}/courses`),
  groupMemberCertifications: groupAdmin(`/group-portal/members/${member}/certifications`),
  groupMemberAddCertification: groupAdmin(`/group-portal/members/${member}/certifications/add-certification`),
  groupMemberEditCertification: groupAdmin(`/group-portal/members/${member}/certifications/edit-certification/${NONE}`),
  groupMembersInvite: groupAdmin('/group-portal/members/invite'),
  groupInvitations: groupAdmin('/group-portal/invitations'),
  groupMembersSaveFilter: groupAdmin('/group-portal/members/save-filters/users'),
  groupComplianceSaveFilter: groupAdmin('/group-portal/compliance/save-filters/user_course_expirations'),
  groupComplianceEnroll: groupAdmin(`/group-portal/compliance/enroll/${member}`),
  groupProgressReportSaveFilter: groupAdmin('/group-portal/progress-report/save-filters/user_exams'),
  groupInvitation: anonymous('/group-portal/invitation/not-a-token'),
  groupInvitationGone: anonymous('/group-portal/invitation/does-not-exist'),
  groupCourses: groupAdmin('/group-portal/courses'),
  groupCoursesAssign: groupAdmin('/group-portal/courses/assign/bls-cert'),
  groupCompliance: groupAdmin('/group-portal/compliance'),
  groupProgressReport: groupAdmin('/group-portal/progress-report'),
  groupOnboarding: groupAdmin('/group-portal/onboarding'),
  groupSettings: groupAdmin('/group-portal/settings'),
  groupSettingsNotifications: groupAdmin('/group-portal/settings/notifications'),
  groupSettingsNotification: groupAdmin('/group-portal/settings/notifications/group_admin_certification_expiration'),
  groupCourseSelection: groupAdmin('/group-portal/course-selection'),
  groupPurchaseQuote: groupAdmin('/group-portal/purchase-quote'),
  groupCourseSelectionCheckout: groupAdmin('/group-portal/course-selection/checkout'),
  groupPurchaseQuoteCheckout: groupAdmin('/group-portal/purchase-quote/checkout'),
  groupOnboardingQuote: groupAdmin('/group-portal/onboarding/quote'),
  groupSettingsReceipts: groupAdmin('/group-portal/settings/receipts'),
  groupSettingsBilling: groupAdmin('/group-portal/settings/billing'),
  groupOrderReceipt: groupAdmin(`/group-orders/${NONE}/receipt`),
  adminHome: contentAdmin('/admin-content'),
  adminQuestionBanks: contentAdmin('/admin-content/question-banks'),
  adminQuestionBankCreate: contentAdmin('/admin-content/question-banks/create'),
  adminQuestionBank: contentAdmin('/admin-content/question-banks/bls-bank'),
  adminQuestionCreate: contentAdmin('/admin-content/question-banks/bls-bank/create'),
  adminQuestion: contentAdmin(`/admin-content/questions/${bls.questions[0]!.id}`),
  adminAssets: contentAdmin('/admin-content/assets'),
  adminAuditEvents: contentAdmin('/admin-content/audit-events'),
  adminRevokeCard: contentAdmin('/admin-content/provider-cards/revoke'),
  adminSectionCode: contentAdmin(`/admin-content/bls/${bls.sections[0]!.id}/code`),
  adminSectionSandbox: contentAdmin('/admin-content/course-section-sandbox'),
};

/** Routes the registry does not name, and the 404 page in each layout. */
const EXTRA_VISITS: Visit[] = [
  ...learner(`/courses/${uc}/passed/referral-details`, `/user-portal/manage-ce/${uc}/cme/review`, '/no-such-page'),
  ...anonymous('/no-such-page'),
  ...groupAdmin('/no-such-page'),
];

const ROLE_ORDER: Role[] = ['anonymous', 'learner', 'groupAdmin', 'contentAdmin'];

/** Every visit, role by role (in the order listed within a role: the cart before and after adding). */
export function everyVisit(): Visit[] {
  const listed = Object.values(ROUTE_VISITS).flatMap((visits) => ('skip' in visits ? [] : visits));
  const all = [...listed, ...EXTRA_VISITS];
  return ROLE_ORDER.flatMap((role) => all.filter((visit) => visit.role === role));
}
