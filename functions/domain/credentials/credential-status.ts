// Each credential's revocation bit: a slot in a Bitstring Status List, chosen at random (so an index
// says nothing about when or to whom it was given) and claimed on the credential's first download;
// later downloads reuse it. Revoking a card sets the bits of the card's credential and of the CE
// certificates of the pass that earned it.
//
// A revocation and a first download can run at once: the revocation writes revokedAt, then reads the
// card's slots; the download claims its slot, then reads the card. Both reads are consistent, so
// whichever runs second sees the other's write and sets the bit (setting it twice changes nothing).
import { randomBytes, randomInt } from 'node:crypto';
import { STATUS_LIST_BITS } from '@shared/rules/status-list';
import {
  advanceStatusList,
  claimCredentialStatus,
  type CredentialStatus,
  getCredentialStatus,
  getCurrentStatusList,
  listCredentialStatusesOfCard,
  markRevoked,
} from '@functions/data/credential-status';
import { getProviderCard, setCardRevoked } from '@functions/data/provider-cards';

/** Which credential of a card: the card itself, or one CE certificate of its pass. */
export const CARD_CREDENTIAL = 'CARD';
export const ceCredential = (accreditationId: string) => `CE#${accreditationId}`;

/** Random picks per list before moving on to the next (a list is then mostly full). */
const PICKS_PER_LIST = 8;
const MAX_LISTS_TRIED = 3;

/** The credential's slot, claimed now if it has none; its bit set at once when the card is revoked. */
export async function credentialStatusOf(cardId: string, credential: string, now: Date): Promise<CredentialStatus> {
  const status = (await getCredentialStatus(cardId, credential)) ?? (await claimSlot(cardId, credential, now));
  const card = await getProviderCard(cardId, { consistent: true });
  if (card?.revokedAt) await markRevoked(status.list, [status.index], now.toISOString());
  return status;
}

async function claimSlot(cardId: string, credential: string, now: Date): Promise<CredentialStatus> {
  const salt = randomBytes(16).toString('base64url');
  let list = await getCurrentStatusList();
  for (let pick = 0; pick < PICKS_PER_LIST * MAX_LISTS_TRIED; pick += 1) {
    if (pick > 0 && pick % PICKS_PER_LIST === 0) list = await advanceStatusList(list);
    const status = {
      credential,
      list,
      index: randomInt(STATUS_LIST_BITS),
      salt,
      createdAt: now.toISOString(),
    };
    const outcome = await claimCredentialStatus(cardId, status);
    if (outcome === 'claimed') return status;
    if (outcome === 'exists') {
      const claimed = await getCredentialStatus(cardId, credential, { consistent: true });
      if (claimed) return claimed;
    }
  }
  throw new Error('No free status list slot was found');
}

/**
 * Revokes the card (the first revocation's instant stands) and sets the bits of every credential of
 * it: again on a repeat, so a revocation cut short before its bits were set completes. The card's
 * revocation instant, or null for an unknown card.
 */
export async function revokeCardCredentials(cardId: string, now: Date): Promise<string | null> {
  if (!(await getProviderCard(cardId))) return null;
  await setCardRevoked(cardId, now.toISOString());
  const statuses = await listCredentialStatusesOfCard(cardId);
  const byList = new Map<number, number[]>();
  for (const { list, index } of statuses) byList.set(list, [...(byList.get(list) ?? []), index]);
  await Promise.all([...byList].map(([list, indexes]) => markRevoked(list, indexes, now.toISOString())));
  return (await getProviderCard(cardId, { consistent: true }))?.revokedAt ?? null;
}
