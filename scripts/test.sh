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

step() { printf '\n\033[1m== %s ==\033[0m\n' "$*"; }

step "format (Prettier)"
npm run format:check --silent
step "typecheck"
npm run typecheck --silent
step "lint (ESLint)"
npm run lint --silent
step "layers (dependency-cruiser)"
npm run lint:layers --silent
step "unused code (knip)"
npm run lint:unused --silent
step "unit tests (Node)"
npx vitest run --config vitest.unit.config.ts
step "build (Remix + Worker bundle)"
npm run build --silent
step "Worker tests (workerd via Miniflare)"
npx vitest run --config vitest.worker.config.ts
step "browser tests (Chromium, JavaScript on and off)"
E2E_PORT="$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
export E2E_PORT
npx playwright test
