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
i=0
for src in "$@"; do
  i=$((i + 1))
  # shellcheck disable=SC2086
  "$cc" $flags -c "$src" -o "$dir/$i.o"
done
rm -f "$out"
"$ar" rcs "$out" "$dir"/*.o
