// The CE Broker adapter (functions/adapters/ce-broker.ts) against the local stand-in
// (infra/local/services/ce-broker.ts) and against servers that misbehave: the roster it posts, the
// receipt it reads (accepted with CE Broker's ids, refused with its code), a duplicate kept once,
// a bad upload key, 5xx retried once, a hang cut at 5 s, nothing listening: `unavailable`, never a throw.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  escapeXml,
  parseReceipt,
  parseRoster,
  receiptXml,
  rosterXml,
  serviceReply,
} from '@functions/adapters/ce-broker-roster';
import { resetCeBrokerForTests, submitCompletion, type CompletionSubmission } from '@functions/adapters/ce-broker';
import { resetEnvForTests } from '@functions/lib/env';
import {
  LOCAL_CE_BROKER_PROVIDER_ID,
  LOCAL_CE_BROKER_UPLOAD_KEY,
  startCeBrokerStandIn,
} from '@infra/local/services/ce-broker';

const completion: CompletionSubmission = {
  courseNumber: '20-1000301',
  licenseeFirstName: 'Jane',
  licenseeLastName: "O'Hara & Sons",
  licenseNumber: 'RN999999',
  professionCode: 'RN',
  stateId: 'FL',
  completedOn: '2026-03-07',
};

function useCeBroker(url: string, uploadKey = LOCAL_CE_BROKER_UPLOAD_KEY) {
  Object.assign(process.env, {
    TABLE_NAME: 'unused',
    CE_BROKER_URL: url,
    CE_BROKER_PROVIDER_ID: LOCAL_CE_BROKER_PROVIDER_ID,
    CE_BROKER_UPLOAD_KEY: uploadKey,
  });
  resetEnvForTests();
  resetCeBrokerForTests();
}

describe('the roster and its receipt', () => {
  it('writes the roster CE Broker reads (dates MM/DD/YYYY, numbers without their 20-/50- prefixes, text escaped)', () => {
    const { courseNumber, ...attendee } = completion;
    const xml = rosterXml({ providerId: '50-1234', uploadKey: 'K&Y', courseNumber, attendees: [attendee] });
    expect(xml).toContain('<rosters id_parent_provider="1234" upload_key="K&amp;Y">');
    expect(xml).toContain('<id_course>1000301</id_course>');
    expect(xml).toContain('<licensee_profession>RN</licensee_profession><license>RN999999</license>');
    expect(xml).toContain('<cebroker_state>FL</cebroker_state>');
    expect(xml).toContain('<last_name>O&apos;Hara &amp; Sons</last_name>');
    expect(xml).toContain('<date_completed>03/07/2026</date_completed>');
    // The stand-in reads back what the adapter wrote.
    expect(parseRoster(xml)).toEqual({ providerId: '1234', uploadKey: 'K&Y', courseNumber, attendees: [attendee] });
  });

  it('reads a receipt wrapped in the web service reply, and a bare one', () => {
    const receipt = receiptXml({
      message: null,
      courseNumber: '20-1000301',
      timestamp: '3/7/2026 9:41:43 AM',
      attendees: [
        { license: 'RN999999', valid: true, rosterId: '30-1', licenseeId: 'L7', errorCode: null, message: null },
        {
          license: '12345',
          valid: false,
          rosterId: null,
          licenseeId: null,
          errorCode: '80',
          message: 'Invalid license Number',
        },
      ],
    });
    const expected = {
      message: null,
      attendees: [
        { license: 'RN999999', valid: true, rosterId: '30-1', licenseeId: 'L7', errorCode: null, message: null },
        {
          license: '12345',
          valid: false,
          rosterId: null,
          licenseeId: null,
          errorCode: '80',
          message: 'Invalid license Number',
        },
      ],
    };
    expect(parseReceipt(serviceReply(receipt))).toEqual(expected);
    expect(parseReceipt(receipt)).toEqual(expected);
    expect(parseReceipt('<html>Bad gateway</html>')).toBeNull();
    expect(escapeXml('<a "b">')).toBe('&lt;a &quot;b&quot;&gt;');
  });
});

