// Cognito holds credentials. Usernames are our user ids; the profile lives in the table. The client's
// timeouts and attempts are the standard budget (functions/lib/call-budgets.ts).
import {
  AdminCreateUserCommand,
  AdminInitiateAuthCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { sdkClientConfig, STANDARD_BUDGET } from '../lib/call-budgets';
import { requireEnv } from '../lib/env';

let client: CognitoIdentityProviderClient | undefined;
const cognito = () => (client ??= new CognitoIdentityProviderClient(sdkClientConfig(STANDARD_BUDGET)));

const WRONG_PASSWORD = new Set([
  'NotAuthorizedException',
  'InvalidPasswordException',
  'UserNotFoundException',
  'PasswordResetRequiredException',
]);

/** True when Cognito accepts the password. */
export async function checkPassword(userId: string, password: string): Promise<boolean> {
  try {
    const result = await cognito().send(
      new AdminInitiateAuthCommand({
        UserPoolId: requireEnv('USER_POOL_ID'),
        ClientId: requireEnv('USER_POOL_CLIENT_ID'),
        AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: userId, PASSWORD: password },
      }),
    );
    return Boolean(result.AuthenticationResult);
  } catch (error) {
    if (WRONG_PASSWORD.has((error as Error).name)) return false;
    throw error;
  }
}

/**
 * The user's sign-in identity with its password. Safe to repeat: usernames are fresh user ids, so an
 * identity that already exists is this user's, made by an attempt whose reply was lost (a timeout the
 * SDK retried, or a request retried after a 503); the password is then set on it.
 */
export async function createIdentity(userId: string, email: string, password: string): Promise<void> {
  try {
    await cognito().send(
      new AdminCreateUserCommand({
        UserPoolId: requireEnv('USER_POOL_ID'),
        Username: userId,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
  } catch (error) {
    if ((error as Error).name !== 'UsernameExistsException') throw error;
  }
  await setPassword(userId, password);
}

export async function setPassword(userId: string, password: string): Promise<void> {
  await cognito().send(
    new AdminSetUserPasswordCommand({
      UserPoolId: requireEnv('USER_POOL_ID'),
      Username: userId,
      Password: password,
      Permanent: true,
    }),
  );
}
