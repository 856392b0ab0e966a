// The real app, built from shared/contracts: routes and functions match the contracts,
// grants are least-privilege, stateful resources are retained, cdk-nag has nothing unsuppressed.
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CfnElement, Stack } from 'aws-cdk-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { contracts } from '@shared/contracts/index';
import type { Contract, Grant } from '@shared/contracts/contract';
import { jobSchedules } from '@functions/handlers/jobs/schedules';
import { CONTENT_ADMIN_GROUP } from '@infra/stacks/data-stack';
import { TABLE_INDEXES } from '@infra/table-schema';
import { jobs } from '@functions/handlers/jobs/schedules';
import { MAX_RESOURCES_PER_STACK, planRouteStacks, routeKeyOf } from '@infra/stacks/route-stacks';
import { httpGrants } from '@infra/stacks/routes-stack';
import {
  functionsIn,
  logicalIdOf,
  nagFindings,
  resourcesOfType,
  statementsTouching,
  synthApp,
  type FunctionInfo,
  type SynthResult,
} from './support';
import type { LooseJson } from '@tests/support/loose-json';

const all = contracts as Record<string, Contract>;
let app: SynthResult;

beforeAll(() => {
  // A built web app, as `npm run build:web` leaves it (hashed files under assets/).
  const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  for (const [file, text] of Object.entries(WEB_DIST_FILES)) {
    mkdirSync(path.dirname(path.join(webDist, file)), { recursive: true });
    writeFileSync(path.join(webDist, file), text);
  }
  app = synthApp({ webDist });
});

const WEB_DIST_FILES = {
  'index.html': '<!doctype html><script type="module" src="/assets/index-Bx3k9Qa1.js"></script>',
  'assets/index-Bx3k9Qa1.js': 'export {};',
  'assets/index-C6-Ly0Ys.css': 'body{}',
  'brand/logo.svg': '<svg/>',
  '.vite/manifest.json': '{}',
};

const logicalId = (stack: Stack, construct: { node: { defaultChild?: unknown } }) =>
  stack.getLogicalId(construct.node.defaultChild as CfnElement);

describe('stacks', () => {
  it(`keeps every stack at or under ${MAX_RESOURCES_PER_STACK} resources`, () => {
    const counts = Object.fromEntries(
      app.all.map((stack) => [stack.stackName, Object.keys(app.template(stack).toJSON().Resources).length]),
    );
    for (const [name, count] of Object.entries(counts))
      expect(count, name).toBeLessThanOrEqual(MAX_RESOURCES_PER_STACK);
  });

  it('has one routes stack per planned domain group', () => {
    expect(app.stacks.routes.map((s) => s.stackName)).toEqual(planRouteStacks(all).map((p) => p.id));
  });

  it('uses generated physical names only', () => {
    const named = ['FunctionName', 'RoleName', 'TableName', 'BucketName', 'UserPoolName', 'LogGroupName', 'Name'];
    for (const stack of app.all) {
      for (const [id, resource] of Object.entries(
        app.template(stack).toJSON().Resources as Record<string, LooseJson>,
      )) {
        // CloudFormation requires a Name on these; CDK generates it from the construct path.
        if (
          [
            'AWS::CloudFront::ResponseHeadersPolicy',
            'AWS::CloudFront::Function',
            'AWS::ApiGatewayV2::Api',
            'AWS::CloudFront::OriginAccessControl',
          ].includes(resource.Type)
        )
          continue;
        // A reference (Ref/GetAtt) is fine; a literal string would be a hard-coded physical name.
        for (const prop of named)
          expect(typeof resource.Properties?.[prop], `${stack.stackName}/${id}.${prop}`).not.toBe('string');
      }
    }
  });

  it('protects DataStack from termination', () => {
    expect(app.stacks.data.terminationProtection).toBe(true);
  });
});

