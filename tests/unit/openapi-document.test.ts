// GET /api/openapi.json: the document made from the contracts (functions/domain/platform/openapi-*.ts)
// holds every contract as an operation and every call the spec lists, its references resolve, the
// bundled Lambda serves the same document, and the reply check every API test runs with it
// (tests/support/openapi-check.ts) fails where it should.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Contract } from '@shared/contracts/contract';
import { contracts } from '@shared/contracts/index';
import { openapiDocument } from '@functions/domain/platform/openapi-document';
import { contractModules } from '@functions/domain/platform/openapi-contract-modules';
import { openApiPaths, type OpenApiDocument } from '@functions/domain/platform/openapi-builder';
import { factoryResponse } from '@functions/lib/factory-responses';
import { prebuiltDocumentModule } from '@infra/build/openapi-document';
import { repoRoot } from '@infra/build/bundle';
import { openApiProblems } from '../support/openapi-check';
import type { Schema } from '../support/openapi-schema';
import { callsSection, parseSpecCalls, type SpecCall } from '../support/spec-calls';

const document = openapiDocument();
type Operation = {
  operationId: string;
  security: Record<string, string[]>[];
  'x-access': string;
  parameters: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, unknown>;
};
const operationAt = (template: string, method: string): Operation | undefined => {
  let item = document.paths[template];
  if (typeof item?.$ref === 'string') item = document.paths[pointerPath(item.$ref)];
  return item?.[method.toLowerCase()] as Operation | undefined;
};
const pointerPath = (ref: string) =>
  decodeURIComponent(ref.slice('#/paths/'.length)).replace(/~1/g, '/').replace(/~0/g, '~');
const schemaNamed = (schema: Schema): Schema =>
  typeof schema.$ref === 'string' ? document.components.schemas[schema.$ref.split('/').pop()!]! : schema;

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with one operation per contract (its key the operationId), at its path and method', () => {
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(document.info.version).toMatch(/^[0-9a-f]{12}$/);
    for (const [key, contract] of Object.entries(contracts as Record<string, Contract>)) {
      for (const template of openApiPaths(contract.path))
        expect(operationAt(template, contract.method)?.operationId, `${key} at ${template}`).toBe(key);
    }
    const operations = Object.values(document.paths).flatMap((item) => (item.$ref ? [] : Object.values(item)));
    expect(operations).toHaveLength(Object.keys(contracts).length);
  });

  it('says who may call each operation (the role in its security requirement and x-access), and CSRF on writes', () => {
    const at = (key: string) => {
      const contract = (contracts as Record<string, Contract>)[key]!;
      return operationAt(openApiPaths(contract.path)[0]!, contract.method)!;
    };
    expect(at('groups/list-group-users')).toMatchObject({
      'x-access': 'groupAdmin',
      security: [{ session: ['groupAdmin'] }],
    });
    expect(at('admin/create-question')).toMatchObject({
      'x-access': 'contentAdmin',
      security: [{ session: ['contentAdmin'], csrf: [] }],
    });
    expect(at('learning/list-user-courses').security).toEqual([{ session: [] }]);
    // Public: anonymous (or signed in); a public write still carries the CSRF token.
    expect(at('profile/list-states').security).toEqual([{}, { session: [] }]);
    expect(at('auth/login').security).toEqual([
      { presession: [], csrf: [] },
      { session: [], csrf: [] },
    ]);
    expect(at('commerce/stripe-webhook')).toMatchObject({ security: [], 'x-access': 'public' });
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual(['csrf', 'presession', 'session']);
  });

  it('lists every status a contract declares and every one the handler factory adds for it', () => {
    for (const [key, contract] of Object.entries(contracts as Record<string, Contract>)) {
      const operation = operationAt(openApiPaths(contract.path)[0]!, contract.method)!;
      const added = [400, 401, 403, 409, 413, 415, 422, 500, 503].filter((status) => factoryResponse(contract, status));
      const expected = [...new Set([...Object.keys(contract.responses).map(Number), ...added])].sort();
      expect(Object.keys(operation.responses).map(Number).sort(), key).toEqual(expected);
    }
    const enroll = operationAt('/api/user_courses.json', 'POST')!;
    expect(enroll.responses['401']).toEqual({ $ref: '#/components/responses/401' });
    expect(enroll.parameters).toContainEqual(expect.objectContaining({ name: 'Idempotency-Key', in: 'header' }));
    expect(operationAt('/api/groups/users/{id}.json', 'GET')!.parameters).toContainEqual(
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    );
  });

  it('describes a body the domain checks (a z.custom in the contract) by the schema the domain applies', () => {
    const body = operationAt('/api/users/{id}.json', 'PATCH')!.requestBody!.content['application/json']!.schema;
    const user = schemaNamed((body.properties as Record<string, Schema>).user!);
    expect(Object.keys(user.properties as object)).toEqual(expect.arrayContaining(['firstName', 'zip', 'ssn']));
  });

  it('resolves every reference, and every path template has exactly its path parameters', () => {
    const refs: string[] = [];
    JSON.stringify(document, (key, value) => {
      if (key === '$ref') refs.push(value as string);
      return value;
    });
    const resolves = (ref: string) => {
      const [, kind, name] = /^#\/(components\/schemas|components\/responses|paths)\/(.+)$/.exec(ref) ?? [];
      if (kind === 'paths') return pointerPath(ref) in document.paths;
      if (kind === 'components/schemas') return name! in document.components.schemas;
      return kind === 'components/responses' && name! in document.components.responses;
    };
    expect(refs.filter((ref) => !resolves(ref))).toEqual([]);
    for (const [template, item] of Object.entries(document.paths)) {
      const names = [...template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
      for (const [method, operation] of Object.entries(item.$ref ? {} : item)) {
        const inPath = (operation as Operation).parameters.filter((p) => p.in === 'path').map((p) => p.name);
        expect(inPath.sort(), `${method} ${template}`).toEqual(names);
      }
    }
  });
});

