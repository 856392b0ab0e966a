// Structured JSON logs. Never log request bodies: they hold PII.
type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };
const context: Record<string, unknown> = {};

function write(level: Level, message: string, fields?: Record<string, unknown>): void {
  const threshold = (process.env.LOG_LEVEL as Level | undefined) ?? 'info';
  if (order[level] < (order[threshold] ?? 20)) return;
  const line = JSON.stringify({ level, time: new Date().toISOString(), message, ...context, ...fields });
  (level === 'error' || level === 'warn' ? process.stderr : process.stdout).write(`${line}\n`);
}

export const logger = {
  debug: (message: string, fields?: Record<string, unknown>) => write('debug', message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write('info', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write('warn', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write('error', message, fields),
  /** Request-scoped fields (requestId, userId, groupId), replaced on every invocation. */
  setContext(fields: Record<string, unknown>): void {
    for (const key of Object.keys(context)) delete context[key];
    Object.assign(context, fields);
  },
};

export function describeError(error: unknown): Record<string, unknown> {
  return error instanceof Error ? { errorName: error.name, errorMessage: error.message, stack: error.stack } : { error: String(error) };
}
