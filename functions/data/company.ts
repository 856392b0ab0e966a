// The company's settings (branding, flags, group discount tiers, time zone): one item.
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { db, tableName } from './table';
import { itemSchema, parseItem } from './items';
import * as keys from './keys';
import type { Company } from '@shared/contracts/common';

/** The public company (bootstrap) plus settings only the server uses. */
export interface CompanySettings extends Company {
  /** IANA zone for calendar dates when the browser sends none (items written before it have none). */
  timeZone?: string;
}

const companySchema = /* @__PURE__ */ itemSchema<CompanySettings>('Company', () =>
  z.looseObject({
    name: z.string(),
    primaryColor: z.string(),
    secondaryColor: z.string(),
    logo: z.string(),
    whiteLogo: z.string(),
    logoText: z.string(),
    whiteLogoText: z.string(),
    comments: z.boolean(),
    mailedProviderCards: z.boolean(),
    groupDiscount: z.looseObject({
      discountTiers: z.array(
        z.looseObject({ id: z.string(), min: z.number(), max: z.nullable(z.number()), percent: z.number() }),
      ),
    }),
    support: z.optional(
      z.looseObject({ email: z.nullable(z.string()), phone: z.nullable(z.string()), hours: z.nullable(z.string()) }),
    ),
    timeZone: z.optional(z.string()),
  }),
);

export async function getCompany(): Promise<CompanySettings | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.company() }));
  return Item ? parseItem(companySchema, Item) : null;
}

/** Whether the settings item is there: a read of the table that parses nothing (the health check's). */
export async function companyExists(): Promise<boolean> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.company(), ProjectionExpression: 'PK' }),
  );
  return Item !== undefined;
}

let cached: { settings: CompanySettings | null; at: number } | undefined;

/**
 * getCompany, kept a minute per warm container: it changes rarely, and every page load (branding)
 * and every request without a browser zone (functions/lib/today.ts) reads it.
 */
export async function getCompanyCached(): Promise<CompanySettings | null> {
  if (cached && Date.now() - cached.at < 60_000) return cached.settings;
  const settings = await getCompany();
  cached = { settings, at: Date.now() };
  return settings;
}

export async function putCompany(company: CompanySettings): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...keys.company(), type: 'Company', ...company } }));
}
