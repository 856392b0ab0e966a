// Stateful resources: the table, the upload buckets, the user pool and the key for personal
// documents. Everything here is retained on delete and the stack is termination-protected.
import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import { PASSWORD_MIN_LENGTH } from '@shared/rules/password';
import { TABLE_INDEXES, TABLE_SCHEMA } from '../table-schema';
import { configuredAppUrl, type AppConfig } from './config';
import { credentialIssuerKeys, type CredentialKeys } from './credential-keys';
import { alarmOnTableThrottling } from './table-alarms';
import { EXPORT_FILES_PREFIX } from '@functions/adapters/export-files';
import { PENDING_UPLOADS_PREFIX } from '@functions/adapters/storage';
import { UPLOAD_USES, UPLOAD_USE_NAMES } from '@shared/rules/uploads';

/** Key prefixes anyone may read in the public bucket: each public use's own (`<use>/`), never `pending/`. */
export const PUBLIC_READ_PREFIXES = UPLOAD_USE_NAMES.filter((name) => !UPLOAD_USES[name].forcePrivate).map(
  (name) => `${name}/`,
);

/** Public uploads nobody claimed are gone after this: they were never served. */
export const PENDING_UPLOADS_EXPIRY = Duration.days(1);

/** Cognito group whose members get content-admin rights (copied onto the profile). */
export const CONTENT_ADMIN_GROUP = 'content-admin';

export interface DataStackProps extends StackProps {
  config: AppConfig;
}

