// The HTTP API every route stack attaches its routes to. CloudFront forwards `/api/*` here.
import { CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import type { AppConfig } from './config';

export interface ApiStackProps extends StackProps {
  config: AppConfig;
}

/** Default throttling for every route (per account and region). */
export const API_THROTTLE = { rateLimit: 200, burstLimit: 400 } as const;

export class ApiStack extends Stack {
  readonly httpApi: apigwv2.HttpApi;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config } = props;

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
    new CfnOutput(this, 'ApiEndpoint', { value: this.httpApi.apiEndpoint, description: 'execute-api endpoint (browsers use the app URL + /api)' });
  }
}
