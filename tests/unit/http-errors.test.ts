// The error model: domain errors become the spec's envelope; nothing else leaks.
import { describe, expect, it } from 'vitest';
import { errorResponse } from '@functions/lib/http-handler';
import {
  Conflict,
  Forbidden,
  Invalid,
  InvalidSignature,
  MissingField,
  NotFound,
  PayloadTooLarge,
  TooManyRequests,
  Unauthorized,
  UnsupportedMediaType,
} from '@functions/lib/errors';

const body = (error: unknown) => {
  const reply = errorResponse(error, 'req-1');
  return { status: reply.statusCode, body: JSON.parse(reply.body as string) };
};

describe('errorResponse', () => {
  it('maps each domain error to its status and envelope', () => {
    expect(body(Invalid.field('email', 'Email is invalid'))).toEqual({
      status: 422,
      body: { errors: { email: ['Email is invalid'] } },
    });
    expect(body(new MissingField({ email: ['Email is incorrect'] }))).toEqual({
      status: 404,
      body: { errors: { email: ['Email is incorrect'] } },
    });
    expect(body(new NotFound()).status).toBe(404);
    expect(body(new Unauthorized()).status).toBe(401);
    expect(body(new Forbidden()).status).toBe(403);
    expect(body(new Conflict('No seats left')).body).toEqual({ message: 'No seats left' });
    expect(body(new TooManyRequests()).status).toBe(429);
    expect(body(new PayloadTooLarge())).toEqual({
      status: 413,
      body: { errors: { base: ['The request is too large.'] } },
    });
    expect(body(new UnsupportedMediaType())).toEqual({
      status: 415,
      body: { errors: { base: ['Send the request body as application/json.'] } },
    });
    expect(body(new InvalidSignature())).toEqual({
      status: 400,
      body: { message: 'The request signature is invalid.' },
    });
  });

  it('hides unexpected errors behind a generic 500 with the request id', () => {
    const original = process.stderr.write;
    process.stderr.write = () => true;
    try {
      expect(body(new Error('connect ECONNREFUSED secret-host:5432'))).toEqual({
        status: 500,
        body: { message: 'Something went wrong. Please try again.', requestId: 'req-1' },
      });
    } finally {
      process.stderr.write = original;
    }
  });
});
