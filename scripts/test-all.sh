#!/usr/bin/env bash
# The body of `npm test`: every check the project has, in order. Stops at the first failing step.
set -euo pipefail
cd "$(dirname "$0")/.."

passed=()
skipped=()
current=""

on_exit() {
  local status=$?
  if [[ -n "${fresh_db:-}" ]]; then
    psql "$admin_url" -qAt -v ON_ERROR_STOP=1 -c "drop database if exists ${fresh_db} with (force)" >/dev/null 2>&1 || true
  fi
  if [[ $status -ne 0 && -n "$current" ]]; then
    echo
    echo "npm test: FAILED at '${current}' (passed: ${passed[*]:-none}; skipped: ${skipped[*]:-none})"
  fi
}
trap on_exit EXIT

# A throw-away PostgreSQL database, so the tests also run against real PostgreSQL, not only PGlite.
admin_url="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
if command -v psql >/dev/null && psql "$admin_url" -qAt -c 'select 1' >/dev/null 2>&1; then
  fresh_db="hearth_test_$$_${RANDOM}"
  psql "$admin_url" -qAt -v ON_ERROR_STOP=1 -c "create database ${fresh_db}" >/dev/null
  base="${admin_url%/*}"
  export TEST_DATABASE_URL="${base}/${fresh_db}"
  echo "Using a fresh PostgreSQL database for the tests: ${fresh_db}"
else
  unset TEST_DATABASE_URL
  echo "No PostgreSQL reachable at ${admin_url}: tests run on PGlite only."
fi

# step <name> <file the step needs> <command…>
step() {
  local name=$1 needs=$2
  shift 2
  if [[ ! -e "$needs" ]]; then
    # Every part has landed: a missing file is a broken checkout, never a reason to skip.
    echo "── ${name}: ${needs} is missing"
    current=$name
    return 1
  fi
  current=$name
  echo
  echo "── ${name}: $*"
  "$@"
  passed+=("$name")
  current=""
}

# The layers run cheapest first (tests/layers/layers.ts says which test file is in which).
step lint eslint.config.js npm run lint
step typecheck tsconfig.json npm run typecheck
step unit vitest.config.ts npm run test:unit
step integration vitest.config.ts npm run test:integration
step db scripts/test-db.ts npm run test:db
step eval:reflections scripts/eval-reflections.ts npm run eval:reflections
step build index.html npm run build
step size scripts/size.ts npm run size
step e2e playwright.config.ts npm run test:e2e

echo
if [[ ${#skipped[@]} -eq 0 ]]; then
  echo "npm test: all ${#passed[@]} steps passed (${passed[*]})"
else
  echo "npm test: ${#passed[@]} steps passed (${passed[*]}); skipped: ${skipped[*]}"
fi
