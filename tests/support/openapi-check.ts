// Checks a reply against the OpenAPI document (GET /api/openapi.json, built from the sources here):
// the operation of the reply's contract is in it at a path template the request matches, the status is
// among its responses, and the body validates against that response's schema (openapi-schema.ts).
// ApiClient runs it on every reply after the contract check (contract-check.ts), so every API test
// also proves the document describes what the API answers.
import { openapiDocument } from '@functions/domain/platform/openapi-document';
import type { OpenApiDocument } from '@functions/domain/platform/openapi-builder';
import { validate, type Schema } from './openapi-schema';

interface Located {
  /** Path templates the operation is served at (`/api/state_licenses/{id}.json` and its `$ref` twin). */
  templates: string[];
  method: string;
  operation: { responses: Record<string, Record<string, unknown>> };
}

const indexes = new WeakMap<OpenApiDocument, Map<string, Located>>();

/** Operations by operationId (the contract key), with every path template that leads to them. */
function operationsOf(document: OpenApiDocument): Map<string, Located> {
  const cached = indexes.get(document);
  if (cached) return cached;
  const index = new Map<string, Located>();
  const pathOf = (ref: string) =>
    decodeURIComponent(ref.slice('#/paths/'.length)).replace(/~1/g, '/').replace(/~0/g, '~');
  for (const [template, item] of Object.entries(document.paths)) {
    const target = typeof item.$ref === 'string' ? document.paths[pathOf(item.$ref)] : item;
    for (const [method, operation] of Object.entries(target ?? {})) {
      const op = operation as Located['operation'] & { operationId: string };
      const found = index.get(op.operationId) ?? { templates: [], method: method.toUpperCase(), operation: op };
      found.templates.push(template);
      index.set(op.operationId, found);
    }
  }
  indexes.set(document, index);
  return index;
}

const templateMatches = (template: string, pathname: string) =>
  new RegExp(
    `^${template
      .split(/\{[^}]+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]+')}$`,
  ).test(pathname);

export interface OpenApiReply {
  method: string;
  pathname: string;
  status: number;
  contentType: string;
  /** Parsed JSON for JSON replies, else the text; undefined when empty. */
  body: unknown;
}

/** What is wrong with the reply under the document's operation `key`, or an empty list. */
export function openApiProblems(key: string, reply: OpenApiReply, document = openapiDocument()): string[] {
  const located = operationsOf(document).get(key);
  if (!located) return [`no operation ${key} in the document`];
  if (located.method !== reply.method) return [`${key} is ${located.method}, not ${reply.method}`];
  if (!located.templates.some((template) => templateMatches(template, reply.pathname)))
    return [`${reply.pathname} matches none of ${key}'s paths (${located.templates.join(', ')})`];
  let response = located.operation.responses[reply.status] ?? located.operation.responses.default;
  const ref = response?.$ref;
  if (typeof ref === 'string') response = document.components.responses[ref.split('/').pop()!] as typeof response;
  if (!response)
    return [
      `status ${reply.status} is not among ${key}'s responses (${Object.keys(located.operation.responses).join(', ')})`,
    ];
  const content = response.content as Record<string, { schema?: Schema }> | undefined;
  if (!content) return reply.body === undefined ? [] : [`status ${reply.status} has no body in the document`];
  const mediaType = Object.keys(content).find((type) => reply.contentType.startsWith(type));
  if (!mediaType)
    return [`content type ${reply.contentType || '(none)'} is not one of ${Object.keys(content).join(', ')}`];
  const schema = content[mediaType]!.schema;
  if (!schema || mediaType !== 'application/json') return [];
  return validate(schema, reply.body, { schemas: document.components.schemas });
}
