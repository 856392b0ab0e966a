// Every API operation, keyed `<domain>/<operation>`. The key names the handler file
// (functions/handlers/http/<key>.ts), the CDK construct id and the web API file.
import type { Contract } from './contract';
import * as auth from './auth';
import * as catalog from './catalog';
import * as credentials from './credentials';
import * as exams from './exams';
import * as groups from './groups';
import * as learning from './learning';
import * as platform from './platform';
import * as profile from './profile';

export const contracts = {
  'auth/bootstrap': auth.bootstrap,
  'auth/evaluate-auth': auth.evaluateAuth,
  'auth/login': auth.login,
  'auth/sms-login': auth.smsLogin,
  'auth/logout': auth.logout,
  'auth/request-password-reset': auth.requestPasswordReset,
  'auth/update-password': auth.updatePassword,
  'auth/socket-auth': auth.socketAuth,
  'catalog/get-course': catalog.getCourse,
  'catalog/search-courses': catalog.searchCourses,
  'catalog/list-course-sections': catalog.listCourseSections,
  'learning/list-user-courses': learning.listUserCourses,
  'learning/get-user-course': learning.getUserCourse,
  'learning/enroll': learning.enroll,
  'learning/update-confirmation': learning.updateConfirmation,
  'learning/list-user-course-sections': learning.listUserCourseSections,
  'learning/get-user-course-section': learning.getUserCourseSection,
  'learning/complete-user-course-section': learning.completeUserCourseSection,
  'learning/list-subscriptions': learning.listSubscriptions,
  'learning/get-subscription': learning.getSubscription,
  'learning/list-ad-tiles': learning.listAdTiles,
  'exams/get-user-exam': exams.getUserExam,
  'exams/list-user-questions': exams.listUserQuestions,
  'exams/answer-user-question': exams.answerUserQuestion,
  'exams/score-user-exam': exams.scoreUserExam,
  'exams/retake-user-exam': exams.retakeUserExam,
  'exams/update-user-exam': exams.updateUserExam,
  'credentials/provider-card-pdf': credentials.providerCardPdf,
  'credentials/verify-provider-card': credentials.verifyProviderCard,
  'groups/list-group-users': groups.listGroupUsers,
  'groups/dashboard': groups.groupDashboard,
  'groups/list-products': groups.listGroupProducts,
  'groups/enroll': groups.enrollGroupMember,
  'groups/get-user': groups.getGroupUser,
  'groups/remove-user': groups.removeGroupUser,
  'groups/list-user-exams': groups.listGroupUserExams,
  'groups/unenroll': groups.unenrollGroupUserExam,
  'groups/list-expirations': groups.listUserCourseExpirations,
  'groups/expiration-summary': groups.expirationSummary,
  'groups/export-users': groups.exportGroupUsers,
  'groups/export-expirations': groups.exportUserCourseExpirations,
  'groups/invite-members': groups.inviteGroupMembers,
  'groups/invite-member': groups.inviteGroupMember,
  'groups/get-invitation': groups.getInvitation,
  'groups/accept-invitation': groups.acceptInvitation,
  'groups/send-course-reminder': groups.sendCompleteCourseReminder,
  'groups/list-saved-filters': groups.listSavedFilters,
  'groups/create-saved-filter': groups.createSavedFilter,
  'groups/delete-saved-filter': groups.deleteSavedFilter,
  'groups/signup': groups.groupSignup,
  'groups/join-by-code': groups.joinGroupSignup,
  'platform/health': platform.health,
  'profile/sign-up': profile.signUp,
} satisfies Record<string, Contract>;

export type ContractKey = keyof typeof contracts;
export const contractKeys = Object.keys(contracts) as ContractKey[];
