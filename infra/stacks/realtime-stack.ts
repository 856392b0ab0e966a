// Group channels: a WebSocket API whose $connect checks the channel token, plus the stage
// that functions post to through the management API.
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import { websocketHandlers, wsBundleName } from '../build/bundle';
import { AppFunction, constructIdFor, type FunctionGrant, type FunctionResources } from '../constructs/app-function';
import { alarmOnFunction } from '../constructs/function-alarms';

/** What each WebSocket handler needs: connect/disconnect store and remove connection items. */
const WS_GRANTS: Record<keyof typeof websocketHandlers, readonly FunctionGrant[]> = {
  $connect: ['table:write'],
  $disconnect: ['table:write'],
  $default: [],
};

export const REALTIME_STAGE = 'live';

export class RealtimeStack extends Stack {
  readonly api: apigwv2.WebSocketApi;
  readonly stage: apigwv2.WebSocketStage;

  constructor(scope: Construct, id: string, props: StackProps) {
    super(scope, id, props);
    this.api = new apigwv2.WebSocketApi(this, 'WebSocketApi', { description: 'Group channels (private-group-{id})' });
    this.stage = new apigwv2.WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      stageName: REALTIME_STAGE,
      autoDeploy: true,
      throttle: { rateLimit: 100, burstLimit: 200 },
    });
    new CfnOutput(this, 'RealtimeUrl', { value: this.stage.url, description: 'wss:// URL browsers connect to' });
    NagSuppressions.addResourceSuppressions(this.stage, [
      {
        id: 'AwsSolutions-APIG1',
        reason:
          'WebSocket access logging needs the account-wide API Gateway CloudWatch role (AWS::ApiGateway::Account), which this app does not own; $connect and $disconnect log every connection in their own log groups.',
      },
    ]);
  }

  /** Adds the $connect/$disconnect/$default functions; called once the shared resources exist. */
  addRoutes(resources: FunctionResources): void {
    for (const [routeKey, handler] of Object.entries(websocketHandlers) as [keyof typeof websocketHandlers, string][]) {
      const fn = new AppFunction(this, constructIdFor(`ws-${handler}`), {
        bundle: wsBundleName(handler),
        description: `WebSocket ${routeKey} (functions/handlers/ws/${handler}.ts)`,
        resources,
        grants: WS_GRANTS[routeKey],
      });
      alarmOnFunction(fn, { asynchronous: false });
      this.api.addRoute(routeKey, {
        integration: new WebSocketLambdaIntegration(`${constructIdFor(handler)}Integration`, fn.function),
        // $default answers a client message (pong), which needs a route response.
        returnResponse: routeKey === '$default',
      });
    }
    NagSuppressions.addResourceSuppressions(
      this.api,
      [
        {
          id: 'AwsSolutions-APIG4',
          reason:
            'Authorization happens in $connect: it accepts a connection only with a valid short-lived single-use channel token (?token=).',
        },
      ],
      true,
    );
  }
}
