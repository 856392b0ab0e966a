// Inviting members (spec section 5): pasted entries split on commas and whitespace, the
// `Name <address>` form gives the address, and the CSV import's rows (email required and valid,
// names optional, dates yyyy-mm-dd, each address once) checked before anything is sent.
import { CONTROL_CHARACTERS_MESSAGE, hasUnprintable, MAX_LENGTH } from '../contracts/limits';
import { isIsoDate } from './dates';

const EMAIL = /^[^\s@<>(),;:"[\]]+@[^\s@<>(),;:"[\]]+\.[^\s@<>(),;:"[\]]+$/;
/** What a used, expired or unknown invitation link answers (and the does-not-exist page says). */
export const INVITATION_GONE = 'This invitation no longer exists.';
/** What a link whose invitation the group's admin withdrew answers (the does-not-exist page then says so). */
export const INVITATION_REVOKED = 'This invitation was withdrawn by the group.';
/** A pending invitation is sent again at most this often (besides the group's email quota). */
export const INVITATION_RESEND_MINUTES = 10;
export const resendTooSoonMessage = (minutesLeft: number): string =>
  `This invitation was just sent. You can send it again in ${minutesLeft} minute${minutesLeft === 1 ? '' : 's'}.`;
/** An account of another group cannot be invited (or accept an invitation): one group per user. */
export const ALREADY_IN_ANOTHER_GROUP = 'This account already belongs to another group.';
/**
 * What inviting such an account says: anyone can start a free group, so the invite screen must not
 * tell whether an address belongs to another customer's group (the person learns it on accepting).
 */
export const NOT_INVITABLE = 'This address cannot be invited to your group.';

export const isEmail = (value: string): boolean => value.length <= 254 && EMAIL.test(value);

/** Entries in pasted or typed text: `Name <a@b.c>` gives a@b.c; the rest splits on commas and whitespace. */
export function splitEmailEntries(text: string): string[] {
  const out: string[] = [];
  // A display name may be quoted and hold commas: "Bo, Jr" <bo@x.com>.
  const rest = text.replace(/(?:"[^"]*"|[^,<>\n"])*<([^<>\s]+)>/g, (_match, address: string) => {
    out.push(address.trim());
    return ',';
  });
  out.push(
    ...rest
      .split(/[\s,;]+/)
      .map((part) => part.trim())
      .filter(Boolean),
  );
  return out.map((entry) => entry.toLowerCase());
}

export const inviteButtonLabel = (count: number): string => `Invite ${count} Member${count === 1 ? '' : 's'}`;

export interface InviteRow {
  email: string;
  firstName: string;
  lastName: string;
}

/** The CSV import's file: a `.csv` name or the text/csv type (the browser's and the server's check). */
export const INVITE_FILE_FIELD = 'import_file';
export const INVITE_FILE_MAX_BYTES = 1024 * 1024;
export const INVITE_FILE_TYPE_MESSAGE = 'The file must be a CSV (text/csv)';
export const INVITE_FILE_REQUIRED_MESSAGE = 'A file is required';
/** What the server's multipart reader answers for a file over the contract's maxFileBytes (1 MB). */
export const INVITE_FILE_SIZE_MESSAGE = 'The file must be at most 1 MB';
export const isCsvFile = (name: string, type: string): boolean => /\.csv$/i.test(name) || type === 'text/csv';
/** At most this many addresses per send (typed, pasted or a file's valid rows). */
export const MAX_INVITES_PER_SEND = 500;
export const TOO_MANY_INVITES = `Invite at most ${MAX_INVITES_PER_SEND} at a time`;
/** papaparse options for the import, the same in the browser's preview and on the server. */
// Blank rows are kept here and skipped by checkInviteRows, so every row keeps its line number.
export const INVITE_CSV_PARSE_OPTIONS = { header: true, skipEmptyLines: false } as const;

export interface CsvRowResult {
  /** 1-based line in the file (the header is line 1). */
  line: number;
  row: InviteRow | null;
  errors: string[];
}

const pick = (record: Record<string, string | undefined>, names: string[]): string => {
  for (const [key, value] of Object.entries(record))
    if (
      names.includes(
        key
          .trim()
          .toLowerCase()
          .replace(/[\s_-]/g, ''),
      )
    )
      return (value ?? '').trim();
  return '';
};

/**
 * The import's rows checked one by one: email required and valid, each address once in the file,
 * every column named like a date in yyyy-mm-dd. `records` are the CSV's rows by header (papaparse).
 */
export function checkInviteRows(records: readonly Record<string, string | undefined>[]): CsvRowResult[] {
  const seen = new Set<string>();
  const blank = (record: Record<string, string | undefined>) =>
    Object.values(record).every((value) => !String(value ?? '').trim());
  return records
    .flatMap((record, index) => (blank(record) ? [] : [{ record, index }]))
    .map(({ record, index }) => {
      const errors: string[] = [];
      const email = pick(record, ['email', 'emailaddress']).toLowerCase();
      if (!email) errors.push('Email is required');
      else if (!isEmail(email)) errors.push(`Email ${email} is invalid`);
      else if (seen.has(email)) errors.push(`Email ${email} appears more than once in the file`);
      for (const [column, value] of Object.entries(record)) {
        if (/date/i.test(column) && value && !isIsoDate(value.trim()))
          errors.push(`${column.trim()} must be a date as yyyy-mm-dd`);
      }
      if (email) seen.add(email);
      const firstName = pick(record, ['firstname', 'first']);
      const lastName = pick(record, ['lastname', 'last']);
      errors.push(...nameErrors('First name', firstName), ...nameErrors('Last name', lastName));
      const row = errors.length ? null : { email, firstName, lastName };
      return { line: index + 2, row, errors };
    });
}

/** The JSON rows' caps (shared/contracts/groups.ts inviteRow) for a CSV row's names. */
function nameErrors(label: string, value: string): string[] {
  if (value.length > MAX_LENGTH.name) return [`${label} is too long (maximum is ${MAX_LENGTH.name} characters)`];
  return hasUnprintable(value) ? [`${label} ${CONTROL_CHARACTERS_MESSAGE}`] : [];
}

/** A file's text checked row by row; `parseRows` is papaparse with INVITE_CSV_PARSE_OPTIONS (shared/ imports no parser). */
export function checkInviteCsv(
  text: string,
  parseRows: (text: string) => Record<string, string | undefined>[],
): CsvRowResult[] {
  return checkInviteRows(parseRows(text.replace(/^\uFEFF/, '')));
}
