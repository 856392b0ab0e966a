// CE Broker's course roster as XML, shaped after its provider web service (the "XML course
// completion format": `rosters` with the provider's upload key, one `roster` per course tracking
// number, one `attendee` per licensee) and its return receipt, which mirrors the roster and carries a
// `Message` per node (empty when the node loaded, else why not) and the ids of what loaded. Pure:
// the adapter (ce-broker.ts) and the local stand-in (infra/local/services/ce-broker) both use it.

/** One completion of one licensee, as a roster carries it. */
export interface RosterAttendee {
  licenseeFirstName: string;
  licenseeLastName: string;
  licenseNumber: string;
  /** CE Broker's profession code (`licensee_profession`), e.g. RN. */
  professionCode: string;
  /** `cebroker_state`, e.g. FL. */
  stateId: string;
  /** YYYY-MM-DD; the roster writes MM/DD/YYYY. */
  completedOn: string;
}

export interface Roster {
  providerId: string;
  uploadKey: string;
  /** The course tracking number, "20-" and all (the roster sends the digits after it). */
  courseNumber: string;
  attendees: RosterAttendee[];
}

/** One attendee line of a receipt. */
export interface ReceiptAttendee {
  license: string;
  valid: boolean;
  /** The id of the completion CE Broker recorded (when valid). */
  rosterId: string | null;
  /** The licensee CE Broker matched the license to (when valid). */
  licenseeId: string | null;
  errorCode: string | null;
  message: string | null;
}

export interface Receipt {
  /** A message on the whole upload (a bad upload key, a malformed roster): nothing loaded. */
  message: string | null;
  attendees: ReceiptAttendee[];
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
export const unescapeXml = (text: string): string =>
  text.replace(/&(amp|lt|gt|quot|apos|#\d+);/g, (entity, name: string) => {
    if (name.startsWith('#')) return String.fromCharCode(Number(name.slice(1)));
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[name] ?? entity;
  });

const tag = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;
const withoutPrefix = (trackingNumber: string) => trackingNumber.replace(/^(20|50)-/, '');

/** `2024-03-07` -> `03/07/2024`. */
export const rosterDate = (isoDay: string): string => {
  const [year, month, day] = isoDay.split('-');
  return `${month}/${day}/${year}`;
};

/** The roster document (full credit: the hours are the course's approved hours, which CE Broker applies). */
export function rosterXml(roster: Roster): string {
  const provider = withoutPrefix(roster.providerId);
  const attendees = roster.attendees
    .map(
      (a) =>
        `<attendee>${tag('licensee_profession', a.professionCode)}${tag('license', a.licenseNumber)}${tag(
          'cebroker_state',
          a.stateId,
        )}${tag('first_name', a.licenseeFirstName)}${tag('last_name', a.licenseeLastName)}${tag(
          'date_completed',
          rosterDate(a.completedOn),
        )}</attendee>`,
    )
    .join('');
  return `<?xml version="1.0"?><rosters id_parent_provider="${escapeXml(provider)}" upload_key="${escapeXml(
    roster.uploadKey,
  )}"><roster>${tag('id_provider', provider)}${tag('id_course', withoutPrefix(roster.courseNumber))}<attendees>${attendees}</attendees></roster></rosters>`;
}

/** The attributes of the first `<name ...>` element found in `xml`, unescaped. */
function attributesOf(element: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of element.matchAll(/([A-Za-z_][\w.-]*)="([^"]*)"/g)) attributes[match[1]!] = unescapeXml(match[2]!);
  return attributes;
}

const present = (value: string | undefined): string | null => (value === undefined || value === '' ? null : value);

/**
 * Reads a receipt. The web service wraps it in `<string xmlns="…">` with the receipt escaped inside;
 * a bare receipt reads the same. Null when the text is not a roster receipt at all.
 */
export function parseReceipt(text: string): Receipt | null {
  const wrapped = /<string\b[^>]*>([\s\S]*)<\/string>/.exec(text);
  const xml = wrapped ? unescapeXml(wrapped[1]!) : text;
  const rosters = /<rosters\b[^>]*>/.exec(xml);
  if (!rosters) return null;
  const attendees = [...xml.matchAll(/<attendee\b[^>]*\/?>/g)].map((match) => {
    const a = attributesOf(match[0]);
    return {
      license: a.license ?? '',
      valid: a.valid === 'true',
      rosterId: present(a.id_roster),
      licenseeId: present(a.id_licensee),
      errorCode: present(a.ErrorCode),
      message: present(a.Message),
    };
  });
  return { message: present(attributesOf(rosters[0]).Message), attendees };
}

/** The roster an upload carried (the stand-in's side of rosterXml). Null when it is not a roster. */
export function parseRoster(xml: string): Roster | null {
  const rosters = /<rosters\b[^>]*>/.exec(xml);
  if (!rosters) return null;
  const head = attributesOf(rosters[0]);
  const text = (within: string, name: string) =>
    unescapeXml(new RegExp(`<${name}>([^<]*)</${name}>`).exec(within)?.[1] ?? '');
  const attendees = [...xml.matchAll(/<attendee>([\s\S]*?)<\/attendee>/g)].map((match) => {
    const [month, day, year] = text(match[1]!, 'date_completed').split('/');
    return {
      professionCode: text(match[1]!, 'licensee_profession'),
      licenseNumber: text(match[1]!, 'license'),
      stateId: text(match[1]!, 'cebroker_state'),
      licenseeFirstName: text(match[1]!, 'first_name'),
      licenseeLastName: text(match[1]!, 'last_name'),
      completedOn: year && month && day ? `${year}-${month}-${day}` : '',
    };
  });
  return {
    providerId: head.id_parent_provider ?? '',
    uploadKey: head.upload_key ?? '',
    courseNumber: `20-${text(xml, 'id_course')}`,
    attendees,
  };
}

/** A receipt document (what the stand-in answers). */
export function receiptXml(receipt: Receipt & { courseNumber: string; timestamp: string }): string {
  const attendees = receipt.attendees
    .map(
      (a) =>
        `<attendee license="${escapeXml(a.license)}" valid="${a.valid}" id_roster="${escapeXml(
          a.rosterId ?? '',
        )}" id_licensee="${escapeXml(a.licenseeId ?? '')}" ErrorCode="${escapeXml(
          a.errorCode ?? '',
        )}" Message="${escapeXml(a.message ?? '')}" TimeStamp="${escapeXml(receipt.timestamp)}" />`,
    )
    .join('');
  return `<rosters Message="${escapeXml(receipt.message ?? '')}" TimeStamp="${escapeXml(
    receipt.timestamp,
  )}"><roster id_course="${escapeXml(withoutPrefix(receipt.courseNumber))}"><attendees>${attendees}</attendees></roster></rosters>`;
}

/** The web service's reply around a receipt. */
export const serviceReply = (receipt: string): string =>
  `<?xml version="1.0" encoding="utf-8"?><string xmlns="https://webservices.cebroker.com/">${escapeXml(receipt)}</string>`;
