// Structured JSON logs. Never log request bodies: they hold PII.
import { AsyncLocalStorage } from 'node:async_hooks';

type Level = 'debug' | 'info' | 'warn' | 'error';
/**
 * LOG_LEVEL names the lowest level written (default info). `silent` writes nothing at all, security
 * events included: it is for test runs only (vitest.config.ts sets it; a test that reads logs asks for
 * a level through tests/support/logs.ts). Deployed functions cannot be given it (infra/stacks/config.ts).
 */
const THRESHOLDS: Record<Level | 'silent', number> = {
  debug: 10,
  info: 20,
  warn: 30,
  error: 40,
  silent: Number.POSITIVE_INFINITY,
};
function threshold(): number {
  const name = process.env.LOG_LEVEL;
  return name && Object.hasOwn(THRESHOLDS, name) ? THRESHOLDS[name as Level | 'silent'] : THRESHOLDS.info;
}
/**
 * The invocation's fields on every line (requestId, correlationId, route or job, userId, groupId),
 * kept per async context rather than in a module variable: the local stack runs many handlers in one
 * process at once, and one request must never log (or stamp on an outbox message) another's ids.
 */
const invocation = new AsyncLocalStorage<Record<string, unknown>>();
const context = (): Record<string, unknown> => invocation.getStore() ?? {};
/** The message of every security event line (infra metric filters match on it). */
export const SECURITY_EVENT = 'Security event';

const line = (level: Level, message: string, fields?: Record<string, unknown>) =>
  `${JSON.stringify({ level, time: new Date().toISOString(), message, ...context(), ...fields })}\n`;

function write(level: Level, message: string, fields?: Record<string, unknown>): void {
  if (THRESHOLDS[level] < threshold()) return;
  (level === 'error' || level === 'warn' ? process.stderr : process.stdout).write(line(level, message, fields));
}

export const logger = {
  debug: (message: string, fields?: Record<string, unknown>) => write('debug', message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write('info', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write('warn', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write('error', message, fields),
  /**
   * A security event (sign-ins, role changes, exports...; functions/domain/audit): always written,
   * whatever LOG_LEVEL (but `silent`), as `{"message":"Security event","event":...}` for metric filters. No PII in fields.
   */
  security: (event: string, fields?: Record<string, unknown>) => {
    if (threshold() !== THRESHOLDS.silent) process.stdout.write(line('info', SECURITY_EVENT, { event, ...fields }));
  },
  /** The invocation's fields (a job's, a worker's, a socket's: correlationId...), replaced on every invocation. */
  setContext(fields: Record<string, unknown>): void {
    invocation.enterWith({ ...fields });
  },
  /** Fields added to the invocation's once known (the caller, after the session is read). */
  appendContext(fields: Record<string, unknown>): void {
    const current = invocation.getStore();
    if (current) Object.assign(current, fields);
    else invocation.enterWith({ ...fields });
  },
};

/** Runs a new invocation (an HTTP request) with `fields` on every line it logs, whatever runs alongside. */
export function runInvocation<T>(fields: Record<string, unknown>, work: () => T): T {
  return invocation.run({ ...fields }, work);
}

/** The correlation id of the work under way (docs/operations.md): what a queued message or a started worker carries on. */
export function currentCorrelationId(): string | undefined {
  const id = context().correlationId;
  return typeof id === 'string' ? id : undefined;
}

/** Runs `work` with `fields` added to every line it logs (one outbox message's delivery among several at once). */
export function withLogContext<T>(fields: Record<string, unknown>, work: () => T): T {
  return invocation.run({ ...context(), ...fields }, work);
}

/** Error messages (SES, Cognito) can quote who they were about: never let that reach a log. */
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;
const INTERNATIONAL_PHONE = /(?<![\w+])\+\d[\d\s().-]{6,}\d/g;
const US_PHONE = /(?<![\w.:/-])(?:1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-]?)\d{3}[\s.-]?\d{4}(?![\w:.-]?\d)/g;

export function redactPii(text: string): string {
  return text.replace(EMAIL, '[email]').replace(INTERNATIONAL_PHONE, '[phone]').replace(US_PHONE, '[phone]');
}

/** An error for a log line: name, message and stack, with email addresses and phone numbers redacted. */
export function describeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: redactPii(String(error)) };
  return {
    errorName: error.name,
    errorMessage: redactPii(error.message),
    stack: error.stack === undefined ? undefined : redactPii(error.stack),
  };
}
