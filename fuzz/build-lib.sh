#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# build-lib.sh CLANG AR OUTPUT.a [CFLAGS...] -- SOURCES...: the engine compiled by clang for the
# fuzzers (the project's own compiler may be gcc), in one archive.
set -eu
cc=$1 ar=$2 out=$3
shift 3
flags=
while [ "$1" != "--" ]; do flags="$flags $1"; shift; done
shift
dir=$(mktemp -d "${out}.XXXXXX")
trap 'rm -rf "$dir"' EXIT
# one compiler per core: the archive is one build step, and ninja cannot spread it
n=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)
i=0
for src in "$@"; do
  i=$((i + 1))
  printf '%s\0%s\0' "$src" "$dir/$i.o"
done | xargs -0 -n 2 -P "$n" sh -c '"$0" $1 -c "$2" -o "$3"' "$cc" "$flags"
rm -f "$out"
"$ar" rcs "$out" "$dir"/*.o
