// The web ACL in front of CloudFront (SECURITY-REVIEW M10), attached by default. A CLOUDFRONT-scope
// WAF must live in us-east-1, so it has a stack of its own there (app-stacks.ts passes its ARN to the
// WebStack, across regions when the app deploys elsewhere). With context `webAclArn` an existing ACL
// is attached instead and this stack is not built.
import { Stack, type StackProps } from 'aws-cdk-lib';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';

/**
 * Paths (prefixes) whose requests cost us or an account owner: sign-in, passcodes, reset, sign-up,
 * group sign-up, join by code, card verification, phone confirmation (SMS codes), email confirmation
 * (links and resends), invitation acceptance (single-use tokens) and Google sign-in (its form post and callback). Each IP gets AUTH_RATE_LIMIT
 * requests per window across them, on top of the app's own per-identity and per-IP counters.
 * Lower case: the match lower-cases the path first.
 */
export const WAF_AUTH_PATHS = [
  '/api/auth/',
  '/api/passwords',
  '/api/users.json',
  '/api/groups/signup.json',
  '/api/users/group_signup.json',
  '/api/verifications/',
  '/api/phone_verifications.json',
  '/api/email_verifications',
  '/api/groups/invitations/accept_invitation.json',
  '/auth/google_oauth2',
] as const;
export const WAF_WINDOW_SECONDS = 300;
export const AUTH_RATE_LIMIT = 100;
/** Every /api/* request of one IP: generous for a busy admin, a wall for a scraper or a flood. */
export const API_RATE_LIMIT = 3000;
/**
 * Common-rule-set rules counted, not blocked: request bodies are capped by each route (413) and
 * section HTML is sanitised on save (content admins legitimately send markup and CSV files over 8 KB).
 */
export const COUNTED_COMMON_RULES = ['SizeRestrictions_BODY', 'CrossSiteScripting_BODY'] as const;

const visibility = (name: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName: name,
  sampledRequestsEnabled: true,
});

function managed(name: string, priority: number, counted: readonly string[] = []): wafv2.CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    overrideAction: { none: {} },
    statement: {
      managedRuleGroupStatement: {
        vendorName: 'AWS',
        name,
        ruleActionOverrides: counted.length
          ? counted.map((rule) => ({ name: rule, actionToUse: { count: {} } }))
          : undefined,
      },
    },
    visibilityConfig: visibility(name),
  };
}

const startsWith = (path: string): wafv2.CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'STARTS_WITH',
    searchString: path,
    textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
  },
});

/** A per-IP rate rule over the paths; over the limit is a 429 like the app's own limits. */
function rateRule(
  name: string,
  priority: number,
  limit: number,
  paths: readonly string[],
): wafv2.CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    action: { block: { customResponse: { responseCode: 429 } } },
    statement: {
      rateBasedStatement: {
        limit,
        aggregateKeyType: 'IP',
        evaluationWindowSec: WAF_WINDOW_SECONDS,
        scopeDownStatement:
          paths.length === 1 ? startsWith(paths[0]!) : { orStatement: { statements: paths.map(startsWith) } },
      },
    },
    visibilityConfig: visibility(name),
  };
}

export class EdgeSecurityStack extends Stack {
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, props: StackProps) {
    super(scope, id, props);
    const acl = new wafv2.CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      description: 'Certification platform: managed rules and per-IP rate limits in front of CloudFront',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('CertificationPlatformWebAcl'),
      rules: [
        managed('AWSManagedRulesAmazonIpReputationList', 0),
        managed('AWSManagedRulesCommonRuleSet', 1, COUNTED_COMMON_RULES),
        managed('AWSManagedRulesKnownBadInputsRuleSet', 2),
        rateRule('AuthRateLimit', 3, AUTH_RATE_LIMIT, WAF_AUTH_PATHS),
        rateRule('ApiRateLimit', 4, API_RATE_LIMIT, ['/api/']),
      ],
    });
    this.webAclArn = acl.attrArn;
  }
}
