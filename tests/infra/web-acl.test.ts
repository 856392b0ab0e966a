// WAF by default (SECURITY-REVIEW M10): a CLOUDFRONT-scope web ACL in us-east-1 with the managed
// common, IP-reputation and bad-input rules and per-IP rate rules on the abuse-prone paths, attached
// to the distribution; an existing ACL (context webAclArn) replaces it.
import { describe, expect, it } from 'vitest';
import { contracts } from '@shared/contracts/index';
import {
  API_RATE_LIMIT,
  AUTH_RATE_LIMIT,
  COUNTED_COMMON_RULES,
  WAF_AUTH_PATHS,
} from '@infra/stacks/edge-security-stack';
import { nagFindings, resourcesOfType, synthApp } from './support';
import type { LooseJson } from '@tests/support/loose-json';

type Json = Record<string, LooseJson>;
const distributionOf = (app: ReturnType<typeof synthApp>) =>
  resourcesOfType(app.template(app.stacks.web), 'AWS::CloudFront::Distribution')[0]![1].Properties
    .DistributionConfig as Json;

describe('the default web ACL', () => {
  const app = synthApp({ validate: false });
  const [aclId, acl] = resourcesOfType(app.template(app.stacks.edge!), 'AWS::WAFv2::WebACL')[0]! as [string, Json];
  const rules = acl!.Properties.Rules as Json[];
  const rule = (name: string) => rules.find((r) => r.Name === name)!;

  it('is a CLOUDFRONT-scope ACL attached to the distribution', () => {
    expect(acl!.Properties.Scope).toBe('CLOUDFRONT');
    expect(acl!.Properties.DefaultAction).toEqual({ Allow: {} });
    expect(JSON.stringify(distributionOf(app).WebACLId)).toContain(aclId!);
  });

  it('runs the managed IP reputation, common (body size and XSS counted) and bad-input rules', () => {
    expect(rules.filter((r) => r.Statement.ManagedRuleGroupStatement).map((r) => r.Name)).toEqual([
      'AWSManagedRulesAmazonIpReputationList',
      'AWSManagedRulesCommonRuleSet',
      'AWSManagedRulesKnownBadInputsRuleSet',
    ]);
    const overrides = rule('AWSManagedRulesCommonRuleSet').Statement.ManagedRuleGroupStatement
      .RuleActionOverrides as Json[];
    expect(overrides).toEqual(COUNTED_COMMON_RULES.map((name) => ({ Name: name, ActionToUse: { Count: {} } })));
  });

  it('limits each IP on sign-in, reset, sign-up, join, verification, phone and email confirmation and invitation acceptance paths, and on the whole API, with a 429', () => {
    const auth = rule('AuthRateLimit');
    expect(auth.Action).toEqual({ Block: { CustomResponse: { ResponseCode: 429 } } });
    expect(auth.Statement.RateBasedStatement).toMatchObject({
      Limit: AUTH_RATE_LIMIT,
      AggregateKeyType: 'IP',
      EvaluationWindowSec: 300,
    });
    const searched = (auth.Statement.RateBasedStatement.ScopeDownStatement.OrStatement.Statements as Json[]).map(
      (s) => s.ByteMatchStatement.SearchString,
    );
    expect(searched).toEqual([...WAF_AUTH_PATHS]);
    for (const path of [
      '/api/auth/',
      '/api/passwords',
      '/api/users.json',
      '/api/groups/signup.json',
      '/api/users/group_signup.json',
      '/api/verifications/',
    ])
      expect(searched).toContain(path);
    // Phone confirmation (sends SMS), email confirmation and its resend, invitation acceptance.
    const covered = (path: string) => searched.some((prefix: string) => path.toLowerCase().startsWith(prefix));
    for (const key of [
      'auth/send-phone-code',
      'auth/confirm-phone',
      'profile/confirm-email',
      'profile/resend-email-confirmation',
      'groups/accept-invitation',
    ] as const) {
      expect(covered(contracts[key].path), key).toBe(true);
    }
    expect(searched.every((prefix: string) => prefix === prefix.toLowerCase())).toBe(true);
    expect(rule('ApiRateLimit').Statement.RateBasedStatement).toMatchObject({
      Limit: API_RATE_LIMIT,
      AggregateKeyType: 'IP',
    });
  });

  it('names only paths some contract serves (no drift from the routes)', () => {
    const paths = Object.values(contracts).map((contract) => contract.path);
    for (const prefix of WAF_AUTH_PATHS)
      expect(
        paths.some((path) => path.startsWith(prefix)),
        prefix,
      ).toBe(true);
  });

  it('leaves no cdk-nag finding (CFR2 is met, not suppressed)', () => {
    expect(nagFindings(app.assembly, app.stacks.edge!)).toEqual([]);
    expect(nagFindings(app.assembly, app.stacks.web)).toEqual([]);
  });
});

describe('where the ACL lives', () => {
  it('uses an existing ACL given as context webAclArn, and builds none', () => {
    const arn = 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/existing/abc';
    const app = synthApp({ validate: false, nag: false, context: { webAclArn: arn } });
    expect(app.stacks.edge).toBeUndefined();
    expect(distributionOf(app).WebACLId).toBe(arn);
  });

  it('is in us-east-1 when the app deploys to another region (a cross-region reference)', () => {
    const saved = { region: process.env.CDK_DEFAULT_REGION, account: process.env.CDK_DEFAULT_ACCOUNT };
    process.env.CDK_DEFAULT_REGION = 'eu-west-1';
    process.env.CDK_DEFAULT_ACCOUNT = '123456789012';
    try {
      const app = synthApp({ validate: false, nag: false });
      expect(app.stacks.edge!.region).toBe('us-east-1');
      expect(app.stacks.web.region).toBe('eu-west-1');
      expect(JSON.stringify(distributionOf(app).WebACLId)).not.toContain('Fn::ImportValue');
    } finally {
      for (const [key, value] of [
        ['CDK_DEFAULT_REGION', saved.region],
        ['CDK_DEFAULT_ACCOUNT', saved.account],
      ] as const) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
  });
});