describe('HTTP routes and functions follow the contracts', () => {
  it('has exactly one route (method + API Gateway path) and one function per contract, and nothing else', () => {
    const routeKeys: string[] = [];
    const functionKeys: string[] = [];
    for (const stack of app.stacks.routes) {
      const template = app.template(stack);
      const integrations = template.findResources('AWS::ApiGatewayV2::Integration');
      const functions = Object.fromEntries(functionsIn(template).map((fn) => [fn.logicalId, fn]));
      for (const fn of Object.values(functions)) functionKeys.push(fn.description.split(':')[0]!);
      for (const [, route] of resourcesOfType(template, 'AWS::ApiGatewayV2::Route')) {
        const routeKey = route.Properties.RouteKey as string;
        routeKeys.push(routeKey);
        // The route's integration invokes the function built for the same contract.
        const integrationId = route.Properties.Target['Fn::Join'][1][1].Ref as string;
        const functionId = integrations[integrationId]!.Properties.IntegrationUri['Fn::GetAtt'][0] as string;
        const key = functions[functionId]!.description.split(':')[0]!;
        expect(all[key], `route ${routeKey} -> ${key}`).toBeDefined();
        expect(routeKeyOf(all[key]!)).toBe(routeKey);
      }
    }
    const expectedRoutes = Object.values(all).map(routeKeyOf);
    expect(routeKeys.sort()).toEqual(expectedRoutes.sort());
    expect(new Set(routeKeys).size).toBe(routeKeys.length);
    expect(functionKeys.sort()).toEqual(Object.keys(all).sort());
  });

  it('derives construct ids from the contract key', () => {
    const ids = app.stacks.routes.flatMap((stack) =>
      Object.entries(stack.functions).map(([key, fn]) => [key, fn.node.id]),
    );
    expect(ids).toContainEqual(['auth/login', 'AuthLogin']);
    for (const [key, id] of ids)
      expect(id).toBe(
        key!
          .split(/[^A-Za-z0-9]+/)
          .map((p) => p[0]!.toUpperCase() + p.slice(1))
          .join(''),
      );
  });

  it('gives every function the common defaults', () => {
    for (const stack of [...app.stacks.routes, app.stacks.realtime, app.stacks.jobs]) {
      const template = app.template(stack);
      for (const fn of functionsIn(template)) {
        expect(fn.properties.Runtime, fn.description).toBe('nodejs22.x');
        expect(fn.properties.Architectures).toEqual(['arm64']);
        expect(fn.properties.Handler).toBe('index.handler');
        expect(fn.properties.LoggingConfig.LogGroup.Ref).toMatch(/Logs/);
        expect(fn.env.TABLE_NAME).toBeDefined();
        expect(fn.env.COOKIE_SECURE).toBe('true');
        expect(fn.role.Properties.ManagedPolicyArns).toBeUndefined();
      }
      template.allResourcesProperties('AWS::Logs::LogGroup', { RetentionInDays: app.stacks.config.logRetentionDays });
    }
  });
});

