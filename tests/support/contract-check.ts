// Checks a reply against its contract (shared/contracts): the status must be declared (or be one the
// handler factory answers for this kind of contract: functions/lib/factory-responses.ts), a JSON body must match the
// schema for that status and carry no field the schema does not declare (zod objects strip unknown
// keys, so an over-shared field would otherwise pass), and a binary/CSV/HTML reply must have the
// contract's content type; then the reply must match the OpenAPI document too (openapi-check.ts).
// Used by ApiClient on every call.
import * as z from 'zod/mini';
import { factoryResponse } from '@functions/lib/factory-responses';
import { findRoute } from '@infra/local/route-table';
import { openApiProblems } from './openapi-check';

export interface ReplyToCheck {
  method: string;
  /** Path and query as requested. */
  path: string;
  status: number;
  contentType: string;
  /** Parsed JSON for JSON replies, else the text. */
  body: unknown;
}

export class ContractMismatch extends Error {
  override name = 'ContractMismatch';
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.getPrototypeOf(value) === Object.prototype;

/** Paths (`.user.email`, `.data[0].ssn`) present in the reply but absent from what the schema parsed. */
export function undeclaredFields(input: unknown, output: unknown, at = ''): string[] {
  if (Array.isArray(input) && Array.isArray(output))
    return input.flatMap((item, i) => undeclaredFields(item, output[i], `${at}[${i}]`));
  if (isObject(input) && isObject(output)) {
    return Object.keys(input).flatMap((key) =>
      key in output ? undeclaredFields(input[key], output[key], `${at}.${key}`) : [`${at}.${key}`],
    );
  }
  return [];
}

const preview = (body: unknown) => {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return text === undefined ? '(empty)' : text.length > 600 ? `${text.slice(0, 600)}…` : text;
};

/** Throws a ContractMismatch naming the contract, the status and what is wrong. */
export function checkReply(reply: ReplyToCheck): void {
  const pathname = new URL(reply.path, 'http://local').pathname;
  if (!pathname.startsWith('/api/') && !pathname.startsWith('/auth/') && !pathname.startsWith('/.well-known/')) return;
  const { route } = findRoute(reply.method, pathname);
  const where = `${reply.method} ${reply.path} -> ${reply.status}`;
  if (!route) {
    throw new ContractMismatch(
      `${where}: no contract declares this method and path (pass { unchecked: 'why' } to probe unknown routes)`,
    );
  }
  const { key, contract } = route;
  const fail = (what: string) => {
    throw new ContractMismatch(`${key} (${where}): ${what}\n  body: ${preview(reply.body)}`);
  };
  const schema = contract.responses[reply.status] ?? factoryResponse(contract, reply.status)?.schema;
  if (!schema)
    fail(
      `status ${reply.status} is neither declared (${Object.keys(contract.responses).join(', ') || 'none'}) nor one the handler factory answers for this contract`,
    );

  // Then the same reply against the OpenAPI document made from the contracts (openapi-check.ts).
  const againstDocument = (body: unknown) => {
    const problems = openApiProblems(key, { ...reply, pathname, body });
    if (problems.length) fail(`does not match the OpenAPI document:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  };
  const json = /\bjson\b/.test(reply.contentType);
  if (!json && contract.produces && reply.status >= 200 && reply.status < 300) {
    if (!reply.contentType.startsWith(contract.produces))
      fail(`content type ${reply.contentType || '(none)'} is not ${contract.produces}`);
    againstDocument(reply.body);
    return;
  }
  const empty = reply.body === '' || reply.body === undefined;
  if (!json && !empty) fail(`content type ${reply.contentType || '(none)'} is not JSON`);
  const body = empty ? undefined : reply.body;
  const parsed = z.safeParse(schema!, body);
  if (!parsed.success)
    fail(
      `body does not match the schema:\n${parsed.error.issues.map((issue) => `  ${JSON.stringify(issue)}`).join('\n')}`,
    );
  const extra = undeclaredFields(body, parsed.data);
  if (extra.length) fail(`fields not in the schema (over-shared): ${extra.join(', ')}`);
  againstDocument(body);
}
