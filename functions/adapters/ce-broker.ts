// CE Broker's course-completion submission, behind a small port: `submitCompletion` sends one
// completion (a roster of one attendee) and says what became of it: accepted (CE Broker's ids),
// rejected (CE Broker refused the data: its code and message, not worth sending again unchanged) or
// unavailable (no answer, a timeout, a server error, or an upload CE Broker could not load: worth
// trying again later). The web service is a form post of the roster XML (`InputXML`) to
// `UploadXMLString`; the reply wraps the receipt (ce-broker-roster.ts).
//
// Where: CE_BROKER_URL (CE Broker's web service in AWS, the local stand-in on a laptop). Who: the
// provider id and upload key, from CE_BROKER_PROVIDER_ID / CE_BROKER_UPLOAD_KEY locally or the
// Secrets Manager secret CE_BROKER_SECRET_ARN names in AWS (`{"providerId","uploadKey"}`).
// Each try has a 4 s budget (connect included); a failure or 5xx/429 is tried once more after
// 500 ms: at most ~8.5 s, so the learner's retry answers within 10 s ("Outages answer fast"),
// and far inside the job's minutes.
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { QUICK_BUDGET, sdkClientConfig } from '@functions/lib/call-budgets';
import { env } from '@functions/lib/env';
import { parseReceipt, rosterXml, type RosterAttendee } from './ce-broker-roster';

export const UPLOAD_PATH = '/CEBrokerWebService.asmx/UploadXMLString';
const TRY_TIMEOUT_MS = 4_000;
const RETRY_PAUSE_MS = 500;
const TRIES = 2;

export interface CompletionSubmission extends RosterAttendee {
  /** CE Broker's course tracking number ("20-…"). */
  courseNumber: string;
}

export type SubmissionOutcome =
  | { outcome: 'accepted'; rosterId: string; licenseeId: string | null; message: string | null }
  | { outcome: 'rejected'; code: string | null; message: string }
  | { outcome: 'unavailable'; reason: string };

/** The port the board-reporting domain sends through (tests may pass their own). */
export type CompletionReporter = (submission: CompletionSubmission) => Promise<SubmissionOutcome>;

interface Credentials {
  providerId: string;
  uploadKey: string;
}

let credentials: Promise<Credentials> | undefined;

function loadCredentials(): Promise<Credentials> {
  credentials ??= readCredentials().catch((error: unknown) => {
    credentials = undefined; // a failed read is tried again by the next send
    throw error;
  });
  return credentials;
}

async function readCredentials(): Promise<Credentials> {
  const { CE_BROKER_PROVIDER_ID, CE_BROKER_UPLOAD_KEY, CE_BROKER_SECRET_ARN } = env();
  if (CE_BROKER_PROVIDER_ID && CE_BROKER_UPLOAD_KEY)
    return { providerId: CE_BROKER_PROVIDER_ID, uploadKey: CE_BROKER_UPLOAD_KEY };
  if (!CE_BROKER_SECRET_ARN)
    throw new Error(
      'Missing environment variables CE_BROKER_PROVIDER_ID and CE_BROKER_UPLOAD_KEY, or CE_BROKER_SECRET_ARN',
    );
  // Inside the retry route's 10 s (functions/lib/call-budgets.ts).
  const client = new SecretsManagerClient({
    region: CE_BROKER_SECRET_ARN.split(':')[3],
    ...sdkClientConfig(QUICK_BUDGET),
  });
  const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: CE_BROKER_SECRET_ARN }));
  const value = JSON.parse(SecretString ?? '{}') as Partial<Credentials>;
  if (!value.providerId || !value.uploadKey) throw new Error('The CE Broker secret lacks providerId or uploadKey');
  return { providerId: value.providerId, uploadKey: value.uploadKey };
}

/** Tests only: forget the credentials read so far. */
export function resetCeBrokerForTests(): void {
  credentials = undefined;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One form post, tried at most twice; the reply's text, or why there was none worth reading. */
async function post(url: string, form: URLSearchParams): Promise<{ text: string } | { reason: string }> {
  let reason = 'no reply';
  for (let attempt = 0; attempt < TRIES; attempt += 1) {
    if (attempt > 0) await pause(RETRY_PAUSE_MS);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        signal: AbortSignal.timeout(TRY_TIMEOUT_MS),
      });
      const text = await response.text();
      if (response.ok) return { text };
      reason = `HTTP ${response.status}`;
      if (response.status < 500 && response.status !== 429) return { reason };
    } catch (error) {
      reason = (error as Error).name === 'TimeoutError' ? 'timed out' : 'could not connect';
    }
  }
  return { reason };
}

/** Sends one completion to CE Broker. Never throws for CE Broker's side: an outage is `unavailable`. */
export const submitCompletion: CompletionReporter = async (submission) => {
  const { providerId, uploadKey } = await loadCredentials();
  const { courseNumber, ...attendee } = submission;
  const xml = rosterXml({ providerId, uploadKey, courseNumber, attendees: [attendee] });
  const reply = await post(
    `${env().CE_BROKER_URL.replace(/\/+$/, '')}${UPLOAD_PATH}`,
    new URLSearchParams({ InputXML: xml }),
  );
  if ('reason' in reply) return { outcome: 'unavailable', reason: reply.reason };
  const receipt = parseReceipt(reply.text);
  if (!receipt) return { outcome: 'unavailable', reason: 'an unreadable reply' };
  // The whole upload was refused (our key or roster): nothing of the learner's to fix; try again later.
  if (receipt.message) return { outcome: 'unavailable', reason: receipt.message };
  const line = receipt.attendees[0];
  if (!line) return { outcome: 'unavailable', reason: 'a receipt without the attendee' };
  if (line.valid && line.rosterId)
    return { outcome: 'accepted', rosterId: line.rosterId, licenseeId: line.licenseeId, message: line.message };
  return { outcome: 'rejected', code: line.errorCode, message: line.message ?? 'Refused without a message' };
};
