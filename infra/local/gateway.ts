// The local API Gateway: turns HTTP requests into API Gateway HTTP API v2 events for the
// same handler modules Lambda runs, hosts the WebSocket API (with its /@connections
// management endpoint), the web build, the SMS outbox and on-demand job runs.
import { randomUUID } from 'node:crypto';
import { createReadStream, existsSync, statSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { WebSocketServer, type WebSocket } from 'ws';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { contracts, type ContractKey } from '../../shared/contracts/index';
import { matchPath, toApiGatewayPath } from '../../shared/contracts/path';
import type { Contract } from '../../shared/contracts/contract';
import type { JobName } from '../../functions/handlers/jobs/schedules';
import { jobSchedules } from '../../functions/handlers/jobs/schedules';
import type { SmsOutbox } from './sms-outbox';

type Handler = (event: unknown, context: Context) => Promise<APIGatewayProxyStructuredResultV2 | { statusCode: number; body?: string }>;

const root = path.resolve(import.meta.dirname, '../..');
const modules = new Map<string, Promise<Handler>>();

function loadHandler(file: string): Promise<Handler> {
  let loaded = modules.get(file);
  if (!loaded) {
    loaded = import(path.join(root, file)).then((mod: { handler: Handler }) => mod.handler);
    modules.set(file, loaded);
  }
  return loaded;
}

// Static routes before parameterised ones, like API Gateway's most-specific-match rule.
const routes = (Object.entries(contracts) as [ContractKey, Contract][])
  .map(([key, contract]) => ({ key, contract, params: (contract.path.match(/:/g) ?? []).length }))
  .sort((a, b) => a.params - b.params);

export function findRoute(method: string, pathname: string) {
  let pathMatched = false;
  for (const route of routes) {
    if (!matchPath(route.contract.path, pathname)) continue;
    pathMatched = true;
    if (route.contract.method === method) return { route, pathMatched };
  }
  return { route: null, pathMatched };
}

export function lambdaContext(name: string): Context {
  const requestId = randomUUID();
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: name,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${name}`,
    memoryLimitInMB: '512',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${name}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => 30_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

async function readBody(req: IncomingMessage, limit = 10 * 1024 * 1024): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new Error('Request body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function toEvent(req: IncomingMessage, url: URL, body: Buffer, routeKey: string, pathParameters: Record<string, string>): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && name !== 'cookie') headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) query[name] = name in query ? `${query[name]},${value}` : value;
  const textual = /json|text|form|xml/.test(req.headers['content-type'] ?? 'application/json');
  const now = new Date();
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies: req.headers.cookie ? req.headers.cookie.split(/;\s*/) : undefined,
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: url.host,
      domainPrefix: 'local',
      // Tests may pose as distinct clients (rate limits are per IP); only this local gateway honours the header.
      http: { method: req.method ?? 'GET', path: url.pathname, protocol: 'HTTP/1.1', sourceIp: String(req.headers['x-local-source-ip'] ?? req.socket.remoteAddress ?? '127.0.0.1'), userAgent: req.headers['user-agent'] ?? '' },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    body: body.length ? (textual ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: body.length > 0 && !textual,
  };
}

function writeResult(res: ServerResponse, result: APIGatewayProxyStructuredResultV2): void {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  res.writeHead(result.statusCode ?? 200, headers);
  res.end(result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : undefined);
}

const sendJson = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
};

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png',
  '.jpg': 'image/jpeg', '.ico': 'image/x-icon', '.json': 'application/json', '.woff2': 'font/woff2', '.txt': 'text/plain', '.map': 'application/json',
};

function serveStatic(res: ServerResponse, webDir: string, pathname: string): void {
  const indexFile = path.join(webDir, 'index.html');
  if (!existsSync(indexFile)) {
    res.writeHead(503, { 'content-type': 'text/plain' });
    res.end('The web app is not built yet: run `npm run build:web` (npm start does this for you).');
    return;
  }
  const candidate = path.normalize(path.join(webDir, decodeURIComponent(pathname)));
  const isFile = candidate.startsWith(webDir) && existsSync(candidate) && statSync(candidate).isFile();
  const file = isFile ? candidate : indexFile; // SPA fallback: the router decides (and shows its 404 page).
  const immutable = isFile && pathname.startsWith('/assets/');
  res.writeHead(200, { 'content-type': MIME[path.extname(file)] ?? 'application/octet-stream', 'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache' });
  createReadStream(file).pipe(res);
}

export interface GatewayOptions {
  port: number;
  webDir: string;
  sms: SmsOutbox;
  runJob: (name: JobName) => Promise<unknown>;
}

export async function startGateway(options: GatewayOptions): Promise<{ server: http.Server; port: number }> {
  const sockets = new Map<string, WebSocket>();
  const wsHandlers = { connect: 'functions/handlers/ws/connect.ts', disconnect: 'functions/handlers/ws/disconnect.ts', default: 'functions/handlers/ws/default.ts' };

  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
      const method = req.method ?? 'GET';

      if (url.pathname.startsWith('/@connections/')) return manageConnection(req, res, decodeURIComponent(url.pathname.slice('/@connections/'.length)));
      if (url.pathname === '/_local/sms') {
        if (method === 'POST') {
          const { phone, message } = JSON.parse((await readBody(req)).toString('utf8')) as { phone: string; message: string };
          return sendJson(res, 201, options.sms.add(phone, message));
        }
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(options.sms.html());
      }
      if (url.pathname === '/_local/sms.json') return sendJson(res, 200, options.sms.list());
      const job = /^\/_local\/jobs\/([a-z-]+)$/.exec(url.pathname)?.[1];
      if (job && method === 'POST') {
        if (!(job in jobSchedules)) return sendJson(res, 404, { message: `Unknown job ${job}` });
        return sendJson(res, 200, { job, result: await options.runJob(job as JobName) });
      }

      if (url.pathname.startsWith('/api/')) {
        const { route, pathMatched } = findRoute(method, url.pathname);
        if (!route) return sendJson(res, pathMatched ? 405 : 404, { message: pathMatched ? 'Method not allowed' : 'Not found' });
        const routeKey = `${route.contract.method} ${toApiGatewayPath(route.contract.path)}`;
        const event = toEvent(req, url, await readBody(req), routeKey, matchPath(route.contract.path, url.pathname) ?? {});
        const handler = await loadHandler(`functions/handlers/http/${route.key}.ts`);
        const result = (await handler(event, lambdaContext(route.key))) as APIGatewayProxyStructuredResultV2;
        return writeResult(res, result);
      }
      if (method !== 'GET' && method !== 'HEAD') return sendJson(res, 404, { message: 'Not found' });
      return serveStatic(res, options.webDir, url.pathname);
    } catch (error) {
      process.stderr.write(`Gateway error: ${(error as Error).stack ?? String(error)}\n`);
      if (!res.headersSent) sendJson(res, 500, { message: 'Something went wrong. Please try again.' });
      else res.end();
    }
  });

  async function manageConnection(req: IncomingMessage, res: ServerResponse, connectionId: string) {
    const socket = sockets.get(connectionId);
    if (!socket || socket.readyState !== socket.OPEN) {
      res.writeHead(410, { 'x-amzn-errortype': 'GoneException', 'content-type': 'application/json' });
      return res.end(JSON.stringify({ message: 'Gone' }));
    }
    if (req.method === 'POST') {
      socket.send((await readBody(req)).toString('utf8'));
      res.writeHead(200);
      return res.end();
    }
    if (req.method === 'DELETE') {
      socket.close();
      res.writeHead(204);
      return res.end();
    }
    return sendJson(res, 200, { connectedAt: new Date().toISOString(), identity: { sourceIp: '127.0.0.1' } });
  }

  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', async (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== '/realtime') return socket.destroy();
    const connectionId = randomUUID().replace(/-/g, '').slice(0, 16) + '=';
    const wsEvent = (routeKey: string, eventType: string, body?: string) => ({
      requestContext: { connectionId, routeKey, eventType, stage: 'local', requestId: randomUUID(), apiId: 'local', domainName: 'localhost', connectedAt: Date.now(), requestTimeEpoch: Date.now(), messageDirection: 'IN' },
      queryStringParameters: Object.fromEntries(url.searchParams),
      body,
      isBase64Encoded: false,
    });
    try {
      const connect = await loadHandler(wsHandlers.connect);
      const result = await connect(wsEvent('$connect', 'CONNECT'), lambdaContext('ws-connect'));
      if (result.statusCode !== 200) {
        socket.write(`HTTP/1.1 ${result.statusCode} Unauthorized\r\nConnection: close\r\n\r\n`);
        return socket.destroy();
      }
      wss.handleUpgrade(req, socket, head, (ws) => {
        sockets.set(connectionId, ws);
        ws.on('message', async (data) => {
          const handler = await loadHandler(wsHandlers.default);
          const reply = await handler(wsEvent('$default', 'MESSAGE', data.toString()), lambdaContext('ws-default'));
          if (reply.body) ws.send(reply.body);
        });
        ws.on('close', async () => {
          sockets.delete(connectionId);
          const handler = await loadHandler(wsHandlers.disconnect);
          await handler(wsEvent('$disconnect', 'DISCONNECT'), lambdaContext('ws-disconnect')).catch(() => undefined);
        });
      });
    } catch (error) {
      process.stderr.write(`WebSocket connect failed: ${String(error)}\n`);
      socket.destroy();
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  return { server, port: (server.address() as { port: number }).port };
}
