#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# run-fuzzer.sh FUZZER SEEDS SECONDS: a short run from the seed corpus in the repository; new
# inputs go to a scratch folder, never into the repository.
set -eu
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
exec "$1" -max_total_time="$3" -timeout=10 -rss_limit_mb=2048 -error_exitcode=1 -timeout_exitcode=1 -print_final_stats=1 \
  -artifact_prefix="$work/" "$work" "$2"
