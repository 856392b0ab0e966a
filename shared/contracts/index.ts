// Every API operation, keyed `<domain>/<operation>`. The key names the handler file
// (functions/handlers/http/<key>.ts), the CDK construct id and the web API file.
import type { Contract } from './contract';
import * as auth from './auth';
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
  'platform/health': platform.health,
  'profile/sign-up': profile.signUp,
} satisfies Record<string, Contract>;

export type ContractKey = keyof typeof contracts;
export const contractKeys = Object.keys(contracts) as ContractKey[];
