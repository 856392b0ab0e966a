// Cognito holds credentials. Usernames are our user ids; the profile lives in the table.
import {
  AdminCreateUserCommand,
  AdminInitiateAuthCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { requireEnv } from '../lib/env';

let client: CognitoIdentityProviderClient | undefined;
const cognito = () => (client ??= new CognitoIdentityProviderClient({}));

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

export async function createIdentity(userId: string, email: string, password: string): Promise<void> {
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
