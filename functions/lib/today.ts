// The learner's calendar day. Pass, issue and expiry dates are legal dates on a card, so they
// are the day on the learner's own calendar: the browser sends its IANA zone in X-Time-Zone on
// every API call; a missing or unknown zone falls back to the company's zone (never a 422).
import { TIME_ZONE_HEADER } from '@shared/contracts/headers';
import { isTimeZone, localDate } from '@shared/rules/dates';
import { getCompanyCached } from '../data/company';

/** The company's zone before the settings name one (no settings yet, or written before the zone existed). */
export const DEFAULT_TIME_ZONE = 'America/New_York';

/** The zone for learners' calendar dates when their browser sends none, and for the company's own day (jobs). */
export async function companyTimeZone(): Promise<string> {
  const timeZone = (await getCompanyCached())?.timeZone;
  return timeZone && isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
}

/** API Gateway v2 lower-cases header names. */
export interface ZonedRequest {
  headers: Record<string, string | undefined>;
}

/** The zone the request's calendar dates are in. */
export async function requestTimeZone(request: ZonedRequest): Promise<string> {
  const sent = request.headers[TIME_ZONE_HEADER]?.trim();
  return sent && isTimeZone(sent) ? sent : companyTimeZone();
}

/** Today on the caller's calendar, YYYY-MM-DD. */
export async function localToday(request: ZonedRequest, now = new Date()): Promise<string> {
  return localDate(now, await requestTimeZone(request));
}
