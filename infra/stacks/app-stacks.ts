// Builds every stack of the app. Used by infra/bin/app.ts and by tests/infra.
import { Aspects, Tags, type App, type Environment } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { contracts as allContracts } from '@shared/contracts/index';
import { MIGRATIONS } from '@functions/migrations/registry';
import type { Contract } from '@shared/contracts/contract';
import type { FunctionResources } from '../constructs/app-function';
import { ApiStack } from './api-stack';
import { ApiThrottlesStack } from './api-throttles-stack';
import { configuredAppUrl, readConfig, type AppConfig } from './config';
import { TABLE_INDEXES } from '../table-schema';
import { DataStack } from './data-stack';
import { GoogleSignInStack } from './google-sign-in-stack';
import { EdgeSecurityStack } from './edge-security-stack';
import { JobsStack } from './jobs-stack';
import { MigrationsStack } from './migrations-stack';
import { OperationsStack } from './operations-stack';
import { RealtimeStack } from './realtime-stack';
import { planRouteStacks, type RouteStackAssignment } from './route-stacks';
import { RoutesStack } from './routes-stack';
import { UPLOADS_PATH, WebStack } from './web-stack';
import { WorkersStack } from './workers-stack';

/**
 * Feature flags this app relies on (what `cdk init` would put in cdk.json). They are defaults:
 * cdk.json and `-c` still win. Pass to `new App({ context: appContextDefaults })`.
 */
export const appContextDefaults: Record<string, unknown> = {
  '@aws-cdk/aws-iam:minimizePolicies': true,
  '@aws-cdk/core:stackRelativeExports': true,
  // Fn::ImportValue between stacks (CloudFormation refuses to delete what another stack uses).
  '@aws-cdk/core:defaultCrossStackReferences': 'strong',
  '@aws-cdk/core:enablePartitionLiterals': true,
  '@aws-cdk/core:checkSecretUsage': true,
  '@aws-cdk/aws-s3:serverAccessLogsUseBucketPolicy': true,
  '@aws-cdk/aws-s3:createDefaultLoggingPolicy': true,
  '@aws-cdk/aws-s3:publicAccessBlockedByDefault': true,
  '@aws-cdk/aws-lambda:useCdkManagedLogGroup': true,
  '@aws-cdk/aws-lambda:recognizeLayerVersion': true,
  '@aws-cdk/aws-cloudfront:defaultFunctionRuntimeV2_0': true,
  '@aws-cdk/aws-cloudfront:defaultViewerProtocolPolicyRedirectToHttps': true,
  '@aws-cdk/aws-apigateway:logGroupDestinationArnWithoutWildcard': true,
  '@aws-cdk/customresources:installLatestAwsSdkDefault': false,
};

export interface BuildAppOptions {
  /** Default: every contract in shared/contracts. Tests pass synthetic ones. */
  contracts?: Record<string, Contract>;
  /** Apply the cdk-nag AwsSolutions pack. Default true. */
  nag?: boolean;
  /** Web build folder; default web/dist. */
  webDist?: string;
  /** Which stack holds each route; default the committed assignment in route-stacks.ts. */
  routeStacks?: RouteStackAssignment;
}

export interface AppStacks {
  config: AppConfig;
  /** The operations topic every alarm notifies; built first. */
  operations: OperationsStack;
  data: DataStack;
  api: ApiStack;
  realtime: RealtimeStack;
  web: WebStack;
  routes: RoutesStack[];
  jobs: JobsStack;
  workers: WorkersStack;
  /** The deploy's run of the pending item migrations, after every stack that carries code. */
  migrations: MigrationsStack;
  /** Per-route throttles of the anonymous routes, set after every route exists. */
  throttles: ApiThrottlesStack;
  /** Cognito's Google identity provider, hosted UI domain and OAuth client; absent unless context googleClientId is set. */
  google?: GoogleSignInStack;
  /** The WAF in us-east-1; absent when context webAclArn names an existing ACL. */
  edge?: EdgeSecurityStack;
  /** What route and job functions are given (tests add probe functions with it). */
  resources: FunctionResources;
}

