// Synthetic contracts: a domain bigger than one stack overflows into its next stack and every stack
// stays under the limit even when each function has every grant; every grant's cdk-nag suppression holds;
// context parameters (custom domain, tracing) reach the templates.
import { App, Aspects, Duration, Stack } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Contract, Grant } from '@shared/contracts/contract';
import { AppFunction } from '@infra/constructs/app-function';
import { readConfig } from '@infra/stacks/config';
import { MAX_RESOURCES_PER_STACK, MAX_ROUTES_PER_STACK, planRouteStacks } from '@infra/stacks/route-stacks';
import { functionsIn, nagFindings, resourcesOfType, synthApp, type SynthResult } from './support';

const EVERY_GRANT: Grant[] = [
  'table:write',
  'table:write:rate-limits',
  'bucket:public',
  'bucket:private:drivers-license',
  'bucket:private:exports',
  'bucket:private:upload',
  'field-key:encrypt',
  'cognito:sign-in',
  'cognito:create-user',
  'mail',
  'sms',
  'mail:deliver',
  'sms:deliver',
  'realtime',
  'places',
  'credential-key:sign',
  'credential-key:publish',
];

const contract = (method: Contract['method'], path: string, grants: Grant[]): Contract => ({
  method,
  path,
  access: 'learner',
  summary: 'synthetic',
  responses: {},
  grants,
});

// One domain with one route more than fits in a stack (the last one assigned to the overflow
// stack), plus a small hyphenated domain.
const big: Record<string, Contract> = {};
for (let i = 0; i <= MAX_ROUTES_PER_STACK; i += 1)
  big[`groups/op-${String(i).padStart(3, '0')}`] = contract('GET', `/api/groups/op_${i}/:id.json`, EVERY_GRANT);
const routeStacks = { overflow: { [`groups/op-${String(MAX_ROUTES_PER_STACK).padStart(3, '0')}`]: 'RoutesGroups2' } };
const synthetic: Record<string, Contract> = {
  ...big,
  'group-commerce/get-quote': contract('GET', '/api/group_quotes/:id(.json)', ['table:read']),
  'group-commerce/quote-pdf': contract('GET', '/api/group_quotes/:id/receipt.pdf', [
    'table:read',
    'table:read:cards',
    'bucket:private:external-certification',
  ]),
};

describe('planRouteStacks', () => {
  it('groups by domain and puts overflow routes in their own stack', () => {
    const plans = planRouteStacks(synthetic, routeStacks);
    expect(plans.map((p) => [p.id, p.keys.length])).toEqual([
      ['RoutesGroupCommerce', 2],
      ['RoutesGroups', MAX_ROUTES_PER_STACK],
      ['RoutesGroups2', 1],
    ]);
    expect(plans.flatMap((p) => p.keys).sort()).toEqual(Object.keys(synthetic).sort());
  });

  it('refuses two contracts on the same API Gateway route', () => {
    expect(() =>
      planRouteStacks({
        'credentials/card-json': contract('GET', '/api/provider_cards/:id(.json)', []),
        'credentials/card-pdf': contract('GET', '/api/provider_cards/:id.pdf', []),
      }),
    ).toThrow(/both map to the API Gateway route "GET \/api\/provider_cards\/\{id\}"/);
  });

  it('refuses a key without a domain', () => {
    expect(() => planRouteStacks({ login: contract('POST', '/api/login', []) })).toThrow(/<domain>\/<operation>/);
  });
});

