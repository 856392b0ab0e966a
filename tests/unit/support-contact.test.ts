// company.support is the deploy configuration (SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_HOURS on the
// bootstrap function), never a seeded placeholder: absent without an email or a phone.
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY, supportContact } from '@functions/domain/company/company-settings';
import { resetEnvForTests } from '@functions/lib/env';

const NAMES = ['SUPPORT_EMAIL', 'SUPPORT_PHONE', 'SUPPORT_HOURS'] as const;
const saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));
const withEnv = (values: Partial<Record<(typeof NAMES)[number], string>>) => {
  for (const name of NAMES) delete process.env[name];
  Object.assign(process.env, { TABLE_NAME: process.env.TABLE_NAME ?? 'test' }, values);
  resetEnvForTests();
  return supportContact();
};
afterEach(() => {
  for (const name of NAMES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  resetEnvForTests();
});

describe('supportContact', () => {
  it('is what the deploy configured, each part null when not', () => {
    expect(withEnv({ SUPPORT_EMAIL: 'help@certifymed.com', SUPPORT_HOURS: 'Weekdays' })).toEqual({
      email: 'help@certifymed.com',
      phone: null,
      hours: 'Weekdays',
    });
    expect(withEnv({ SUPPORT_PHONE: '+1 800 555 0100' })).toEqual({
      email: null,
      phone: '+1 800 555 0100',
      hours: null,
    });
  });

  it('is absent without an email or a phone, and the product defaults carry none', () => {
    expect(withEnv({})).toBeUndefined();
    expect(withEnv({ SUPPORT_EMAIL: '', SUPPORT_HOURS: 'Weekdays' })).toBeUndefined();
    expect(DEFAULT_COMPANY.support).toBeUndefined();
  });
});
