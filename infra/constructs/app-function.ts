// The one Lambda construct: sets the runtime defaults once and grants only what is asked for.
// Every HTTP function gets exactly the grants its contract lists (see applyGrants).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { type CfnElement, type Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as kms from 'aws-cdk-lib/aws-kms';
import type * as location from 'aws-cdk-lib/aws-location';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import type { CognitoUse, Grant, PrivatePrefix, TableKeyScope } from '@shared/contracts/contract';
import { PRIVATE_PREFIXES, TABLE_KEY_SCOPES } from '@functions/data/key-scopes';
import { WORKER_FUNCTION_ENV } from '@functions/adapters/workers';
import { PENDING_UPLOADS_PREFIX } from '@functions/adapters/storage';
import type { WorkerName } from '@functions/handlers/workers/workers';
import { httpBundleName, lambdaBuildDir } from '../build/bundle';
import { originVerifySecretValue, ROUTE_FUNCTION_TIMEOUT } from '../stacks/api-stack';
import { supportContactEnv, type AppConfig } from '../stacks/config';
import type { CredentialKeys } from '../stacks/credential-keys';

/** Everything a function may be granted; built once in bin/app.ts from the stateful stacks. */
export interface FunctionResources {
  config: AppConfig;
  /** Public URL of the web app (emails, links); unset where no function needs it (the realtime stack). */
  appUrl?: string;
  table: dynamodb.ITable;
  /** GSI names, granted explicitly (no `index/*`). */
  tableIndexNames: readonly string[];
  publicBucket: s3.IBucket;
  privateBucket: s3.IBucket;
  privateBucketKey: kms.IKey;
  /** Personal fields (SSN): functions that handle personal documents may encrypt with it, never decrypt (but the two-step secret, `mfaSecrets`). */
  fieldKey: kms.IKey;
  /** The verifiable-credential issuer keys: the signing one, newer published ones, older retired ones. */
  credentialKeys: CredentialKeys;
  userPool: cognito.IUserPool;
  userPoolClient: cognito.IUserPoolClient;
  /** wss:// URL browsers connect to. */
  realtimeUrl: string;
  /** https:// management endpoint for PostToConnection. */
  realtimeCallbackUrl: string;
  realtimeStage: apigwv2.WebSocketStage;
  /** Where CloudFront serves the public bucket (`<app>/uploads`); given with the public bucket. Unset for the realtime stack. */
  assetsBaseUrl?: string;
  /** Amazon Location place index behind address suggestions (the `places` grant). */
  placeIndex: location.CfnPlaceIndex;
  /**
   * Google sign-in's OpenID Connect client (the `google-sign-in` grant): the user pool as issuer, the
   * hosted UI's app client, and `identity_provider=Google`. Unset when Google sign-in is not configured.
   */
  googleSignIn?: { issuer: string; clientId: string; authorizeParams: string };
  /** The worker functions (WorkersStack) that `worker:<name>` grants may start. */
  workers?: Partial<Record<WorkerName, lambda.IFunction>>;
}

/** Grants beyond the contract's list that non-HTTP functions (jobs) or future contracts may use. */
export type FunctionGrant = Grant;

export interface AppFunctionProps {
  /** Bundle name from infra/build (e.g. `http/auth/login`): the code is `.build/lambdas/<bundle>/index.mjs`. */
  bundle: string;
  description: string;
  resources: FunctionResources;
  grants: readonly FunctionGrant[];
  /** Default 15 s (API Gateway HTTP APIs stop waiting at 30 s). */
  timeout?: Duration;
  /** Default 512 MB. */
  memorySize?: number;
}

/** Placeholder used when bundling is skipped (tests, `cdk ls`, `cdk destroy`). */
const PLACEHOLDER_CODE =
  "exports.handler = async () => { throw new Error('placeholder: deploy with bundling enabled'); };";