describe('a full routes stack with every grant, custom domain and tracing', () => {
  let app: SynthResult;

  beforeAll(() => {
    app = synthApp({
      contracts: synthetic,
      routeStacks,
      validate: false,
      context: {
        domainName: 'app.example.com',
        certificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/00000000-0000-0000-0000-000000000000',
        mailFrom: 'hello@example.com',
        tracing: 'true',
      },
      extend: (stacks) => {
        // No contract asks for payments yet: probe the grant on its own.
        new AppFunction(stacks.jobs, 'PaymentsProbe', {
          bundle: 'jobs/payments-probe',
          description: 'probe payments',
          resources: stacks.resources,
          grants: ['payments'],
          timeout: Duration.seconds(5),
        });
      },
    });
  });

  it(`keeps the largest routes stack (${MAX_ROUTES_PER_STACK} routes, all grants) under ${MAX_RESOURCES_PER_STACK} resources`, () => {
    const counts = app.all.map(
      (stack) => [stack.stackName, Object.keys(app.template(stack).toJSON().Resources).length] as const,
    );
    for (const [name, count] of counts) expect(count, name).toBeLessThanOrEqual(MAX_RESOURCES_PER_STACK);
    const full = app.stacks.routes.find((s) => s.stackName === 'RoutesGroups')!;
    expect(functionsIn(app.template(full))).toHaveLength(MAX_ROUTES_PER_STACK);
  });

  it('has no unsuppressed cdk-nag findings with every grant in use', () => {
    expect(app.all.flatMap((stack) => nagFindings(app.assembly, stack))).toEqual([]);
  });

  it('grants the Stripe secret only through the payments grant', () => {
    const probe = functionsIn(app.template(app.stacks.jobs)).find((fn) => fn.description === 'probe payments')!;
    expect([...probe.actions].filter((a) => !a.startsWith('logs:') && !a.startsWith('xray:')).sort()).toEqual([
      'secretsmanager:DescribeSecret',
      'secretsmanager:GetSecretValue',
    ]);
    expect(JSON.stringify(probe.statements)).toContain(':secret:certification-platform/stripe-??????');
    expect(probe.env.STRIPE_SECRET_ARN).toBeDefined();
  });

  it('uses the custom domain for CloudFront, CORS and APP_URL', () => {
    const distribution = resourcesOfType(app.template(app.stacks.web), 'AWS::CloudFront::Distribution')[0]![1]
      .Properties.DistributionConfig;
    expect(distribution.Aliases).toEqual(['app.example.com']);
    expect(distribution.ViewerCertificate).toMatchObject({
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    });
    for (const [, bucket] of resourcesOfType(app.template(app.stacks.data), 'AWS::S3::Bucket')) {
      const rules = bucket.Properties.CorsConfiguration?.CorsRules;
      if (rules) expect(rules[0].AllowedOrigins).toEqual(['https://app.example.com']);
    }
    for (const fn of functionsIn(app.template(app.stacks.routes[0]!)))
      expect(fn.env.APP_URL).toBe('https://app.example.com');
  });

  it('turns on X-Ray tracing and passes the sender to mail functions', () => {
    const fns = functionsIn(app.template(app.stacks.routes[1]!));
    for (const fn of fns) {
      expect(fn.properties.TracingConfig).toEqual({ Mode: 'Active' });
      expect(fn.env.MAIL_FROM).toBe('hello@example.com');
    }
  });
});

describe('nagFindings', () => {
  it('reports an unsuppressed finding (control for the "no findings" tests)', () => {
    const app = new App({ builtinCloudFormationValidation: false });
    const stack = new Stack(app, 'Control');
    new s3.Bucket(stack, 'Plain');
    Aspects.of(app).add(new AwsSolutionsChecks());
    const findings = nagFindings(app.synth(), stack);
    expect(findings.some((f) => f.includes('AwsSolutions-S1'))).toBe(true);
    expect(findings.some((f) => f.includes('AwsSolutions-S10'))).toBe(true);
  });
});

describe('readConfig', () => {
  const node = (context: Record<string, unknown>) => ({ tryGetContext: (key: string) => context[key] }) as never;

  it('has defaults for everything', () => {
    expect(readConfig(node({}))).toMatchObject({
      mailFrom: 'no-reply@example.com',
      stripeSecretName: 'certification-platform/stripe',
      tracing: true,
      logLevel: 'info',
    });
  });

  it('rejects half a custom domain and bad values', () => {
    expect(() => readConfig(node({ domainName: 'app.example.com' }))).toThrow(/certificateArn/);
    expect(() => readConfig(node({ mailFrom: 'nobody' }))).toThrow(/mailFrom/);
    expect(() => readConfig(node({ logRetentionDays: '45' }))).toThrow(/logRetentionDays/);
  });
});
