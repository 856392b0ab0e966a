// A learner's closed-loop renewal reminders: one email at each step before their card expires.
// A card is in step s while its days left are in (max(next step, s - catch-up), s]: a day the job
// missed is caught up within the step (up to a week late), and a card is never in two steps at once,
// so a long outage sends the current step only, never the ones it skipped.
export const RENEWAL_REMINDER_STEPS = [90, 60, 30, 7, 0] as const;
export type RenewalReminderStep = (typeof RENEWAL_REMINDER_STEPS)[number];
/** How many days late a step's email may still go out. */
export const RENEWAL_CATCH_UP_DAYS = 7;

/** The step a card with `daysLeft` days to go is in, or null between steps. */
export function renewalStepFor(daysLeft: number): RenewalReminderStep | null {
  for (let i = 0; i < RENEWAL_REMINDER_STEPS.length; i += 1) {
    const step = RENEWAL_REMINDER_STEPS[i]!;
    const next = RENEWAL_REMINDER_STEPS[i + 1] ?? -RENEWAL_CATCH_UP_DAYS;
    if (daysLeft <= step && daysLeft > Math.max(next, step - RENEWAL_CATCH_UP_DAYS)) return step;
  }
  return null;
}

/**
 * Days-left values the job looks at (each step's window), most urgent first: the fewest days left
 * (the day-0 step's last catch-up day, then up to 90). A run that reaches its cap has sent the
 * most urgent reminders; the rest wait for the next run, within their step's week.
 */
export function renewalWindowDays(): number[] {
  const days: number[] = [];
  for (let left = 1 - RENEWAL_CATCH_UP_DAYS; left <= RENEWAL_REMINDER_STEPS[0]; left += 1)
    if (renewalStepFor(left) !== null) days.push(left);
  return days;
}
