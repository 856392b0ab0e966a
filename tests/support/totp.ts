// Two-step codes for tests: what an authenticator app shows, and the next code a sign-in may use.
// A step is accepted once per account (replays are refused), so signing in again within the same
// 30 seconds needs the next step's code (accepted one step early), and a third the step after
// that, which only becomes acceptable when its window opens: nextCode waits for it.
import { totpStepAt, TOTP_PERIOD_SECONDS } from '@shared/rules/mfa';
import { totpCodeAt } from '@functions/domain/auth/totp';
import { demoTotpSecret } from '@infra/local/seed/two-step';
import type { LooseJson } from '@tests/support/loose-json';

export { demoTotpSecret, totpCodeAt };

const STEP_MS = TOTP_PERIOD_SECONDS * 1000;

/** The code of the step after `lastTried` (or the current step's), waiting until the server accepts that step (±1 window). */
export async function nextCode(secret: string, lastTried: number | null): Promise<{ code: string; step: number }> {
  const current = totpStepAt(Date.now());
  const step = lastTried === null ? current : Math.max(current, lastTried + 1);
  if (step > current + 1) await new Promise((resolve) => setTimeout(resolve, (step - 1) * STEP_MS - Date.now() + 50));
  return { code: totpCodeAt(secret, step * STEP_MS), step };
}

/**
 * Answers a challenge with successive steps' codes until one is accepted (the account's last used
 * step is unknown to the test): at most 4 tries of the challenge's 5.
 */
export async function answerWithFreshCode(
  secret: string,
  send: (code: string) => Promise<{ status: number; body: unknown }>,
): Promise<{ status: number; body: LooseJson }> {
  let lastTried: number | null = null;
  let reply: { status: number; body: LooseJson } = { status: 0, body: null };
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const next = await nextCode(secret, lastTried);
    lastTried = next.step;
    reply = await send(next.code);
    if (reply.status !== 422 || !('code' in (reply.body?.errors ?? {}))) return reply;
  }
  return reply;
}
