// Google sign-in in AWS: with context googleClientId, Cognito federates Google (client secret from
// Secrets Manager, Google's email_verified mapped), the hosted UI has its domain, one app client runs
// the OAuth code flow (no secret: PKCE) back to the app's callback only, the routes that need it get
// the OpenID Connect settings, CloudFront forwards /auth/* to the API and the CSP lets the form post
// lead to the hosted UI and Google. Without it, none of this exists and the routes get no settings.
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { functionsIn, nagFindings, resourcesOfType, synthApp, type SynthResult } from './support';

const APP_URL = 'https://app.example.com';
let app: SynthResult;

beforeAll(() => {
  app = synthApp({
    context: {
      googleClientId: 'google-client-id.apps.googleusercontent.com',
      cognitoDomainPrefix: 'certifymed-test',
      appUrl: APP_URL,
    },
  });
});

describe('Google sign-in (configured)', () => {
  it('federates Google in the user pool, its secret from Secrets Manager and its email_verified mapped', () => {
    const template = app.template(app.stacks.google!);
    template.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'Google',
      ProviderType: 'Google',
      ProviderDetails: {
        client_id: 'google-client-id.apps.googleusercontent.com',
        client_secret: Match.stringLikeRegexp('resolve:secretsmanager:certification-platform/google'),
        authorize_scopes: 'openid email profile',
      },
      AttributeMapping: Match.objectLike({ email: 'email', email_verified: 'email_verified' }),
    });
    template.hasResourceProperties('AWS::Cognito::UserPoolDomain', { Domain: 'certifymed-test' });
  });

  it('one app client runs the code flow, without a secret, back to the app callback only, through Google only', () => {
    const template = app.template(app.stacks.google!);
    const clients = resourcesOfType(template, 'AWS::Cognito::UserPoolClient');
    expect(clients).toHaveLength(1);
    expect(clients[0]![1].Properties).toMatchObject({
      GenerateSecret: false,
      AllowedOAuthFlows: ['code'],
      AllowedOAuthFlowsUserPoolClient: true,
      AllowedOAuthScopes: expect.arrayContaining(['openid', 'email', 'profile']),
      CallbackURLs: [`${APP_URL}/auth/google_oauth2/callback`],
      SupportedIdentityProviders: ['Google'],
    });
    // The client names Google: created after the provider.
    expect(clients[0]![1].DependsOn).toEqual([expect.stringMatching(/^Google/)]);
  });

  it('hands the OpenID Connect settings to the Google routes (and the bootstrap) only', () => {
    const withSettings = app.stacks.routes
      .flatMap((stack) => functionsIn(app.template(stack)))
      .filter((fn) => fn.env.GOOGLE_OIDC_CLIENT_ID !== undefined)
      .map((fn) => fn.description.split(':')[0])
      .sort();
    expect(withSettings).toEqual([
      'auth/bootstrap',
      'auth/google-callback',
      'auth/google-link',
      'auth/google-sign-in',
      'auth/google-sign-up',
    ]);
    const callback = app.stacks.routes
      .flatMap((stack) => functionsIn(app.template(stack)))
      .find((fn) => fn.description.startsWith('auth/google-callback:'))!;
    expect(callback.env.GOOGLE_OIDC_AUTHORIZE_PARAMS).toBe('identity_provider=Google');
    expect(JSON.stringify(callback.env.GOOGLE_OIDC_ISSUER)).toContain('cognito-idp.');
  });

  it('CloudFront forwards /auth/* to the API, and the CSP lets the form post lead to the hosted UI and Google', () => {
    const template = app.template(app.stacks.web);
    const [, distribution] = resourcesOfType(template, 'AWS::CloudFront::Distribution')[0]!;
    const behaviors = distribution.Properties.DistributionConfig.CacheBehaviors as {
      PathPattern: string;
      TargetOriginId: string;
    }[];
    const api = behaviors.find((b) => b.PathPattern === '/api/*')!;
    const auth = behaviors.find((b) => b.PathPattern === '/auth/*')!;
    expect(auth).toMatchObject({
      TargetOriginId: api.TargetOriginId,
      AllowedMethods: expect.arrayContaining(['POST']),
    });
    const [, policy] = resourcesOfType(template, 'AWS::CloudFront::ResponseHeadersPolicy').find(([, p]) =>
      JSON.stringify(p).includes('form-action'),
    )!;
    const csp = JSON.stringify(policy);
    expect(csp).toContain("form-action 'self' https://certifymed-test.auth.");
    expect(csp).toContain('.amazoncognito.com https://accounts.google.com');
  });

  it('raises no cdk-nag finding', () => {
    expect(nagFindings(app.assembly, app.stacks.google!)).toEqual([]);
  });
});

describe('Google sign-in (not configured)', () => {
  it('a Google client id needs the hosted UI domain prefix', () => {
    expect(() => synthApp({ validate: false, context: { googleClientId: 'x' } })).toThrow(/cognitoDomainPrefix/);
  });

  it('builds no Google stack and gives the routes no settings (the button is hidden, the routes say it is off)', () => {
    const plain = synthApp({ validate: false });
    expect(plain.stacks.google).toBeUndefined();
    const functions = plain.stacks.routes.flatMap((stack) => functionsIn(plain.template(stack)));
    expect(functions.filter((fn) => fn.env.GOOGLE_OIDC_ISSUER !== undefined)).toEqual([]);
  });
});
