// Every function's IAM, stated (SECURITY-REVIEW M6): the synthesized role policies of every route,
// job, worker and WebSocket function, rendered as short grant tokens, must equal the table below.
// A grant added to a contract, or a construct that widens one, fails here until the table says so.
import type { CfnElement, Stack } from 'aws-cdk-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import * as keys from '@functions/data/keys';
import { PRIVATE_PREFIXES, TABLE_KEY_SCOPES } from '@functions/data/key-scopes';
import { EXPORT_FILES_PREFIX } from '@functions/adapters/export-files';
import { UPLOAD_USES } from '@shared/rules/uploads';
import { contracts } from '@shared/contracts';
import type { Contract, TableKeyScope } from '@shared/contracts/contract';
import { resourcesOfType, synthApp, type SynthResult } from './support';
import { EXPECTED_GRANTS } from './function-grants';
import type { LooseJson } from '@tests/support/loose-json';

type Json = Record<string, LooseJson>;
let app: SynthResult;

beforeAll(() => {
  app = synthApp({ validate: false });
});

const logicalId = (stack: Stack, construct: { node: { defaultChild?: unknown } }) =>
  stack.getLogicalId(construct.node.defaultChild as CfnElement);
const list = (value: unknown): string[] => (Array.isArray(value) ? value : [value]) as string[];
const short = (actions: string[]) =>
  actions
    .map((a) => a.split(':')[1])
    .sort()
    .join(',');

/**
 * A statement's tokens, one per service it names: CDK merges statements on the same resource (`*`:
 * the stream's ListStreams, SES's GetAccount, SNS's Publish), and each must still show.
 */
function renderEach(statement: Json, names: Record<string, string>): (string | null)[] {
  const services = [...new Set(list(statement.Action).map((action) => action.split(':')[0]!))];
  return services.map((service) =>
    render({ ...statement, Action: list(statement.Action).filter((a) => a.startsWith(`${service}:`)) }, names),
  );
}

/** The table's stream (read by the outbox worker): its own token, not a table read. */
const STREAM_ACTIONS = [
  'dynamodb:DescribeStream',
  'dynamodb:GetRecords',
  'dynamodb:GetShardIterator',
  'dynamodb:ListStreams',
];

/** One statement as a token: `table:read`, `table:write[RATE#*]`, `s3:GetObject(private:exports/*)`, `kms:Decrypt,Encrypt(field-key[field=totp])`, ... */
function render(statement: Json, names: Record<string, string>): string | null {
  const actions = list(statement.Action);
  const resource = JSON.stringify(statement.Resource);
  const named = Object.entries(names).find(([id]) => resource.includes(id))?.[1] ?? resource;
  const deny = statement.Effect === 'Deny' ? 'deny ' : '';
  const service = actions[0]!.split(':')[0];
  if (actions.every((a) => a.startsWith('logs:')) || actions.every((a) => a.startsWith('xray:'))) return null;
  if (actions.every((a) => STREAM_ACTIONS.includes(a))) return `table:stream(${short(actions)})`;
  if (service === 'dynamodb') {
    const access = actions.includes('dynamodb:PutItem') ? 'write' : 'read';
    const scope = statement.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys'];
    return `table:${access}${scope ? `[${list(scope).join(',')}]` : ''}`;
  }
  if (service === 's3') {
    const prefixes = list(statement.Resource).map(
      (r) => /\/([A-Za-z]*\/?)\*"?\]?\]?\}?$/.exec(JSON.stringify(r))?.[1] ?? '',
    );
    const objects =
      prefixes.some(Boolean) || resource.includes('/*') ? `:${prefixes.map((p) => `${p}*`).join('+')}` : '';
    return `${deny}s3:${short(actions)}(${named}${objects})`;
  }
  // An encryption-context condition narrows a key to one sealed field: `kms:...(field-key[field=totp])`.
  const field = statement.Condition?.StringEquals?.['kms:EncryptionContext:field'];
  if (service === 'kms' && field) return `${deny}kms:${short(actions)}(${named}[field=${field}])`;
  if (service === 'sns')
    return `${deny}sns:${short(actions)}(${resource.includes(':sns:') ? 'topics' : resource === '"*"' ? '*' : resource})`;
  return `${deny}${service}:${short(actions)}(${named})`;
}

