// Alarms that reach someone (issue 24): one operations topic, subscribed by the address given at
// deploy time; every CloudWatch alarm of every synthesized stack notifies it when it fires and when
// it recovers, and names a runbook section that docs/operations.md has. The kinds of alarm the
// issue lists are all there: 5xx rate, 429s, throttles, failures and near-timeout runs of the
// functions nobody waits on, DynamoDB throttling, and the routes' abuse alarms.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobSchedules } from '@functions/handlers/jobs/schedules';
import { workers } from '@functions/handlers/workers/workers';
import { NEAR_TIMEOUT_SHARE } from '@infra/constructs/function-alarms';
import { RUNBOOK_DOC, RUNBOOKS } from '@infra/constructs/operations-alarm';
import { NO_ALARM_EMAIL_WARNING } from '@infra/stacks/operations-stack';
import type { LooseJson } from '@tests/support/loose-json';
import { logicalIdOf, resourcesOfType, synthApp, type SynthResult } from './support';

const EMAIL = 'ops@example.com';
let app: SynthResult;
let quiet: SynthResult;
beforeAll(() => {
  app = synthApp({ validate: false, nag: false, context: { alarmEmail: EMAIL } });
  quiet = synthApp({ validate: false, nag: false });
});

/** Every alarm of every stack in the assembly (whatever list of stacks the app keeps). */
function alarmsOf(result: SynthResult): { stack: string; id: string; props: Record<string, LooseJson> }[] {
  return result.assembly.stacks.flatMap((artifact) =>
    Object.entries((artifact.template.Resources ?? {}) as Record<string, LooseJson>)
      .filter(([, resource]) => resource.Type === 'AWS::CloudWatch::Alarm')
      .map(([id, resource]) => ({ stack: artifact.stackName, id, props: resource.Properties })),
  );
}

const topicId = (result: SynthResult) =>
  logicalIdOf(result.template(result.stacks.operations), 'AWS::SNS::Topic', 'AlarmTopic');

