#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# e2e-service.sh: `pentomino` started as D-Bus activation starts it (--gapplication-service,
# no window shown) answers the app.* actions at once: every feature's actions exist from
# startup, not only once a window has been shown.
#
# Usage: e2e-service.sh PENTOMINO (needs a display and a session bus, as the ui tests have)
set -u
gui=$1
dest=io.github.pentomino.Pentomino
path=/io/github/pentomino/Pentomino
fail () { echo "FAIL: $*"; exit 1; }

XDG_DATA_HOME=$(mktemp -d)
export XDG_DATA_HOME
"$gui" --gapplication-service &
pid=$!
trap 'kill $pid 2>/dev/null; wait $pid 2>/dev/null; rm -rf "$XDG_DATA_HOME"' EXIT

for _ in $(seq 100); do
  gdbus call --session --dest org.freedesktop.DBus --object-path /org/freedesktop/DBus \
    --method org.freedesktop.DBus.NameHasOwner "$dest" 2>/dev/null | grep -q true && break
  sleep 0.1
done
actions=$(gdbus call --session --dest "$dest" --object-path "$path" \
            --method org.gtk.Actions.List) || fail "no action list over D-Bus"
for action in solve solve-all place new-game watch-speed new-challenge copy help; do
  echo "$actions" | grep -q "'$action'" || fail "app.$action is missing before a window is shown"
done
gdbus call --session --dest "$dest" --object-path "$path" --method org.gtk.Actions.Activate \
  solve '[]' '{}' >/dev/null || fail "app.solve failed"
gdbus call --session --dest "$dest" --object-path "$path" --method org.gtk.Actions.Activate \
  place "[<'X:4,1 3,2 4,2 5,2 4,3'>]" '{}' >/dev/null || fail "app.place failed"
kill -0 $pid 2>/dev/null || fail "pentomino ended"
echo "PASS: the service answers app.solve and app.place before any window is shown"
