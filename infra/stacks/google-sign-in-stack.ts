// Google sign-in in AWS: Cognito federates Google (UserPoolIdentityProviderGoogle, its client secret
// read from Secrets Manager at deploy), the hosted UI's domain, and an app client for the OAuth code
// flow (PKCE, no client secret) whose only callback is the app's /auth/google_oauth2/callback. The
// routes' OpenID Connect client (functions/adapters/oidc.ts) reads the user pool's discovery document
// and sends `identity_provider=Google`, so the browser goes straight to Google and back; our callback
// then opens our own session. Built only when context googleClientId is set (docs/google-sign-in.md).
import { SecretValue, Stack, type StackProps } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import { GOOGLE_CALLBACK_PATH } from '@shared/contracts/google-sign-in';
import type { AppConfig } from './config';

export interface GoogleSignInStackProps extends StackProps {
  config: AppConfig & { googleClientId: string; cognitoDomainPrefix: string };
  userPool: cognito.IUserPool;
  /** The app's public URL (configured, or CloudFront's). */
  appUrl: string;
}

export class GoogleSignInStack extends Stack {
  readonly client: cognito.UserPoolClient;
  /** What the `google-sign-in` grant hands the routes. */
  readonly settings: { issuer: string; clientId: string; authorizeParams: string };

  constructor(scope: Construct, id: string, props: GoogleSignInStackProps) {
    super(scope, id, props);
    const { config, userPool } = props;

    const google = new cognito.UserPoolIdentityProviderGoogle(this, 'Google', {
      userPool,
      clientId: config.googleClientId,
      clientSecretValue: SecretValue.secretsManager(config.googleClientSecretName),
      scopes: ['openid', 'email', 'profile'],
      attributeMapping: {
        email: cognito.ProviderAttribute.GOOGLE_EMAIL,
        // Google's own word on the address: our linking rule trusts only a verified one.
        emailVerified: cognito.ProviderAttribute.other('email_verified'),
        givenName: cognito.ProviderAttribute.GOOGLE_GIVEN_NAME,
        familyName: cognito.ProviderAttribute.GOOGLE_FAMILY_NAME,
      },
    });

    new cognito.UserPoolDomain(this, 'HostedUi', {
      userPool,
      cognitoDomain: { domainPrefix: config.cognitoDomainPrefix },
    });

    this.client = new cognito.UserPoolClient(this, 'GoogleSignInClient', {
      userPool,
      generateSecret: false,
      authFlows: {},
      supportedIdentityProviders: [cognito.UserPoolClientIdentityProvider.GOOGLE],
      oAuth: {
        flows: { authorizationCodeGrant: true },
        scopes: [cognito.OAuthScope.OPENID, cognito.OAuthScope.EMAIL, cognito.OAuthScope.PROFILE],
        callbackUrls: [`${props.appUrl}${GOOGLE_CALLBACK_PATH}`],
      },
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
    });
    // The client names Google as its provider: the provider must exist first.
    this.client.node.addDependency(google);

    this.settings = {
      issuer: `https://cognito-idp.${this.region}.${this.urlSuffix}/${userPool.userPoolId}`,
      clientId: this.client.userPoolClientId,
      authorizeParams: 'identity_provider=Google',
    };
  }
}
