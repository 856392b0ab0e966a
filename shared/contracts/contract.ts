// The shape every API operation is declared with. One object per operation;
// handlers, CDK routes and the web client are all derived from these.
import type * as z from 'zod/mini';
import { PAGE_SIZES } from '../constants';

export { PAGE_SIZES };

/** Who may call an operation. `learner` means any signed-in user. */
export type Access = 'public' | 'learner' | 'groupAdmin' | 'contentAdmin';
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface Contract {
  method: HttpMethod;
  /** Exactly the spec's path; `:name` marks a parameter, `(.json)` an optional suffix. */
  path: string;
  access: Access;
  summary: string;
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  /** Response bodies by status. Binary responses (PDF, CSV) use `binary`. */
  responses: Record<number, z.ZodMiniType>;
  /** Content type of a non-JSON success response. */
  produces?: 'application/pdf' | 'text/csv' | 'text/html' | 'application/vc+jwt';
  /** Table access the Lambda needs (least privilege in CDK). */
  grants?: readonly Grant[];
  /**
   * A provider calls this route (e.g. Stripe): no session, no CSRF; impl gets the exact raw body, and
   * the handler's `verifySignature` hook must accept the request (signed in `signatureHeader`) first.
   * Webhooks are `access: 'public'`. See docs/api-primitives.md.
   */
  webhook?: { signatureHeader: string };
  /**
   * Takes an optional `Idempotency-Key` header: with one, the first reply is stored for 24 h and replayed
   * to retries. Without one (the spec's requests) the write runs, made safe by its own conditional writes
   * (one account per email, one open user course, one order per payment...) or by `doubleSubmitSeconds`.
   */
  idempotent?: boolean;
  /**
   * For an `idempotent` write with no uniqueness of its own (an admin's create, a quote, a group charge):
   * without a key, the same request (caller, path, query and body bytes) within this many seconds is a
   * double submit: the first runs and the others get its reply (waiting for it while it runs).
   */
  doubleSubmitSeconds?: number;
  /** Largest request body accepted, in bytes (default DEFAULT_MAX_BODY_BYTES); larger is a 413. */
  maxBodyBytes?: number;
  /**
   * The route also takes `multipart/form-data` carrying one file in the `file` field (e.g. a CSV
   * import): impl then gets `upload` (the text fields and the file) instead of a JSON `body`. The
   * body cap of such a request is `maxFileBytes` plus MULTIPART_OVERHEAD_BYTES (larger is a 413); a
   * file over `maxFileBytes` within it, or none, is a 422 on the file field.
   */
  multipart?: { file: string; maxFileBytes: number };
  /**
   * A signed-in caller who must set up two-step verification first (an admin without it) may call
   * this route; every other non-public route answers them 403 (MFA_SETUP_REQUIRED).
   */
  duringMfaSetup?: true;
  /**
   * A plain HTML form posts this route (application/x-www-form-urlencoded, a browser navigation): the
   * body is read from the form, and the CSRF token may travel in the `csrfField` form field instead of
   * the header (the spec's Google sign-in form). Cross-site posts are still refused.
   */
  form?: { csrfField: string };
  /**
   * Its own API Gateway throttle (requests a second and burst, all clients together) instead of the
   * anonymous routes' default: for a public read that is costly on a miss (it signs), which the
   * default rule (anonymous writes and rate-limited reads) would leave out (infra/stacks/api-throttles-stack.ts).
   */
  routeThrottle?: { rateLimit: number; burstLimit: number };
}

/**
 * The double-submit window of creates without a uniqueness of their own (`doubleSubmitSeconds`): a
 * double click or a client's retry comes within seconds, and no request runs longer than 30 s (API
 * Gateway's limit), so a repeat after this is someone asking again.
 */
export const DOUBLE_SUBMIT_SECONDS = 30;

/** Room for a multipart body's boundaries, part headers and small text fields next to its file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** Bodies are small JSON documents (uploads go straight to S3), so 64 KB is plenty by default. */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

