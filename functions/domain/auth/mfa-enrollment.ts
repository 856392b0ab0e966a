// Setting up, turning off and renewing two-step verification for the signed-in user. The secret
// is made here, sealed (field 'totp') and pending until a first code proves the app holds it; then
// 10 recovery codes are answered once and kept as hashes. Turning it on needs the password step-up
// (recent password sign-in or the current password), as any change of how the account signs in
// does; turning it off needs that and a second factor. The owner is emailed each time.
import { MFA_MESSAGES } from '@shared/rules/mfa';
import { paths } from '@shared/paths';
import { decryptField, encryptField } from '@functions/adapters/field-encryption';
import {
  activateTotp,
  deleteTotpFactor,
  getTotpFactor,
  putPendingTotp,
  replaceRecoveryCodes,
} from '@functions/data/mfa';
import { hasVerifiedEmail } from '@functions/data/users';
import type { Caller } from '@functions/lib/caller';
import { Conflict, Invalid } from '@functions/lib/errors';
import { successToast } from '@functions/lib/toasts';
import { audit } from '../audit/audit';
import { loadCompany } from '../company/company-settings';
import { loadGroupSummary } from '../profile/present-group';
import { sendAccountNotice } from '../profile/account-notices';
import { presentUser } from '../profile/present-user';
import { requireRecentSignIn } from '../profile/recent-sign-in';
import { closeSocketsOfOtherSessions } from '../realtime/session-sockets';
import { checkWithinFailureLimit } from './rate-limit';
import { revokeSessionsOf } from './revoke-sessions';
import { checkSecondFactor, type SecondFactorInput } from './second-factor';
import { matchTotpStep, newRecoveryCodes, newTotpSecret, recoveryCodeHash, totpUri } from './totp';

export async function startTotp(caller: Caller, now = new Date()) {
  if (!hasVerifiedEmail(caller.user)) throw Invalid.field('base', MFA_MESSAGES.confirmEmailFirst);
  const secret = newTotpSecret();
  if (!(await putPendingTotp(caller.userId, await encryptField('totp', caller.userId, secret), now)))
    throw new Conflict(MFA_MESSAGES.alreadyOn);
  const issuer = (await loadCompany()).name;
  const account = caller.user.email;
  return { secret, uri: totpUri(secret, issuer, account), issuer, account };
}

export async function confirmTotp(
  caller: Caller,
  input: { code: string; currentPassword?: string },
  ip: string,
  now = new Date(),
) {
  await requireRecentSignIn(caller, input.currentPassword, now);
  const factor = await getTotpFactor(caller.userId);
  if (factor?.status === 'active') throw Invalid.field('code', MFA_MESSAGES.alreadyOn);
  if (!factor) throw Invalid.field('code', MFA_MESSAGES.setupExpired);
  const secret = await decryptField('totp', caller.userId, factor.secretCiphertext);
  const step = await checkWithinFailureLimit(
    'mfaCheck',
    `user:${caller.userId}`,
    ip,
    async () => matchTotpStep(secret, input.code, now.getTime()),
    (s) => s !== null,
  );
  if (step === null) throw Invalid.field('code', MFA_MESSAGES.codeIncorrect);
  const recoveryCodes = newRecoveryCodes();
  const hashes = recoveryCodes.map((code) => recoveryCodeHash(caller.userId, code));
  if (!(await activateTotp(caller.userId, factor.secretCiphertext, step, hashes, now)))
    throw Invalid.field('code', MFA_MESSAGES.setupExpired);
  // Every other session signed in without a code (one opened while an admin still had to set it up
  // reached only the setup; with the factor on it would reach everything): only this one stays.
  await revokeSessionsOf(caller.userId, caller.sessionHash);
  await closeSocketsOfOtherSessions({ userId: caller.userId, groupId: caller.user.groupId }, caller.sessionHash);
  await audit('mfa.enabled', { actorId: caller.userId, groupId: caller.user.groupId, ip });
  await sendAccountNotice(caller.user, 'mfaEnabled');
  const user = { ...caller.user, mfaEnabled: true };
  return {
    user: await presentUser(user),
    group: await loadGroupSummary(user.groupId),
    recoveryCodes,
    toaster: successToast(MFA_MESSAGES.turnedOn),
  };
}

export async function disableTotp(
  caller: Caller,
  input: SecondFactorInput & { currentPassword?: string },
  ip: string,
  now = new Date(),
) {
  await requireRecentSignIn(caller, input.currentPassword, now);
  await checkSecondFactor(caller.userId, input, ip, now.getTime());
  await deleteTotpFactor(caller.userId);
  await audit('mfa.disabled', { actorId: caller.userId, groupId: caller.user.groupId, ip });
  await sendAccountNotice(caller.user, 'mfaDisabled');
  const user = await presentUser({ ...caller.user, mfaEnabled: false });
  // An account that must have it is sent to set it up again (a new phone, say).
  return {
    user,
    toaster: successToast(MFA_MESSAGES.turnedOff),
    ...(user.mfaRequired ? { redirect: paths.mfaSetup } : {}),
  };
}

export async function regenerateRecoveryCodes(caller: Caller, input: SecondFactorInput, ip: string, now = new Date()) {
  await checkSecondFactor(caller.userId, input, ip, now.getTime());
  const recoveryCodes = newRecoveryCodes();
  if (
    !(await replaceRecoveryCodes(
      caller.userId,
      recoveryCodes.map((code) => recoveryCodeHash(caller.userId, code)),
    ))
  )
    throw Invalid.field('base', MFA_MESSAGES.notOn);
  await audit('mfa.recovery_codes_renewed', { actorId: caller.userId, groupId: caller.user.groupId, ip });
  await sendAccountNotice(caller.user, 'recoveryCodes');
  return { recoveryCodes, toaster: successToast(MFA_MESSAGES.newRecoveryCodes) };
}
