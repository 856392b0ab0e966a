// Board reporting in CDK: the board-reports job and its EventBridge schedule exist, and only the
// functions that talk to CE Broker (the job and the retry route) get its URL and may read its
// credentials' secret (the context's name), nothing broader; the learner's routes exist.
import { beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '@functions/handlers/jobs/schedules';
import { defaultConfig } from '@infra/stacks/config';
import { functionsIn, resourcesOfType, synthApp, type FunctionInfo, type SynthResult } from './support';

let app: SynthResult;
const everyFunction = () =>
  [...app.stacks.routes, app.stacks.realtime, app.stacks.jobs, app.stacks.workers].flatMap((stack) =>
    functionsIn(app.template(stack)),
  );
const secretStatements = (fn: FunctionInfo) =>
  fn.statements.filter((s) => JSON.stringify(s.Action).includes('secretsmanager:GetSecretValue'));

beforeAll(() => {
  app = synthApp({ validate: false, context: { ceBrokerUrl: 'https://test.webservices.cebroker.com' } });
});

describe('the board-reports job', () => {
  it('runs every 15 minutes from an EventBridge rule that invokes it, with bounded retries', () => {
    expect(jobs['board-reports']).toEqual({ schedule: 'cron(0/15 * * * ? *)', grants: ['table:write', 'ce-broker'] });
    const template = app.template(app.stacks.jobs);
    const job = functionsIn(template).find((fn) => fn.description.startsWith('job board-reports '))!;
    expect(job).toBeDefined();
    const rule = resourcesOfType(template, 'AWS::Events::Rule').find(
      ([, r]) => r.Properties.ScheduleExpression === 'cron(0/15 * * * ? *)',
    );
    expect(rule).toBeDefined();
    const target = rule![1].Properties.Targets[0];
    expect(target.Arn['Fn::GetAtt'][0]).toBe(job.logicalId);
    expect(target.RetryPolicy).toMatchObject({ MaximumRetryAttempts: 2 });
    // A run pages through the due reports while it has time: minutes, not the 15 s of a route.
    expect(job.properties.Timeout).toBe(300);
  });

  it('knows where CE Broker is and may read only its credentials secret', () => {
    const job = functionsIn(app.template(app.stacks.jobs)).find((fn) =>
      fn.description.startsWith('job board-reports '),
    )!;
    expect(job.env.CE_BROKER_URL).toBe('https://test.webservices.cebroker.com');
    expect(JSON.stringify(job.env.CE_BROKER_SECRET_ARN)).toContain(defaultConfig.ceBrokerSecretName);
    const secrets = secretStatements(job);
    expect(secrets).toHaveLength(1);
    expect(JSON.stringify(secrets[0]!.Resource)).toContain(`secret:${defaultConfig.ceBrokerSecretName}-??????`);
    expect(JSON.stringify(secrets[0]!.Resource)).not.toContain('stripe');
    // Reads and writes reports (and the user course's and license's CE Broker ids): the table.
    expect(job.actions.has('dynamodb:UpdateItem')).toBe(true);
  });
});

describe('the CE Broker grant', () => {
  it('is held by the job and the retry route only', () => {
    const holders = everyFunction()
      .filter(
        (fn) =>
          'CE_BROKER_URL' in fn.env ||
          secretStatements(fn).some((s) => JSON.stringify(s.Resource).includes('ce-broker')),
      )
      .map((fn) => fn.description.split(/: | \(/)[0])
      .sort();
    expect(holders).toEqual(['board-reporting/retry-board-report', 'job board-reports']);
  });

  it('the listing route reads only (its page never sends)', () => {
    const list = everyFunction().find((fn) => fn.description.startsWith('board-reporting/list-board-reports'))!;
    expect(list).toBeDefined();
    expect(secretStatements(list)).toEqual([]);
  });

  it('refuses a CE Broker URL that is not https', () => {
    expect(() => synthApp({ validate: false, context: { ceBrokerUrl: 'http://webservices.cebroker.com' } })).toThrow(
      /ceBrokerUrl must start with https/,
    );
  });
});
