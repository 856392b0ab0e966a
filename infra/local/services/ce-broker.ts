// The local stand-in for CE Broker's roster upload (CE_BROKER_PORT, default 9500), started by
// `npm start` and the test stack like the other stand-ins. The app's adapter (functions/adapters/
// ce-broker.ts) posts to it exactly as to CE Broker: a form post of the roster XML to
// /CEBrokerWebService.asmx/UploadXMLString, answered with a return receipt. It records every upload
// (its page at http://localhost:9500/ lists them, /_local/submissions.json as data) and refuses what
// CE Broker refuses that we can imitate:
//   - a wrong upload key or provider id: a receipt whose roster Message says so (nothing loads);
//   - a course number it does not know: the attendee refused;
//   - a state and profession CE Broker does not keep, or a license number without its board's shape
//     (shared/rules/board-reporting.ts; Florida RN: RN999999): ErrorCode 80 "Invalid license Number";
//   - a well-shaped number whose digits are all zeros (e.g. RN000000): ErrorCode 81 "License not
//     found" (a number not on file with the board; test numbers like Stripe's test cards).
// The same completion sent again (course, license, state, profession, date) is kept once: the same
// roster id comes back. `POST /_local/outage {"failures": n}` makes the next n uploads answer 503,
// for trying retries by hand and in tests.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import { boardByCode, CE_BROKER_COURSES } from '@shared/rules/board-reporting';
import {
  parseRoster,
  receiptXml,
  serviceReply,
  type ReceiptAttendee,
  type RosterAttendee,
} from '@functions/adapters/ce-broker-roster';
import { UPLOAD_PATH } from '@functions/adapters/ce-broker';

export const LOCAL_CE_BROKER_PROVIDER_ID = '50-0000001';
export const LOCAL_CE_BROKER_UPLOAD_KEY = 'local-upload-key';

export interface CeBrokerStandInOptions {
  port: number;
  /** Keep uploads between restarts (null: memory only, for tests). */
  stateFile: string | null;
}

export interface RecordedUpload {
  at: string;
  courseNumber: string;
  attendee: RosterAttendee;
  outcome: 'accepted' | 'duplicate' | 'refused' | 'upload refused';
  rosterId: string | null;
  errorCode: string | null;
  message: string | null;
}

interface State {
  uploads: RecordedUpload[];
  completions: Record<string, string>;
  nextRosterId: number;
}

const KNOWN_COURSES = new Set(Object.values(CE_BROKER_COURSES).flatMap((byCredit) => Object.values(byCredit)));

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A stable licensee id per state, profession and license, as CE Broker keeps one record per licensee. */
const licenseeIdOf = (a: RosterAttendee) =>
  `L${Number.parseInt(createHash('sha256').update(`${a.stateId}:${a.professionCode}:${a.licenseNumber}`).digest('hex').slice(0, 8), 16) % 100_000_000}`;

