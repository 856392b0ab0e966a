// The shape every API operation is declared with. One object per operation;
// handlers, CDK routes and the web client are all derived from these.
import * as z from 'zod/mini';

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
  produces?: 'application/pdf' | 'text/csv' | 'text/html';
  /** Table access the Lambda needs (least privilege in CDK). */
  grants?: readonly Grant[];
}

export type Grant = 'table:read' | 'table:write' | 'bucket:public' | 'bucket:private' | 'cognito' | 'mail' | 'sms' | 'realtime' | 'payments';

export const defineContract = <const C extends Contract>(contract: C): C => contract;

/** 422 body: field name -> messages, with the spec's field names. */
export const validationErrors = z.object({ errors: z.record(z.string(), z.array(z.string())) });
export type ValidationErrors = z.infer<typeof validationErrors>;

export const messageBody = z.object({ message: z.string() });
export const noContent = z.undefined();
export const binary = z.custom<Uint8Array>();

/** Optional fields any reply may carry (the spec's envelope). */
export const toaster = z.object({
  type: z.enum(['success', 'error', 'info', 'warning']),
  message: z.string(),
});
export type Toaster = z.infer<typeof toaster>;
export const envelope = {
  toaster: z.optional(toaster),
  redirect: z.optional(z.string()),
};

export type Infer<T> = T extends z.ZodMiniType ? z.infer<T> : undefined;
export type ParamsOf<C extends Contract> = Infer<C['params']>;
export type QueryOf<C extends Contract> = Infer<C['query']>;
export type BodyOf<C extends Contract> = Infer<C['body']>;
export type ResponseOf<C extends Contract, S extends keyof C['responses']> = Infer<C['responses'][S]>;
/** Union of `{status, body}` the handler may return (distributive, so status literals stay literal). */
export type ReplyOf<C extends Contract> = StatusReply<C['responses'], keyof C['responses']>;
type StatusReply<R, K> = K extends keyof R & number
  ? { status: K; body: Infer<R[K]>; headers?: Record<string, string>; cookies?: string[] }
  : never;
