// Sending invitations from the invite page: typed or pasted addresses, or a CSV file. The file is
// checked row by row with the browser preview's rules (shared/rules/group-invitations.ts, same
// papaparse options): its valid rows are invited, its invalid rows reported; a file with no valid
// row is a 422 listing them. Re-sending a file invites nobody twice (inviteMembers skips addresses
// already invited).
import Papa from 'papaparse';
import {
  INVITE_CSV_PARSE_OPTIONS,
  INVITE_FILE_FIELD,
  INVITE_FILE_TYPE_MESSAGE,
  MAX_INVITES_PER_SEND,
  TOO_MANY_INVITES,
  checkInviteCsv,
  isCsvFile,
  type InviteRow,
} from '@shared/rules/group-invitations';
import { Invalid } from '@functions/lib/errors';
import type { GroupScope } from '@functions/lib/group-scope';
import { successToast } from '@functions/lib/toasts';
import * as invitations from './invitations';
import { GROUP_MESSAGES } from './messages';

export interface CsvFile {
  filename: string;
  contentType: string;
  bytes: Buffer;
}

export interface InvalidRow {
  line: number;
  errors: string[];
}

/** How many invalid rows a 422 names one by one (a whole bad file would be a wall of text). */
const LISTED_ROWS = 20;

export async function inviteMembers(
  group: GroupScope,
  inviterId: string,
  source: { users: readonly InviteRow[] } | { file: CsvFile },
) {
  const outcome: invitations.InviteOutcome & { invalidRows?: InvalidRow[] } =
    'users' in source
      ? await invitations.inviteMembers(group, inviterId, source.users)
      : await inviteFileRows(group, inviterId, source.file);
  return { ...outcome, toaster: successToast(GROUP_MESSAGES.invitationsSent(outcome.invited.length)) };
}

async function inviteFileRows(group: GroupScope, inviterId: string, file: CsvFile) {
  const { valid, invalidRows } = readInviteFile(file);
  return { ...(await invitations.inviteMembers(group, inviterId, valid)), invalidRows };
}

function readInviteFile(file: CsvFile): { valid: InviteRow[]; invalidRows: InvalidRow[] } {
  if (!isCsvFile(file.filename, file.contentType)) throw Invalid.field(INVITE_FILE_FIELD, INVITE_FILE_TYPE_MESSAGE);
  const rows = checkInviteCsv(
    file.bytes.toString('utf8'),
    (text) => Papa.parse<Record<string, string>>(text, INVITE_CSV_PARSE_OPTIONS).data,
  );
  const valid = rows.flatMap((result) => (result.row ? [result.row] : []));
  const invalidRows = rows.filter((result) => !result.row).map(({ line, errors }) => ({ line, errors }));
  if (!rows.length) throw Invalid.field(INVITE_FILE_FIELD, 'The file has no rows to invite');
  if (!valid.length) {
    const listed = invalidRows.slice(0, LISTED_ROWS).map((row) => `Line ${row.line}: ${row.errors.join('; ')}`);
    const more = invalidRows.length - listed.length;
    throw new Invalid({
      [INVITE_FILE_FIELD]: [
        'No row of the file can be invited',
        ...listed,
        ...(more ? [`and ${more} more rows with problems`] : []),
      ],
    });
  }
  if (valid.length > MAX_INVITES_PER_SEND) throw Invalid.field(INVITE_FILE_FIELD, TOO_MANY_INVITES);
  return { valid, invalidRows };
}
