// The Help page's support contact is deploy configuration: CDK context supportEmail, supportPhone and
// supportHours reach the bootstrap function's environment (which puts them in company.support) and
// no other function's; without them there is none; malformed values fail the synth.
import { describe, expect, it } from 'vitest';
import type { Contract } from '@shared/contracts/contract';
import { readConfig } from '@infra/stacks/config';
import { functionsIn, synthApp } from './support';

const contract = (path: string): Contract => ({
  method: 'GET',
  path,
  access: 'public',
  summary: 'synthetic',
  responses: {},
  grants: ['table:read'],
});
const contracts = { 'auth/bootstrap': contract('/api/bootstrap.json'), 'catalog/list': contract('/api/courses.json') };

const routeFunctions = (context: Record<string, unknown>) => {
  const app = synthApp({ contracts, validate: false, nag: false, context });
  const fns = app.stacks.routes.flatMap((stack) => functionsIn(app.template(stack)));
  const named = (key: string) => fns.find((fn) => fn.description.startsWith(`${key}:`))!;
  return { bootstrap: named('auth/bootstrap'), other: named('catalog/list') };
};
const supportEnv = (env: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(env).filter(([name]) => name.startsWith('SUPPORT_')));

describe('the support contact', () => {
  it('reaches the bootstrap function from context, and no other function', () => {
    const { bootstrap, other } = routeFunctions({
      supportEmail: 'help@certifymed.com',
      supportPhone: '+1 800 555 0100',
      supportHours: 'Monday to Friday, 8 am to 6 pm Eastern',
    });
    expect(supportEnv(bootstrap.env)).toEqual({
      SUPPORT_EMAIL: 'help@certifymed.com',
      SUPPORT_PHONE: '+1 800 555 0100',
      SUPPORT_HOURS: 'Monday to Friday, 8 am to 6 pm Eastern',
    });
    expect(supportEnv(other.env)).toEqual({});
  });

  it('is absent when not configured (the Help page then shows no contact), and only what is set is passed', () => {
    expect(supportEnv(routeFunctions({}).bootstrap.env)).toEqual({});
    expect(supportEnv(routeFunctions({ supportEmail: 'help@certifymed.com' }).bootstrap.env)).toEqual({
      SUPPORT_EMAIL: 'help@certifymed.com',
    });
  });

  it('refuses malformed values at synth time', () => {
    const node = (context: Record<string, unknown>) => ({ tryGetContext: (key: string) => context[key] }) as never;
    expect(() => readConfig(node({ supportEmail: 'support' }))).toThrow(/supportEmail/);
    expect(() => readConfig(node({ supportPhone: 'call us' }))).toThrow(/supportPhone/);
    expect(() => readConfig(node({ supportHours: 'x'.repeat(201) }))).toThrow(/supportHours/);
    expect(readConfig(node({ supportEmail: ' help@certifymed.com ' })).supportEmail).toBe('help@certifymed.com');
  });
});