export function buildApp(app: App, options: BuildAppOptions = {}): AppStacks {
  const config = readConfig(app.node);
  const contracts = options.contracts ?? (allContracts as Record<string, Contract>);
  // Concrete when the CLI has credentials; otherwise environment-agnostic (synth needs no account).
  const env: Environment = { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION };
  Tags.of(app).add('app', 'certification-platform');

  // First: every alarm, in whatever stack, notifies its topic (infra/constructs/operations-alarm.ts).
  const operations = new OperationsStack(app, 'OperationsStack', {
    env,
    description: 'Certification platform: the operations topic every alarm notifies',
    alarmEmail: config.alarmEmail,
  });

  const data = new DataStack(app, 'DataStack', {
    env,
    config,
    description: 'Certification platform: table, uploads, users (retained)',
  });
  const api = new ApiStack(app, 'ApiStack', { env, config, description: 'Certification platform: HTTP API' });
  const realtime = new RealtimeStack(app, 'RealtimeStack', {
    env,
    description: 'Certification platform: WebSocket group channels',
  });

  const shared: FunctionResources = {
    config,
    appUrl: configuredAppUrl(config),
    table: data.table,
    tableIndexNames: TABLE_INDEXES,
    publicBucket: data.publicBucket,
    privateBucket: data.privateBucket,
    privateBucketKey: data.privateBucketKey,
    fieldKey: data.fieldKey,
    credentialKeys: data.credentialKeys,
    userPool: data.userPool,
    userPoolClient: data.userPoolClient,
    realtimeUrl: realtime.stage.url,
    realtimeCallbackUrl: realtime.stage.callbackUrl,
    realtimeStage: realtime.stage,
    placeIndex: api.placeIndex,
  };
  realtime.addRoutes(shared);

  // CloudFront's WAF lives in us-east-1: its own stack there, referenced across regions when the app is
  // elsewhere. An environment-agnostic synth (no credentials) keeps it agnostic too: same template.
  const regionKnown = typeof env.region === 'string';
  const edge = config.webAclArn
    ? undefined
    : new EdgeSecurityStack(app, 'EdgeSecurityStack', {
        env: regionKnown ? { account: env.account, region: 'us-east-1' } : env,
        description: 'Certification platform: WAF web ACL for CloudFront (us-east-1)',
      });
  const web = new WebStack(app, 'WebStack', {
    env,
    crossRegionReferences: Boolean(edge) && regionKnown && env.region !== 'us-east-1',
    webAclArn: config.webAclArn ?? edge!.webAclArn,
    config,
    description: 'Certification platform: CloudFront, web app, /api/* behaviour',
    httpApi: api.httpApi,
    realtimeEndpoint: realtime.api.apiEndpoint,
    uploadHosts: [data.publicBucket, data.privateBucket].flatMap((bucket) => [
      bucket.bucketRegionalDomainName,
      bucket.bucketDomainName,
    ]),
    publicUploads: data.publicBucket,
    webDist: options.webDist,
  });

  // Functions link to the app: the configured URL, else the CloudFront one.
  const appUrl = shared.appUrl ?? web.url;
  const { googleClientId, cognitoDomainPrefix } = config;
  const google =
    googleClientId && cognitoDomainPrefix
      ? new GoogleSignInStack(app, 'GoogleSignInStack', {
          env,
          description: 'Certification platform: Google sign-in (Cognito identity provider, hosted UI, OAuth client)',
          config: { ...config, googleClientId, cognitoDomainPrefix },
          userPool: data.userPool,
          appUrl,
        })
      : undefined;
  const baseResources: FunctionResources = {
    ...shared,
    appUrl,
    assetsBaseUrl: `${appUrl}${UPLOADS_PATH}`,
    googleSignIn: google?.settings,
  };
  const workers = new WorkersStack(app, 'WorkersStack', {
    env,
    description: 'Certification platform: asynchronous workers',
    resources: baseResources,
  });
  // Routes and jobs may start a worker (`worker:<name>` grants).
  const resources: FunctionResources = {
    ...baseResources,
    workers: Object.fromEntries(Object.entries(workers.functions).map(([name, fn]) => [name, fn.function])),
  };
  const routes = planRouteStacks(contracts, options.routeStacks).map(
    (plan) =>
      new RoutesStack(app, plan.id, {
        env,
        description: `Certification platform: ${plan.domain} routes (${plan.keys.length})`,
        httpApi: api.httpApi,
        routes: plan.keys.map((key) => ({ key, contract: contracts[key]! })),
        resources,
      }),
  );
  const jobs = new JobsStack(app, 'JobsStack', {
    env,
    description: 'Certification platform: scheduled jobs',
    resources,
  });
  const throttles = new ApiThrottlesStack(app, 'ApiThrottlesStack', {
    env,
    description: 'Certification platform: per-route throttles of the anonymous routes',
    httpApi: api.httpApi,
    contracts,
  });
  for (const stack of routes) throttles.addDependency(stack);
  // Items change shape only once the code that reads both shapes is live everywhere.
  const migrations = new MigrationsStack(app, 'MigrationsStack', {
    env,
    description: 'Certification platform: the deploy-time run of pending item migrations',
    resources,
    migrationIds: MIGRATIONS.map((migration) => migration.id),
  });
  for (const stack of [...routes, jobs, workers, realtime]) migrations.addStackDependency(stack);

  if (options.nag ?? true) Aspects.of(app).add(new AwsSolutionsChecks({ verbose: true }));
  return {
    config,
    operations,
    data,
    api,
    realtime,
    web,
    routes,
    jobs,
    workers,
    migrations,
    throttles,
    google,
    edge,
    resources,
  };
}