export class DataStack extends Stack {
  readonly table: dynamodb.Table;
  readonly publicBucket: s3.Bucket;
  readonly privateBucket: s3.Bucket;
  readonly privateBucketKey: kms.Key;
  /** Encrypts single personal fields (the SSN) before they are stored; functions may only Encrypt. */
  readonly fieldKey: kms.Key;
  /** Sign the verifiable credentials (ES256): the signing generation, newer published ones, older retired ones. */
  readonly credentialKeys: CredentialKeys<kms.Key>;
  readonly userPool: cognito.UserPool;
  readonly userPoolClient: cognito.UserPoolClient;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, { terminationProtection: true, ...props });

    // Keys, indexes and TTL come from infra/table-schema.ts, which the local stack uses too.
    const text = (name: string) => ({ name, type: dynamodb.AttributeType.STRING });
    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: text(TABLE_SCHEMA.partitionKey),
      sortKey: text(TABLE_SCHEMA.sortKey),
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: TABLE_SCHEMA.ttlAttribute,
      stream: dynamodb.StreamViewType[TABLE_SCHEMA.stream],
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of TABLE_SCHEMA.indexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: text(index.partitionKey),
        sortKey: text(index.sortKey),
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }
    alarmOnTableThrottling(this, this.table, TABLE_INDEXES);

    // S3 server access logs of both upload buckets.
    const accessLogs = new s3.Bucket(this, 'AccessLogs', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [{ expiration: Duration.days(365) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    NagSuppressions.addResourceSuppressions(accessLogs, [
      { id: 'AwsSolutions-S1', reason: 'This is the access-log bucket itself; logging it into itself would loop.' },
    ]);

    // Browsers PUT directly to presigned URLs (the signature authorizes; CORS only lets the browser read the reply).
    const appUrl = configuredAppUrl(props.config);
    const cors: s3.CorsRule[] = [
      {
        allowedMethods: [s3.HttpMethods.PUT, s3.HttpMethods.GET, s3.HttpMethods.HEAD],
        allowedOrigins: appUrl ? [appUrl] : ['*'],
        allowedHeaders: ['*'],
        exposedHeaders: ['ETag'],
        maxAge: 3000,
      },
    ];
    const lifecycle: s3.LifecycleRule = { abortIncompleteMultipartUploadAfter: Duration.days(7) };
    // Group CSV exports are fetched within minutes (their jobs expire after a day): gone after two days, old versions after one.
    const exportFilesLifecycle: s3.LifecycleRule = {
      prefix: EXPORT_FILES_PREFIX,
      expiration: Duration.days(2),
      noncurrentVersionExpiration: Duration.days(1),
    };

    // Public files (course assets): anyone may GET a claimed object; nobody may list or write without a presigned URL.
    // Uploads wait under pending/ (not readable) until a form claims them, and expire after a day if none does.
    const pendingLifecycle: s3.LifecycleRule = {
      id: 'PendingUploadsExpire',
      prefix: PENDING_UPLOADS_PREFIX,
      expiration: PENDING_UPLOADS_EXPIRY,
    };
    this.publicBucket = new s3.Bucket(this, 'PublicUploads', {
      blockPublicAccess: new s3.BlockPublicAccess({
        blockPublicAcls: true,
        ignorePublicAcls: true,
        blockPublicPolicy: false,
        restrictPublicBuckets: false,
      }),
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      cors,
      lifecycleRules: [lifecycle, pendingLifecycle],
      serverAccessLogsBucket: accessLogs,
      serverAccessLogsPrefix: 'public-uploads/',
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.publicBucket.addToResourcePolicy(
      new iam.PolicyStatement({
        actions: ['s3:GetObject'],
        principals: [new iam.AnyPrincipal()],
        resources: PUBLIC_READ_PREFIXES.map((prefix) => this.publicBucket.arnForObjects(`${prefix}*`)),
      }),
    );
    NagSuppressions.addResourceSuppressions(
      this.publicBucket,
      [
        {
          id: 'AwsSolutions-S2',
          reason:
            "Claimed public uploads (course assets) are meant to be world-readable by URL; ACLs stay blocked and the policy allows s3:GetObject only, on the public uses' prefixes (never pending/).",
        },
      ],
      true,
    );

    // Personal documents (driver's licences, certificates): private, KMS-encrypted, versioned; read only via short presigned GETs.
    this.privateBucketKey = new kms.Key(this, 'PrivateUploadsKey', {
      description: 'Encrypts personal documents in the private uploads bucket',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.fieldKey = new kms.Key(this, 'PersonalFieldsKey', {
      description: 'Encrypts personal fields (SSN) in the table; the app only encrypts (write-only)',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    // The credential issuer keys (ES256): one signs, every one is in the DID document (credential-keys.ts).
    this.credentialKeys = credentialIssuerKeys(this, props.config);
    this.privateBucket = new s3.Bucket(this, 'PrivateUploads', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: s3.BucketEncryption.KMS,
      encryptionKey: this.privateBucketKey,
      bucketKeyEnabled: true,
      enforceSSL: true,
      versioned: true,
      cors,
      lifecycleRules: [{ ...lifecycle, noncurrentVersionExpiration: Duration.days(30) }, exportFilesLifecycle],
      serverAccessLogsBucket: accessLogs,
      serverAccessLogsPrefix: 'private-uploads/',
      removalPolicy: RemovalPolicy.RETAIN,
    });

    // Cognito holds credentials only: usernames are our user ids, the profile lives in the table.
    this.userPool = new cognito.UserPool(this, 'Users', {
      selfSignUpEnabled: false,
      signInAliases: { username: true },
      signInCaseSensitive: false,
      standardAttributes: { email: { required: true, mutable: true } },
      passwordPolicy: {
        minLength: PASSWORD_MIN_LENGTH,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: false,
        tempPasswordValidity: Duration.days(3),
      },
      // Password reset is our own single-use link + AdminSetUserPassword.
      accountRecovery: cognito.AccountRecovery.NONE,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.userPoolClient = this.userPool.addClient('ServerClient', {
      authFlows: { adminUserPassword: true },
      generateSecret: false,
      disableOAuth: true,
      preventUserExistenceErrors: true,
    });
    new cognito.UserPoolGroup(this, 'ContentAdmins', {
      userPool: this.userPool,
      groupName: CONTENT_ADMIN_GROUP,
      description: 'Content administrators (question banks, courses)',
    });
    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'UserPoolId', {
      value: this.userPool.userPoolId,
      description: 'Add content admins to the content-admin group here',
    });
    new CfnOutput(this, 'PublicBucketName', { value: this.publicBucket.bucketName });
    new CfnOutput(this, 'PrivateBucketName', { value: this.privateBucket.bucketName });

    NagSuppressions.addResourceSuppressions(this.userPool, [
      {
        id: 'AwsSolutions-COG1',
        reason:
          "The password rule is the spec's (shared/rules/password.ts: 8+ characters with upper, lower and digit); the same rule is enforced in the web form and the handler.",
      },
      {
        id: 'AwsSolutions-COG2',
        reason:
          'Cognito is only the password store behind ADMIN_USER_PASSWORD_AUTH; sessions are ours, and so is the second factor: TOTP with recovery codes (functions/domain/auth/mfa-*.ts), required for content admins and admins of groups above 50 members. SMS passcodes are an alternative first factor, not a second one.',
      },
      {
        id: 'AwsSolutions-COG3',
        reason:
          'Threat protection needs the Cognito Plus plan; login, passcode and reset are rate-limited per identity and per IP in the table instead.',
      },
    ]);
  }
}
