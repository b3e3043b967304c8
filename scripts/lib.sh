#!/usr/bin/env bash
# Shared helpers for start.sh and test.sh: install what is missing, build what is stale.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export ROOT

log() { printf '\033[1m[mediaforge]\033[0m %s\n' "$*" >&2; }

# Debian packages the app needs at run time: ffmpeg/ffprobe, yt-dlp, sox with the AMR-NB codec
# (Debian's ffmpeg has no AMR encoder), and util-linux for setpriv (children die with the server, D65). Test runs also need Chromium for Playwright and openssl (a
# self-signed certificate for the https origin of the egress proxy tests), and redis-server (a private Redis
# for the scaled-mode tests: BullMQ, the socket.io adapter, shared limits), and postgresql (a private
# PostgreSQL the database tests start for the run: the repositories on both adapters, D232).
RUNTIME_PACKAGES=(ffmpeg yt-dlp sox libsox-fmt-base libopencore-amrnb0 util-linux)
# unzip reads the "Download all" archives back in their tests (an independent ZIP reader, D190). nginx
# and systemd (systemd-analyze) run and check deploy/'s proxy site and units as written (D258).
TEST_PACKAGES=(chromium fonts-dejavu-core openssl redis-server postgresql unzip nginx systemd)

missing_packages() {
  local pkg
  for pkg in "$@"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' || printf '%s\n' "$pkg"
  done
}

ensure_packages() {
  local missing
  mapfile -t missing < <(missing_packages "$@")
  [ "${#missing[@]}" -eq 0 ] && return 0
  if ! command -v dpkg-query >/dev/null 2>&1; then
    log "This is not a Debian system; install these yourself: ${missing[*]}"
    return 1
  fi
  if [ "$(id -u)" -ne 0 ]; then
    log "Missing system packages. Run as root, then start again:"
    printf 'apt-get update && apt-get install -y --no-install-recommends %s\n' "${missing[*]}"
    exit 1
  fi
  log "Installing system packages: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  # A fresh machine has no package lists yet; an update is needed once.
  if ! apt-get install -y --no-install-recommends "${missing[@]}" >/tmp/mediaforge-apt.log 2>&1; then
    apt-get update >>/tmp/mediaforge-apt.log 2>&1
    apt-get install -y --no-install-recommends "${missing[@]}" >>/tmp/mediaforge-apt.log 2>&1 || {
      cat /tmp/mediaforge-apt.log >&2
      exit 1
    }
  fi
}

# npm ci when node_modules is missing or older than the lock file.
ensure_node_modules() {
  local stamp="$ROOT/node_modules/.mediaforge-installed"
  if [ -f "$stamp" ] && [ "$stamp" -nt "$ROOT/package-lock.json" ]; then
    return 0
  fi
  log "Installing npm packages (npm ci)"
  (cd "$ROOT" && npm ci --no-audit --no-fund)
  touch "$stamp"
}

# Newest modification time (epoch seconds) of the files under the given paths.
newest_mtime() {
  find "$@" -type f -not -path '*/node_modules/*' -not -path '*/dist/*' -printf '%T@\n' 2>/dev/null \
    | sort -n | tail -1 | cut -d. -f1
}

# Build shared, server and web when any of their sources is newer than the last build.
ensure_built() {
  local stamp="$ROOT/apps/web/dist/.mediaforge-built"
  local src
  src="$(newest_mtime "$ROOT/packages/shared/src" "$ROOT/packages/shared/package.json" \
    "$ROOT/apps/server/src" "$ROOT/apps/server/package.json" "$ROOT/apps/web/src" "$ROOT/apps/web/index.html" \
    "$ROOT/apps/web/vite.config.ts" "$ROOT/apps/web/package.json" "$ROOT/package-lock.json" "$ROOT/tsconfig.base.json")"
  if [ -f "$stamp" ] && [ "$(stat -c %Y "$stamp")" -ge "${src:-0}" ]; then
    return 0
  fi
  log "Building shared, server and web"
  (cd "$ROOT" && npm run --silent build)
  touch "$stamp"
}
