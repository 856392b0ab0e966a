// One WebSocket per tab for the signed-in group admin's channel, shared by every page that listens.
// The group portal's layout holds it open while the portal is shown (useRealtimeConnection), so
// moving between its pages never reconnects; pages subscribe to the events they apply
// (useRealtimeEvent). It opens with the first holder, closes with the last, and comes back after a
// drop with a fresh token (/api/auth/socket.json). Each frame is parsed with the message schema
// (shared/contracts/realtime.ts, loaded with the connection so no page downloads zod for it); one
// that does not match is dropped with a console warning.
import { useEffect } from 'react';
import type { ParsedRealtimeMessage, RealtimeData, RealtimeEvent } from '@shared/contracts/realtime';
import { fetchContract } from './contract-key';
import { apiRoute } from './api-route';

const socketAuth = apiRoute('auth/socket-auth');
const RECONNECT_MS = 5000;

type Listener = (data: never) => void;
const listeners = new Map<RealtimeEvent, Set<Listener>>();
let holders = 0;
let connection: { close: () => void } | null = null;

function deliver(parsed: ParsedRealtimeMessage): void {
  if (!parsed.ok) {
    console.warn(`Realtime message dropped: ${parsed.problem}`);
    return;
  }
  const { message } = parsed;
  if (message.event === 'pong') return;
  for (const listener of listeners.get(message.event) ?? []) {
    // One page's failure must not keep the message from the others.
    try {
      listener(message.data as never);
    } catch (error) {
      console.error(`Realtime ${message.event} listener failed`, error);
    }
  }
}

function open(): { close: () => void } {
  let socket: WebSocket | null = null;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = () => {
    if (!stopped) timer = setTimeout(() => void connect(), RECONNECT_MS);
  };
  async function connect() {
    try {
      const [{ parseRealtimeMessage }, grant] = await Promise.all([
        import('@shared/contracts/realtime'),
        fetchContract(socketAuth),
      ]);
      if (stopped) return;
      socket = new WebSocket(`${grant.url}?token=${encodeURIComponent(grant.token)}`);
      socket.onmessage = (event) => deliver(parseRealtimeMessage(String(event.data)));
      socket.onclose = later;
    } catch {
      later();
    }
  }
  void connect();
  return {
    close: () => {
      stopped = true;
      clearTimeout(timer);
      if (socket) {
        socket.onclose = null;
        socket.close();
      }
    },
  };
}

/** Keeps the tab's connection open until the returned release is called (each holder once). */
function hold(): () => void {
  holders += 1;
  connection ??= open();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0) {
      connection?.close();
      connection = null;
    }
  };
}

/** Calls `listener` with each valid `event` message until the returned unsubscribe; holds the connection meanwhile. */
export function subscribeRealtime<E extends RealtimeEvent>(
  event: E,
  listener: (data: RealtimeData<E>) => void,
): () => void {
  // A wrapper of its own, so two subscriptions of the same function are two entries.
  const entry: Listener = (data) => listener(data);
  const set = listeners.get(event) ?? new Set<Listener>();
  listeners.set(event, set);
  set.add(entry);
  const release = hold();
  return () => {
    set.delete(entry);
    release();
  };
}

/** The layout's hold: one connection for as long as the component is mounted. */
export function useRealtimeConnection(): void {
  useEffect(() => hold(), []);
}

/** A page's subscription while it is mounted. Pass a stable function (module-level or memoized): a new one resubscribes. */
export function useRealtimeEvent<E extends RealtimeEvent>(event: E, listener: (data: RealtimeData<E>) => void): void {
  useEffect(() => subscribeRealtime(event, listener), [event, listener]);
}
