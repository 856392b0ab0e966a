// The client's IP for rate limits and logs. In AWS, CloudFront forwards /api/* to API Gateway, so
// the event's sourceIp is an edge address; the viewer's own address is in CloudFront-Viewer-Address.
// That header is only trusted when the request carries the secret origin header CloudFront adds,
// and with the secret configured nothing else is accepted (the execute-api URL cannot bypass
// CloudFront). Locally (no secret) the gateway's sourceIp is the client.
// Per-IP rate limits key on rateLimitSubject(ip): an IPv6 client is its /64, not one address.
import { isIP } from 'node:net';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '@shared/contracts/headers';
import { sameHash } from './crypto';
import { env } from './env';
import { Forbidden } from './errors';
import { logger } from './logger';

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

/**
 * What a per-IP limit counts against. IPv4 (also IPv4-mapped IPv6, `::ffff:a.b.c.d`) is the
 * address; other IPv6 is its /64 prefix (`2001:db8:0:1::/64`): one customer line or host usually
 * gets a whole /64, so counting single addresses would hand it 2^64 budgets.
 */
export function rateLimitSubject(ip: string): string {
  const text = ip.trim();
  if (isIP(text) === 4) return text;
  const groups = isIP(text) === 6 ? ipv6Groups(text) : null;
  if (!groups) return text;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address ('::' expanded, a dotted IPv4 tail as two groups). */
function ipv6Groups(ip: string): number[] | null {
  const address = ip.split('%')[0]!.toLowerCase();
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const hex = tail
    ? `${address.slice(0, tail.index)}${((Number(tail[1]) << 8) | Number(tail[2])).toString(16)}:${((Number(tail[3]) << 8) | Number(tail[4])).toString(16)}`
    : address;
  const [head, rest] = hex.split('::') as [string, string | undefined];
  const parse = (part: string | undefined) => (part ? part.split(':').map((g) => Number.parseInt(g, 16)) : []);
  const left = parse(head);
  const right = parse(rest);
  const groups =
    rest === undefined ? left : [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}
