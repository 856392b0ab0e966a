// The local API Gateway: turns HTTP requests into API Gateway HTTP API v2 events for the
// same handler modules Lambda runs (sources, or the deployed bundles with --bundled), hosts the
// WebSocket API (with its /@connections management endpoint), the web build (served like
// CloudFront, see static-web.ts), the SMS outbox and on-demand job runs.
import { randomUUID } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { matchPath, toApiGatewayPath } from '@shared/contracts/path';
import type { JobName } from '@functions/handlers/jobs/schedules';
import { jobSchedules } from '@functions/handlers/jobs/schedules';
import { httpBundleName, websocketHandlers, wsBundleName } from '../build/bundle';
import type { HandlerModules } from './handler-modules';
import { allowedHosts, HOST_REFUSAL, isAllowedHost } from './host-check';
import { findRoute } from './route-table';
import { isLambdaInvoke, lambdaInvoke } from './lambda-invoke';
import type { SmsOutbox } from './sms-outbox';
import { createStaticWeb } from './static-web';
import { isUploadsPath, serveUpload, type UploadsOrigin } from './uploads-web';
import { sourceIpOf } from './test-source-ip';

/** What the WebSocket handlers return (API Gateway reads statusCode on $connect and body on messages). */
type WsReply = Pick<APIGatewayProxyStructuredResultV2, 'statusCode' | 'body'>;

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

function toEvent(
  req: IncomingMessage,
  url: URL,
  body: Buffer,
  routeKey: string,
  pathParameters: Record<string, string>,
  sourceIp: string,
): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && name !== 'cookie') headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) query[name] = name in query ? `${query[name]},${value}` : value;
  // As API Gateway does: text bodies as they are, anything else (multipart forms, files) base64-encoded.
  const textual = /json|text|x-www-form-urlencoded|xml/.test(req.headers['content-type'] ?? 'application/json');
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
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp,
        userAgent: req.headers['user-agent'] ?? '',
      },
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

export interface GatewayOptions {
  port: number;
  webDir: string;
  sms: SmsOutbox;
  runJob: (name: JobName) => Promise<unknown>;
  /** Called after every API request and worker run it served: any of them may have queued mail (outbox-drain.ts). */
  afterRequest?: () => void;
  /** Where handlers are loaded from: sources or the deployed bundles. */
  handlers: HandlerModules;
  /** Honour the test client's posed source IP (test-source-ip.ts): the test harness only. */
  trustTestSourceIp: boolean;
  /** The public uploads bucket served at /uploads/* (as CloudFront does); none: /uploads/* is the web's 404. */
  uploads?: UploadsOrigin;
}

