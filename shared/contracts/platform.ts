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
