#!/usr/bin/env bash
# npm test: the same install step plus Chromium, then typecheck, lint, Vitest and Playwright.
set -uo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
set +e

ensure_packages "${RUNTIME_PACKAGES[@]}" "${TEST_PACKAGES[@]}" || exit 1
ensure_node_modules || exit 1
ensure_built || exit 1
cd "$ROOT"
rm -f test-results/vitest.json test-results/playwright.json

declare -a names=() results=()
run_step() {
  local name="$1"
  shift
  log "── $name"
  local started=$SECONDS
  "$@"
  local rc=$?
  names+=("$name")
  results+=("$([ $rc -eq 0 ] && echo ok || echo FAILED) ($((SECONDS - started))s)")
  return $rc
}

failed=0
run_step typecheck npm run --silent typecheck || failed=$((failed + 1))
run_step lint npm run --silent lint || failed=$((failed + 1))
run_step vitest npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json \
  || failed=$((failed + 1))
PLAYWRIGHT_JSON_OUTPUT_NAME=test-results/playwright.json run_step playwright npx playwright test --reporter=list,json || failed=$((failed + 1))

node scripts/summary.mjs "${names[*]}" "${results[*]}"
exit $((failed > 0 ? 1 : 0))