function grantTable(): Record<string, string> {
  const data = app.stacks.data;
  const names: Record<string, string> = {
    [logicalId(data, data.table)]: 'table',
    [logicalId(data, data.publicBucket)]: 'public',
    [logicalId(data, data.privateBucket)]: 'private',
    [logicalId(data, data.privateBucketKey)]: 'private-key',
    [logicalId(data, data.fieldKey)]: 'field-key',
    [logicalId(data, data.credentialKeys.signing)]: 'credential-key',
    ...Object.fromEntries(data.credentialKeys.next.map((key, i) => [logicalId(data, key), `next-key-${i + 1}`])),
    ...Object.fromEntries(data.credentialKeys.retired.map((key, i) => [logicalId(data, key), `retired-key-${i + 1}`])),
    [logicalId(data, data.userPool)]: 'users',
    [logicalId(app.stacks.jobs, app.stacks.jobs.outbox.deadLetters)]: 'outbox-dead-letters',
  };
  const rows: Record<string, string> = {};
  for (const stack of [...app.stacks.routes, app.stacks.realtime, app.stacks.jobs, app.stacks.workers]) {
    const template = app.template(stack);
    const policies = resourcesOfType(template, 'AWS::IAM::Policy');
    for (const [, fn] of resourcesOfType(template, 'AWS::Lambda::Function')) {
      const role = fn.Properties.Role['Fn::GetAtt'][0] as string;
      const description = String(fn.Properties.Description);
      const key = description.startsWith('WebSocket') ? description.split(' (')[0]! : description.split(/: | \(/)[0]!;
      const statements = policies
        .filter(([, p]) => (p.Properties.Roles as Json[]).some((r) => r.Ref === role))
        .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as Json[]);
      // Realtime, secrets, places and workers are named by their grant (their ARNs are per stack).
      const tokens = statements
        .flatMap((s) => renderEach(s, names))
        .map((token) => {
          if (!token) return null;
          if (token.startsWith('execute-api:')) return 'realtime';
          if (token.startsWith('secretsmanager:')) return token.includes('ce-broker') ? 'ce-broker' : 'payments';
          if (token.startsWith('geo:')) return 'places';
          if (token.startsWith('lambda:InvokeFunction')) return 'worker:csv-export';
          if (token.startsWith('ses:')) return 'mail:deliver';
          return token;
        });
      rows[key] = [...new Set(tokens.filter((t): t is string => t !== null))].sort().join(' ');
    }
  }
  return rows;
}

