#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# test-golomb.sh CLI: Golomb's game — --golomb and --golomb-moves as text and JSON, a position
# file and its side to move, --part K/M over GNU parallel covering every first move once, and
# bad input with its exit statuses.
set -eu
cli=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

fail () {
    echo "FAIL: $*" >&2
    exit 1
}

# the JSON keys, and the winner agreeing with the number of winning moves
json=$("$cli" --golomb --board 5x4 --json)
echo "$json" | jq -e 'has("winner") and has("move") and has("nodes") and has("seconds")' \
    >/dev/null || fail "--golomb --json keys: $json"
echo "$json" | jq -e '.winner == "first" and .to_move == "first" and (.move.piece | length) == 1
                      and (.move.cells | length) == 5 and .nodes > 0' >/dev/null ||
    fail "5x4: $json"
moves=$("$cli" --golomb-moves --board 5x4 --json)
echo "$moves" | jq -e '.winning_moves > 0 and .legal_moves == (.moves | length)
                       and ([.moves[] | select(.wins)] | length) == .winning_moves' \
    >/dev/null || fail "5x4 moves: $moves"
# the move --golomb names is one of the winning moves
m=$(echo "$json" | jq -c .move)
echo "$moves" | jq -e --argjson m "$m" 'any(.moves[]; .move == $m and .wins)' >/dev/null ||
    fail "5x4: the winning move $m is not valued a win"
echo "ok 5x4: first wins, $(echo "$moves" | jq .winning_moves) winning moves"

# a board the second player wins: every move loses
json=$("$cli" --golomb --board 4x4 --no-flip --json)
echo "$json" | jq -e '.winner == "second" and .move == null' >/dev/null || fail "4x4: $json"
"$cli" --golomb --board 4x4 --no-flip | grep -q "the second player wins" ||
    fail "4x4: text"
echo "ok 4x4 no flip: second wins"

# a position file: the side to move stated, or by the pieces placed
printf '; to move: second\nIIIII#\n######\n######\n######\n######\n######\n' >"$dir/pos.txt"
json=$("$cli" --golomb --board "$dir/pos.txt" --pieces ILPUVX --json)
echo "$json" | jq -e '.to_move == "second" and .placed == "I"' >/dev/null ||
    fail "position: $json"
winner=$(echo "$json" | jq -r .winner)
sed 1d "$dir/pos.txt" >"$dir/pos2.txt"
json=$("$cli" --golomb --board "$dir/pos2.txt" --pieces ILPUVX --json)
echo "$json" | jq -e --arg w "$winner" '.to_move == "second" and .winner == $w' >/dev/null ||
    fail "position without the line: $json"
echo "ok position: the second player to move, the $winner wins"

# --part K/M: the parts cover every first move once, and hold the whole's winning moves
whole=$("$cli" --golomb-moves --board 6x5 --pieces ILPUVY --json)
parts=$(parallel --will-cite "$cli" --golomb-moves --board 6x5 --pieces ILPUVY \
            --part '{}'/4 --json ::: 1 2 3 4 | jq -s -c .)
[ "$(echo "$parts" | jq '[.[].moves[]] | length')" = "$(echo "$whole" | jq .legal_moves)" ] ||
    fail "parts: the moves do not add up"
[ "$(echo "$parts" | jq -c '[.[].moves[]] | sort')" = "$(echo "$whole" | jq -c '.moves | sort')" ] ||
    fail "parts: not the whole's moves and values"
[ "$(echo "$parts" | jq '[.[].winning_moves] | add')" = "$(echo "$whole" | jq .winning_moves)" ] ||
    fail "parts: winning moves"
echo "ok 6x5 ILPUVY: 4 parts cover $(echo "$whole" | jq .legal_moves) first moves"

# bad input: usage 2, a bad board or file 3
expect () {
    want=$1
    shift
    set +e
    "$cli" "$@" >"$dir/out" 2>"$dir/err"
    got=$?
    set -e
    [ "$got" = "$want" ] || fail "$*: exit $got, expected $want"
    [ -s "$dir/err" ] || fail "$*: no message"
    [ ! -s "$dir/out" ] || fail "$*: output on a failure"
}
expect 2 --golomb --count
expect 2 --golomb --golomb-moves
expect 2 --golomb --board 3x4x5
expect 2 --golomb --part 0/3
expect 2 --golomb --threads many
expect 2 --golomb --shuffle
expect 2 --golomb --mirror FNY
expect 2 --golomb --unique
expect 2 --golomb --pieces FILQ
expect 3 --golomb --board 20x20
expect 3 --golomb --board "$dir/missing.txt"
printf '; to move: third\n#####\n#####\n' >"$dir/bad.txt"
expect 3 --golomb --board "$dir/bad.txt"
printf 'XX###\n#####\n' >"$dir/bad2.txt"
expect 3 --golomb --board "$dir/bad2.txt"
grep -q "bad2.txt:1:1" "$dir/err" || fail "bad piece: $(cat "$dir/err")"
echo "ok bad input"

# --unique: one move of each class under the board's symmetries
n=$("$cli" --golomb-moves --board 5x5 --pieces X --unique --json | jq .moves\|length)
[ "$n" = 3 ] || fail "X on 5x5 up to symmetry: $n moves, expected 3"
echo "ok --unique"
