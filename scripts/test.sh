#!/usr/bin/env bash
# `npm test`: typecheck and the fast checks (lint, layers, unused code), unit tests, build, Worker tests in
# workerd, browser tests. The fast checks come first (at once): a wrong import fails in a minute, not after the build.
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
now_ms() { date +%s%3N; }
STARTED=$(now_ms)
trap 'status=$?; printf "npm test (all of it)\t%s\n" $(($(now_ms) - STARTED)) >>"$TIMINGS/steps.tsv"; npx tsx scripts/test-summary.ts || true; exit $status' EXIT
step() { printf '\n\033[1m== %s ==\033[0m\n' "$*"; STEP_NAME="$*"; }
timed() { local start; start=$(now_ms); "$@"; printf '%s\t%s\n' "$STEP_NAME" $(($(now_ms) - start)) >>"$TIMINGS/steps.tsv"; }

# Runs "name=command" pairs at the same time (two cores: one waits on I/O while another computes), prints each
# one's output in order once all have ended, and fails if any failed. Each one's time is recorded as its own step.
together() {
  local names=() pids=() logs=() failed=0 i
  for pair in "$@"; do
    local name="${pair%%=*}" command="${pair#*=}" log
    log=$(mktemp)
    (
      start=$(now_ms)
      status=0
      bash -c "$command" >"$log" 2>&1 || status=$?
      printf '%s (at once)\t%s\n' "$name" $(($(now_ms) - start)) >>"$TIMINGS/steps.tsv"
      exit $status
    ) &
    names+=("$name") pids+=($!) logs+=("$log")
  done
  for i in "${!pids[@]}"; do
    wait "${pids[$i]}" || failed=1
    step "${names[$i]}"
    cat "${logs[$i]}" && rm -f "${logs[$i]}"
  done
  return $failed
}

together \
  "format (Prettier)=npm run format:check --silent" \
  "typecheck=npm run typecheck --silent" \
  "lint (ESLint)=npm run lint --silent" \
  "layers (dependency-cruiser)=npm run lint:layers --silent" \
  "unused code (knip)=npm run lint:unused --silent"
# The unit tests never read the build, so both run at once too.
together \
  "unit tests (Node)=npx vitest run --config vitest.unit.config.ts" \
  "build (Remix + Worker bundle)=npm run build --silent"
step "Worker tests (workerd via Miniflare)"
timed npx vitest run --config vitest.worker.config.ts
step "browser tests (Chromium, JavaScript on and off)"
timed npx playwright test