describe('least privilege', () => {
  const data = () => app.stacks.data;
  const grantsOf = (fn: FunctionInfo): readonly string[] => {
    const match = /^job ([^ ]+) /.exec(fn.description);
    if (match) return jobs[match[1] as keyof typeof jobs].grants;
    if (fn.description.startsWith('WebSocket')) return fn.description.includes('$default') ? [] : ['table:write'];
    return httpGrants(all[fn.description.split(':')[0]!]!);
  };
  const everyFunction = () =>
    [...app.stacks.routes, app.stacks.realtime, app.stacks.jobs].flatMap((stack) => functionsIn(app.template(stack)));

  const WRITE = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];

  it('grants each function exactly what its contract (or job/route) lists', () => {
    const table = logicalId(data(), data().table);
    const publicBucket = logicalId(data(), data().publicBucket);
    const privateBucket = logicalId(data(), data().privateBucket);
    const userPool = logicalId(data(), data().userPool);
    const has = (
      grants: readonly string[],
      grant: Grant | 'table:' | 'table:write' | 'bucket:private' | 'cognito:' | 'credential-key:',
    ) => grants.some((g) => g === grant || g.startsWith(grant.endsWith(':') ? grant : `${grant}:`));
    const checked = everyFunction();
    expect(checked.length).toBe(Object.keys(all).length + 3 + Object.keys(jobSchedules).length);
    for (const fn of checked) {
      const grants = grantsOf(fn);
      const actions = [...fn.actions];
      const label = `${fn.description} [${grants.join(', ')}]`;
      expect(
        actions.filter((a) => a.endsWith('*')),
        label,
      ).toEqual([]);
      expect(actions, label).not.toContain('dynamodb:Scan');
      // Mail and texts are queued in the outbox: a table write (of OUTBOX# items).
      const queues = grants.includes('mail') || grants.includes('sms');
      const tableAccess = has(grants, 'table:') || queues;
      expect(
        actions.some((a) => a.startsWith('dynamodb:')),
        label,
      ).toBe(tableAccess);
      expect(statementsTouching(fn, table).length > 0, label).toBe(tableAccess);
      expect(
        actions.some((a) => WRITE.includes(a)),
        label,
      ).toBe(has(grants, 'table:write') || queues);
      expect(statementsTouching(fn, publicBucket).length > 0, label).toBe(has(grants, 'bucket:public'));
      expect(statementsTouching(fn, privateBucket).length > 0, label).toBe(has(grants, 'bucket:private'));
      expect(
        actions.some((a) => a.startsWith('s3:')),
        label,
      ).toBe(has(grants, 'bucket:public') || has(grants, 'bucket:private'));
      expect(
        actions.some((a) => a.startsWith('kms:')),
        label,
      ).toBe(
        has(grants, 'bucket:private') ||
          has(grants, 'field-key:encrypt') ||
          has(grants, 'mfaSecrets') ||
          has(grants, 'credential-key:'),
      );
      // Credential keys: Sign only where a contract signs, their public halves where it signs or publishes.
      expect(actions.includes('kms:Sign'), label).toBe(grants.includes('credential-key:sign'));
      expect(actions.includes('kms:GetPublicKey'), label).toBe(has(grants, 'credential-key:'));
      expect('VC_KMS_KEY_IDS' in fn.env, label).toBe(has(grants, 'credential-key:'));
      expect(actions.includes('kms:Encrypt'), label).toBe(
        has(grants, 'field-key:encrypt') || has(grants, 'mfaSecrets'),
      );
      expect(
        actions.some((a) => a.startsWith('cognito-idp:')),
        label,
      ).toBe(has(grants, 'cognito:'));
      expect(statementsTouching(fn, userPool).length > 0, label).toBe(has(grants, 'cognito:'));
      expect(
        actions.some((a) => a.startsWith('ses:')),
        label,
      ).toBe(grants.includes('mail:deliver'));
      expect(actions.includes('sns:Publish'), label).toBe(grants.includes('sms:deliver'));
      // The table's stream: only the outbox worker, which it starts.
      expect(actions.includes('dynamodb:GetRecords'), label).toBe(fn.description.startsWith('job outbox-deliveries '));
      expect(actions.includes('execute-api:ManageConnections'), label).toBe(has(grants, 'realtime'));
      expect(
        actions.some((a) => a.startsWith('secretsmanager:')),
        label,
      ).toBe(grants.includes('payments') || grants.includes('ce-broker'));
      // Environment follows the grants too.
      expect('CE_BROKER_URL' in fn.env, label).toBe(grants.includes('ce-broker'));
      expect('USER_POOL_ID' in fn.env, label).toBe(has(grants, 'cognito:'));
      expect('FIELD_KMS_KEY_ID' in fn.env, label).toBe(has(grants, 'field-key:encrypt') || has(grants, 'mfaSecrets'));
      expect('PUBLIC_BUCKET' in fn.env, label).toBe(has(grants, 'bucket:public'));
      expect('PRIVATE_BUCKET' in fn.env, label).toBe(has(grants, 'bucket:private'));
      expect('MAIL_FROM' in fn.env, label).toBe(grants.includes('mail:deliver'));
      expect('REALTIME_CALLBACK_URL' in fn.env, label).toBe(has(grants, 'realtime'));
    }
  });

  it('scopes table access to the table and its GSIs, and reading its stream to the stream', () => {
    const table = logicalId(data(), data().table);
    const STREAM = ['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator'];
    for (const fn of everyFunction()) {
      for (const statement of fn.statements.filter((s) =>
        [s.Action].flat().some((a: string) => a.startsWith('dynamodb:') && a !== 'dynamodb:ListStreams'),
      )) {
        const resources = JSON.stringify(statement.Resource);
        if ([statement.Action].flat().some((a: string) => STREAM.includes(a))) {
          expect([statement.Action].flat().sort()).toEqual(STREAM);
          expect(resources).toContain(`${table}StreamArn`);
          continue;
        }
        expect(resources).toContain(table);
        // Key-scoped statements (dynamodb:LeadingKeys) reach the base table only.
        if (statement.Condition) expect(resources).not.toContain('/index/');
        else for (const index of TABLE_INDEXES) expect(resources).toContain(`/index/${index}`);
        expect(resources).not.toContain('index/*');
      }
    }
  });

  it('limits SES sends to the configured sender (the rest of SES: GetAccount only)', () => {
    for (const fn of everyFunction()) {
      for (const statement of fn.statements.filter((s) =>
        [s.Action].flat().some((a: string) => a.startsWith('ses:')),
      )) {
        const actions = [statement.Action].flat().filter((a: string) => a.startsWith('ses:'));
        if (actions.includes('ses:SendEmail')) {
          expect(actions).toEqual(['ses:SendEmail']);
          expect(statement.Condition).toEqual({ StringEquals: { 'ses:FromAddress': app.stacks.config.mailFrom } });
        } else expect(actions).toEqual(['ses:GetAccount']);
      }
    }
  });
});