/** Why CE Broker would refuse this attendee of this course, or null. */
function refusal(courseNumber: string, a: RosterAttendee): { code: string; message: string } | null {
  if (!KNOWN_COURSES.has(courseNumber)) return { code: '60', message: 'Course not found for this provider' };
  const board = boardByCode(a.stateId, a.professionCode);
  if (!board?.pattern.test(a.licenseNumber)) return { code: '80', message: 'Invalid license Number' };
  if (/^[A-Z]*0+$/.test(a.licenseNumber)) return { code: '81', message: 'License not found' };
  if (!a.completedOn) return { code: '70', message: 'Invalid completion date' };
  return null;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export function startCeBrokerStandIn(
  options: CeBrokerStandInOptions,
): Promise<{ server: http.Server; stop: () => Promise<void> }> {
  const state: State =
    options.stateFile && existsSync(options.stateFile)
      ? (JSON.parse(readFileSync(options.stateFile, 'utf8')) as State)
      : { uploads: [], completions: {}, nextRosterId: 1 };
  const save = () => {
    if (options.stateFile) writeFileSync(options.stateFile, JSON.stringify(state));
  };
  let outageFailures = 0;

  function upload(xml: string): string {
    const roster = parseRoster(xml);
    const at = new Date().toISOString();
    const timestamp = new Date().toLocaleString('en-US', { timeZone: 'America/New_York' });
    if (!roster)
      return serviceReply(receiptXml({ message: 'Invalid XML', attendees: [], courseNumber: '', timestamp }));
    if (roster.uploadKey !== LOCAL_CE_BROKER_UPLOAD_KEY || `50-${roster.providerId}` !== LOCAL_CE_BROKER_PROVIDER_ID) {
      for (const attendee of roster.attendees)
        state.uploads.push({
          at,
          courseNumber: roster.courseNumber,
          attendee,
          outcome: 'upload refused',
          rosterId: null,
          errorCode: null,
          message: 'Invalid upload key',
        });
      save();
      return serviceReply(
        receiptXml({ message: 'Invalid upload key', attendees: [], courseNumber: roster.courseNumber, timestamp }),
      );
    }
    const lines: ReceiptAttendee[] = roster.attendees.map((attendee) => {
      const refused = refusal(roster.courseNumber, attendee);
      if (refused) {
        state.uploads.push({
          at,
          courseNumber: roster.courseNumber,
          attendee,
          outcome: 'refused',
          rosterId: null,
          errorCode: refused.code,
          message: refused.message,
        });
        return {
          license: attendee.licenseNumber,
          valid: false,
          rosterId: null,
          licenseeId: null,
          errorCode: refused.code,
          message: refused.message,
        };
      }
      const key = [
        roster.courseNumber,
        attendee.stateId,
        attendee.professionCode,
        attendee.licenseNumber,
        attendee.completedOn,
      ].join('|');
      const existing = state.completions[key];
      const rosterId = existing ?? `30-${String(state.nextRosterId++).padStart(8, '0')}`;
      state.completions[key] = rosterId;
      state.uploads.push({
        at,
        courseNumber: roster.courseNumber,
        attendee,
        outcome: existing ? 'duplicate' : 'accepted',
        rosterId,
        errorCode: null,
        message: null,
      });
      return {
        license: attendee.licenseNumber,
        valid: true,
        rosterId,
        licenseeId: licenseeIdOf(attendee),
        errorCode: null,
        message: null,
      };
    });
    save();
    return serviceReply(receiptXml({ message: null, attendees: lines, courseNumber: roster.courseNumber, timestamp }));
  }

  const page = () => {
    const rows = [...state.uploads]
      .reverse()
      .map(
        (u) =>
          `<tr><td>${escapeHtml(u.at)}</td><td>${escapeHtml(u.courseNumber)}</td><td>${escapeHtml(
            `${u.attendee.licenseeFirstName} ${u.attendee.licenseeLastName}`,
          )}</td><td>${escapeHtml(`${u.attendee.stateId} ${u.attendee.professionCode}`)}</td><td>${escapeHtml(
            u.attendee.licenseNumber,
          )}</td><td>${escapeHtml(u.attendee.completedOn)}</td><td>${escapeHtml(u.outcome)}</td><td>${escapeHtml(
            u.rosterId ?? [u.errorCode, u.message].filter(Boolean).join(' '),
          )}</td></tr>`,
      )
      .join('');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>CE Broker stand-in</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.3rem .6rem;text-align:left}</style></head>
<body><h1>CE Broker stand-in: course completions received</h1>
<p>Provider ${LOCAL_CE_BROKER_PROVIDER_ID}. Refuses a license number without its board's shape (Florida RN: RN999999) and, as "not found", one whose digits are all zeros (RN000000).</p>
<table><thead><tr><th scope="col">Received</th><th scope="col">Course</th><th scope="col">Licensee</th><th scope="col">State, profession</th><th scope="col">License</th><th scope="col">Completed</th><th scope="col">Outcome</th><th scope="col">Roster id or refusal</th></tr></thead>
<tbody>${rows || '<tr><td colspan="8">Nothing received yet.</td></tr>'}</tbody></table></body></html>`;
  };

  const send = (res: ServerResponse, status: number, type: string, body: string) => {
    res.writeHead(status, { 'content-type': `${type}; charset=utf-8` });
    res.end(body);
  };

  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (req.method === 'POST' && url.pathname === UPLOAD_PATH) {
        const form = new URLSearchParams(await readBody(req));
        if (outageFailures > 0) {
          outageFailures -= 1;
          return send(res, 503, 'text/plain', 'Service Unavailable');
        }
        return send(res, 200, 'text/xml', upload(form.get('InputXML') ?? ''));
      }
      if (req.method === 'POST' && url.pathname === '/_local/outage') {
        const body = JSON.parse((await readBody(req)) || '{}') as { failures?: number };
        outageFailures = Math.max(0, Math.floor(body.failures ?? 0));
        return send(res, 200, 'application/json', JSON.stringify({ failures: outageFailures }));
      }
      if (req.method === 'GET' && url.pathname === '/_local/submissions.json')
        return send(res, 200, 'application/json', JSON.stringify({ data: state.uploads }));
      if (req.method === 'GET' && url.pathname === '/') return send(res, 200, 'text/html', page());
      return send(res, 404, 'text/plain', 'Not found');
    } catch (error) {
      send(res, 500, 'text/plain', `Stand-in error: ${(error as Error).message}`);
    }
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () =>
      resolve({
        server,
        stop: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
}