/** `#heading` anchors as GitHub makes them. */
const anchors = (markdown: string) =>
  new Set(
    [...markdown.matchAll(/^#{1,6} (.+)$/gm)].map((m) =>
      m[1]!
        .trim()
        .toLowerCase()
        .replace(/[^a-z0-9 -]/g, '')
        .replace(/ /g, '-'),
    ),
  );

describe('the operations topic', () => {
  it('is subscribed by the alarmEmail given at deploy time', () => {
    const subscriptions = resourcesOfType(app.template(app.stacks.operations), 'AWS::SNS::Subscription');
    expect(subscriptions.map(([, s]) => s.Properties)).toEqual([
      expect.objectContaining({ Protocol: 'email', Endpoint: EMAIL, TopicArn: { Ref: topicId(app) } }),
    ]);
  });

  it('exists without a subscriber when no alarmEmail is given, and synth warns', () => {
    expect(resourcesOfType(quiet.template(quiet.stacks.operations), 'AWS::SNS::Topic')).toHaveLength(1);
    expect(resourcesOfType(quiet.template(quiet.stacks.operations), 'AWS::SNS::Subscription')).toHaveLength(0);
    const warnings = quiet.assembly
      .getStackArtifact(quiet.stacks.operations.artifactId)
      .messages.filter((m) => m.level === 'warning')
      .map((m) => String(m.entry.data));
    expect(warnings.some((w) => w.includes(NO_ALARM_EMAIL_WARNING))).toBe(true);
    const emailed = app.assembly.getStackArtifact(app.stacks.operations.artifactId).messages;
    expect(emailed.some((m) => String(m.entry.data).includes(NO_ALARM_EMAIL_WARNING))).toBe(false);
  });

  it('refuses an alarmEmail that is not an address', () => {
    expect(() => synthApp({ validate: false, nag: false, context: { alarmEmail: 'ops' } })).toThrow(/alarmEmail/);
  });
});

describe('every alarm', () => {
  it('notifies the operations topic when it fires and when it recovers, in every stack', () => {
    const alarms = alarmsOf(app);
    const topic = topicId(app);
    expect(alarms.length).toBeGreaterThan(18);
    for (const { stack, id, props } of alarms) {
      // The topic's Ref in its own stack, an import of its export in the others.
      expect(JSON.stringify(props.AlarmActions ?? []), `${stack}/${id} AlarmActions`).toContain(topic);
      expect(JSON.stringify(props.OKActions ?? []), `${stack}/${id} OKActions`).toContain(topic);
      expect(props.ActionsEnabled ?? true, `${stack}/${id}`).toBe(true);
    }
    expect([...new Set(alarms.map((a) => a.stack))]).toEqual(
      expect.arrayContaining([
        'ApiStack',
        'DataStack',
        'JobsStack',
        'WorkersStack',
        'RealtimeStack',
        'MigrationsStack',
        'RoutesAuth',
      ]),
    );
  });

  it('names a runbook section that docs/operations.md has', () => {
    const doc = readFileSync(path.resolve(import.meta.dirname, '../..', RUNBOOK_DOC), 'utf8');
    const sections = anchors(doc);
    for (const runbook of RUNBOOKS) expect(sections, runbook).toContain(runbook);
    for (const { stack, id, props } of alarmsOf(app)) {
      const runbook = /Runbook: docs\/operations\.md#([a-z0-9-]+)$/.exec(String(props.AlarmDescription))?.[1];
      expect(runbook, `${stack}/${id}: ${props.AlarmDescription}`).toBeDefined();
      expect(sections, `${stack}/${id}`).toContain(runbook);
    }
  });
});

describe('the alarms the issue lists', () => {
  const byRunbook = (runbook: string) =>
    alarmsOf(app).filter((a) => String(a.props.AlarmDescription).endsWith(`#${runbook}`));

  it('watch the API: 5xx rate, 429s, latency near the route timeout', () => {
    const [rate] = byRunbook('api-5xx-rate');
    const metrics = JSON.stringify(rate?.props.Metrics);
    expect(metrics).toContain('"MetricName":"5xx"');
    expect(metrics).toContain('"MetricName":"Count"');
    expect(byRunbook('api-429s')).toHaveLength(1);
    const filters = resourcesOfType(app.template(app.stacks.api), 'AWS::Logs::MetricFilter').map(
      ([, f]) => f.Properties,
    );
    expect(filters.map((f) => f.FilterPattern)).toContain('{ $.status = "429" }');
    const [latency] = byRunbook('api-latency-near-timeout');
    expect(latency?.props).toMatchObject({ MetricName: 'IntegrationLatency', Statistic: 'Maximum', Threshold: 12_000 });
  });

  it('watch DynamoDB throttling of the table and its indexes', () => {
    const [throttling] = byRunbook('table-throttling');
    expect(throttling?.stack).toBe('DataStack');
    const metrics = JSON.stringify(throttling?.props.Metrics);
    for (const name of ['ReadThrottleEvents', 'WriteThrottleEvents', 'GSI1', 'GSI2', 'GSI3'])
      expect(metrics).toContain(name);
  });

  it('watch Lambda throttles', () => {
    expect(byRunbook('lambda-throttles')).toHaveLength(1);
  });

  it('watch every job, worker, WebSocket handler and the migration run: failures and runs near the timeout', () => {
    const expected =
      Object.keys(jobSchedules).length + Object.keys(workers).length + 3 /* $connect, $disconnect, $default */ + 1;
    expect(byRunbook('function-failures')).toHaveLength(expected);
    const nearTimeout = byRunbook('function-duration-near-timeout');
    expect(nearTimeout).toHaveLength(expected);
    const jobs = nearTimeout.filter((a) => a.stack === 'JobsStack');
    for (const { props } of jobs)
      expect(props).toMatchObject({
        MetricName: 'Duration',
        Statistic: 'Maximum',
        Threshold: 300_000 * NEAR_TIMEOUT_SHARE,
      });
    // A job that catches a group's failure and carries on still counts: its error log lines are in the sum.
    const jobFailures = byRunbook('function-failures').filter((a) => a.stack === 'JobsStack');
    for (const { props } of jobFailures) {
      const metrics = JSON.stringify(props.Metrics);
      expect(metrics).toContain('"MetricName":"Errors"');
      expect(metrics).toMatch(/ErrorLines/);
      expect(metrics).toContain('AsyncEventsDropped');
    }
  });

  it('keep the routes’ abuse and sign-in alarms', () => {
    expect(byRunbook('rate-limit-refusals').length).toBeGreaterThan(5);
    expect(byRunbook('sign-in-failures')).toHaveLength(4);
  });
});