/** True when the CLI (or a test) asked for no bundling: context `aws:cdk:bundling-stacks` is `[]`. */
export function bundlingSkipped(scope: Construct): boolean {
  const stacks: unknown = scope.node.tryGetContext('aws:cdk:bundling-stacks');
  return Array.isArray(stacks) && stacks.length === 0;
}

function handlerCode(scope: Construct, bundle: string): lambda.Code {
  if (bundlingSkipped(scope)) return lambda.Code.fromInline(PLACEHOLDER_CODE);
  const dir = path.join(lambdaBuildDir, bundle);
  if (!existsSync(path.join(dir, 'index.mjs'))) {
    throw new Error(`No bundle at ${dir}: run the CDK app through infra/bin/app.ts, which bundles first.`);
  }
  return lambda.Code.fromAsset(dir);
}

const TABLE_READ = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'];
const TABLE_WRITE = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];
// What the identity adapter (functions/adapters/identity.ts) calls for each use; usernames are our user ids.
// No group actions: content admins are provisioned by hand (docs/deploying.md), never by the app.
const COGNITO_ACTIONS: Record<CognitoUse, readonly string[]> = {
  'sign-in': ['cognito-idp:AdminInitiateAuth'],
  'create-user': ['cognito-idp:AdminCreateUser', 'cognito-idp:AdminSetUserPassword'],
  'set-password': ['cognito-idp:AdminSetUserPassword'],
  'update-attributes': ['cognito-idp:AdminUpdateUserAttributes'],
};
/** Personal documents whose presigned PUTs `bucket:private:upload` may sign. */
const UPLOAD_PREFIXES: readonly PrivatePrefix[] = ['drivers-license', 'external-certification'];

const PRIVATE_GRANTS: Partial<Record<string, PrivatePrefix>> = {
  'bucket:private:drivers-license': 'drivers-license',
  'bucket:private:external-certification': 'external-certification',
  'bucket:private:exports': 'exports',
};

