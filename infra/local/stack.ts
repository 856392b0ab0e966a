// Starts the whole product locally: stand-ins for DynamoDB, Cognito, S3 and SES, the
// gateway (HTTP + WebSocket), the scheduler; creates resources and seeds on first start.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { JobName } from '@functions/handlers/jobs/schedules';
import { jobBundleName } from '../build/bundle';
import { lambdaRuntimeHandlers, sourceHandlers, type HandlerModules } from './handler-modules';
import { TRUST_TEST_SOURCE_IP_ENV } from './test-source-ip';
import { isPortFree, processIds, stopAll } from './processes';
import { configuredPorts, freePorts, LOCAL_PORTS, type LocalService } from './ports';
import { ensureJava } from './prerequisites';
import { startDynamoDb } from './services/dynamodb';
import { startCognito } from './services/cognito';
import { startS3 } from './services/s3';
import { ensureFieldKey } from './field-key';
import { UPLOADS_PATH } from '../upload-serving';
import { startSes } from './services/ses';
import { startStripeStandIn } from './services/stripe/server';
import { LOCAL_OIDC_CLIENT_ID, startOidcStandIn } from './services/oidc/server';
import { LOCAL_CE_BROKER_PROVIDER_ID, LOCAL_CE_BROKER_UPLOAD_KEY, startCeBrokerStandIn } from './services/ce-broker';
import { GOOGLE_CALLBACK_PATH } from '@shared/contracts/google-sign-in';
import { createUserPool, ensureTable } from './resources';
import { DATA_DIR, ROOT } from './data-dir';
import { SmsOutbox } from './sms-outbox';
import { scheduledJobEvent, startScheduler } from './scheduler';
import { outboxDrain } from './outbox-drain';
import { WORKER_FUNCTION_ENV, type WorkerName } from '@functions/adapters/workers';
import { localWorkerFunctionNames } from './lambda-invoke';

/** The outbox worker's job (functions/handlers/jobs/outbox-deliveries.ts). */
const OUTBOX_JOB: JobName = 'outbox-deliveries';

/** The local stack's support contact: an address no one reads, said to be local on the page itself. */
export const LOCAL_SUPPORT = { email: 'support@localhost', hours: 'Local development stack: nobody answers here' };

const TABLE_NAME = 'certification-platform';
const BUCKETS = { public: 'public-uploads', private: 'private-uploads' };

export interface StackOptions {
  /** In-memory data in a temp folder, random ports: for tests. */
  ephemeral: boolean;
  port: number;
  gateway: boolean;
  buildWeb: boolean;
  /** Run the esbuild bundles CDK deploys instead of the TypeScript sources. */
  bundled?: boolean;
  /** Apply the pending item migrations once the data is there (default true; `npm run migrate` does it itself). */
  migrate?: boolean;
}

export interface RunningStack {
  url: string;
  mailOutboxUrl: string;
  smsOutboxUrl: string;
  /** The CE Broker stand-in's page of the completions it received. */
  ceBrokerUrl: string;
  env: Record<string, string>;
  seeded: boolean;
  /** Which code answers the API, WebSocket and jobs, from where, and on which Node (bundled: the Lambda runtime's). */
  handlers: { mode: HandlerModules['mode']; dir: string; node: string };
  /** The stand-ins that run as processes of their own, by name, and their pids (tests/support/stand-in-outage.ts pauses them). */
  pids: Record<string, number>;
  stop: () => Promise<void>;
}

interface LocalState {
  userPoolId: string;
  userPoolClientId: string;
  seededAt: string;
}

/** A free port for every service (the gateway's may be given). */
async function ephemeralPorts(gateway: number): Promise<Record<LocalService, number>> {
  const services = Object.keys(LOCAL_PORTS) as LocalService[];
  const free = await freePorts(services.length);
  const ports = Object.fromEntries(services.map((service, index) => [service, free[index]!])) as Record<
    LocalService,
    number
  >;
  return gateway ? { ...ports, gateway } : ports;
}

