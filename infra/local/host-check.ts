// DNS rebinding: a web page on another name that its DNS later points at 127.0.0.1 reaches the
// gateway from the browser with its own name in Host, and could then read the SMS outbox, post to
// /@connections/*, run jobs or invoke workers. The gateway answers only its own names.

/** Hosts the gateway answers: `localhost:PORT` and `127.0.0.1:PORT` (case-insensitive). */
export function allowedHosts(port: number): Set<string> {
  return new Set([`localhost:${port}`, `127.0.0.1:${port}`]);
}

export function isAllowedHost(host: string | undefined, allowed: ReadonlySet<string>): boolean {
  return typeof host === 'string' && allowed.has(host.toLowerCase());
}

export const HOST_REFUSAL = 'This local server answers only at localhost or 127.0.0.1 on its own port.';
