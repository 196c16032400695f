#!/usr/bin/env bash
# Prints the directory of csmith's runtime headers (csmith.h, safe_math.h, ...), which Debian's
# csmith package does not ship: they come from the csmith source package (apt-get source, which
# needs a deb-src entry: .ci/run adds one), cached under ~/.cache/mpisim; safe_math*.h are made
# from their .m4 as csmith's own build makes them.
set -euo pipefail
CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/mpisim"
OUT="$CACHE/csmith-runtime"
if [ ! -f "$OUT/safe_math.h" ]; then
  mkdir -p "$CACHE/src"
  cd "$CACHE/src"
  # Only the upstream tarball is needed; Debian's own patches do not touch the runtime.
  ls csmith_*.orig.tar.* >/dev/null 2>&1 || apt-get source --download-only csmith >&2 || true
  tarball=$(ls csmith_*.orig.tar.* 2>/dev/null | head -1)
  [ -n "$tarball" ] || { echo "csmith-runtime: apt-get source csmith gave no tarball (is there a deb-src entry?)" >&2; exit 1; }
  tmp=$(mktemp -d)
  tar xf "$tarball" -C "$tmp"
  rt=$(echo "$tmp"/csmith-*/runtime)
  for m in safe_math safe_math_macros safe_math_macros_notmp; do m4 < "$rt/$m.m4" > "$rt/$m.h"; done
  rm -rf "$OUT.tmp" && mkdir -p "$OUT.tmp" && cp "$rt"/*.h "$OUT.tmp"/ && rm -rf "$OUT" && mv "$OUT.tmp" "$OUT"
  rm -rf "$tmp"
fi
echo "$OUT"
