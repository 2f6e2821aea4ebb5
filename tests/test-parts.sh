#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# test-parts.sh CLI: a count split with --part K/M over the local cores by GNU parallel, the
# JSON parts summed with jq, gives the whole count (totals and unique), on the twelve and on
# the one-sided set.
set -eu
cli=$1

fail () {
    echo "FAIL: $*" >&2
    exit 1
}

check () {
    board=$1 pieces=$2 parts=$3
    whole=$("$cli" --board "$board" --pieces "$pieces" --json | jq -c '[.total, .unique]')
    sum=$(parallel --will-cite "$cli" --board "$board" --pieces "$pieces" --part '{}'/"$parts" \
              --json ::: $(seq "$parts") | jq -s -c '[(map(.total) | add), (map(.unique) | add)]')
    [ "$whole" = "$sum" ] || fail "$board $pieces in $parts parts: $sum, whole $whole"
    echo "ok $board $pieces: $parts parts sum to $sum"
}

check 10x6 FILNPTUVWXYZ 8
check 3x30 one-sided 16
check 12x5 FILNPTUVWXYZ 5
