import { paths } from '@shared/paths';
import * as contracts from '@shared/contracts/profile';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { PRESESSION_COOKIE, readCookie } from '@functions/lib/cookies';
import { signUp } from '@functions/domain/auth/sign-up';

export const handler = defineHttpHandler(contracts.signUp, async ({ body, request, caller }) => {
  const { cookies, headers, currentUser, group } = await signUp(
    { ...body, presession: readCookie(request.cookies, PRESESSION_COOKIE) },
    request.ip,
    caller,
  );
  return { status: 201, cookies, headers, body: { user: currentUser, group, redirect: paths.dashboard } };
});
