// The contract modules whose exported schemas name the OpenAPI document's components (currentUser ->
// CurrentUser). A unit test keeps the list whole (tests/unit/openapi-document.test.ts).
import * as envelope from '@shared/contracts/envelope';
import * as common from '@shared/contracts/common';
import * as admin from '@shared/contracts/admin';
import * as auth from '@shared/contracts/auth';
import * as boardReporting from '@shared/contracts/board-reporting';
import * as catalog from '@shared/contracts/catalog';
import * as commerce from '@shared/contracts/commerce';
import * as credentials from '@shared/contracts/credentials';
import * as exams from '@shared/contracts/exams';
import * as googleSignIn from '@shared/contracts/google-sign-in';
import * as groupCertifications from '@shared/contracts/group-certifications';
import * as groupCommerce from '@shared/contracts/group-commerce';
import * as groupInvitations from '@shared/contracts/group-invitations';
import * as groupNotifications from '@shared/contracts/group-notifications';
import * as groupProgress from '@shared/contracts/group-progress';
import * as groupUser from '@shared/contracts/group-user';
import * as groups from '@shared/contracts/groups';
import * as learning from '@shared/contracts/learning';
import * as mfa from '@shared/contracts/mfa';
import * as platform from '@shared/contracts/platform';
import * as profile from '@shared/contracts/profile';
import * as uploads from '@shared/contracts/uploads';
import * as verifiableCredentials from '@shared/contracts/verifiable-credentials';
import * as factory from '@functions/lib/factory-responses';

// First the envelope's and the shared entities' names, so theirs win a clash.
export const contractModules: Record<string, Record<string, unknown>> = {
  envelope,
  factory,
  common,
  admin,
  auth,
  'board-reporting': boardReporting,
  catalog,
  commerce,
  credentials,
  exams,
  'google-sign-in': googleSignIn,
  'group-certifications': groupCertifications,
  'group-commerce': groupCommerce,
  'group-invitations': groupInvitations,
  'group-notifications': groupNotifications,
  'group-progress': groupProgress,
  'group-user': groupUser,
  groups,
  learning,
  mfa,
  platform,
  profile,
  uploads,
  'verifiable-credentials': verifiableCredentials,
};
