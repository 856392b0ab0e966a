// The replies defineHttpHandler (./http-handler.ts) gives before or around impl, by status, for the
// contracts where it can give them: no session, CSRF, cross-site or role refusals, input validation,
// body cap and type, webhook signature, the generic 500, and the 503 of a dependency that did not answer. A contract may still declare any of these
// statuses with its own schema. The test client checks replies against them
// (tests/support/contract-check.ts) and GET /api/openapi.json lists them with each operation.
import * as z from 'zod/mini';
import type { Contract } from '@shared/contracts/contract';
import { messageBody, validationErrors } from '@shared/contracts/envelope';

/** A 413 or 415: the spec's 422 envelope with the reason on `base`. */
export const baseErrors = z.object({ errors: z.object({ base: z.array(z.string()) }) });
/** The generic 500: a message and the request id every log line of the request carries. */
export const serverError = z.object({ message: z.string(), requestId: z.string() });

export interface FactoryResponse {
  schema: z.ZodMiniType;
  /** When the factory gives it, for the API description. */
  why: string;
}

const refusal = (why: string): FactoryResponse => ({ schema: messageBody, why });

/** Each status the factory may answer, with its body and when. */
export const FACTORY_RESPONSES = {
  400: refusal('The webhook signature is missing or invalid.'),
  401: refusal('Not signed in.'),
  403: refusal(
    'Refused: a missing or wrong CSRF token, a cross-site write, a role that may not call this, or two-step verification still to set up.',
  ),
  409: refusal('A request with this Idempotency-Key is still being processed.'),
  413: { schema: baseErrors, why: "The request body is over the route's size cap." },
  415: { schema: baseErrors, why: 'The request body is not JSON (nor the form a file route takes).' },
  422: { schema: validationErrors, why: "The input is invalid: messages per field, with the spec's field names." },
  500: { schema: serverError, why: 'Something unexpected failed; the request id finds it in the logs.' },
  503: refusal(
    'A service the route needs (the database, sign-in, email, payments...) did not answer in time: nothing was changed by half; try again after Retry-After seconds.',
  ),
} satisfies Record<number, FactoryResponse>;

export type FactoryStatus = keyof typeof FACTORY_RESPONSES;
export const FACTORY_STATUSES = Object.keys(FACTORY_RESPONSES).map(Number) as FactoryStatus[];

const SAFE_METHODS = ['GET', 'HEAD', 'OPTIONS'];

/** Whether the factory may answer `status` for this contract. */
function answers(contract: Contract, status: number): boolean {
  const writes = !SAFE_METHODS.includes(contract.method);
  const webhook = Boolean(contract.webhook);
  switch (status) {
    case 400:
      return webhook;
    case 401:
      return contract.access !== 'public' && !webhook;
    case 403:
      // Also any signed-in route but the two-step setup: an admin who must set it up first is refused.
      return (writes && !webhook) || (contract.access !== 'public' && !contract.duringMfaSetup);
    case 409:
      return contract.idempotent === true;
    case 413:
      return writes;
    case 415:
      // A body not sent as JSON (or as a multipart contract's form): ./request-origin.ts.
      return writes && !webhook;
    case 422:
      return Boolean(contract.params || contract.query || contract.body || contract.idempotent);
    case 500:
      return true;
    case 503:
      // Anything that reaches AWS: a session read, the idempotency store, or a grant.
      return contract.access !== 'public' || contract.idempotent === true || (contract.grants?.length ?? 0) > 0;
    default:
      return false;
  }
}

/** The factory's reply with `status` for this contract, when it may give one. */
export const factoryResponse = (contract: Contract, status: number): FactoryResponse | undefined =>
  answers(contract, status) ? FACTORY_RESPONSES[status as FactoryStatus] : undefined;
