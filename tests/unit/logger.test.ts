// Logged error messages never carry email addresses or phone numbers (SES and Cognito quote them).
import { describe, expect, it } from 'vitest';
import { describeError, redactPii } from '@functions/lib/logger';

describe('redactPii', () => {
  it('redacts email addresses', () => {
    expect(redactPii('Email address is not verified: Nia.Nurse+work@Mercy-General.example.org (us-east-1)')).toBe('Email address is not verified: [email] (us-east-1)');
    expect(redactPii('to <a@b.co>, c_d@e.f.example')).toBe('to <[email]>, [email]');
  });

  it('redacts phone numbers, E.164 and the usual US spellings', () => {
    for (const phone of ['+15555550123', '+44 20 7946 0958', '(555) 555-0123', '555-555-0123', '555.555.0123', '555 555 0123', '+1 (555) 555-0123', '1-555-555-0123', '5555550123']) {
      expect(redactPii(`Invalid phone number ${phone}.`), phone).toBe('Invalid phone number [phone].');
    }
  });

  it('leaves ids, times, line numbers and counts alone', () => {
    const text = 'request 6f1c1a52-5b1d-4a43-9a57-6d1f3c0e2a11 at 2026-05-04T21:05:09.123Z in /var/task/index.mjs:1234:56 after 3 retries (ACLS-2026-ABCD2345, HTTP 503)';
    expect(redactPii(text)).toBe(text);
  });
});

describe('describeError', () => {
  it('redacts the message and the stack (whose first line repeats the message)', () => {
    const error = Object.assign(new Error('User with email learner@example.com and phone +15555550123 already exists'), { name: 'UsernameExistsException' });
    const described = describeError(error);
    expect(described).toMatchObject({ errorName: 'UsernameExistsException', errorMessage: 'User with email [email] and phone [phone] already exists' });
    expect(String(described.stack)).toMatch(/^UsernameExistsException: User with email \[email\]/);
    expect(JSON.stringify(described)).not.toMatch(/learner@example\.com|5555550123/);
  });

  it('redacts a thrown non-Error too', () => {
    expect(describeError('could not mail otp@example.com')).toEqual({ error: 'could not mail [email]' });
  });
});
