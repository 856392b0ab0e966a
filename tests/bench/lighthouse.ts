// Lighthouse against the local stack: Debian's Chromium, Lighthouse's default mobile preset and
// its simulated throttling, categories performance and accessibility, over HTTP/2 + TLS as
// CloudFront serves it (h2-front.ts). Each page is run `runs` times and the run with the median
// performance score is reported (Lighthouse's own advice for noisy machines). Initial JS is every
// script the page loaded during the run, gzip-compressed here (the local gateway sends brotli,
// CloudFront may send either). Full reports are written to .build/lighthouse/<page>.json for a
// closer look (open them in https://googlechrome.github.io/lighthouse/viewer/).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import WebSocket from 'ws';
import { repoRoot } from '@infra/build/bundle';
import { H2_FRONT_CHROME_FLAGS, startH2Front } from './h2-front';
import type { BenchPage } from './web-pages';
import { budgetCell, WEB_BUDGET, type PageFigures } from './web-budgets';

const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu'];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface Run extends PageFigures {
  lhr: Result;
  scripts: number;
}

export async function lighthouseTable(stackUrl: string, pages: BenchPage[], runs: number): Promise<void> {
  const protocol = process.env.BENCH_HTTP1 ? 'HTTP/1.1' : 'HTTP/2';
  console.log(
    `\n## Web on a phone: Lighthouse ${lighthouseVersion()} mobile preset, simulated throttling, ${protocol} (median of ${runs} run${runs === 1 ? '' : 's'})\n`,
  );
  console.log(
    `Budgets: initial JS gzip <= ${WEB_BUDGET.initialJsGzipKb.public} KB public, <= ${WEB_BUDGET.initialJsGzipKb['signed-in']} KB signed in; ` +
      `performance >= ${WEB_BUDGET.performance}, accessibility ${WEB_BUDGET.accessibility}, LCP <= ${WEB_BUDGET.lcpMs / 1000} s, TBT <= ${WEB_BUDGET.tbtMs} ms, CLS <= ${WEB_BUDGET.cls}\n`,
  );
  // BENCH_HTTP1=1 measures the gateway itself (HTTP/1.1), e.g. to compare with older figures.
  const front = process.env.BENCH_HTTP1 ? null : await startH2Front(stackUrl);
  const baseUrl = front?.url ?? stackUrl;
  const reports = path.join(repoRoot, '.build', 'lighthouse');
  mkdirSync(reports, { recursive: true });
  const gzipSizes = new Map<string, Promise<number>>();
  // Inside the try, so a Chromium that fails to start still closes the front.
  let chrome: Awaited<ReturnType<typeof launch>> | undefined;
  try {
    chrome = await launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: [...CHROME_FLAGS, ...(front ? H2_FRONT_CHROME_FLAGS : [])],
      logLevel: 'silent',
    });
    console.log(
      '| page | performance | accessibility | FCP | LCP | TBT | CLS | initial JS gzip | within budget |\n|---|---|---|---|---|---|---|---|---|',
    );
    for (const page of pages) {
      const results: Run[] = [];
      for (let i = 0; i < runs; i += 1) results.push(await measure(chrome.port, baseUrl, stackUrl, page, gzipSizes));
      const run = [...results].sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0))[
        Math.floor(results.length / 2)
      ]!;
      writeFileSync(
        path.join(reports, `${page.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}.json`),
        JSON.stringify(run.lhr),
      );
      const fcp = run.lhr.audits['first-contentful-paint']?.numericValue;
      console.log(
        `| ${page.name} | ${run.performance} | ${run.accessibility} | ${seconds(fcp)} | ${seconds(run.lcpMs)} | ${Math.round(run.tbtMs ?? 0)} ms | ${(run.cls ?? 0).toFixed(3)} | ` +
          `${kb(run.initialJsGzipBytes)} (${run.scripts} files) | ${budgetCell(run)} |`,
      );
      const failing = Object.values(run.lhr.categories.accessibility?.auditRefs ?? [])
        .map((ref) => run.lhr.audits[ref.id])
        .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary');
      for (const audit of failing) console.log(`|   accessibility: ${audit!.id} (${audit!.title}) | | | | | | | | |`);
    }
  } finally {
    chrome?.kill();
    await front?.close();
  }
}

async function measure(
  port: number,
  baseUrl: string,
  stackUrl: string,
  page: BenchPage,
  gzipSizes: Map<string, Promise<number>>,
): Promise<Run> {
  await setBrowserCookies(port, baseUrl, page.cookies);
  const result = await lighthouse(`${baseUrl}${page.path}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
  const lhr = result.lhr;
  if (lhr.runtimeError)
    throw new Error(`Lighthouse failed on ${page.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  // A guard's redirect (e.g. to /login without a session) would measure another page.
  const landed = new URL(lhr.finalDisplayedUrl).pathname;
  if (landed !== new URL(`${baseUrl}${page.path}`).pathname)
    throw new Error(`${page.name} ended on ${landed}, not ${page.path}`);
  const scripts = networkRequests(lhr).filter(
    (request) => request.resourceType === 'Script' && request.url.startsWith(baseUrl) && request.statusCode < 400,
  );
  // Read from the gateway itself (Node's fetch would refuse the front's self-signed certificate).
  const sizes = await Promise.all(
    scripts.map((request) => gzipSizeOf(`${stackUrl}${request.url.slice(baseUrl.length)}`, gzipSizes)),
  );
  return {
    lhr,
    kind: page.kind,
    scripts: scripts.length,
    initialJsGzipBytes: sizes.reduce((a, b) => a + b, 0),
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue,
  };
}

/**
 * Makes the browser's cookie jar exactly `cookies` for `url`. Chromium ignores a Cookie header given
 * through Lighthouse's `extraHeaders`, and Lighthouse keeps cookies between runs, so the session
 * goes into the jar (over the browser's DevTools endpoint) and leaves it for public pages.
 */
async function setBrowserCookies(port: number, url: string, cookies: Record<string, string>): Promise<void> {
  const { webSocketDebuggerUrl } = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  let id = 0;
  const send = (method: string, params: object) =>
    new Promise<void>((resolve, reject) => {
      id += 1;
      const callId = id;
      const onMessage = (data: WebSocket.RawData) => {
        const message = JSON.parse(data.toString()) as { id?: number; error?: { message: string } };
        if (message.id !== callId) return;
        socket.off('message', onMessage);
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve();
      };
      socket.on('message', onMessage);
      socket.send(JSON.stringify({ id: callId, method, params }));
    });
  try {
    await send('Storage.clearCookies', {});
    const list = Object.entries(cookies).map(([name, value]) => ({
      name,
      value,
      url,
      httpOnly: true,
      sameSite: 'Lax',
    }));
    if (list.length) await send('Storage.setCookies', { cookies: list });
  } finally {
    socket.close();
  }
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  statusCode: number;
}

function networkRequests(lhr: Result): NetworkRequest[] {
  const details = lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined;
  return details?.items ?? [];
}

/** The file as served, gzip-compressed at the default level (fetch hands back the decoded body). */
function gzipSizeOf(url: string, cache: Map<string, Promise<number>>): Promise<number> {
  let size = cache.get(url);
  if (!size) {
    size = fetch(url).then(async (response) => gzipSync(Buffer.from(await response.arrayBuffer())).length);
    cache.set(url, size);
  }
  return size;
}

const seconds = (ms: number | undefined) => (ms === undefined ? '-' : `${(ms / 1000).toFixed(1)} s`);

function lighthouseVersion(): string {
  return (
    JSON.parse(readFileSync(path.join(repoRoot, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }
  ).version;
}
