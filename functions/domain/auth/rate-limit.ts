// Limits on login, passcode and reset attempts, per identity and per IP.
import { countAttempt } from '../../data/rate-limits';
import { TooManyRequests } from '../../lib/errors';

export const LIMITS = {
  login: { windowSeconds: 900, perSubject: 10, perIp: 50 },
  passcodeSend: { windowSeconds: 900, perSubject: 5, perIp: 30 },
  passcodeCheck: { windowSeconds: 900, perSubject: 10, perIp: 50 },
  passwordReset: { windowSeconds: 3600, perSubject: 5, perIp: 30 },
  signUp: { windowSeconds: 3600, perSubject: 5, perIp: 30 },
} as const;

export type LimitedAction = keyof typeof LIMITS;

export async function enforceRateLimit(action: LimitedAction, subject: string, ip: string): Promise<void> {
  const limit = LIMITS[action];
  const [bySubject, byIp] = await Promise.all([
    countAttempt(action, `id:${subject.toLowerCase()}`, limit.windowSeconds),
    countAttempt(action, `ip:${ip}`, limit.windowSeconds),
  ]);
  if (bySubject > limit.perSubject || byIp > limit.perIp) throw new TooManyRequests();
}