describe('every call the spec lists (section 7 of each spec file)', () => {
  const specFiles = ['learner-side', 'group-portal-and-admin'];
  const fixture = (name: string) =>
    readFileSync(path.join(repoRoot, 'tests/fixtures/spec-calls', `${name}.md`), 'utf8');
  const calls: SpecCall[] = specFiles.flatMap((name) => parseSpecCalls(callsSection(fixture(name))));
  // `{userExamUuid}` and `{uuid}` name the same parameter: compare templates with the names left out.
  const shape = (template: string) => template.replace(/\{[^}]+\}/g, '{}');
  const templates = new Map(Object.keys(document.paths).map((template) => [shape(template), template]));
  const operationFor = (call: SpecCall, template: string) => {
    const ours = templates.get(shape(template));
    return ours ? operationAt(ours, call.method) : undefined;
  };

  it('are read from the fixture: both files, every kind of call line', () => {
    expect(calls.length).toBeGreaterThan(120);
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'PATCH', path: '/api/user_course_sections/{uuid}.json' }),
    );
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'DELETE', path: '/api/state_licenses/{id}(.json)' }),
    );
    expect(calls).toContainEqual(expect.objectContaining({ method: 'GET', path: '/api/groups/users.csv' }));
    expect(calls).toContainEqual(expect.objectContaining({ method: 'GET', path: '/api/states.json' }));
  });

  it.skipIf(!existsSync(path.join(repoRoot, '../shared/spec')))(
    "copy the spec's section 7 verbatim (where the spec is at hand, ../shared/spec)",
    () => {
      for (const name of specFiles) {
        const spec = readFileSync(path.join(repoRoot, '../shared/spec', `${name}.md`), 'utf8');
        // Line for line (the formatter only adds blank lines around the heading).
        const lines = (text: string) =>
          callsSection(text)
            .split('\n')
            .filter((line) => line.trim());
        expect(lines(fixture(name)), name).toEqual(lines(spec));
      }
    },
  );

  it('are operations of the document, at the method and path the spec gives (with and without an optional .json)', () => {
    const missing = calls.flatMap((call) =>
      openApiPaths(call.path.replace(/\{([^}]+)\}/g, ':$1'))
        .filter((template) => !operationFor(call, template))
        .map((template) => `${call.method} ${template}`),
    );
    expect(missing).toEqual([]);
  });

  it('take the fields the spec names: query parameters of a read, top-level body fields of a write', () => {
    expect(calls.flatMap((call) => call.fields).length).toBeGreaterThan(70);
    const missing = calls.flatMap((call) => {
      const operation = operationFor(call, openApiPaths(call.path.replace(/\{([^}]+)\}/g, ':$1'))[0]!)!;
      const body = operation.requestBody?.content['application/json']?.schema;
      const taken = new Set([
        ...operation.parameters.filter((p) => p.in === 'query').map((p) => p.name),
        ...Object.keys((body && schemaNamed(body).properties) ?? {}),
      ]);
      return call.fields.filter((field) => !taken.has(field)).map((field) => `${call.method} ${call.path}: ${field}`);
    });
    expect(missing).toEqual([]);
  });
});

