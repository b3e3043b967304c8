#!/usr/bin/env bash
# npm start: install what is missing, build what is stale, migrate the database, serve on :8080.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

ensure_packages "${RUNTIME_PACKAGES[@]}"
ensure_node_modules
ensure_built
cd "$ROOT"
node apps/server/dist/cli/migrate.js
exec node apps/server/dist/server.js "$@"
