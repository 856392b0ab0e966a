// Operational endpoints.
import * as z from 'zod/mini';
import { defineContract } from './contract';

export const health = defineContract({
  method: 'GET',
  path: '/api/health.json',
  access: 'public',
  summary: 'Liveness with one table read; also the floor route for latency benchmarks.',
  grants: ['table:read'],
  responses: {
    200: z.object({ status: z.literal('ok'), time: z.string() }),
    503: z.object({ status: z.literal('unavailable') }),
  },
});

export const openapiDocument = defineContract({
  method: 'GET',
  path: '/api/openapi.json',
  access: 'public',
  summary:
    'Our addition: this API as an OpenAPI 3.1 document, generated from these contracts at build time (docs/api-primitives.md, "The OpenAPI document").',
  responses: {
    200: z.looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.record(z.string(), z.unknown()) }),
  },
});
