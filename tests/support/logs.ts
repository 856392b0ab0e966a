// Logs are silent in tests (vitest.config.ts sets LOG_LEVEL=silent). A test that reads what is
// logged asks for it here: the level is stubbed for that test only (the config's unstubEnvs undoes
// it) and every JSON line written to stdout or stderr is collected instead of printed (until
// stop() or vi.restoreAllMocks()).
import { vi } from 'vitest';

export interface CapturedLogs {
  /** The lines written so far, parsed. */
  lines: Record<string, unknown>[];
  /** Everything written so far, as written (to search for text that must not be there). */
  text: () => string;
  /** Stops collecting (output goes back to the terminal, silent unless the level says otherwise). */
  stop: () => void;
}

export function captureLogs(level: 'debug' | 'info' | 'warn' | 'error' = 'debug'): CapturedLogs {
  vi.stubEnv('LOG_LEVEL', level);
  const lines: Record<string, unknown>[] = [];
  let written = '';
  const capture = (chunk: string | Uint8Array) => {
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    written += text;
    for (const line of text.split('\n').filter(Boolean)) {
      try {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        // Not a log line (the test runner's own output): kept in text() only.
      }
    }
    return true;
  };
  const spies = [
    vi.spyOn(process.stdout, 'write').mockImplementation(capture),
    vi.spyOn(process.stderr, 'write').mockImplementation(capture),
  ];
  return {
    lines,
    text: () => written,
    stop: () => {
      for (const spy of spies) spy.mockRestore();
    },
  };
}