export async function startLocalStack(options: StackOptions): Promise<RunningStack> {
  ensureJava();
  const dataDir = options.ephemeral ? mkdtempSync(path.join(os.tmpdir(), 'certification-local-')) : DATA_DIR;
  mkdirSync(dataDir, { recursive: true });
  const logDir = path.join(dataDir, 'logs');

  const ports = options.ephemeral
    ? await ephemeralPorts(options.port)
    : { ...configuredPorts(), gateway: options.port };
  // Real Stripe test keys in the environment replace the stand-in (see docs/payments.md).
  const realStripe = Boolean(process.env.STRIPE_SECRET_KEY);
  // Likewise an OpenID Connect provider in the environment (GOOGLE_OIDC_ISSUER, _CLIENT_ID) replaces the Google stand-in.
  const realOidc = Boolean(process.env.GOOGLE_OIDC_ISSUER);
  for (const [name, port] of Object.entries(ports)) {
    if (name === 'gateway' && !options.gateway) continue;
    if (name === 'stripe' && realStripe) continue;
    if (name === 'oidc' && realOidc) continue;
    if (!(await isPortFree(port))) {
      throw new Error(
        `Port ${port} (${name}) is already in use: is another \`npm start\` running? Stop it first, or choose another port with ${LOCAL_PORTS[name as LocalService].env}=<port> npm start.`,
      );
    }
  }

  const appUrl = `http://localhost:${ports.gateway}`;
  const env: Record<string, string> = {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_ENDPOINT_URL_DYNAMODB: `http://127.0.0.1:${ports.dynamodb}`,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: `http://127.0.0.1:${ports.cognito}`,
    AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${ports.s3}`,
    AWS_ENDPOINT_URL_SESV2: `http://127.0.0.1:${ports.ses}`,
    // Workers are invoked through the gateway's stand-in for Lambda's Invoke API (lambda-invoke.ts).
    AWS_ENDPOINT_URL_LAMBDA: `http://127.0.0.1:${ports.gateway}`,
    ...Object.fromEntries(
      Object.entries(localWorkerFunctionNames()).map(([worker, functionName]) => [
        WORKER_FUNCTION_ENV[worker as WorkerName],
        functionName,
      ]),
    ),
    TABLE_NAME,
    APP_URL: appUrl,
    MAIL_FROM: 'CertifyMed <no-reply@certifymed.example>',
    PUBLIC_BUCKET: BUCKETS.public,
    // Public files are linked through the gateway's /uploads/*, as through CloudFront in AWS.
    ASSETS_BASE_URL: `${appUrl}${UPLOADS_PATH}`,
    PRIVATE_BUCKET: BUCKETS.private,
    S3_FORCE_PATH_STYLE: 'true',
    FIELD_KEY_FILE: ensureFieldKey(dataDir),
    // The credential issuer's signing key (KMS in AWS): made on first use, kept with the data.
    VC_ISSUER_KEY_FILE: path.join(dataDir, 'vc-issuer-key.json'),
    SMS_OUTBOX_URL: `http://127.0.0.1:${ports.gateway}/_local/sms`,
    REALTIME_URL: `ws://localhost:${ports.gateway}/realtime`,
    REALTIME_CALLBACK_URL: `http://127.0.0.1:${ports.gateway}`,
    COOKIE_SECURE: 'true',
    AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
    ...(realStripe
      ? {}
      : {
          STRIPE_SECRET_KEY: 'sk_test_local',
          STRIPE_PUBLISHABLE_KEY: 'pk_test_local',
          STRIPE_WEBHOOK_SECRET: 'whsec_local_stand_in',
          STRIPE_API_URL: `http://127.0.0.1:${ports.stripe}`,
          STRIPE_LOCAL_BROWSER_URL: `http://localhost:${ports.stripe}`,
        }),
    ...(realOidc
      ? {}
      : { GOOGLE_OIDC_ISSUER: `http://localhost:${ports.oidc}`, GOOGLE_OIDC_CLIENT_ID: LOCAL_OIDC_CLIENT_ID }),
    // Board reporting posts rosters to the CE Broker stand-in (services/ce-broker.ts).
    CE_BROKER_URL: `http://127.0.0.1:${ports.ceBroker}`,
    CE_BROKER_PROVIDER_ID: LOCAL_CE_BROKER_PROVIDER_ID,
    CE_BROKER_UPLOAD_KEY: LOCAL_CE_BROKER_UPLOAD_KEY,
    // The Help page's support contact (CDK context in AWS): clearly local values unless the environment
    // sets its own (an empty SUPPORT_EMAIL shows the page without a contact block).
    SUPPORT_EMAIL: process.env.SUPPORT_EMAIL ?? LOCAL_SUPPORT.email,
    ...(process.env.SUPPORT_PHONE ? { SUPPORT_PHONE: process.env.SUPPORT_PHONE } : {}),
    SUPPORT_HOURS: process.env.SUPPORT_HOURS ?? LOCAL_SUPPORT.hours,
    // Lambda runs Node 22; the local Node 20 warning is noise here.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
  Object.assign(process.env, env);

  let stopStripe: () => Promise<void> = async () => {};
  let stopOidc: () => Promise<void> = async () => {};
  let stopS3Gate: () => Promise<void> = async () => {};
  let stopCeBroker: () => Promise<void> = async () => {};
  let closeHandlers: () => Promise<void> = async () => {};
  const stopProcesses = async () => {
    await closeHandlers();
    await stopStripe();
    await stopCeBroker();
    await stopOidc();
    await stopS3Gate();
    await stopAll();
    if (options.ephemeral) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await Promise.all([
      startDynamoDb({
        port: ports.dynamodb,
        dataDir: options.ephemeral ? null : path.join(dataDir, 'dynamodb'),
        logDir,
      }),
      startCognito({ port: ports.cognito, dataDir: path.join(dataDir, 'cognito'), logDir }),
      startS3({
        port: ports.s3,
        dataDir: path.join(dataDir, 's3'),
        logDir,
        buckets: BUCKETS,
        credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
      }).then((stop) => {
        stopS3Gate = stop;
      }),
      startSes({ port: ports.ses, logDir }),
      realStripe
        ? null
        : startStripeStandIn({
            port: ports.stripe,
            webhookUrl: options.gateway ? `http://127.0.0.1:${ports.gateway}/api/webhooks/stripe` : null,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
            webhookDelayMs: Number(process.env.STRIPE_WEBHOOK_DELAY_MS ?? 0),
            stateFile: options.ephemeral ? null : path.join(dataDir, 'stripe.json'),
            publicUrl: env.STRIPE_LOCAL_BROWSER_URL!,
          }).then((standIn) => {
            stopStripe = standIn.stop;
          }),
      realOidc
        ? null
        : startOidcStandIn({
            port: ports.oidc,
            issuer: env.GOOGLE_OIDC_ISSUER!,
            redirectUris: [appUrl, `http://127.0.0.1:${ports.gateway}`].map((base) => `${base}${GOOGLE_CALLBACK_PATH}`),
          }).then((standIn) => {
            stopOidc = standIn.stop;
          }),
      startCeBrokerStandIn({
        port: ports.ceBroker,
        stateFile: options.ephemeral ? null : path.join(dataDir, 'ce-broker.json'),
      }).then((standIn) => {
        stopCeBroker = standIn.stop;
      }),
    ]);

    const stateFile = path.join(dataDir, 'local.json');
    let state = existsSync(stateFile) ? (JSON.parse(readFileSync(stateFile, 'utf8')) as LocalState) : null;
    let seeded = false;
    if (!state) {
      await ensureTable(TABLE_NAME);
      const pool = await createUserPool();
      Object.assign(process.env, { USER_POOL_ID: pool.userPoolId, USER_POOL_CLIENT_ID: pool.userPoolClientId });
      const { seed } = await import('./seed/index');
      await seed(pool.userPoolId);
      state = { ...pool, seededAt: new Date().toISOString() };
      writeFileSync(stateFile, JSON.stringify(state, null, 2));
      seeded = true;
    }
    env.USER_POOL_ID = state.userPoolId;
    env.USER_POOL_CLIENT_ID = state.userPoolClientId;
    Object.assign(process.env, env);
    // Data from before an index was added (GSI3): the index first, then the migrations that fill it.
    if (!seeded) await ensureTable(TABLE_NAME);
    // After the environment is complete: the handlers' env() is read once and kept.
    if (options.migrate ?? true) await applyPendingMigrations({ ephemeral: options.ephemeral, seeded });
    if (!options.ephemeral) writeFileSync(path.join(dataDir, 'local-env.json'), JSON.stringify(env, null, 2));

    let stopGateway: () => Promise<void> = async () => {};
    let stopScheduler: () => void = () => {};
    let handlers = sourceHandlers(ROOT);
    if (options.gateway) {
      if (options.buildWeb) ensureWebBuild();
      if (options.bundled) {
        const [{ ensureLocalBundles }, { ensureLambdaNode }] = await Promise.all([
          import('../build/local-bundles'),
          import('./lambda-node'),
        ]);
        const log = (line: string) => process.stdout.write(`${line}\n`);
        // On the Node that Lambda runs, whatever this machine's: what is tested is what is deployed.
        const [dir, node] = await Promise.all([ensureLocalBundles(log), ensureLambdaNode(log)]);
        handlers = await lambdaRuntimeHandlers(dir, node);
        closeHandlers = handlers.close;
      }
      const { lambdaContext, startGateway } = await import('./gateway');
      const runHandler = async (name: JobName) => {
        const handler = await handlers.load(jobBundleName(name));
        return handler(scheduledJobEvent(name), lambdaContext(`job-${name}`));
      };
      // The outbox worker runs after requests and jobs (outbox-drain.ts), one run at a time.
      const outbox = outboxDrain(
        () => runHandler(OUTBOX_JOB),
        (error) => process.stderr.write(`Outbox delivery failed: ${String(error)}\n`),
      );
      const runJob = (name: JobName) =>
        name === OUTBOX_JOB ? outbox.drain() : runHandler(name).finally(() => outbox.soon());
      const { server } = await startGateway({
        port: ports.gateway,
        webDir: path.join(ROOT, 'web/dist'),
        sms: new SmsOutbox(options.ephemeral ? null : path.join(dataDir, 'sms-outbox.json')),
        runJob,
        afterRequest: outbox.soon,
        handlers,
        trustTestSourceIp: process.env[TRUST_TEST_SOURCE_IP_ENV] === '1',
        uploads: { endpoint: env.AWS_ENDPOINT_URL_S3!, bucket: BUCKETS.public },
      });
      const stopJobs = startScheduler(runJob);
      stopScheduler = () => {
        stopJobs();
        outbox.stop();
      };
      stopGateway = () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        });
    }

    return {
      url: appUrl,
      mailOutboxUrl: `http://localhost:${ports.ses}/`,
      smsOutboxUrl: `${appUrl}/_local/sms`,
      ceBrokerUrl: `http://localhost:${ports.ceBroker}/`,
      env,
      seeded,
      handlers: { mode: handlers.mode, dir: handlers.dir, node: (await handlers.describe()).node },
      pids: processIds(),
      stop: async () => {
        stopScheduler();
        await stopGateway();
        await stopProcesses();
      },
    };
  } catch (error) {
    await stopProcesses();
    throw error;
  }
}

