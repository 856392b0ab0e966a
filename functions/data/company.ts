// The company's settings (branding, flags, group discount tiers): one item.
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName, withoutKeys } from './table';
import { keys } from './keys';
import type { Company } from '../../shared/contracts/common';

export async function getCompany(): Promise<Company | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.company() }));
  if (!Item) return null;
  return withoutKeys<Company>(Item);
}

export async function putCompany(company: Company): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...keys.company(), type: 'Company', ...company } }));
}
