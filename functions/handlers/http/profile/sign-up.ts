import { paths } from '@shared/paths';
import { signUp } from '@shared/contracts/profile';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { PRESESSION_COOKIE, readCookie } from '@functions/lib/cookies';
import { signUp as createAccount } from '@functions/domain/auth/sign-up';

export const handler = defineHttpHandler(signUp, async ({ body, request, caller }) => {
  const { cookies, headers, currentUser, group } = await createAccount(
    { ...body, presession: readCookie(request.cookies, PRESESSION_COOKIE) },
    request.ip,
    caller,
  );
  return { status: 201, cookies, headers, body: { user: currentUser, group, redirect: paths.dashboard } };
});