/**
 * Narrow table grants name a scope of partition keys (functions/data/key-scopes.ts owns the prefixes);
 * IAM holds the function to them with a `dynamodb:LeadingKeys` condition on the base table.
 */
export type TableKeyScope =
  | 'sessions'
  | 'users'
  | 'identities'
  | 'google-identities'
  | 'groups'
  | 'audit'
  | 'connections'
  | 'invitations'
  | 'password-resets'
  | 'mfa-challenges'
  | 'carts'
  | 'products'
  | 'referral-codes'
  | 'rate-limits'
  | 'cards'
  | 'status-lists'
  | 'company'
  | 'outbox';
/** Private-bucket prefixes: each personal document kind, and the CSV exports. */
export type PrivatePrefix = 'drivers-license' | 'external-certification' | 'exports';
/** Cognito admin calls by use: password check; account creation (create + set password); password set; attribute change. */
export type CognitoUse = 'sign-in' | 'create-user' | 'set-password' | 'update-attributes';

/**
 * What a function may touch (least privilege in CDK, infra/constructs/app-function.ts; every function's
 * grants are stated in tests/infra/function-grants.test.ts).
 * - `table:read` / `table:write`: every item; `table:<read|write>:<scope>`: only keys of that scope.
 * - `bucket:public`: read, write and delete the public bucket's objects; `bucket:public:upload`:
 *   presign PUTs of public files, which land under the pending prefix only (write only).
 * - `bucket:private:<prefix>`: read, write and delete objects under that prefix only;
 *   `bucket:private:upload`: presign PUTs of personal documents (write only, their prefixes only).
 * - `field-key:encrypt`: encrypt personal fields (SSN), never decrypt.
 * - `mail`, `sms`: queue email / text messages in the outbox (write its items: key scope `outbox`); `mail:deliver`,
 *   `sms:deliver`: send them through SES / SNS (the outbox worker only, docs/decisions/011-outbox.md).
 * - `mfaSecrets`: encrypt and decrypt the two-step verification secret only (field key, encryption context field=totp).
 * - `google-sign-in`: the OpenID Connect client settings of Google sign-in (Cognito's hosted UI in AWS).
 * - `worker:<name>`: may start that worker (functions/handlers/workers) with an asynchronous invocation.
 * - `ce-broker`: CE Broker's web service and its credentials (board reporting, functions/adapters/ce-broker.ts).
 * - `credential-key:sign`: sign with the current verifiable-credential issuer key (KMS Sign, and its public key).
 * - `credential-key:publish`: read the public keys of every issuer key, retired ones included (the DID document).
 */
export type Grant =
  | 'table:read'
  | 'table:write'
  | `table:${'read' | 'write'}:${TableKeyScope}`
  | 'bucket:public'
  | 'bucket:public:upload'
  | `bucket:private:${PrivatePrefix}`
  | 'bucket:private:upload'
  | 'field-key:encrypt'
  | `cognito:${CognitoUse}`
  | 'mail'
  | 'sms'
  | 'mail:deliver'
  | 'sms:deliver'
  | 'realtime'
  | 'payments'
  | 'places'
  | 'worker:csv-export'
  | 'mfaSecrets'
  | 'google-sign-in'
  | 'ce-broker'
  | 'credential-key:sign'
  | 'credential-key:publish';

export const defineContract = <const C extends Contract>(contract: C): C => contract;

/** 422 body: field name -> messages, with the spec's field names. */
export type PageSize = (typeof PAGE_SIZES)[number];

export type Infer<T> = T extends z.ZodMiniType ? z.infer<T> : undefined;
export type BodyOf<C extends Contract> = Infer<C['body']>;
export type ResponseOf<C extends Contract, S extends keyof C['responses']> = Infer<C['responses'][S]>;
/** Union of `{status, body}` the handler may return (distributive, so status literals stay literal). */
export type ReplyOf<C extends Contract> = StatusReply<C['responses'], keyof C['responses']>;
type StatusReply<R, K> = K extends keyof R & number
  ? { status: K; body: Infer<R[K]>; headers?: Record<string, string>; cookies?: string[] }
  : never;
