// The client's IP for rate limits and logs. In AWS, CloudFront forwards /api/* to API Gateway, so
// the event's sourceIp is an edge address; the viewer's own address is in CloudFront-Viewer-Address.
// That header is only trusted when the request carries the secret origin header CloudFront adds,
// and with the secret configured nothing else is accepted (the execute-api URL cannot bypass
// CloudFront). Locally (no secret) the gateway's sourceIp is the client.
import { isIP } from 'node:net';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { sameHash } from './crypto';
import { env } from './env';
import { Forbidden } from './errors';
import { logger } from './logger';

/** Custom origin header CloudFront adds to every /api/* request (infra/stacks/web-stack.ts). */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';

/**
 * `198.51.100.10:46532`, `2001:db8::1:46532` or `[2001:db8::1]:46532` -> the IP, or null. The value
 * always ends in the source port, so the last `:digits` is the port even when it could be read as an
 * IPv6 group.
 */
export function parseViewerAddress(value: string | undefined): string | null {
  if (!value) return null;
  const text = value.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) return isIP(bracketed[1]!) === 6 ? bracketed[1]! : null;
  const colon = text.lastIndexOf(':');
  if (colon < 0 || !/^\d+$/.test(text.slice(colon + 1))) return null;
  const ip = text.slice(0, colon);
  return isIP(ip) ? ip : null;
}

/** Throws Forbidden (logged) when the origin secret is configured and the request lacks it. */
export function clientIp(event: APIGatewayProxyEventV2): string {
  const sourceIp = event.requestContext?.http?.sourceIp ?? 'unknown';
  const secret = env().ORIGIN_VERIFY_SECRET;
  if (!secret) return sourceIp;
  const sent = event.headers?.[ORIGIN_VERIFY_HEADER];
  if (!sent || !sameHash(sent, secret)) {
    logger.warn('Refused: request did not come through CloudFront', { sourceIp });
    throw new Forbidden();
  }
  const viewer = parseViewerAddress(event.headers?.[VIEWER_ADDRESS_HEADER]);
  if (!viewer) logger.warn('CloudFront-Viewer-Address missing or unreadable; using the source IP', { sourceIp });
  return viewer ?? sourceIp;
}
