#!/usr/bin/env bash
# Sourced by .ci/run: makes `node` the major version in .nvmrc or newer. The machine's Node where it is new enough,
# else the npm registry's `node` package (it ships the binary) installed into NODE_PREFIX and put first on PATH, so
# `npm ci` and every lane after it run on a supported Node. Without NODE_PREFIX it installs into a new temporary
# folder and names it in ENSURE_NODE_TEMP_DIR for the caller to delete.
_ensure_node_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
_ensure_node_major="$(tr -dc '0-9' < "$_ensure_node_root/.nvmrc")"
_ensure_node_new_enough() {
  local version
  version="$(node -v 2>/dev/null)" || return 1
  version="${version#v}"
  [ "${version%%.*}" -ge "$_ensure_node_major" ] 2>/dev/null
}
if ! _ensure_node_new_enough; then
  if [ -z "${NODE_PREFIX:-}" ]; then
    NODE_PREFIX="$(mktemp -d)"
    # Only a folder made here is the caller's to delete when it is done.
    export ENSURE_NODE_TEMP_DIR="$NODE_PREFIX"
  fi
  echo "== node $(node -v 2>/dev/null || echo missing) is older than ${_ensure_node_major}: installing node@${_ensure_node_major} into ${NODE_PREFIX}"
  npm install --no-save --no-audit --no-fund --prefix "$NODE_PREFIX" "node@${_ensure_node_major}"
  export PATH="$NODE_PREFIX/node_modules/.bin:$PATH"
  hash -r
  if ! _ensure_node_new_enough; then
    echo "ensure-node: node@${_ensure_node_major} from npm did not give a Node ${_ensure_node_major} on PATH; install Node ${_ensure_node_major} (nvm use) and run again" >&2
    return 1 2>/dev/null || exit 1
  fi
  export NODE_PREFIX
fi
unset -f _ensure_node_new_enough
unset _ensure_node_root _ensure_node_major