export class AppFunction extends Construct {
  readonly function: lambda.Function;
  readonly role: iam.Role;
  /** What the function was granted (tests/infra/function-grants.test.ts states them per function). */
  readonly grants: readonly FunctionGrant[];
  readonly logGroup: logs.LogGroup;
  private readonly resources: FunctionResources;
  private readonly granted = new Set<string>();

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id);
    const { config } = props.resources;
    this.resources = props.resources;
    this.grants = props.grants;

    this.logGroup = new logs.LogGroup(this, 'Logs', {
      retention: config.logRetentionDays as logs.RetentionDays,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // Own role without AWSLambdaBasicExecutionRole: it may write to its own log group only.
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs ${props.bundle}`,
    });
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        resources: [this.logGroup.logGroupArn],
      }),
    );

    this.function = new lambda.Function(this, 'Function', {
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      handler: 'index.handler',
      code: handlerCode(this, props.bundle),
      description: props.description,
      timeout: props.timeout ?? ROUTE_FUNCTION_TIMEOUT,
      memorySize: props.memorySize ?? 512,
      role: this.role,
      logGroup: this.logGroup,
      tracing: config.tracing ? lambda.Tracing.ACTIVE : lambda.Tracing.DISABLED,
      environment: {
        NODE_OPTIONS: '--enable-source-maps',
        TABLE_NAME: props.resources.table.tableName,
        ...(props.resources.appUrl ? { APP_URL: props.resources.appUrl } : {}),
        REALTIME_URL: props.resources.realtimeUrl,
        COOKIE_SECURE: 'true',
        LOG_LEVEL: config.logLevel,
      },
    });
    // The page bootstrap hands the (public) publishable key to Stripe Elements.
    if (config.stripePublishableKey && props.bundle === httpBundleName('auth/bootstrap'))
      this.function.addEnvironment('STRIPE_PUBLISHABLE_KEY', config.stripePublishableKey);
    // The Help page's support contact is deploy configuration, handed to the browser by the bootstrap.
    if (props.bundle === httpBundleName('auth/bootstrap'))
      for (const [name, value] of Object.entries(supportContactEnv(config))) this.function.addEnvironment(name, value);
    // The bootstrap only says whether address suggestions are on (the index name is its switch); it may not search.
    if (props.bundle === httpBundleName('auth/bootstrap'))
      this.function.addEnvironment('PLACE_INDEX_NAME', props.resources.placeIndex.ref);
    // HTTP functions refuse requests that did not come through CloudFront (functions/lib/client-ip.ts).
    if (props.bundle.startsWith(httpBundleName('')))
      this.function.addEnvironment('ORIGIN_VERIFY_SECRET', originVerifySecretValue(this).unsafeUnwrap());
    NagSuppressions.addResourceSuppressions(this.function, [
      {
        id: 'AwsSolutions-L1',
        reason:
          'nodejs22.x on purpose (ARCHITECTURE.md): the bundles target node22 like the local toolchain; runtime and esbuild target move together.',
      },
    ]);
    if (config.tracing) {
      NagSuppressions.addResourceSuppressions(
        this.role,
        [
          {
            id: 'AwsSolutions-IAM5',
            reason: 'X-Ray PutTraceSegments/PutTelemetryRecords have no resource-level permissions.',
            appliesTo: ['Resource::*'],
          },
        ],
        true,
      );
    }
    this.applyGrants(props.grants);
  }

  /** Applies each grant once; unknown grants fail the synth rather than silently granting nothing. */
  applyGrants(grants: readonly FunctionGrant[]): this {
    if (grants.includes('table:write')) this.grantTable('write');
    else if (grants.includes('table:read')) this.grantTable('read');
    this.grantTableKeys(grants);
    if (grants.includes('credential-key:sign') || grants.includes('credential-key:publish'))
      this.grantCredentialKeys(grants.includes('credential-key:sign'), grants.includes('credential-key:publish'));
    const cognito = grants.flatMap((grant) =>
      grant.startsWith('cognito:') ? [grant.slice('cognito:'.length) as CognitoUse] : [],
    );
    if (cognito.length) this.grantCognito(cognito);
    const privatePrefixes = grants.flatMap((grant) => (grant in PRIVATE_GRANTS ? [PRIVATE_GRANTS[grant]!] : []));
    if (privatePrefixes.length || grants.includes('bucket:private:upload'))
      this.grantPrivateBucket(privatePrefixes, grants.includes('bucket:private:upload'));
    for (const grant of grants) {
      // Table grants, full and narrow, are applied together above.
      if (isTableGrant(grant)) continue;
      switch (grant) {
        case 'cognito:sign-in':
        case 'cognito:create-user':
        case 'cognito:set-password':
        case 'cognito:update-attributes':
        case 'bucket:private:drivers-license':
        case 'bucket:private:external-certification':
        case 'bucket:private:exports':
        case 'bucket:private:upload':
          break;
        case 'bucket:public':
          this.grantBucket('public');
          break;
        case 'bucket:public:upload':
          this.grantPublicUploads();
          break;
        case 'field-key:encrypt':
          this.grantFieldEncryption();
          break;
        case 'mail':
        case 'sms':
          // Queued in the outbox: a table write of OUTBOX# items (grantTableKeys), no SES or SNS.
          break;
        case 'mail:deliver':
          this.grantMail();
          break;
        case 'sms:deliver':
          this.grantSms();
          break;
        case 'realtime':
          this.grantRealtime();
          break;
        case 'payments':
          this.grantPayments();
          break;
        case 'places':
          this.grantPlaces();
          break;
        case 'worker:csv-export':
          this.grantWorker('csv-export');
          break;
        case 'mfaSecrets':
          this.grantMfaSecrets();
          break;
        case 'google-sign-in':
          this.grantGoogleSignIn();
          break;
        case 'ce-broker':
          this.grantCeBroker();
          break;
        case 'credential-key:sign':
        case 'credential-key:publish':
          break;
        default:
          throw new Error(`Unknown grant ${String(grant satisfies never)}`);
      }
    }
    return this;
  }

  /** The OpenID Connect client settings (no IAM: the function calls the hosted UI's public endpoints). */
  grantGoogleSignIn(): this {
    const settings = this.resources.googleSignIn;
    if (!settings || !this.once('google-sign-in')) return this;
    this.function.addEnvironment('GOOGLE_OIDC_ISSUER', settings.issuer);
    this.function.addEnvironment('GOOGLE_OIDC_CLIENT_ID', settings.clientId);
    this.function.addEnvironment('GOOGLE_OIDC_AUTHORIZE_PARAMS', settings.authorizeParams);
    return this;
  }

  /** Item-level access to the table and its GSIs; no Scan (lists are Queries). `write` includes read. */
  grantTable(access: 'read' | 'write'): this {
    if (!this.once(`table:${access}`)) return this;
    const { table, tableIndexNames } = this.resources;
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: access === 'write' ? [...TABLE_READ, ...TABLE_WRITE] : TABLE_READ,
        resources: [table.tableArn, ...tableIndexNames.map((name) => `${table.tableArn}/index/${name}`)],
      }),
    );
    return this;
  }

  /**
   * Narrow table grants: item access only where the partition key matches the scopes' patterns
   * (`dynamodb:LeadingKeys`), on the base table only (no index is reachable this way).
   */
  private grantTableKeys(grants: readonly FunctionGrant[]): void {
    const full = {
      read: grants.includes('table:read') || grants.includes('table:write'),
      write: grants.includes('table:write'),
    };
    const scoped = (access: 'read' | 'write') =>
      [...grants, ...queueGrants(grants)].flatMap((grant) =>
        grant.startsWith(`table:${access}:`)
          ? [...TABLE_KEY_SCOPES[grant.slice(`table:${access}:`.length) as TableKeyScope]]
          : [],
      );
    // A scope granted for write is readable too (conditional writes and read-modify-write).
    const write = full.write ? [] : [...new Set(scoped('write'))];
    const read = full.read
      ? []
      : [...new Set([...scoped('read'), ...write])].filter((pattern) => !write.includes(pattern));
    const { table } = this.resources;
    const statement = (actions: string[], patterns: string[]) =>
      new iam.PolicyStatement({
        actions,
        resources: [table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': patterns } },
      });
    if (read.length) this.role.addToPrincipalPolicy(statement(TABLE_READ, read));
    if (write.length) this.role.addToPrincipalPolicy(statement([...TABLE_READ, ...TABLE_WRITE], write));
  }

  /** Object read/write/delete of the public bucket (presigned PUTs are signed with this role) and HeadObject 404s. */
  grantBucket(which: 'public'): this {
    if (!this.once(`bucket:${which}`)) return this;
    const bucket = this.resources.publicBucket;
    this.function.addEnvironment('PUBLIC_BUCKET', bucket.bucketName);
    // Public files are linked through CloudFront (functions/adapters/storage.ts publicObjectUrl).
    if (this.resources.assetsBaseUrl) this.function.addEnvironment('ASSETS_BASE_URL', this.resources.assetsBaseUrl);
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
        resources: [bucket.arnForObjects('*')],
      }),
    );
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }),
    );
    this.suppressObjectWildcard(
      bucket,
      'Object keys in the public bucket are derived per upload by the server; the grant covers objects of that one bucket only.',
    );
    return this;
  }

  /**
   * Presigned PUTs of public files (direct uploads): PutObject under the pending prefix only, where
   * nothing serves them and they expire unless a form claims them; no read, delete or listing.
   */
  grantPublicUploads(): this {
    if (!this.once('bucket:public:upload')) return this;
    const bucket = this.resources.publicBucket;
    this.function.addEnvironment('PUBLIC_BUCKET', bucket.bucketName);
    // Its own Sid keeps it apart from the private bucket's PutObject when CDK merges statements.
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        sid: 'PublicUploadsPending',
        actions: ['s3:PutObject'],
        resources: [bucket.arnForObjects(`${PENDING_UPLOADS_PREFIX}*`)],
      }),
    );
    this.suppressObjectWildcard(
      bucket,
      'Presigned PUTs of public uploads: object keys are derived per upload by the server, under the pending prefix only.',
    );
    return this;
  }

  /**
   * The private bucket by prefix: read, write and delete under each granted prefix only (a function
   * serving driver's licences cannot read exports or external certificates); `upload` adds presigned
   * PUTs of personal documents. ListBucket (keys only, no content) lets HeadObject answer 404.
   */
  private grantPrivateBucket(prefixes: readonly PrivatePrefix[], upload: boolean): void {
    const bucket = this.resources.privateBucket;
    this.function.addEnvironment('PRIVATE_BUCKET', bucket.bucketName);
    if (prefixes.length) {
      this.role.addToPrincipalPolicy(
        new iam.PolicyStatement({
          actions: [
            's3:GetObject',
            's3:PutObject',
            's3:DeleteObject',
            ...(prefixes.includes('exports') ? ['s3:AbortMultipartUpload'] : []),
          ],
          resources: prefixes.map((prefix) => bucket.arnForObjects(`${PRIVATE_PREFIXES[prefix]}*`)),
        }),
      );
    }
    const uploads = UPLOAD_PREFIXES.filter((prefix) => upload && !prefixes.includes(prefix));
    if (uploads.length)
      this.role.addToPrincipalPolicy(
        new iam.PolicyStatement({
          actions: ['s3:PutObject'],
          resources: uploads.map((prefix) => bucket.arnForObjects(`${PRIVATE_PREFIXES[prefix]}*`)),
        }),
      );
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }),
    );
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: prefixes.length ? ['kms:Decrypt', 'kms:GenerateDataKey'] : ['kms:GenerateDataKey'],
        resources: [this.resources.privateBucketKey.keyArn],
      }),
    );
    this.suppressObjectWildcard(
      bucket,
      'Object keys under each granted prefix of the private bucket are derived per upload or export by the server; the grant covers that prefix only.',
    );
  }

  /**
   * The credential issuer keys (functions/adapters/credential-keys.ts): VC_KMS_KEY_IDS the signing key
   * first, then the retired ones; VC_KMS_NEXT_KEY_IDS the newer ones, published before they sign.
   * `sign` may Sign with the signing key only and read its public key; `publish` may read every key's
   * public half (the DID document), and sign nothing unless also granted `sign`.
   */
  private grantCredentialKeys(sign: boolean, publish: boolean): void {
    const { signing, next, retired } = this.resources.credentialKeys;
    const arns = (keys: readonly kms.IKey[]) => keys.map((key) => key.keyArn);
    this.function.addEnvironment('VC_KMS_KEY_IDS', arns(publish ? [signing, ...retired] : [signing]).join(','));
    if (publish && next.length) this.function.addEnvironment('VC_KMS_NEXT_KEY_IDS', arns(next).join(','));
    if (sign)
      this.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['kms:Sign'], resources: [signing.keyArn] }));
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['kms:GetPublicKey'],
        resources: arns(publish ? [signing, ...next, ...retired] : [signing]),
      }),
    );
  }

  /** Personal fields (SSN) are encrypted with the field key and never decrypted by a function. */
  grantFieldEncryption(): this {
    if (!this.once('field-key:encrypt')) return this;
    this.function.addEnvironment('FIELD_KMS_KEY_ID', this.resources.fieldKey.keyArn);
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['kms:Encrypt'], resources: [this.resources.fieldKey.keyArn] }),
    );
    return this;
  }

  private suppressObjectWildcard(bucket: s3.IBucket, reason: string): void {
    NagSuppressions.addResourceSuppressions(
      this.role,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason,
          // Matches both renderings cdk-nag uses: `<Bucket1234.Arn>/*` and the cross-stack import name.
          appliesTo: [
            {
              regex: `/^Resource::.*${Stack.of(bucket).getLogicalId(bucket.node.defaultChild as CfnElement)}.*\\/.*\\*$/g`,
            },
          ],
        },
      ],
      true,
    );
  }

  /**
   * The two-step verification secret is sealed with the personal fields key under the encryption
   * context field=totp: these functions may encrypt and decrypt that field only (an SSN, sealed
   * under field=ssn, stays undecryptable to them).
   */
  grantMfaSecrets(): this {
    if (!this.once('mfaSecrets')) return this;
    const { fieldKey } = this.resources;
    this.function.addEnvironment('FIELD_KMS_KEY_ID', fieldKey.keyArn);
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['kms:Encrypt', 'kms:Decrypt'],
        resources: [fieldKey.keyArn],
        conditions: { StringEquals: { 'kms:EncryptionContext:field': 'totp' } },
      }),
    );
    return this;
  }

  /** Only the admin calls the uses need (COGNITO_ACTIONS), on the one user pool. */
  grantCognito(uses: readonly CognitoUse[]): this {
    if (!this.once('cognito')) return this;
    const { userPool, userPoolClient } = this.resources;
    this.function.addEnvironment('USER_POOL_ID', userPool.userPoolId);
    this.function.addEnvironment('USER_POOL_CLIENT_ID', userPoolClient.userPoolClientId);
    const actions = [...new Set(uses.flatMap((use) => COGNITO_ACTIONS[use]))].sort();
    this.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions, resources: [userPool.userPoolArn] }));
    return this;
  }

  /**
   * SES send, only from the configured sender (SES authorizes on identities, so the resource is
   * `identity/*`): the outbox worker calls SES v2's SendEmail (simple content), which IAM names
   * ses:SendEmail, and GetAccount (no resource) to learn whether SES answers before it sends.
   */
  grantMail(): this {
    if (!this.once('mail:deliver')) return this;
    const { mailFrom } = this.resources.config;
    this.function.addEnvironment('MAIL_FROM', mailFrom);
    const stack = Stack.of(this);
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [stack.formatArn({ service: 'ses', resource: 'identity', resourceName: '*' })],
        conditions: { StringEquals: { 'ses:FromAddress': mailFrom } },
      }),
    );
    this.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['ses:GetAccount'], resources: ['*'] }));
    NagSuppressions.addResourceSuppressions(
      this.role,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason:
            'SES checks the sender and (in the sandbox) each recipient identity; the statement is limited to the configured sender by the ses:FromAddress condition.',
          appliesTo: [{ regex: '/^Resource::arn:.*:ses:.*:identity\\/\\*$/g' }],
        },
        {
          id: 'AwsSolutions-IAM5',
          reason: "ses:GetAccount (read the account's sending status) has no resource-level permissions.",
          appliesTo: ['Resource::*'],
        },
      ],
      true,
    );
    return this;
  }

  /**
   * SNS direct SMS publish: a phone number has no ARN, so the Allow must be `*`; the explicit Deny on
   * every topic ARN keeps the grant to SMS (no publishing to the account's topics).
   */
  grantSms(): this {
    if (!this.once('sms:deliver')) return this;
    this.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['sns:Publish'], resources: ['*'] }));
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        effect: iam.Effect.DENY,
        actions: ['sns:Publish'],
        resources: [Stack.of(this).formatArn({ service: 'sns', region: '*', account: '*', resource: '*' })],
      }),
    );
    NagSuppressions.addResourceSuppressions(
      this.role,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason:
            'SNS Publish to a phone number (one-time passcodes) has no resource ARN; only sns:Publish is allowed.',
          appliesTo: ['Resource::*'],
        },
      ],
      true,
    );
    return this;
  }

  /** execute-api:ManageConnections on the realtime stage (post to / delete connections). */
  grantRealtime(): this {
    if (!this.once('realtime')) return this;
    this.function.addEnvironment('REALTIME_CALLBACK_URL', this.resources.realtimeCallbackUrl);
    this.resources.realtimeStage.grantManagementApiAccess(this.role);
    NagSuppressions.addResourceSuppressions(
      this.role,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason:
            'Connection ids are only known at run time; the grant is limited to the @connections of the one realtime stage.',
          appliesTo: [{ regex: '/^Resource::arn:.*:execute-api:.*\\/@connections\\/\\*$/g' }],
        },
      ],
      true,
    );
    return this;
  }

  /** Read access to the Stripe secret (name from context `stripeSecretName`). */
  grantPayments(): this {
    if (!this.once('payments')) return this;
    // Imported in this stack (a secret created by hand, see docs/deploying.md).
    const secret = secretsmanager.Secret.fromSecretNameV2(this, 'StripeSecret', this.resources.config.stripeSecretName);
    this.function.addEnvironment('STRIPE_SECRET_ARN', secret.secretArn);
    secret.grantRead(this.role);
    return this;
  }

  /** CE Broker's web service (a public HTTPS endpoint: no IAM) and read access to its credentials' secret. */
  grantCeBroker(): this {
    if (!this.once('ce-broker')) return this;
    const { ceBrokerUrl, ceBrokerSecretName } = this.resources.config;
    // Imported in this stack (a secret created by hand, see docs/deploying.md), like Stripe's.
    const secret = secretsmanager.Secret.fromSecretNameV2(this, 'CeBrokerSecret', ceBrokerSecretName);
    this.function.addEnvironment('CE_BROKER_URL', ceBrokerUrl);
    this.function.addEnvironment('CE_BROKER_SECRET_ARN', secret.secretArn);
    secret.grantRead(this.role);
    return this;
  }

  /** Text search on the address place index, and its name (which also switches suggestions on). */
  grantPlaces(): this {
    if (!this.once('places')) return this;
    const { placeIndex } = this.resources;
    this.function.addEnvironment('PLACE_INDEX_NAME', placeIndex.ref);
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['geo:SearchPlaceIndexForText'], resources: [placeIndex.attrIndexArn] }),
    );
    return this;
  }
  /**
   * May start the worker (lambda:InvokeFunction on that one function's ARN, no versions or aliases)
   * and knows its generated name through the setting functions/adapters/workers.ts reads.
   */
  grantWorker(name: WorkerName): this {
    if (!this.once(`worker:${name}`)) return this;
    const worker = this.resources.workers?.[name];
    if (!worker)
      throw new Error(
        `The ${name} worker is not built before the functions that start it (infra/stacks/app-stacks.ts)`,
      );
    this.function.addEnvironment(WORKER_FUNCTION_ENV[name], worker.functionName);
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [worker.functionArn] }),
    );
    return this;
  }

  private once(grant: string): boolean {
    if (this.granted.has(grant)) return false;
    this.granted.add(grant);
    return true;
  }
}

const isTableGrant = (grant: FunctionGrant): grant is Extract<FunctionGrant, `table:${string}`> =>
  grant.startsWith('table:');

/** `mail` and `sms` queue their messages in the outbox (functions/adapters/mailer.ts, sms.ts): a write of its items. */
const queueGrants = (grants: readonly FunctionGrant[]): FunctionGrant[] =>
  grants.some((grant) => grant === 'mail' || grant === 'sms') ? ['table:write:outbox'] : [];

/** `auth/login` -> `AuthLogin`, `group-commerce/list-quotes` -> `GroupCommerceListQuotes`. */
export function constructIdFor(key: string): string {
  return key
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}