/**
 * The pending item migrations (functions/migrations) applied, and listed unless the data was just
 * seeded (a fresh seed is in the current shapes: they only record themselves). Quick when none is pending.
 */
async function applyPendingMigrations(stack: { ephemeral: boolean; seeded: boolean }): Promise<void> {
  const [{ runPendingMigrations }, { describeRun }] = await Promise.all([
    import('@functions/migrations/runner'),
    import('./migrate-command'),
  ]);
  const report = await runPendingMigrations({ runner: `npm start (${os.hostname()})` });
  if (report.outcome !== 'done' || (report.migrations.length && !stack.seeded))
    process.stdout.write(`${describeRun(report, false)}\n`);
  // A test stack starts from a fresh seed: every migration must have recorded itself.
  if (stack.ephemeral && report.outcome !== 'done') throw new Error('The item migrations did not finish');
}

/** Builds web/dist when it is missing or older than the web sources. */
function ensureWebBuild(): void {
  const dist = path.join(ROOT, 'web/dist/index.html');
  const built = existsSync(dist) ? statSync(dist).mtimeMs : 0;
  if (
    built &&
    newestMtime([
      path.join(ROOT, 'web/src'),
      path.join(ROOT, 'web/index.html'),
      path.join(ROOT, 'web/vite.config.ts'),
      path.join(ROOT, 'web/api-routes-plugin.ts'),
      path.join(ROOT, 'shared'),
    ]) <= built
  )
    return;
  process.stdout.write('Building the web app (vite build)...\n');
  execFileSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      'web/vite.config.ts',
      '--configLoader',
      'runner',
      '--logLevel',
      'warn',
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
}

function newestMtime(paths: string[]): number {
  let newest = 0;
  for (const entry of paths) {
    if (!existsSync(entry)) continue;
    const stat = statSync(entry);
    if (stat.isDirectory())
      newest = Math.max(newest, newestMtime(readdirSync(entry).map((name) => path.join(entry, name))));
    else newest = Math.max(newest, stat.mtimeMs);
  }
  return newest;
}
