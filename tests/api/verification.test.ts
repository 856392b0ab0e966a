// Public provider card verification (GET /api/verifications/:cardId.json) and the card's data
// functions, against the local stack: token from the QR code, last name otherwise, identical
// misses, a per-IP limit, revocation; ids unique by conditional put.
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { LAST_NAME_REQUIRED } from '@shared/constants';
import { ApiClient } from '../support/api-client';

const stack = inject('stack');

beforeAll(() => {
  Object.assign(process.env, stack.env);
});

const data = async () => {
  const [cards, table, issue] = await Promise.all([
    import('@functions/data/provider-cards'),
    import('@functions/data/table'),
    import('@functions/domain/credentials/card-issue'),
  ]);
  return { ...cards, ...table, ...issue };
};

/** A card issued the way scoring issues it, written through providerCardCreate. */
async function issueCard(holder: { firstName: string; lastName: string }) {
  const { newProviderCard, providerCardCreate, db } = await data();
  const card = newProviderCard({
    userId: crypto.randomUUID(),
    userCourseUuid: crypto.randomUUID(),
    courseType: 'ACLS',
    courseName: 'Advanced Cardiovascular Life Support',
    holderFirstName: holder.firstName,
    holderLastName: holder.lastName,
    issuedOn: '2026-05-04',
    expiresOn: '2099-05-04',
  });
  await db().send(new TransactWriteCommand({ TransactItems: [providerCardCreate(card)] }));
  return card;
}

const verify = (client: ApiClient, cardId: string, query: Record<string, string> = {}) =>
  client.get(
    `/api/verifications/${encodeURIComponent(cardId)}.json${Object.keys(query).length ? `?${new URLSearchParams(query)}` : ''}`,
  );

