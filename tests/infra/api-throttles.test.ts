// Route-level throttles (SECURITY-REVIEW M10): the anonymous routes that write or are rate limited get
// their own API Gateway throttle, set on the $default stage after every route stack (API Gateway
// refuses settings for a route that does not exist yet).
import { describe, expect, it } from 'vitest';
import { contracts } from '@shared/contracts/index';
import type { Contract } from '@shared/contracts/contract';
import { API_THROTTLE } from '@infra/stacks/api-stack';
import { ANONYMOUS_ROUTE_THROTTLE, anonymousRouteThrottles } from '@infra/stacks/api-throttles-stack';
import { nagFindings, resourcesOfType, synthApp } from './support';
import type { LooseJson } from '@tests/support/loose-json';

describe('anonymous route throttles', () => {
  const app = synthApp({ validate: false });
  const throttles = anonymousRouteThrottles(contracts as Record<string, Contract>);
  const keys = Object.keys(throttles);

  it('cover sign-in, passcodes, reset, sign-ups, join, invitations and verification, not the webhook or the bootstrap', () => {
    for (const key of [
      'POST /api/auth/login.json',
      'POST /api/auth/evaluate_auth.json',
      'POST /api/auth/sms_login.json',
      'POST /api/passwords/reset.json',
      'PATCH /api/passwords.json',
      'POST /api/users.json',
      'POST /api/groups/signup.json',
      'POST /api/users/group_signup.json',
      'POST /api/groups/invitations/accept_invitation.json',
      'GET /api/verifications/{cardId}',
    ]) {
      expect(keys, key).toContain(key);
    }
    expect(keys).not.toContain('POST /api/webhooks/stripe');
    expect(keys).not.toContain('GET /api/bootstrap.json');
    expect(ANONYMOUS_ROUTE_THROTTLE.rateLimit).toBeLessThan(API_THROTTLE.rateLimit);
  });

  it('give the revocation lists their own throttle, not below other anonymous reads (a guesser must not starve verifiers)', () => {
    // Lists and misses are cached at the edge and a signed list is reused in memory: the throttle only bounds the function.
    const lists = throttles['GET /api/credential_status_lists/{list}'];
    expect(lists).toBeDefined();
    expect(lists!.rateLimit).toBeGreaterThanOrEqual(ANONYMOUS_ROUTE_THROTTLE.rateLimit);
    expect(lists!.burstLimit).toBeGreaterThanOrEqual(ANONYMOUS_ROUTE_THROTTLE.burstLimit);
  });

  it('are set on the $default stage after every route stack, with one PATCH permission', () => {
    const stack = app.stacks.throttles;
    const template = app.template(stack);
    const [, resource] = resourcesOfType(template, 'Custom::AWS')[0]! as [string, Record<string, LooseJson>];
    // The SDK call is a JSON string joined around the API id token.
    const parts = resource!.Properties.Create['Fn::Join'][1] as unknown[];
    const create = parts.map((part) => (typeof part === 'string' ? part : '<apiId>')).join('');
    expect(create).toContain('"action":"UpdateStage"');
    expect(create).toContain('"StageName":"$default"');
    for (const [key, { rateLimit, burstLimit }] of Object.entries(throttles))
      expect(create).toContain(`"${key}":{"ThrottlingRateLimit":${rateLimit},"ThrottlingBurstLimit":${burstLimit}}`);
    const dependencies = stack.dependencies.map((dependency) => dependency.stackName);
    for (const routes of app.stacks.routes) expect(dependencies).toContain(routes.stackName);
    const statements = resourcesOfType(template, 'AWS::IAM::Policy').flatMap(
      ([, policy]) => policy.Properties.PolicyDocument.Statement as { Action: string }[],
    );
    expect(statements.map((statement) => statement.Action)).toEqual(['apigateway:PATCH']);
    expect(nagFindings(app.assembly, stack)).toEqual([]);
  });
});
