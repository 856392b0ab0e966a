#!/usr/bin/env bash
# `npm test`: everything but the benchmarks, in order, one suite at a time (2-core machines).
set -euo pipefail
cd "$(dirname "$0")/.."
export AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE=1 AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED=true NODE_NO_WARNINGS=1
results=.tmp/test-results
rm -rf "$results" && mkdir -p "$results"

bash scripts/ensure-system-deps.sh

echo "== typecheck"
npx tsc -p tsconfig.json --noEmit
echo "== lint"
npm run lint --silent

run() {
  echo "== $1 tests"
  npx vitest run --project "$1" --reporter=default --reporter=json --outputFile="$results/$1.json"
}
run unit
run infra
run api
run api-bundled
echo "== web build"
npm run build:web --silent
run e2e

node -e '
const fs = require("fs");
let passed = 0, failed = 0, skipped = 0;
for (const file of fs.readdirSync(process.argv[1])) {
  const r = JSON.parse(fs.readFileSync(`${process.argv[1]}/${file}`, "utf8"));
  passed += r.numPassedTests; failed += r.numFailedTests; skipped += r.numPendingTests + r.numTodoTests;
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed ? 1 : 0);
' "$results"
