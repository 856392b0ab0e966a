// Logged error messages never carry email addresses or phone numbers (SES and Cognito quote them).
// Tests run with logs silent (vitest.config.ts) unless a test asks for a level (tests/support/logs.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeError, logger, redactPii, SECURITY_EVENT } from '@functions/lib/logger';
import { captureLogs } from '../support/logs';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the level', () => {
  const logEveryLevel = () => {
    logger.debug('d');
    logger.info('i');
    logger.warn('w');
    logger.error('e');
    logger.security('sign_in.succeeded');
  };

  it('is silent in a test that did not ask: nothing is written, security events included', () => {
    expect(process.env.LOG_LEVEL).toBe('silent');
    const writes = [
      vi.spyOn(process.stdout, 'write').mockImplementation(() => true),
      vi.spyOn(process.stderr, 'write').mockImplementation(() => true),
    ];
    logEveryLevel();
    expect(writes.flatMap((spy) => spy.mock.calls)).toEqual([]);
  });

  it('writes what a test asks for: that level and above, and the security events', () => {
    const logs = captureLogs('warn');
    logEveryLevel();
    expect(logs.lines.map((line) => line.message)).toEqual(['w', 'e', SECURITY_EVENT]);
  });

  it('is info when LOG_LEVEL names no level', () => {
    const logs = captureLogs();
    vi.stubEnv('LOG_LEVEL', 'constructor');
    logEveryLevel();
    expect(logs.lines.map((line) => line.message)).toEqual(['i', 'w', 'e', SECURITY_EVENT]);
  });

  it("is back to silent in the next test (the previous test's level was undone)", () => {
    expect(process.env.LOG_LEVEL).toBe('silent');
  });
});

describe('redactPii', () => {
  it('redacts email addresses', () => {
    expect(redactPii('Email address is not verified: Nia.Nurse+work@Mercy-General.example.org (us-east-1)')).toBe(
      'Email address is not verified: [email] (us-east-1)',
    );
    expect(redactPii('to <a@b.co>, c_d@e.f.example')).toBe('to <[email]>, [email]');
  });

  it('redacts phone numbers, E.164 and the usual US spellings', () => {
    for (const phone of [
      '+15555550123',
      '+44 20 7946 0958',
      '(555) 555-0123',
      '555-555-0123',
      '555.555.0123',
      '555 555 0123',
      '+1 (555) 555-0123',
      '1-555-555-0123',
      '5555550123',
    ]) {
      expect(redactPii(`Invalid phone number ${phone}.`), phone).toBe('Invalid phone number [phone].');
    }
  });

  it('leaves ids, times, line numbers and counts alone', () => {
    const text =
      'request 6f1c1a52-5b1d-4a43-9a57-6d1f3c0e2a11 at 2026-05-04T21:05:09.123Z in /var/task/index.mjs:1234:56 after 3 retries (ACLS-2026-ABCD2345, HTTP 503)';
    expect(redactPii(text)).toBe(text);
  });
});

describe('describeError', () => {
  it('redacts the message and the stack (whose first line repeats the message)', () => {
    const error = Object.assign(
      new Error('User with email learner@example.com and phone +15555550123 already exists'),
      { name: 'UsernameExistsException' },
    );
    const described = describeError(error);
    expect(described).toMatchObject({
      errorName: 'UsernameExistsException',
      errorMessage: 'User with email [email] and phone [phone] already exists',
    });
    expect(String(described.stack)).toMatch(/^UsernameExistsException: User with email \[email\]/);
    expect(JSON.stringify(described)).not.toMatch(/learner@example\.com|5555550123/);
  });

  it('redacts a thrown non-Error too', () => {
    expect(describeError('could not mail otp@example.com')).toEqual({ error: 'could not mail [email]' });
  });
});
