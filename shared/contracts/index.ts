// Every API operation, keyed `<domain>/<operation>`. The key names the handler file
// (functions/handlers/http/<key>.ts), the CDK construct id and the web API file.
import type { Contract } from './contract';
import * as admin from './admin';
import * as auth from './auth';
import * as catalog from './catalog';
import { commerceContracts } from './commerce';
import * as credentials from './credentials';
import * as exams from './exams';
import * as groups from './groups';
import * as learning from './learning';
import * as platform from './platform';
import * as profile from './profile';
import * as uploads from './uploads';

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
  'credentials/cme-user-information-verified': credentials.cmeUserInformationVerified,
  'credentials/cme-typeform-submitted': credentials.cmeTypeformSubmitted,
  'credentials/list-cme-certificates': credentials.listCmeCertificates,
  'credentials/cme-certificate-pdf': credentials.cmeCertificatePdf,
  'credentials/cme-credits': credentials.cmeCredits,
  'credentials/notify-employer': credentials.notifyEmployer,
  'credentials/get-employer-notification': credentials.getEmployerNotification,
  'credentials/employer-notification-card-pdf': credentials.employerNotificationCardPdf,
  'credentials/request-mailed-card': credentials.requestMailedCard,
  'credentials/list-mail-requests': credentials.listMailRequests,
  'groups/list-group-users': groups.listGroupUsers,
  'platform/health': platform.health,
  'admin/list-question-banks': admin.listQuestionBanks,
  'admin/get-question-bank': admin.getQuestionBank,
  'admin/create-question-bank': admin.createQuestionBank,
  'admin/list-questions': admin.listQuestions,
  'admin/create-question': admin.createQuestion,
  'admin/get-question': admin.getQuestion,
  'admin/update-question': admin.updateQuestion,
  'admin/delete-question': admin.deleteQuestion,
  'admin/list-answers': admin.listAnswers,
  'admin/create-answer': admin.createAnswer,
  'admin/update-answer': admin.updateAnswer,
  'admin/delete-answer': admin.deleteAnswer,
  'admin/get-course-section': admin.getCourseSection,
  'admin/update-course-section': admin.updateCourseSection,
  'admin/list-active-resources': admin.listActiveResources,
  'admin/create-active-folder': admin.createActiveFolder,
  'admin/create-active-file': admin.createActiveFile,
  'admin/update-active-file': admin.updateActiveFile,
  'admin/delete-active-file': admin.deleteActiveFile,
  'profile/sign-up': profile.signUp,
  'profile/update-user': profile.updateUser,
  'profile/drivers-license-file': profile.driversLicenseFile,
  'profile/list-states': profile.listStates,
  'profile/list-professions': profile.listProfessions,
  'profile/get-profession': profile.getProfession,
  'profile/list-state-licenses': profile.listStateLicenses,
  'profile/create-state-license': profile.createStateLicense,
  'profile/get-state-license': profile.getStateLicense,
  'profile/update-state-license': profile.updateStateLicense,
  'profile/delete-state-license': profile.deleteStateLicense,
  'uploads/create-direct-upload': uploads.createDirectUpload,
  ...commerceContracts,
} satisfies Record<string, Contract>;

export type ContractKey = keyof typeof contracts;
export const contractKeys = Object.keys(contracts) as ContractKey[];
