// Observability in the templates (docs/decisions/012-observability.md): X-Ray active tracing on every
// function of ours (routes, jobs and the outbox worker, workers, sockets, the migration run) with the
// IAM it needs; CloudFront forwards a caller's correlation id to the API; the operations stack has a
// dashboard graphing every business metric by the services that record it.
import { beforeAll, describe, expect, it } from 'vitest';
import { CORRELATION_ID_HEADER } from '@shared/contracts/headers';
import { BUSINESS_METRICS, METRICS_BY_SERVICE, METRICS_NAMESPACE } from '@functions/lib/metrics';
import type { LooseJson } from '@tests/support/loose-json';
import { functionsIn, resourcesOfType, synthApp, type SynthResult } from './support';

let app: SynthResult;
beforeAll(() => {
  app = synthApp({ validate: false, nag: false });
});

/**
 * aws-cdk-lib's own deploy-time functions, which take no tracing setting: the web assets' copy
 * (BucketDeployment), the migration trigger's provider and the AwsCustomResource of the route throttles.
 */
const CDK_PROVIDED =
  /^(CustomCDKBucketDeployment|AWSCDKTriggerCustomResourceProvider|AWS679f53fac002430cb0da5b7982bd2287)/;

describe('X-Ray tracing', () => {
  it('is active on every function of ours, with the permission to send its segments', () => {
    const all = app.all.flatMap((stack) =>
      functionsIn(app.template(stack)).map((fn) => ({ name: `${stack.stackName} ${fn.logicalId}`, ...fn })),
    );
    const ours = all.filter((fn) => !CDK_PROVIDED.test(fn.logicalId));
    expect(all.length - ours.length).toBe(3);
    expect(ours.length).toBeGreaterThan(100);
    for (const fn of ours) {
      expect(fn.properties.TracingConfig, fn.name).toEqual({ Mode: 'Active' });
      expect([...fn.actions], fn.name).toEqual(
        expect.arrayContaining(['xray:PutTraceSegments', 'xray:PutTelemetryRecords']),
      );
    }
    // The jobs (the outbox worker among them) and the workers are there, not only the routes.
    const described = ours.map((fn) => fn.description).join('\n');
    expect(described).toMatch(/outbox-deliveries/);
    expect(described).toMatch(/csv-export/);
  });
});

describe('correlation ids at the edge', () => {
  it("forwards the caller's x-correlation-id to the API", () => {
    const policies = resourcesOfType(app.template(app.stacks.web), 'AWS::CloudFront::OriginRequestPolicy');
    const headers = policies.flatMap(
      ([, policy]) => (policy.Properties.OriginRequestPolicyConfig.HeadersConfig.Headers ?? []) as string[],
    );
    expect(headers.map((h) => h.toLowerCase())).toContain(CORRELATION_ID_HEADER);
  });
});

/** A dashboard body as CloudWatch gets it: the template's Fn::Join, with the region where a Ref stands. */
function dashboardBody(body: LooseJson): { widgets: { type: string; properties: LooseJson }[] } {
  const parts = (body['Fn::Join']?.[1] ?? [body]) as LooseJson[];
  return JSON.parse(parts.map((part) => (typeof part === 'string' ? part : 'us-east-1')).join(''));
}

describe('the business dashboard', () => {
  it('graphs every business metric, for each service that records it, from the namespace the lines name', () => {
    const dashboards = resourcesOfType(app.template(app.stacks.operations), 'AWS::CloudWatch::Dashboard');
    expect(dashboards).toHaveLength(1);
    const graphs = dashboardBody(dashboards[0]![1].Properties.DashboardBody).widgets.filter(
      (widget) => widget.type === 'metric',
    );
    const graphed = graphs.flatMap((graph) => graph.properties.metrics as LooseJson[][]);
    const expected = Object.entries(METRICS_BY_SERVICE).flatMap(([service, metrics]) =>
      metrics.map((metric) => [METRICS_NAMESPACE, metric, 'Service', service]),
    );
    expect(graphed.map((metric) => metric.slice(0, 4)).sort()).toEqual(expected.sort());
    expect(graphs).toHaveLength(Object.keys(BUSINESS_METRICS).length);
  });
});
