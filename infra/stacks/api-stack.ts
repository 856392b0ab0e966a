// The HTTP API every route stack attaches its routes to. CloudFront forwards `/api/*` here.
import { CfnOutput, Duration, RemovalPolicy, SecretValue, Stack, type StackProps } from 'aws-cdk-lib';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as location from 'aws-cdk-lib/aws-location';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { NagSuppressions } from 'cdk-nag';
import type { Construct, IConstruct } from 'constructs';
import { alarmOnApi } from './api-alarms';
import type { AppConfig } from './config';

const ORIGIN_SECRETS = new WeakMap<IConstruct, secretsmanager.ISecret>();

/**
 * The API's origin secret (one per app, made by ApiStack): CloudFront sends it on every /api/*
 * request (WebStack) and every HTTP function refuses requests without it (AppFunction), so the
 * public execute-api URL cannot bypass CloudFront. See functions/lib/client-ip.ts.
 */
export function originVerifySecret(scope: IConstruct): secretsmanager.ISecret {
  const secret = ORIGIN_SECRETS.get(scope.node.root);
  if (!secret)
    throw new Error(
      'The app has no ApiStack: the origin secret that HTTP functions and CloudFront share is created there.',
    );
  return secret;
}

/**
 * The value to send and to check. CloudFormation re-reads a Secrets Manager reference only when the
 * reference changes, so a rotation pins the new version: `cdk deploy -c originSecretVersion=<VersionId>`
 * (docs/decisions/008-origin-secret.md). Without the context value the current version is used.
 */
export function originVerifySecretValue(scope: IConstruct): SecretValue {
  const secret = originVerifySecret(scope);
  const versionId = scope.node.tryGetContext('originSecretVersion') as string | undefined;
  return versionId ? SecretValue.secretsManager(secret.secretArn, { versionId }) : secret.secretValue;
}

export interface ApiStackProps extends StackProps {
  config: AppConfig;
}

/** Every route function's timeout (AppFunction's default); API Gateway stops waiting at 30 s. */
export const ROUTE_FUNCTION_TIMEOUT = Duration.seconds(15);

/** Default throttling for every route (per account and region). */
export const API_THROTTLE = { rateLimit: 200, burstLimit: 400 } as const;

export class ApiStack extends Stack {
  readonly httpApi: apigwv2.HttpApi;
  /** Address suggestions for the address forms (the `places` grant; GET /api/address_suggestions.json). */
  readonly placeIndex: location.CfnPlaceIndex;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config } = props;

    const originSecret = new secretsmanager.Secret(this, 'OriginVerifySecret', {
      description: 'Sent by CloudFront to the API as x-origin-verify; HTTP functions refuse requests without it',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    NagSuppressions.addResourceSuppressions(originSecret, [
      {
        id: 'AwsSolutions-SMG4',
        reason:
          'CloudFront and the functions read the value at deploy time: rotating is a new value and a deploy of WebStack and the route stacks (docs/api-primitives.md).',
      },
    ]);
    ORIGIN_SECRETS.set(this.node.root, originSecret);

    // Routes are added by the route stacks; their integrations are Lambda proxy (payload 2.0).
    this.httpApi = new apigwv2.HttpApi(this, 'HttpApi', {
      description: 'Certification platform API (routes from shared/contracts)',
      createDefaultStage: false,
    });

    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: config.logRetentionDays as logs.RetentionDays,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const domain =
      config.apiDomainName && config.apiCertificateArn
        ? new apigwv2.DomainName(this, 'Domain', {
            domainName: config.apiDomainName,
            certificate: acm.Certificate.fromCertificateArn(this, 'Certificate', config.apiCertificateArn),
          })
        : undefined;
    new apigwv2.HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: API_THROTTLE,
      accessLogSettings: {
        destination: new apigwv2.LogGroupLogDestination(accessLogs),
        // HTTP API context variables (the REST-API standard fields are not all valid here). No bodies, no headers.
        format: apigateway.AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            requestTime: '$context.requestTime',
            routeKey: '$context.routeKey',
            status: '$context.status',
            protocol: '$context.protocol',
            responseLength: '$context.responseLength',
            latencyMs: '$context.responseLatency',
            integrationError: '$context.integrationErrorMessage',
          }),
        ),
      },
      domainMapping: domain ? { domainName: domain } : undefined,
    });
    alarmOnApi(this, { httpApi: this.httpApi, accessLogs, routeTimeout: ROUTE_FUNCTION_TIMEOUT });
    new CfnOutput(this, 'ApiEndpoint', {
      value: this.httpApi.apiEndpoint,
      description: 'execute-api endpoint (browsers use the app URL + /api)',
    });

    // The name is derived from the stack's (an index name is required and unique per account and region).
    // 'Storage': the learner keeps the address they pick, which Esri's single-use terms do not allow.
    this.placeIndex = new location.CfnPlaceIndex(this, 'AddressPlaceIndex', {
      indexName: `${this.stackName}-addresses`,
      dataSource: 'Esri',
      dataSourceConfiguration: { intendedUse: 'Storage' },
      description: 'US street addresses for the address forms (GET /api/address_suggestions.json)',
    });
  }
}