describe('GET /api/verifications/:cardId.json', () => {
  it('answers the QR code link (card id + token) with name, course, dates and standing only', async () => {
    const card = await issueCard({ firstName: 'Zoë', lastName: 'Nguyễn' });
    const reply = await verify(new ApiClient(stack.url), card.id, { token: card.verificationToken });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      cardId: card.id,
      holderName: 'Zoë Nguyễn',
      courseName: 'Advanced Cardiovascular Life Support',
      issuedOn: '2026-05-04',
      expiresOn: '2099-05-04',
      standing: 'valid',
    });
  });

  it("the card's QR code and link carry its token, which verifies without a last name", async () => {
    const card = await issueCard({ firstName: 'Quinn', lastName: 'Arcode' });
    const { verifyUrl } = await import('@functions/domain/credentials/verify-url');
    const url = new URL(verifyUrl(card));
    expect(url.pathname).toBe(`/verify/${card.id}`);
    expect(url.searchParams.get('token')).toBe(card.verificationToken);
    const reply = await verify(new ApiClient(stack.url), card.id, { token: url.searchParams.get('token')! });
    expect(reply.body).toMatchObject({ cardId: card.id, holderName: 'Quinn Arcode' });
  });

  it('asks for the last name (422) when there is no token, or a wrong one', async () => {
    const card = await issueCard({ firstName: 'Ola', lastName: 'Ødegård' });
    const client = new ApiClient(stack.url);
    for (const query of [
      {},
      { token: 'not-the-token' },
      { token: `${card.verificationToken}x` },
      { lastName: '   ' },
    ] as Record<string, string>[]) {
      const reply = await verify(client, card.id, query);
      expect(reply.status, JSON.stringify(query)).toBe(422);
      expect(reply.body).toEqual({ errors: { lastName: [LAST_NAME_REQUIRED] } });
    }
    // An unknown card asks the same question: no look-up result leaks before a name is given.
    expect((await verify(client, 'ACLS-2026-0000000000')).body).toEqual({ errors: { lastName: [LAST_NAME_REQUIRED] } });
  });

  it("accepts the holder's last name whatever its case, accents and surrounding spaces, and a wrong token with it", async () => {
    const card = await issueCard({ firstName: 'Łukasz', lastName: 'Nguyễn Ødegård' });
    const client = new ApiClient(stack.url);
    for (const lastName of [
      'Nguyễn Ødegård',
      '  NGUYEN ODEGARD ',
      'nguyên ödegard',
      'Nguyễn Ødegård'.normalize('NFD'),
    ]) {
      const reply = await verify(client, card.id, { lastName });
      expect(reply.status, lastName).toBe(200);
      expect(reply.body.holderName).toBe('Łukasz Nguyễn Ødegård');
    }
    expect((await verify(client, card.id, { lastName: 'nguyen odegard', token: 'wrong' })).status).toBe(200);
    // Typed in lower case, with letters O, I and L for look-alike digits: still the same card.
    const [type, year, serial] = card.id.split('-') as [string, string, string];
    const typed = `${type}-${year}-${serial.replace(/0/g, 'O').replace(/1/g, 'l')}`.toLowerCase();
    expect((await verify(client, typed, { lastName: 'Nguyen Odegard' })).body.cardId).toBe(card.id);
  });

  it('gives a wrong last name and an unknown card the same 404', async () => {
    const card = await issueCard({ firstName: 'Ana', lastName: 'Ivanova' });
    const client = new ApiClient(stack.url);
    const wrongName = await verify(client, card.id, { lastName: 'Ivanov' });
    const unknownCard = await verify(client, 'ACLS-2026-ZZZZZZZZZZ', { lastName: 'Ivanova' });
    expect(wrongName.status).toBe(404);
    expect(unknownCard.status).toBe(404);
    expect(wrongName.body).toEqual({ message: 'We could not find a provider card with this id and last name.' });
    expect(unknownCard.body).toEqual(wrongName.body);
  });

  it('shows a revoked card as revoked', async () => {
    const card = await issueCard({ firstName: 'Rita', lastName: 'Revoked' });
    const { setCardRevoked } = await data();
    expect(await setCardRevoked(card.id, '2026-11-20T10:00:00.000Z')).toBe(true);
    const reply = await verify(new ApiClient(stack.url), card.id, { token: card.verificationToken });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      cardId: card.id,
      holderName: 'Rita Revoked',
      courseName: 'Advanced Cardiovascular Life Support',
      issuedOn: '2026-05-04',
      expiresOn: '2099-05-04',
      standing: 'revoked',
    });
  });

  it('refuses the 31st look-up from one IP in 10 minutes (429), hits and misses alike, while other IPs go on', async () => {
    const card = await issueCard({ firstName: 'Lim', lastName: 'Ited' });
    const client = new ApiClient(stack.url);
    // The counter's windows are fixed 10-minute slots: don't start in the last seconds of one.
    const intoWindow = Date.now() % 600_000;
    if (intoWindow > 590_000) await new Promise((resolve) => setTimeout(resolve, 600_000 - intoWindow + 100));
    const replies = [];
    for (let i = 0; i < 30; i += 1)
      replies.push((await verify(client, i % 2 ? card.id : 'ACLS-2026-ZZZZZZZZZZ', { lastName: 'Ited' })).status);
    expect(replies.filter((s) => s === 200)).toHaveLength(15);
    expect(replies.filter((s) => s === 404)).toHaveLength(15);
    const refused = await verify(client, card.id, { token: card.verificationToken });
    expect(refused.status).toBe(429);
    expect(refused.body.errors.base).toHaveLength(1);
    expect((await verify(new ApiClient(stack.url), card.id, { token: card.verificationToken })).status).toBe(200);
  });

  it('answers 422 for a card id over 64 characters (a 2 KB id never reaches the table)', async () => {
    const client = new ApiClient(stack.url);
    expect(await verify(client, 'A'.repeat(2100), { lastName: 'Anyone' })).toMatchObject({
      status: 422,
      body: { errors: { cardId: [expect.any(String)] } },
    });
    expect(await verify(client, 'A'.repeat(65), { lastName: 'Anyone' })).toMatchObject({ status: 422 });
    expect((await verify(client, 'A'.repeat(64), { lastName: 'Anyone' })).status).toBe(404);
  });

  it('counts an IPv6 client by its /64: 30 look-ups from 30 addresses of one /64 use up its limit, another /64 goes on', async () => {
    const card = await issueCard({ firstName: 'Six', lastName: 'Four' });
    const third = Math.floor(Math.random() * 0xfffe).toString(16);
    const prefix = `2001:db8:${third}:7`;
    const neighbour = `2001:db8:${third}:8`;
    const intoWindow = Date.now() % 600_000;
    if (intoWindow > 590_000) await new Promise((resolve) => setTimeout(resolve, 600_000 - intoWindow + 100));
    for (let i = 1; i <= 30; i += 1)
      expect(
        (
          await verify(new ApiClient(stack.url, `${prefix}::${i.toString(16)}`), card.id, {
            token: card.verificationToken,
          })
        ).status,
      ).toBe(200);
    expect(
      (
        await verify(new ApiClient(stack.url, `${prefix}:ffff:ffff:ffff:ffff`), card.id, {
          token: card.verificationToken,
        })
      ).status,
    ).toBe(429);
    expect(
      (await verify(new ApiClient(stack.url, `${neighbour}::1`), card.id, { token: card.verificationToken })).status,
    ).toBe(200);
  });
});

