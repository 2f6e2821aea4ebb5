#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# e2e-service.sh: `pentomino` started as D-Bus activation starts it (--gapplication-service,
# no window shown) answers the app.* actions at once: every feature's actions exist from
# startup, not only once a window has been shown. A saved board named in the settings: read
# and kept, with a copy of its file in the settings; the next start made from that copy while a
# worker reads the file, and a file changed, gone or a FIFO since then found by that worker.
#
# Usage: e2e-service.sh PENTOMINO (needs a display and a session bus, as the ui tests have)
set -u
gui=$1
dest=io.github.pentomino.Pentomino
path=/io/github/pentomino/Pentomino
fail () { echo "FAIL: $*"; exit 1; }

XDG_DATA_HOME=$(mktemp -d)
XDG_CONFIG_HOME=$(mktemp -d)
export XDG_DATA_HOME XDG_CONFIG_HOME
pid=
trap 'stop; rm -rf "$XDG_DATA_HOME" "$XDG_CONFIG_HOME"' EXIT

stop () {
  [ -n "$pid" ] || return 0
  kill "$pid" 2>/dev/null
  wait "$pid" 2>/dev/null
  pid=
  # (the next service takes the name only once this one has let it go)
  for _ in $(seq 100); do
    gdbus call --session --dest org.freedesktop.DBus --object-path /org/freedesktop/DBus \
      --method org.freedesktop.DBus.NameHasOwner "$dest" 2>/dev/null | grep -q false && return
    sleep 0.1
  done
}

serve () {   # [ENV=VALUE ...]
  env "$@" "$gui" --gapplication-service &
  pid=$!
  for _ in $(seq 100); do
    gdbus call --session --dest org.freedesktop.DBus --object-path /org/freedesktop/DBus \
      --method org.freedesktop.DBus.NameHasOwner "$dest" 2>/dev/null | grep -q true && return
    sleep 0.1
  done
  fail "the service never took its name"
}

activate () {   # ACTION PARAMETERS
  gdbus call --session --dest "$dest" --object-path "$path" --method org.gtk.Actions.Activate \
    "$1" "$2" '{}' >/dev/null || fail "app.$1 failed"
}

board_state () {
  gdbus call --session --dest "$dest" --object-path "$path" --method org.gtk.Actions.Describe \
    board | grep -o "<'[^']*'>" | head -n 1
}

serve
actions=$(gdbus call --session --dest "$dest" --object-path "$path" \
            --method org.gtk.Actions.List) || fail "no action list over D-Bus"
for action in solve solve-all place new-game watch-speed new-challenge copy help; do
  echo "$actions" | grep -q "'$action'" || fail "app.$action is missing before a window is shown"
done
activate solve '[]'
activate place "[<'X:4,1 3,2 4,2 5,2 4,3'>]"
kill -0 "$pid" 2>/dev/null || fail "pentomino ended"
echo "PASS: the service answers app.solve and app.place before any window is shown"
stop

# A saved board (six wide, ten high) named by the settings, in a keyfile the service reads.
# (nothing of the first service's kept: its saved game on 10x6 would bring its board back)
rm -rf "$XDG_DATA_HOME/pentomino"
boards=$XDG_DATA_HOME/pentomino/boards
mkdir -p "$boards" "$XDG_CONFIG_HOME/glib-2.0/settings"
for _ in $(seq 10); do echo "######"; done > "$boards/upright.txt"
keyfile=$XDG_CONFIG_HOME/glib-2.0/settings/keyfile
printf "[io/github/pentomino/Pentomino]\nboard='custom:upright'\n" > "$keyfile"

copy_has () {   # TEXT: the settings' copy of the saved board holds it (waits up to 10 s)
  for _ in $(seq 100); do
    grep "^saved-board-copy=" "$keyfile" | grep -q "$1" && return 0
    sleep 0.1
  done
  return 1
}

serve GSETTINGS_BACKEND=keyfile
activate solve '[]'
state=$(board_state)
[ "$state" = "<'custom:upright'>" ] || fail "the saved board was not kept: app.board is $state"
copy_has "('upright', '######" || fail "no copy of the saved board in the settings"
echo "PASS: a saved board named at start is read and kept, and a copy kept in the settings"
stop

# From the copy: the same board, the file read by a worker and found the same.
serve GSETTINGS_BACKEND=keyfile
activate solve '[]'
state=$(board_state)
[ "$state" = "<'custom:upright'>" ] || fail "the start from the copy lost the board: $state"
stop

# The file changed since (five wide, twelve high): the worker finds it, the copy follows.
for _ in $(seq 12); do echo "#####"; done > "$boards/upright.txt"
serve GSETTINGS_BACKEND=keyfile
activate solve '[]'
copy_has "('upright', '#####\\\\n#####" ||
  fail "a saved board changed since the copy was not read again: $(grep saved-board "$keyfile")"
state=$(board_state)
[ "$state" = "<'custom:upright'>" ] || fail "the changed board was not kept: $state"
echo "PASS: a saved board changed since the last start is found by the worker"
stop

# The file gone, or a FIFO, since the copy was made: 10 x 6, and the service still answers.
for kind in gone fifo; do
  rm -f "$boards/upright.txt"
  [ "$kind" = fifo ] && mkfifo "$boards/upright.txt"
  printf "[io/github/pentomino/Pentomino]\nboard='custom:upright'\nsaved-board-copy=('upright', '#####\\\\n#####\\\\n#####\\\\n#####\\\\n#####\\\\n#####\\\\n#####\\\\n#####\\\\n#####\\\\n#####\\\\n#####\\\\n#####\\\\n')\n" > "$keyfile"
  serve GSETTINGS_BACKEND=keyfile
  activate solve '[]'
  for _ in $(seq 100); do
    state=$(board_state)
    [ "$state" = "<'10x6'>" ] && break
    sleep 0.1
  done
  [ "$state" = "<'10x6'>" ] || fail "a saved board ($kind since the copy) did not fall back to 10x6: $state"
  kill -0 "$pid" 2>/dev/null || fail "pentomino ended on a saved board that is a $kind"
  echo "PASS: a saved board $kind since the copy falls back to 10 x 6"
  stop
done
