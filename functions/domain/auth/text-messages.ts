// Every text message we send (sign-in passcodes, phone confirmation codes) goes through here: only
// to the country calling codes the company enables (SMS_COUNTRY_CODES, default +1), at most a few
// a day per number, and within a platform-wide daily budget (SMS_DAILY_BUDGET), so premium-rate
// numbers and sign-up floods cannot run up the SMS bill or use up the spend limit for everyone.
import { OTP_VALID_MINUTES } from '@shared/constants';
import { smsCountryAllowed } from '@shared/rules/identity';
import { sendSms } from '@functions/adapters/sms';
import { countAttempt, currentAttempts } from '@functions/data/rate-limits';
import { env } from '@functions/lib/env';
import { Invalid, TooManyRequests } from '@functions/lib/errors';
import { SMS_MESSAGES } from './messages';

export const SMS_PER_NUMBER_PER_DAY = 10;
const DAY_SECONDS = 86_400;

export function smsCountryCodes(): string[] {
  return env()
    .SMS_COUNTRY_CODES.split(',')
    .map((code) => code.trim().replace(/^\+/, ''))
    .filter(Boolean);
}

export const canTextTo = (phone: string): boolean => smsCountryAllowed(phone, smsCountryCodes());

/**
 * Sends one text within the country allow-list and the daily budgets; 422 / 429 otherwise. Every text
 * is a code valid for OTP_VALID_MINUTES: it is queued with that deadline (delivered at once, dropped
 * if SNS cannot take it before the code expires).
 */
export async function sendTextMessage(phone: string, message: string, now = Date.now()): Promise<void> {
  await admitText(phone, now, true);
  await sendSms(phone, message, new Date(now + OTP_VALID_MINUTES * 60_000));
}

/**
 * What a text to a typed number nobody holds would have been refused for, so that the sign-in step
 * answers an unknown number exactly as a passcode user's (no budget oracle): the same country check
 * and per-number count; the daily budget is only read, as nothing is sent.
 */
export async function admitDecoyText(phone: string, now = Date.now()): Promise<void> {
  await admitText(phone, now, false);
}

async function admitText(phone: string, now: number, sending: boolean): Promise<void> {
  if (!canTextTo(phone)) throw Invalid.field('phone', SMS_MESSAGES.countryNotEnabled);
  if ((await countAttempt('smsPerNumber', phone, DAY_SECONDS, now)) > SMS_PER_NUMBER_PER_DAY)
    throw TooManyRequests.over('sms:number', SMS_MESSAGES.numberBudget);
  const daily = sending
    ? await countAttempt('smsDaily', 'all', DAY_SECONDS, now)
    : (await currentAttempts('smsDaily', 'all', DAY_SECONDS, now)) + 1;
  if (daily > env().SMS_DAILY_BUDGET) throw TooManyRequests.over('sms:daily', SMS_MESSAGES.dailyBudget);
}
