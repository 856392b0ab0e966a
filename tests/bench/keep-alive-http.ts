// A lean HTTP client for load benches that pace each virtual user themselves (autocannon drives a
// fixed number of connections flat out): node:http over one keep-alive agent, one socket per
// virtual user as browsers would hold, no cookie jar or contract check, so the client stays light
// on a machine it shares with the stack.
import http from 'node:http';

export interface Timed {
  /** 0 when no reply came (connection error or timeout). */
  status: number;
  ms: number;
  body: string;
}

/** API Gateway gives up on an integration after 30 s: a reply later than that counts as none. */
const TIMEOUT_MS = 30_000;

export function keepAliveClient(baseUrl: string, sockets: number) {
  const url = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets });
  const send = (method: string, path: string, headers: Record<string, string>, body?: string): Promise<Timed> =>
    new Promise((resolve) => {
      const started = performance.now();
      const done = (status: number, text = '') => resolve({ status, ms: performance.now() - started, body: text });
      const request = http.request(
        { host: url.hostname, port: url.port, method, path, agent, headers, timeout: TIMEOUT_MS },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => done(response.statusCode ?? 0, Buffer.concat(chunks).toString()));
          response.on('error', () => done(0));
        },
      );
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', () => done(0));
      request.end(body);
    });
  return { send, close: () => agent.destroy() };
}

/** The nearest-rank percentile (p in 0..100) of unsorted samples; 0 for none. */
export function percentile(samples: readonly number[], p: number): number {
  if (!samples.length) return 0;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
