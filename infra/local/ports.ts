// The local stack's ports: each service's default (what `npm start` uses and the README lists) and
// the environment variable that moves it. `--ephemeral` stacks (tests) take free ports instead; a
// persistent stack next to another one (or a test of `npm start` itself) sets every variable, e.g.
// from localPortsEnv(), so no default port has to be free.
import net from 'node:net';

export const LOCAL_PORTS = {
  gateway: { env: 'PORT', default: 3000 },
  dynamodb: { env: 'DYNAMODB_PORT', default: 8000 },
  cognito: { env: 'COGNITO_PORT', default: 9229 },
  s3: { env: 'S3_PORT', default: 4569 },
  ses: { env: 'SES_PORT', default: 8005 },
  stripe: { env: 'STRIPE_PORT', default: 12111 },
  oidc: { env: 'OIDC_PORT', default: 9400 },
  ceBroker: { env: 'CE_BROKER_PORT', default: 9500 },
} as const;
export type LocalService = keyof typeof LOCAL_PORTS;
const services = Object.keys(LOCAL_PORTS) as LocalService[];

/** A service's port from its variable, or its default; a value that is not a port is an error that names the variable. */
export function configuredPort(service: LocalService, env: NodeJS.ProcessEnv = process.env): number {
  const { env: name, default: fallback } = LOCAL_PORTS[service];
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`${name}=${text} is not a port number (0-65535).`);
  return port;
}

export const configuredPorts = (env: NodeJS.ProcessEnv = process.env): Record<LocalService, number> =>
  Object.fromEntries(services.map((service) => [service, configuredPort(service, env)])) as Record<
    LocalService,
    number
  >;

/** `count` distinct free ports on 127.0.0.1 (held together while chosen, so none is handed out twice). */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Server>((resolve, reject) => {
          const server = net.createServer();
          server.once('error', reject);
          server.listen({ port: 0, host: '127.0.0.1' }, () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as net.AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  return ports;
}

/** Every port variable set to a free port: the environment of a persistent stack that needs none of the defaults. */
export async function localPortsEnv(): Promise<Record<string, string>> {
  const ports = await freePorts(services.length);
  return Object.fromEntries(services.map((service, index) => [LOCAL_PORTS[service].env, String(ports[index])]));
}