export async function startGateway(options: GatewayOptions): Promise<{ server: http.Server; port: number }> {
  const sockets = new Map<string, WebSocket>();
  const serveStatic = createStaticWeb(options.webDir);
  const loadWs = (route: keyof typeof websocketHandlers) =>
    options.handlers.load(wsBundleName(websocketHandlers[route]));

  // Filled in once listening (the port may be 0: any free one).
  let hosts = new Set<string>();
  const server = http.createServer(async (req, res) => {
    try {
      if (!isAllowedHost(req.headers.host, hosts)) return sendJson(res, 421, { message: HOST_REFUSAL });
      const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
      const method = req.method ?? 'GET';

      if (url.pathname.startsWith('/@connections/'))
        return manageConnection(req, res, decodeURIComponent(url.pathname.slice('/@connections/'.length)));
      if (isLambdaInvoke(method, url.pathname)) {
        await lambdaInvoke(req, res, await readBody(req), { handlers: options.handlers, context: lambdaContext });
        return options.afterRequest?.();
      }
      if (url.pathname === '/_local/sms') {
        if (method === 'POST') {
          const { phone, message } = JSON.parse((await readBody(req)).toString('utf8')) as {
            phone: string;
            message: string;
          };
          return sendJson(res, 201, options.sms.add(phone, message));
        }
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(options.sms.html());
      }
      if (url.pathname === '/_local/sms.json') return sendJson(res, 200, options.sms.list());
      // Which Node runs the handlers and which it has loaded: the api-bundled tests check the Lambda runtime's.
      if (url.pathname === '/_local/handlers.json') return sendJson(res, 200, await options.handlers.describe());
      const job = /^\/_local\/jobs\/([a-z-]+)$/.exec(url.pathname)?.[1];
      if (job && method === 'POST') {
        if (!(job in jobSchedules)) return sendJson(res, 404, { message: `Unknown job ${job}` });
        return sendJson(res, 200, { job, result: await options.runJob(job as JobName) });
      }

      // /auth/*: the spec's Google sign-in form post and its callback (CloudFront forwards both, like /api/*);
      // /.well-known/*: the credential issuer's DID document.
      if (
        url.pathname.startsWith('/api/') ||
        url.pathname.startsWith('/auth/') ||
        url.pathname.startsWith('/.well-known/')
      ) {
        const { route, pathMatched } = findRoute(method, url.pathname);
        if (!route)
          return sendJson(res, pathMatched ? 405 : 404, { message: pathMatched ? 'Method not allowed' : 'Not found' });
        const routeKey = `${route.contract.method} ${toApiGatewayPath(route.contract.path)}`;
        const event = toEvent(
          req,
          url,
          await readBody(req),
          routeKey,
          matchPath(route.contract.path, url.pathname) ?? {},
          sourceIpOf(req, options.trustTestSourceIp),
        );
        const handler = await options.handlers.load(httpBundleName(route.key));
        const result = (await handler(event, lambdaContext(route.key))) as APIGatewayProxyStructuredResultV2;
        writeResult(res, result);
        return options.afterRequest?.();
      }
      if (method !== 'GET' && method !== 'HEAD') return sendJson(res, 404, { message: 'Not found' });
      if (options.uploads && isUploadsPath(url.pathname)) return serveUpload(req, res, url.pathname, options.uploads);
      return serveStatic(req, res, url.pathname);
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
    if (!isAllowedHost(req.headers.host, hosts)) {
      socket.write('HTTP/1.1 421 Misdirected Request\r\nConnection: close\r\n\r\n');
      return socket.destroy();
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== '/realtime') return socket.destroy();
    const connectionId = `${randomUUID().replace(/-/g, '').slice(0, 16)}=`;
    const wsEvent = (routeKey: string, eventType: string, body?: string) => ({
      requestContext: {
        connectionId,
        routeKey,
        eventType,
        stage: 'local',
        requestId: randomUUID(),
        apiId: 'local',
        domainName: 'localhost',
        connectedAt: Date.now(),
        requestTimeEpoch: Date.now(),
        messageDirection: 'IN',
      },
      queryStringParameters: Object.fromEntries(url.searchParams),
      body,
      isBase64Encoded: false,
    });
    try {
      const connect = await loadWs('$connect');
      const result = (await connect(wsEvent('$connect', 'CONNECT'), lambdaContext('ws-connect'))) as WsReply;
      if (result.statusCode !== 200) {
        socket.write(`HTTP/1.1 ${result.statusCode} Unauthorized\r\nConnection: close\r\n\r\n`);
        return socket.destroy();
      }
      wss.handleUpgrade(req, socket, head, (ws) => {
        sockets.set(connectionId, ws);
        ws.on('message', async (data) => {
          const handler = await loadWs('$default');
          const reply = (await handler(
            wsEvent('$default', 'MESSAGE', data.toString()),
            lambdaContext('ws-default'),
          )) as WsReply;
          if (reply.body) ws.send(reply.body);
        });
        ws.on('close', async () => {
          sockets.delete(connectionId);
          const handler = await loadWs('$disconnect');
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
  const port = (server.address() as { port: number }).port;
  hosts = allowedHosts(port);
  return { server, port };
}
