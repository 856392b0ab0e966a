// The API as an OpenAPI 3.1 document, made from the contracts alone: each contract is one operation
// (its key is the operationId), with its path parameters, query parameters, JSON body, who may call it
// (a security requirement naming the role, and `x-access`), every status it declares and every one the
// handler factory adds for it (functions/lib/factory-responses.ts), each with its schema
// (openapi-schemas.ts). Pure: served by GET /api/openapi.json (openapi-document.ts).
import { createHash } from 'node:crypto';
import * as z from 'zod/mini';
import type { Access, Contract } from '@shared/contracts/contract';
import { binary, noContent } from '@shared/contracts/envelope';
import { CSRF_HEADER, IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '@shared/contracts/headers';
import { PRESESSION_COOKIE, SESSION_COOKIE } from '@functions/lib/cookies';
import { FACTORY_RESPONSES, FACTORY_STATUSES, factoryResponse } from '@functions/lib/factory-responses';
import { convertRequestsAndReplies, type JsonSchema } from './openapi-schemas';

export type OpenApiDocument = {
  openapi: '3.1.1';
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, unknown>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, unknown>;
    securitySchemes: Record<string, JsonSchema>;
  };
} & Record<string, unknown>;

export interface OpenApiSources {
  contracts: Record<string, Contract>;
  /** Names for the schemas the contract modules export (openapi-schemas.ts namedSchemas). */
  names: Map<z.ZodMiniType, string>;
  /** Bodies taken as `z.custom` and checked by the domain against another schema, by key and body path. */
  domainChecked: Record<string, Record<string, z.ZodMiniType>>;
}

const REASONS: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No content',
  400: 'Bad request',
  401: 'Unauthorized',
  402: 'Payment required',
  403: 'Forbidden',
  404: 'Not found',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload too large',
  415: 'Unsupported media type',
  422: 'Unprocessable entity',
  429: 'Too many requests',
  500: 'Internal server error',
  503: 'Service unavailable',
};

const ROLE_SCOPES: Record<Exclude<Access, 'public'>, string[]> = {
  learner: [],
  groupAdmin: ['groupAdmin'],
  contentAdmin: ['contentAdmin'],
};

const SAFE_METHODS = ['GET', 'HEAD', 'OPTIONS'];

/** `/api/x/:id(.json)` -> [`/api/x/{id}.json`, `/api/x/{id}`]: the full form first, then without each optional part. */
export function openApiPaths(pattern: string): string[] {
  const braces = pattern.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
  const full = braces.replace(/\(([^)]*)\)/g, '$1');
  const bare = braces.replace(/\([^)]*\)/g, '');
  return full === bare ? [full] : [full, bare];
}

/** Who may call: OpenAPI 3.1 lets a non-OAuth requirement list the role it needs. */
function security(contract: Contract): Record<string, string[]>[] {
  if (contract.webhook) return [];
  const csrf: Record<string, string[]> = SAFE_METHODS.includes(contract.method) ? {} : { csrf: [] };
  if (contract.access === 'public')
    return csrf.csrf
      ? [
          { presession: [], ...csrf },
          { session: [], ...csrf },
        ]
      : [{}, { session: [] }];
  return [{ session: ROLE_SCOPES[contract.access], ...csrf }];
}

/** `schema` with the field at `path` (`['user']`; `[]` is the schema itself) replaced. */
function replaceAt(schema: z.ZodMiniType, path: string[], replacement: z.ZodMiniType): z.ZodMiniType {
  const [field, ...rest] = path;
  if (field === undefined) return replacement;
  const object = schema as z.ZodMiniObject<Record<string, z.ZodMiniType>>;
  return z.extend(object, { [field]: replaceAt(object.shape[field]!, rest, replacement) });
}

/** The body as the domain checks it: each domain-checked `z.custom` replaced by the schema applied to it. */
function bodyAsChecked(body: z.ZodMiniType, checked: Record<string, z.ZodMiniType> = {}): z.ZodMiniType {
  return Object.entries(checked).reduce(
    (schema, [at, replacement]) => replaceAt(schema, at.split('.').filter(Boolean), replacement),
    body,
  );
}

const isBinary = (schema: z.ZodMiniType) => schema === binary;
const hasBody = (schema: z.ZodMiniType) => schema !== noContent && !isBinary(schema);