describe('the bundled document (infra/build/openapi-document.ts)', () => {
  it('is the same document, unzipped once by the module that replaces openapi-document.ts', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'openapi-module-'));
    try {
      const file = path.join(dir, 'openapi-document.mjs');
      writeFileSync(file, prebuiltDocumentModule(document));
      const bundled = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {
        openapiDocument: () => OpenApiDocument;
      };
      expect(bundled.openapiDocument()).toEqual(document);
      expect(bundled.openapiDocument()).toBe(bundled.openapiDocument());
      expect(readFileSync(file, 'utf8').length).toBeLessThan(JSON.stringify(document).length / 4);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names its components from every contract module that declares API schemas', () => {
    const notApi = [
      'contract',
      'index',
      'path',
      'route',
      'headers',
      'limits',
      'list-options',
      'events',
      'realtime',
      'domain-checked',
    ];
    const modules = readdirSync(path.join(repoRoot, 'shared/contracts'))
      .map((name) => name.replace(/\.ts$/, ''))
      .filter((name) => !notApi.includes(name));
    expect(
      Object.keys(contractModules)
        .filter((name) => name !== 'factory')
        .sort(),
    ).toEqual(modules.sort());
  });
});

describe("the reply check against the document (every API test's)", () => {
  const json = 'application/json; charset=utf-8';
  const health = (status: number, body: unknown, contentType = json) =>
    openApiProblems('platform/health', { method: 'GET', pathname: '/api/health.json', status, contentType, body });

  it('accepts what the API answers', () => {
    expect(health(200, { status: 'ok', time: 'now' })).toEqual([]);
    expect(health(500, { message: 'x', requestId: 'r' })).toEqual([]);
    const card = { method: 'GET', pathname: '/api/provider_cards/ACLS-1.pdf', status: 200, body: '%PDF' };
    expect(openApiProblems('credentials/provider-card-pdf', { ...card, contentType: 'application/pdf' })).toEqual([]);
    const logout = {
      method: 'DELETE',
      pathname: '/api/auth/logout.json',
      status: 204,
      contentType: '',
      body: undefined,
    };
    expect(openApiProblems('auth/logout', logout)).toEqual([]);
    expect(openApiProblems('auth/logout', { ...logout, contentType: json, body: {} })).toEqual([
      'status 204 has no body in the document',
    ]);
  });

  it('fails a wrong value, a missing or undeclared field, an unknown status, a wrong type or path', () => {
    expect(health(200, { status: 'fine', time: 'now' })).toEqual(['/status: "fine" is not "ok"']);
    expect(health(200, { status: 'ok' })).toEqual(['/time: required']);
    expect(health(200, { status: 'ok', time: 'now', secret: 1 })).toEqual(['/secret: not in the spec']);
    expect(health(404, { message: 'Not found' })).toEqual([expect.stringMatching(/^status 404 is not among/)]);
    expect(health(200, '<html>', 'text/html')).toEqual([expect.stringMatching(/^content type text\/html/)]);
    expect(
      openApiProblems('platform/health', {
        method: 'GET',
        pathname: '/api/other.json',
        status: 200,
        contentType: json,
        body: {},
      }),
    ).toEqual([expect.stringMatching(/matches none of platform\/health's paths/)]);
  });

  it('fails a right reply when the document has one wrong schema', () => {
    const broken = structuredClone(document);
    const pagination = broken.components.schemas.Pagination as { properties: Record<string, Schema> };
    pagination.properties.totalEntries = { type: 'string' };
    const page = { data: [], pagination: { page: 1, perPage: 10, totalPages: 0, totalEntries: 0, cursor: null } };
    const reply = { method: 'GET', pathname: '/api/groups/users.json', status: 200, contentType: json, body: page };
    expect(openApiProblems('groups/list-group-users', reply)).toEqual([]);
    expect(openApiProblems('groups/list-group-users', reply, broken)).toEqual([
      '/pagination/totalEntries: expected string, got number 0',
    ]);
  });
});