describe('DataStack', () => {
  const template = () => app.template(app.stacks.data);

  it('retains the table, buckets, user pool and key', () => {
    for (const type of ['AWS::DynamoDB::Table', 'AWS::S3::Bucket', 'AWS::Cognito::UserPool', 'AWS::KMS::Key']) {
      const found = resourcesOfType(template(), type);
      expect(found.length, type).toBeGreaterThan(0);
      for (const [id, resource] of found) {
        expect(resource.DeletionPolicy, id).toBe('Retain');
        expect(resource.UpdateReplacePolicy, id).toBe('Retain');
      }
    }
  });

  it('builds the single table: PK/SK, GSI1-3, ttl, on-demand, PITR, deletion protection', () => {
    template().hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: 'PK', KeyType: 'HASH' },
        { AttributeName: 'SK', KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
      TimeToLiveSpecification: { AttributeName: 'ttl', Enabled: true },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      DeletionProtectionEnabled: true,
      GlobalSecondaryIndexes: TABLE_INDEXES.map((name) => ({
        IndexName: name,
        KeySchema: [
          { AttributeName: `${name}PK`, KeyType: 'HASH' },
          { AttributeName: `${name}SK`, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    });
  });

  it('keeps the private bucket private, encrypted, TLS-only, with CORS for browser PUTs', () => {
    const id = logicalId(app.stacks.data, app.stacks.data.privateBucket);
    const bucket = template().toJSON().Resources[id].Properties;
    expect(bucket.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(
      bucket.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault.SSEAlgorithm,
    ).toBe('aws:kms');
    expect(bucket.CorsConfiguration.CorsRules[0].AllowedMethods).toContain('PUT');
    const policies = resourcesOfType(template(), 'AWS::S3::BucketPolicy').filter(
      ([, p]) => p.Properties.Bucket.Ref === id,
    );
    expect(JSON.stringify(policies)).toContain('"aws:SecureTransport":"false"');
  });

  it('lets the public bucket be read by URL but not listed, with CORS for browser PUTs', () => {
    const id = logicalId(app.stacks.data, app.stacks.data.publicBucket);
    const bucket = template().toJSON().Resources[id].Properties;
    expect(bucket.CorsConfiguration.CorsRules[0].AllowedMethods).toContain('PUT');
    expect(bucket.PublicAccessBlockConfiguration).toMatchObject({ BlockPublicAcls: true, IgnorePublicAcls: true });
    const policy = JSON.stringify(
      resourcesOfType(template(), 'AWS::S3::BucketPolicy').filter(([, p]) => p.Properties.Bucket.Ref === id),
    );
    expect(policy).toContain('"Action":"s3:GetObject"');
    expect(policy).not.toContain('s3:ListBucket');
    expect(policy).toContain('"aws:SecureTransport":"false"');
  });

  it('sets up Cognito: user id as username, email attribute, password policy, admin password auth, content-admin group', () => {
    template().hasResourceProperties('AWS::Cognito::UserPool', {
      Policies: {
        PasswordPolicy: { MinimumLength: 8, RequireUppercase: true, RequireLowercase: true, RequireNumbers: true },
      },
      Schema: [{ Name: 'email', Required: true, Mutable: true }],
      DeletionProtection: 'ACTIVE',
    });
    const pool = resourcesOfType(template(), 'AWS::Cognito::UserPool')[0]![1].Properties;
    expect(pool.UsernameAttributes).toBeUndefined();
    expect(pool.AliasAttributes).toBeUndefined();
    const client = resourcesOfType(template(), 'AWS::Cognito::UserPoolClient')[0]![1].Properties;
    expect(client.ExplicitAuthFlows).toContain('ALLOW_ADMIN_USER_PASSWORD_AUTH');
    expect(client.GenerateSecret).toBe(false);
    template().hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: CONTENT_ADMIN_GROUP });
  });
});

describe('RealtimeStack', () => {
  it('has $connect, $disconnect and $default routes, each on its own function, and a stage', () => {
    const template = app.template(app.stacks.realtime);
    const routes = resourcesOfType(template, 'AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties.RouteKey);
    expect(routes.sort()).toEqual(['$connect', '$default', '$disconnect']);
    expect(functionsIn(template)).toHaveLength(3);
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', { StageName: 'live', AutoDeploy: true });
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', { ProtocolType: 'WEBSOCKET' });
  });
});

describe('JobsStack', () => {
  it('has one EventBridge rule per job, on the schedule from jobSchedules, invoking that job', () => {
    const template = app.template(app.stacks.jobs);
    const rules = resourcesOfType(template, 'AWS::Events::Rule');
    expect(rules).toHaveLength(Object.keys(jobSchedules).length);
    const functions = Object.fromEntries(functionsIn(template).map((fn) => [fn.logicalId, fn]));
    for (const [job, expression] of Object.entries(jobSchedules)) {
      const rule = rules.find(
        ([, r]) => r.Properties.ScheduleExpression === expression && r.Properties.Description.includes(job),
      );
      expect(rule, job).toBeDefined();
      const target = rule![1].Properties.Targets[0].Arn['Fn::GetAtt'][0] as string;
      expect(functions[target]!.description).toMatch(new RegExp(`^job ${job} `));
    }
  });
});

describe('ApiStack and WebStack', () => {
  it('has an HTTP API with an auto-deployed, throttled, logged $default stage', () => {
    const template = app.template(app.stacks.api);
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', { ProtocolType: 'HTTP' });
    const stage = resourcesOfType(template, 'AWS::ApiGatewayV2::Stage')[0]![1].Properties;
    expect(stage).toMatchObject({ StageName: '$default', AutoDeploy: true });
    expect(stage.AccessLogSettings.DestinationArn).toBeDefined();
    expect(stage.DefaultRouteSettings.ThrottlingRateLimit).toBeGreaterThan(0);
  });

  it('forwards /api/* to the HTTP API uncached with cookies and query strings, and serves the SPA through OAC', () => {
    const template = app.template(app.stacks.web);
    const distribution = resourcesOfType(template, 'AWS::CloudFront::Distribution')[0]![1].Properties
      .DistributionConfig;
    const api = distribution.CacheBehaviors.find((b: LooseJson) => b.PathPattern === '/api/*');
    expect(api.CachePolicyId).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad'); // Managed-CachingDisabled
    // Which headers reach the API (and never Host) is tested in edge-security.test.ts.
    const originRequests =
      template.toJSON().Resources[api.OriginRequestPolicyId.Ref].Properties.OriginRequestPolicyConfig;
    expect(originRequests).toMatchObject({
      CookiesConfig: { CookieBehavior: 'all' },
      QueryStringsConfig: { QueryStringBehavior: 'all' },
    });
    expect(api.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']));
    const apiOrigin = distribution.Origins.find((o: LooseJson) => o.Id === api.TargetOriginId);
    const httpApi = logicalId(app.stacks.api, app.stacks.api.httpApi);
    expect(JSON.stringify(apiOrigin.DomainName)).toContain(httpApi);
    expect(apiOrigin.CustomOriginConfig).toMatchObject({
      OriginProtocolPolicy: 'https-only',
      OriginSSLProtocols: ['TLSv1.2'],
    });
    const siteOrigin = distribution.Origins.find(
      (o: LooseJson) => o.Id === distribution.DefaultCacheBehavior.TargetOriginId,
    );
    expect(siteOrigin.OriginAccessControlId).toBeDefined();
    expect(api.ResponseHeadersPolicyId).toEqual(distribution.DefaultCacheBehavior.ResponseHeadersPolicyId);
    expect(resourcesOfType(template, 'Custom::CDKBucketDeployment').length).toBeGreaterThan(0);
  });

  it('caches only the hashed files under /assets/ as immutable; index.html and unhashed files (/brand/) are revalidated', () => {
    const template = app.template(app.stacks.web);
    const deployments = resourcesOfType(template, 'Custom::CDKBucketDeployment').map(
      ([, resource]) => resource.Properties,
    );
    const immutable = deployments.filter((d) => d.SystemMetadata?.['cache-control']?.includes('immutable'));
    expect(immutable).toHaveLength(1);
    expect(immutable[0]).toMatchObject({
      DestinationBucketKeyPrefix: 'assets/',
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
    // What the immutable deployment uploads: exactly the files of web/dist/assets.
    const [zip] = immutable[0].SourceObjectKeys as string[];
    const staged = path.join(app.assembly.directory, `asset.${zip!.replace(/\.zip$/, '')}`);
    expect(readdirSync(staged).sort()).toEqual(['index-Bx3k9Qa1.js', 'index-C6-Ly0Ys.css']);
    const rest = deployments.filter((d) => d !== immutable[0]);
    expect(rest).toHaveLength(1);
    expect(rest[0]).toMatchObject({
      SystemMetadata: { 'cache-control': 'no-cache' },
      Exclude: ['assets/*', '.vite/*'],
      DistributionPaths: ['/*'],
    });
  });

  it('compresses on both CloudFront behaviours (the local gateway serves the web the same way)', () => {
    const distribution = resourcesOfType(app.template(app.stacks.web), 'AWS::CloudFront::Distribution')[0]![1]
      .Properties.DistributionConfig;
    const behaviours = [
      ['default', distribution.DefaultCacheBehavior],
      ...distribution.CacheBehaviors.map((b: LooseJson) => [b.PathPattern, b]),
    ];
    expect(behaviours.map(([name]) => name)).toContain('/api/*');
    for (const [name, behaviour] of behaviours) expect(behaviour.Compress, name).toBe(true);
    // Managed-CachingOptimized: gzip and brotli in the cache key, which CloudFront needs to compress.
    expect(distribution.DefaultCacheBehavior.CachePolicyId).toBe('658327ea-f89d-4fab-a63d-7e88639e58f6');
  });

  it('sends security headers with a CSP allowing self and the realtime socket', () => {
    const template = app.template(app.stacks.web);
    const config = resourcesOfType(template, 'AWS::CloudFront::ResponseHeadersPolicy')[0]![1].Properties
      .ResponseHeadersPolicyConfig;
    const csp = JSON.stringify(config.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/connect-src 'self' ",\{"Fn::ImportValue":"RealtimeStack:[^"]*WebSocketApi[^"]*ApiEndpoint/);
    expect(config.SecurityHeadersConfig).toMatchObject({
      ContentTypeOptions: { Override: true },
      FrameOptions: { FrameOption: 'SAMEORIGIN' },
      StrictTransportSecurity: { IncludeSubdomains: true },
      ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin' },
    });
  });
});

describe('cdk-nag AwsSolutions', () => {
  it('has no unsuppressed findings in any stack', () => {
    const findings = app.all.flatMap((stack) => nagFindings(app.assembly, stack));
    expect(findings).toEqual([]);
  });

  it('applies the pack (suppressions carry reasons)', () => {
    const web = app.template(app.stacks.web).toJSON();
    const distribution = logicalIdOf(app.template(app.stacks.web), 'AWS::CloudFront::Distribution', 'Distribution');
    const rules = web.Resources[distribution].Metadata.cdk_nag.rules_to_suppress as { id: string; reason: string }[];
    expect(rules.map((r) => r.id)).toContain('AwsSolutions-CFR1');
    for (const rule of rules) expect(rule.reason.length).toBeGreaterThan(20);
  });
});