function parameters(contract: Contract, params?: JsonSchema, query?: JsonSchema) {
  const paramSchemas = (params?.properties ?? {}) as Record<string, JsonSchema>;
  const pathParams = [...contract.path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map(([, name]) => ({
    name: name!,
    in: 'path',
    required: true,
    schema: paramSchemas[name!] ?? { type: 'string' },
  }));
  const required = new Set((query?.required as string[] | undefined) ?? []);
  const queryParams = Object.entries((query?.properties ?? {}) as Record<string, JsonSchema>).map(([name, schema]) =>
    // A structured value travels as JSON in the query string (e.g. the group cart's map).
    ['object', 'array'].includes(String(schema.type)) || schema.$ref !== undefined
      ? { name, in: 'query', required: required.has(name), content: { 'application/json': { schema } } }
      : { name, in: 'query', required: required.has(name), schema },
  );
  const headers = [];
  if (contract.idempotent)
    headers.push({
      name: IDEMPOTENCY_KEY_HEADER,
      in: 'header',
      required: false,
      description:
        'Optional. One key per attempt (8-255 of A-Z a-z 0-9 . _ : -), reused when retrying it: the first reply is stored for 24 h and replayed to retries. Without it the write is still safe on a double submit (docs/api-primitives.md).',
      schema: { type: 'string', minLength: 8, maxLength: 255 },
    });
  if (contract.webhook)
    headers.push({
      name: contract.webhook.signatureHeader,
      in: 'header',
      required: true,
      description: "The provider's signature of the exact body.",
      schema: { type: 'string' },
    });
  return [...pathParams, ...queryParams, ...headers];
}

function requestBody(contract: Contract, checked: z.ZodMiniType | undefined, body: JsonSchema | undefined) {
  if (!body || !checked) return undefined;
  const content: Record<string, unknown> = { 'application/json': { schema: body } };
  if (contract.multipart)
    content['multipart/form-data'] = {
      schema: {
        type: 'object',
        properties: { [contract.multipart.file]: { type: 'string', contentMediaType: 'application/octet-stream' } },
        required: [contract.multipart.file],
      },
    };
  // No body reads as `{}` (functions/lib/http-handler.ts), so a body whose fields are all optional may be left out.
  return { required: !z.safeParse(checked, {}).success, content };
}

function response(contract: Contract, status: number, schema: JsonSchema | undefined) {
  const declared = contract.responses[status];
  const description = REASONS[status] ?? String(status);
  const headers: Record<string, unknown> = {};
  if (status === 429)
    headers['Retry-After'] = { description: 'Seconds to wait, when waiting helps.', schema: { type: 'integer' } };
  if (contract.idempotent && status < 300)
    headers[IDEMPOTENT_REPLAYED_HEADER] = {
      description: '`true` on a stored reply replayed to a retry.',
      schema: { type: 'string', const: 'true' },
    };
  const extra = Object.keys(headers).length ? { headers } : {};
  if (declared && isBinary(declared))
    return { description, content: { [contract.produces ?? 'application/octet-stream']: {} }, ...extra };
  if (!schema) return { description, ...extra };
  return { description, content: { 'application/json': { schema } }, ...extra };
}

/** The factory's replies, one shared response each (`#/components/responses/<status>`). */
const RESPONSES = '#/components/responses/';

function operation(key: string, contract: Contract, sources: OpenApiSources, schemas: Record<string, JsonSchema>) {
  const declared = Object.keys(contract.responses).map(Number);
  const added = FACTORY_STATUSES.filter((status) => !declared.includes(status) && factoryResponse(contract, status));
  const responses: Record<string, unknown> = {};
  for (const status of [...declared, ...added].sort((a, b) => a - b))
    responses[status] = declared.includes(status)
      ? response(contract, status, schemas[`${key} ${status}`])
      : { $ref: `${RESPONSES}${status}` };
  const checked = contract.body && bodyAsChecked(contract.body, sources.domainChecked[key]);
  const body = requestBody(contract, checked, schemas[`${key} body`]);
  return {
    operationId: key,
    tags: [key.split('/')[0]],
    summary: contract.summary,
    security: security(contract),
    'x-access': contract.access,
    ...(contract.idempotent ? { 'x-idempotent': true } : {}),
    parameters: parameters(contract, schemas[`${key} params`], schemas[`${key} query`]),
    ...(body ? { requestBody: body } : {}),
    responses,
  };
}

/** The factory's replies as shared responses (`#/components/responses/401`...). */
function factoryResponses(schemas: Record<string, JsonSchema>) {
  return Object.fromEntries(
    Object.entries(FACTORY_RESPONSES).map(([status, { why }]) => [
      status,
      {
        description: `${REASONS[Number(status)]}: ${why}`,
        content: { 'application/json': { schema: schemas[`factory ${status}`] } },
      },
    ]),
  );
}

/** Every schema the operations use, by `<key> <params|query|body|status>`, split into requests and replies. */
function schemaEntries(sources: OpenApiSources) {
  const requests: Record<string, z.ZodMiniType> = {};
  const replies: Record<string, z.ZodMiniType> = {};
  for (const [key, contract] of Object.entries(sources.contracts)) {
    if (contract.params) requests[`${key} params`] = contract.params;
    if (contract.query) requests[`${key} query`] = contract.query;
    if (contract.body) requests[`${key} body`] = bodyAsChecked(contract.body, sources.domainChecked[key]);
    for (const [status, schema] of Object.entries(contract.responses))
      if (hasBody(schema)) replies[`${key} ${status}`] = schema;
  }
  for (const [status, { schema }] of Object.entries(FACTORY_RESPONSES)) replies[`factory ${status}`] = schema;
  return { requests, replies };
}

/** Drops the components nothing refers to (a named query object whose fields became parameters). */
function usedComponents(document: OpenApiDocument): Record<string, JsonSchema> {
  const all = document.components.schemas;
  const used = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) for (const item of value) visit(item);
    else if (value && typeof value === 'object') {
      const ref = (value as { $ref?: unknown }).$ref;
      if (typeof ref === 'string' && ref.startsWith(COMPONENTS)) {
        const name = ref.slice(COMPONENTS.length);
        if (!used.has(name)) {
          used.add(name);
          visit(all[name]);
        }
      }
      for (const child of Object.values(value)) visit(child);
    }
  };
  visit(document.paths);
  visit(document.components.responses);
  return Object.fromEntries(Object.entries(all).filter(([name]) => used.has(name)));
}