describe('every function grant', () => {
  it('equals the stated table (a grant added or widened fails here)', () => {
    const actual = grantTable();
    if (process.env.PRINT_GRANTS) console.log(JSON.stringify(actual, null, 2));
    expect(actual).toEqual(EXPECTED_GRANTS);
  });

  it('never grants Cognito group actions, the whole private bucket, or SNS topics', () => {
    const everything = Object.values(grantTable()).join(' ');
    expect(everything).not.toMatch(/Admin(AddUserToGroup|RemoveUserFromGroup|ListGroupsForUser|GetUser)\b/);
    expect(everything).not.toMatch(/\(private:\*\)/);
    for (const row of Object.values(grantTable()).filter((r) => r.includes('sns:Publish(*)')))
      expect(row).toContain('deny sns:Publish(topics)');
  });

  const tokensOf = (row: string) => row.split(' ').filter(Boolean);
  const writePatterns = (row: string) =>
    tokensOf(row).flatMap((t) =>
      t === 'table:write' ? ['*'] : t.startsWith('table:write[') ? t.slice('table:write['.length, -1).split(',') : [],
    );

  it('holds the public sign-in steps to their key prefixes (no whole-table grant)', () => {
    const rows = grantTable();
    const signIn = [
      'auth/evaluate-auth',
      'auth/login',
      'auth/sms-login',
      'auth/mfa-challenge',
      'auth/logout',
      'auth/request-password-reset',
      'auth/update-password',
      'auth/google-sign-in',
      'auth/google-callback',
      'auth/google-pending',
      'auth/google-link',
    ];
    for (const key of signIn) {
      expect((contracts as Record<string, Contract>)[key]!.access, key).toBe('public');
      expect(tokensOf(rows[key]!), key).not.toContain('table:write');
      expect(tokensOf(rows[key]!), key).not.toContain('table:read');
      // No sign-in step reaches courses, question banks, cards, coupons, checkouts, purchases, uploads or
      // invitations; but a reset claiming an unconfirmed address removes the group membership someone
      // else made, with the member's invitation link (claim-account.ts).
      expect(rows[key], key).not.toMatch(
        key === 'auth/update-password'
          ? /COURSE#|BANK#|CARD#|COUPON#|CHECKOUT#|PURCHASE#|UPLOAD#/
          : /COURSE#|BANK#|CARD#|COUPON#|CHECKOUT#|PURCHASE#|UPLOAD#|INVITATION#/,
      );
    }
  });

  it('gives routes that only read no write but their own session item', () => {
    const rows = grantTable();
    for (const [key, contract] of Object.entries(contracts as Record<string, Contract>)) {
      const grants = contract.grants ?? [];
      if (contract.webhook || grants.some((g) => g.startsWith('table:write'))) continue;
      expect(writePatterns(rows[key]!), key).toEqual(['SESSION#*']);
    }
    // And their writes, where they have some, are only what their contract names.
    for (const [key, contract] of Object.entries(contracts as Record<string, Contract>)) {
      const grants = contract.grants ?? [];
      // Mail and texts are queued in the outbox: a write of its items.
      const queues = grants.includes('mail') || grants.includes('sms') ? ['table:write:outbox'] : [];
      const scopes = [...grants, ...queues].flatMap((g) =>
        g.startsWith('table:write:') ? [...TABLE_KEY_SCOPES[g.slice('table:write:'.length) as TableKeyScope]] : [],
      );
      if (!scopes.length || (contract.grants ?? []).includes('table:write')) continue;
      expect(writePatterns(rows[key]!).sort(), key).toEqual([...new Set([...scopes, 'SESSION#*'])].sort());
    }
  });

  it('lets the direct upload put public files under pending/ only (never read, delete or serve them)', () => {
    const row = grantTable()['uploads/create-direct-upload']!;
    const publicTokens = tokensOf(row).filter((t) => t.includes('(public'));
    expect(publicTokens).toEqual(['s3:PutObject(public:pending/*)']);
  });

  it('key scopes match the keys keys.ts builds, and private prefixes the upload uses and exports', () => {
    const like = (pattern: string, value: string) =>
      new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(value);
    const matches = (scope: keyof typeof TABLE_KEY_SCOPES, pk: string) =>
      TABLE_KEY_SCOPES[scope].some((pattern) => like(pattern, pk));
    // One key each scope must reach (the keys its functions build), and one it must not.
    const reach: Record<TableKeyScope, string[]> = {
      sessions: [keys.session('h').PK],
      users: [
        keys.user('u').PK,
        keys.userSession('u', 'h').PK,
        keys.passcode('u').PK,
        keys.userPasswordReset('u', 'h').PK,
        keys.referredBy('u').PK,
      ],
      identities: [keys.userEmail('a@b.c').PK, keys.userPhone('+15555550100').PK],
      'google-identities': [keys.googleIdentity('google-sub').PK],
      groups: [keys.group('g').PK, keys.groupMember('g', 'u').PK],
      audit: [keys.auditEvent('2026-01-01T00:00:00Z', 'e').PK, keys.auditMonthCount('2026-01').PK],
      connections: [keys.connection('c').PK, keys.channelConnection('private-group-g', 'c').PK],
      invitations: [keys.invitation('h').PK],
      'password-resets': [keys.passwordReset('h').PK],
      'mfa-challenges': [keys.mfaChallenge('h').PK],
      carts: [keys.cart('user:u').PK, keys.cart('anon:h').PK],
      products: [keys.product('p').PK],
      'referral-codes': [keys.referralCode('ABC').PK],
      'rate-limits': [keys.rateLimit('verifyCard', 'ip:1', 0).PK],
      cards: [keys.providerCard('CPR-1').PK, keys.credentialStatus('CPR-1', 'CARD').PK],
      'status-lists': [keys.statusList(1).PK, keys.statusListSlot(1, 7).PK, keys.currentStatusList().PK],
      company: [keys.company().PK],
      outbox: [keys.outboxMessage('m').PK],
    };
    for (const [scope, pks] of Object.entries(reach) as [TableKeyScope, string[]][]) {
      for (const pk of pks) expect(matches(scope, pk), `${scope} reaches ${pk}`).toBe(true);
    }
    expect(Object.keys(reach).sort()).toEqual(Object.keys(TABLE_KEY_SCOPES).sort());
    // A session write is never a write of the user's partition, nor a user's of another kind of item.
    expect(
      matches('sessions', keys.user('u').PK) ||
        matches('users', keys.userEmail('a@b.c').PK) ||
        matches('users', keys.session('h').PK),
    ).toBe(false);
    expect(matches('cards', keys.user('u').PK) || matches('rate-limits', keys.providerCard('x').PK)).toBe(false);
    expect(matches('status-lists', keys.providerCard('x').PK) || matches('cards', keys.statusList(1).PK)).toBe(false);
    // Only the Google sign-in routes reach the Google links.
    expect(matches('identities', keys.googleIdentity('s').PK)).toBe(false);
    const personal = Object.entries(UPLOAD_USES)
      .filter(([, use]) => use.forcePrivate)
      .map(([name]) => `${name}/`)
      .sort();
    expect([PRIVATE_PREFIXES['drivers-license'], PRIVATE_PREFIXES['external-certification']].sort()).toEqual(personal);
    expect(PRIVATE_PREFIXES.exports).toBe(EXPORT_FILES_PREFIX);
  });
});
