import path from 'node:path';
import { bundleHandlers, handlerEntries, repoRoot } from '@infra/build/bundle';
const results = await bundleHandlers({ outdir: path.join(repoRoot, '.build', 'size-check'), entries: handlerEntries() });
const sizes = results.map((r) => r.bytes / 1024).sort((a, b) => a - b);
const median = sizes[Math.floor(sizes.length / 2)]!;
const named = (n: string) => results.find((r) => r.name === n);
console.log(JSON.stringify({ count: sizes.length, over400: sizes.filter((s) => s > 400).length, medianKB: Math.round(median), maxKB: Math.round(sizes.at(-1)!), health: Math.round((named('http/platform/health')?.bytes ?? 0) / 1024), enroll: Math.round((named('http/learning/enroll')?.bytes ?? 0) / 1024), scoreIt: Math.round((results.find((r) => r.name.includes('score'))?.bytes ?? 0) / 1024) }));