const COMPONENTS = '#/components/schemas/';
const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

export function buildOpenApiDocument(sources: OpenApiSources): OpenApiDocument {
  const { requests, replies } = schemaEntries(sources);
  const { schemas, components } = convertRequestsAndReplies(requests, replies, sources.names, COMPONENTS);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [key, contract] of Object.entries(sources.contracts)) {
    const [path, ...alternatives] = openApiPaths(contract.path);
    paths[path!] = { ...paths[path!], [contract.method.toLowerCase()]: operation(key, contract, sources, schemas) };
    // The same operations without the optional suffix (`/api/state_licenses/{id}`): a reference, one operationId.
    for (const alternative of alternatives)
      paths[alternative] = { $ref: `#/paths/${encodeURIComponent(escapePointer(path!))}` };
  }
  const document: OpenApiDocument = {
    openapi: '3.1.1',
    info: {
      title: 'CertifyMed API',
      version: '',
      description: [
        'Generated from the contracts in shared/contracts (docs/api-primitives.md). Each operation lists every status',
        'it can answer: those its contract declares and those the handler factory adds (401, 403, 413, 415, 422, 500...).',
        'Any reply may add `toaster` and `redirect`. Signed-in calls carry the session cookie; every write carries',
        `the CSRF token from GET /api/bootstrap.json in the ${CSRF_HEADER} header (before sign-in it is bound to the`,
        'pre-session cookie that call sets). A security requirement lists the role it needs (x-access says the same).',
      ].join(' '),
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: components,
      responses: factoryResponses(schemas),
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: `__Host-${SESSION_COOKIE}`,
          description:
            'The HttpOnly session cookie set at sign-in (without the `__Host-` prefix on a local http stack).',
        },
        presession: {
          type: 'apiKey',
          in: 'cookie',
          name: `__Host-${PRESESSION_COOKIE}`,
          description: 'The anonymous browser’s cookie the CSRF token is bound to before sign-in (unprefixed locally).',
        },
        csrf: {
          type: 'apiKey',
          in: 'header',
          name: CSRF_HEADER,
          description: 'The CSRF token of GET /api/bootstrap.json (rotated by the X-CSRF-Token reply header).',
        },
      },
    },
  };
  document.components.schemas = usedComponents(document);
  // The version names the API itself: it changes exactly when an operation or a schema does.
  const api = JSON.stringify([document.paths, document.components]);
  document.info.version = createHash('sha256').update(api).digest('hex').slice(0, 12);
  return document;
}