describe('provider card data functions', () => {
  it('providerCardCreate refuses a second card with an id that is taken, and the first card stays as it was', async () => {
    const first = await issueCard({ firstName: 'First', lastName: 'Holder' });
    const { newProviderCard, providerCardCreate, getProviderCard, db } = await data();
    const second = {
      ...newProviderCard({ ...first, courseType: 'ACLS', holderFirstName: 'Second', holderLastName: 'Holder' }),
      id: first.id,
    };
    const error = await db()
      .send(new TransactWriteCommand({ TransactItems: [providerCardCreate(second)] }))
      .catch((e: Error) => e);
    expect((error as Error & { CancellationReasons?: { Code?: string }[] }).name).toBe('TransactionCanceledException');
    expect((error as Error & { CancellationReasons?: { Code?: string }[] }).CancellationReasons?.[0]?.Code).toBe(
      'ConditionalCheckFailed',
    );
    expect(await getProviderCard(first.id)).toEqual(first);
  });

  it('two cards created at once with the same id: exactly one is written', async () => {
    const { newProviderCard, providerCardCreate, getProviderCard, db } = await data();
    const base = newProviderCard({
      userId: 'u-race',
      userCourseUuid: 'uc',
      courseType: 'BLS',
      courseName: 'BLS',
      holderFirstName: 'A',
      holderLastName: 'B',
      issuedOn: '2026-01-01',
      expiresOn: '2028-01-01',
    });
    const rivals = ['One', 'Two', 'Three'].map((name) => ({
      ...base,
      holderFirstName: name,
      verificationToken: `${base.verificationToken}${name}`,
    }));
    const outcomes = await Promise.allSettled(
      rivals.map((card) => db().send(new TransactWriteCommand({ TransactItems: [providerCardCreate(card)] }))),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const winner = rivals[outcomes.findIndex((o) => o.status === 'fulfilled')]!;
    expect(await getProviderCard(base.id)).toEqual(winner);
  });

  it('setCardRevoked keeps the first revocation time and answers false for unknown cards', async () => {
    const card = await issueCard({ firstName: 'Twice', lastName: 'Revoked' });
    const { setCardRevoked, getProviderCard, db, tableName } = await data();
    expect(await setCardRevoked(card.id, '2026-11-20T10:00:00.000Z')).toBe(true);
    expect(await setCardRevoked(card.id, '2026-11-21T10:00:00.000Z')).toBe(false);
    expect((await getProviderCard(card.id))?.revokedAt).toBe('2026-11-20T10:00:00.000Z');
    expect(await setCardRevoked('ACLS-2026-NOSUCHCARD', '2026-11-20T10:00:00.000Z')).toBe(false);
    const keys = await import('@functions/data/keys');
    expect(
      (await db().send(new GetCommand({ TableName: tableName(), Key: keys.providerCard('ACLS-2026-NOSUCHCARD') })))
        .Item,
    ).toBeUndefined();
  });

  it('updateCardHolder changes names, dates and the expiry index but keeps the token and a revocation', async () => {
    const card = await issueCard({ firstName: 'Old', lastName: 'Name' });
    const { updateCardHolder, setCardRevoked, getProviderCard, listProviderCardsExpiringOn, db } = await data();
    await setCardRevoked(card.id, '2026-11-20T10:00:00.000Z');
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          updateCardHolder({
            ...card,
            holderFirstName: 'New',
            holderLastName: 'Nàme',
            issuedOn: '2026-05-10',
            expiresOn: '2099-05-10',
          }),
        ],
      }),
    );
    expect(await getProviderCard(card.id)).toEqual({
      ...card,
      holderFirstName: 'New',
      holderLastName: 'Nàme',
      issuedOn: '2026-05-10',
      expiresOn: '2099-05-10',
      revokedAt: '2026-11-20T10:00:00.000Z',
    });
    expect((await listProviderCardsExpiringOn('2099-05-10')).items.map((c) => c.id)).toContain(card.id);
    expect((await listProviderCardsExpiringOn('2099-05-04')).items.map((c) => c.id)).not.toContain(card.id);
    // Someone else's user id cannot rewrite the card.
    const other = await db()
      .send(new TransactWriteCommand({ TransactItems: [updateCardHolder({ ...card, userId: 'someone-else' })] }))
      .catch((e: Error) => e);
    expect((other as Error).name).toBe('TransactionCanceledException');
  });
});