describe('submitCompletion against the stand-in', () => {
  let standIn: Awaited<ReturnType<typeof startCeBrokerStandIn>>;
  let url: string;

  beforeAll(async () => {
    standIn = await startCeBrokerStandIn({ port: 0, stateFile: null });
    url = `http://127.0.0.1:${(standIn.server.address() as AddressInfo).port}`;
  });
  afterAll(() => standIn.stop());

  const received = async () =>
    ((await (await fetch(`${url}/_local/submissions.json`)).json()) as { data: { outcome: string }[] }).data;

  it('accepts a well-shaped license: CE Broker ids back; the same completion again is kept once', async () => {
    useCeBroker(url);
    const first = await submitCompletion(completion);
    expect(first).toMatchObject({ outcome: 'accepted', rosterId: expect.stringMatching(/^30-\d{8}$/) });
    const again = await submitCompletion(completion);
    expect(again).toEqual(first);
    expect((await received()).slice(-2).map((u) => u.outcome)).toEqual(['accepted', 'duplicate']);
    // The page lists it.
    expect(await (await fetch(`${url}/`)).text()).toContain('RN999999');
  });

  it("refuses a number without the board's shape (80) and one not on file (81)", async () => {
    useCeBroker(url);
    expect(await submitCompletion({ ...completion, licenseNumber: '12345' })).toEqual({
      outcome: 'rejected',
      code: '80',
      message: 'Invalid license Number',
    });
    expect(await submitCompletion({ ...completion, licenseNumber: 'RN000000' })).toEqual({
      outcome: 'rejected',
      code: '81',
      message: 'License not found',
    });
  });

  it('a wrong upload key refuses the whole upload: unavailable (ours to fix), not the learner’s refusal', async () => {
    useCeBroker(url, 'wrong');
    expect(await submitCompletion(completion)).toEqual({ outcome: 'unavailable', reason: 'Invalid upload key' });
  });

  it('tries a 503 once more: one outage is absorbed, two are unavailable', async () => {
    useCeBroker(url);
    const outage = (failures: number) =>
      fetch(`${url}/_local/outage`, { method: 'POST', body: JSON.stringify({ failures }) });
    await outage(1);
    expect(await submitCompletion(completion)).toMatchObject({ outcome: 'accepted' });
    await outage(2);
    expect(await submitCompletion(completion)).toEqual({ outcome: 'unavailable', reason: 'HTTP 503' });
  });
});

describe('submitCompletion when CE Broker misbehaves', () => {
  let server: http.Server | undefined;
  afterEach(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = undefined;
  });
  const serve = async (handler: http.RequestListener) => {
    server = http.createServer(handler);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', () => resolve()));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };

  it('nothing listening: unavailable', async () => {
    const url = await serve(() => undefined);
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    server = undefined;
    useCeBroker(url);
    expect(await submitCompletion(completion)).toEqual({ outcome: 'unavailable', reason: 'could not connect' });
  });

  it('a 400 is not tried again; an unreadable 200 is unavailable', async () => {
    let calls = 0;
    const url = await serve((req, res) => {
      calls += 1;
      res.writeHead(req.url?.includes('Upload') && calls === 1 ? 400 : 200).end('<html>oops</html>');
    });
    useCeBroker(url);
    expect(await submitCompletion(completion)).toEqual({ outcome: 'unavailable', reason: 'HTTP 400' });
    expect(calls).toBe(1);
    expect(await submitCompletion(completion)).toEqual({ outcome: 'unavailable', reason: 'an unreadable reply' });
  });

  it('a hang is cut at 4 s a try, twice: unavailable in about 8.5 s', async () => {
    let calls = 0;
    const url = await serve(() => {
      calls += 1; // never answers
    });
    useCeBroker(url);
    const started = Date.now();
    expect(await submitCompletion(completion)).toEqual({ outcome: 'unavailable', reason: 'timed out' });
    const took = Date.now() - started;
    expect(calls).toBe(2);
    expect(took).toBeGreaterThanOrEqual(8_000);
    expect(took).toBeLessThan(10_000);
    server!.closeAllConnections();
  }, 20_000);
});
