// Checks a reply against its contract (shared/contracts): the status must be declared (or be one the
// handler factory answers for this kind of contract, see factoryResponse), a JSON body must match the
// schema for that status and carry no field the schema does not declare (zod objects strip unknown
// keys, so an over-shared field would otherwise pass), and a binary/CSV/HTML reply must have the
// contract's content type. Used by ApiClient on every call.
import * as z from 'zod/mini';
import type { Contract } from '@shared/contracts/contract';
import { validationErrors } from '@shared/contracts/envelope';
import { findRoute } from '@infra/local/route-table';

const refusal = z.object({ message: z.string() });
const failure = z.object({ message: z.string(), requestId: z.string() });
const tooLarge = z.object({ errors: z.object({ base: z.array(z.string()) }) });

/**
 * Statuses defineHttpHandler (functions/lib/http-handler.ts) answers before or around impl, for the
 * contracts where it can: no session, CSRF, cross-site or role refusals, input validation, body cap
 * and type, webhook signature, the generic 500. A contract may still declare any of them with its own schema.
 */
export function factoryResponse(contract: Contract, status: number): z.ZodMiniType | undefined {
  const writes = !['GET', 'HEAD', 'OPTIONS'].includes(contract.method);
  const webhook = Boolean((contract as { webhook?: unknown }).webhook);
  const hasInput = Boolean(
    contract.params || contract.query || contract.body || (contract as { idempotent?: boolean }).idempotent,
  );
  switch (status) {
    case 400:
      return webhook ? refusal : undefined;
    case 401:
      return contract.access !== 'public' && !webhook ? refusal : undefined;
    case 403:
      // Also any signed-in route but the two-step setup: an admin who must set it up first is refused.
      return (writes && !webhook) || (contract.access !== 'public' && !contract.duringMfaSetup) ? refusal : undefined;
    case 409:
      return contract.idempotent ? refusal : undefined;
    case 413:
      return writes ? tooLarge : undefined;
    case 415:
      // A body not sent as JSON (or as a multipart contract's form): functions/lib/request-origin.ts.
      return writes && !webhook ? tooLarge : undefined;
    case 422:
      return hasInput ? validationErrors : undefined;
    case 500:
      return failure;
    default:
      return undefined;
  }
}

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
  if (!pathname.startsWith('/api/') && !pathname.startsWith('/auth/')) return;
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
  const schema = contract.responses[reply.status] ?? factoryResponse(contract, reply.status);
  if (!schema)
    fail(
      `status ${reply.status} is neither declared (${Object.keys(contract.responses).join(', ') || 'none'}) nor one the handler factory answers for this contract`,
    );

  const json = /\bjson\b/.test(reply.contentType);
  if (!json && contract.produces && reply.status >= 200 && reply.status < 300) {
    if (!reply.contentType.startsWith(contract.produces))
      fail(`content type ${reply.contentType || '(none)'} is not ${contract.produces}`);
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
}
