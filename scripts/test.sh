#!/usr/bin/env bash
# `npm test`: typecheck and the fast checks (lint, layers, unused code), unit tests, build, Worker tests in
# workerd, browser tests. The fast checks come first: a wrong import fails in seconds, not after the build.
set -euo pipefail
cd "$(dirname "$0")/.."

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$CHROMIUM" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Chromium is missing: installing Debian's chromium package..."
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "The browser tests need Chromium at $CHROMIUM. Install it with: sudo apt-get install -y chromium" >&2
    echo "(or set CHROMIUM_PATH to a Chromium binary)" >&2
    exit 1
  fi
fi

# Each step's time goes to .data/test-timings/ with the test layers' own timings; the summary (step times, the
# slowest files of each layer, the FLAKY tests) prints at the end, pass or fail (decision 058).
TIMINGS=.data/test-timings
rm -rf "$TIMINGS" && mkdir -p "$TIMINGS"
trap 'status=$?; npx tsx scripts/test-summary.ts || true; exit $status' EXIT
now_ms() { date +%s%3N; }
step() { printf '\n\033[1m== %s ==\033[0m\n' "$*"; STEP_NAME="$*"; }
timed() { local start; start=$(now_ms); "$@"; printf '%s\t%s\n' "$STEP_NAME" $(($(now_ms) - start)) >>"$TIMINGS/steps.tsv"; }

step "format (Prettier)"
timed npm run format:check --silent
step "typecheck"
timed npm run typecheck --silent
step "lint (ESLint)"
timed npm run lint --silent
step "layers (dependency-cruiser)"
timed npm run lint:layers --silent
step "unused code (knip)"
timed npm run lint:unused --silent
step "unit tests (Node)"
timed npx vitest run --config vitest.unit.config.ts
step "build (Remix + Worker bundle)"
timed npm run build --silent
step "Worker tests (workerd via Miniflare)"
timed npx vitest run --config vitest.worker.config.ts
step "browser tests (Chromium, JavaScript on and off)"
timed npx playwright test
