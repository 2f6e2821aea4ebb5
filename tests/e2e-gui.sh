#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# e2e-gui.sh: starts the real `pentomino`, drives it only through its exported org.gtk.Actions
# on the session bus, screenshots the screen and checks the pictures.
#
# Usage: e2e-gui.sh PENTOMINO_BINARY SCREENSHOT_DIR
# Needs the DISPLAY and session bus of the caller (CI: dbus-run-session + xvfb-run), and
# GSETTINGS_SCHEMA_DIR pointing at the build's compiled schema (meson sets it).
set -u

bin=$1
shots=$2
app_id=io.github.pentomino.Pentomino
object_path=/io/github/pentomino/Pentomino

fail () { echo "FAIL: $*" >&2; exit 1; }

[ -n "${DISPLAY:-}" ] || { echo "SKIP: no DISPLAY"; exit 77; }
[ -n "${DBUS_SESSION_BUS_ADDRESS:-}" ] || { echo "SKIP: no session bus"; exit 77; }
for tool in gdbus import convert identify join compare; do
  command -v "$tool" >/dev/null || { echo "SKIP: $tool is missing"; exit 77; }
done

export GSETTINGS_BACKEND=memory
export GDK_BACKEND=x11
# The game in progress is saved under the user data dir: a private one, so no earlier game
# is restored onto the board.
export XDG_DATA_HOME="$shots/data"
rm -rf "$XDG_DATA_HOME"
mkdir -p "$shots"
rm -f "$shots"/*.png

"$bin" >"$shots/pentomino.log" 2>&1 &
pid=$!
cleanup () {
  kill "$pid" 2>/dev/null
  wait "$pid" 2>/dev/null
}
trap cleanup EXIT

call () {
  gdbus call --session --dest "$app_id" --object-path "$object_path" \
    --method "org.gtk.Actions.$1" "${@:2}"
}
activate () { call Activate "$1" "${2:-[]}" '{}' >/dev/null || fail "activating app.$1"; }
set_state () { call SetState "$1" "$2" '{}' >/dev/null || fail "setting app.$1 to $2"; }
# Describe's answer is "((enabled, signature, [state]),)".
enabled () { call Describe "$1" 2>/dev/null | grep -q '^((true'; }

# Polls @condition (a shell command) for up to @tenths tenths of a second.
wait_for () {
  local tenths=$1; shift
  for _ in $(seq "$tenths"); do
    "$@" && return 0
    sleep 0.1
  done
  return 1
}

window_id () {
  xwininfo -root -tree 2>/dev/null | awk '/"Pentomino"/ { print $1; exit }'
}
mapped () { [ -n "$(window_id)" ]; }

# Lets GTK draw the frame the last action asked for before taking a picture: the actions
# return at once, drawing follows on the next frame clock tick.
settle () { sleep 0.5; }

shot () {
  import -window root "$shots/$1.png" || fail "screenshot $1"
}


# The piece colours are learnt from the app's own exports (below), not typed in here, so a
# palette change does not break the test.
palette=

# "COUNT HEX" lines, one per colour of @png.
histogram () {
  convert "$1" -alpha off -format %c histogram:info:- |
    awk '{ sub(":", "", $1); print $1, toupper(substr($3, 2)) }'
}

# How many of the twelve piece colours cover at least @min pixels. A piece on the board
# (40 px cells) covers some 8000; in the tray (at most 24 px cells) under 3000, so 4000
# counts the board only.
colours_present () {
  local png=$1 min=$2 n=0 hist count
  hist=$(histogram "$png")
  for c in $palette; do
    count=$(echo "$hist" | awk -v c="$c" '$2 == c { print $1 }')
    [ "${count:-0}" -ge "$min" ] && n=$((n + 1))
  done
  echo "$n"
}

wait_for 100 call Describe solve >/dev/null 2>&1 || fail "the application did not appear on the bus"
if command -v xwininfo >/dev/null; then
  wait_for 100 mapped || fail "no window titled Pentomino"
else
  sleep 2
fi
settle

# 1. The empty board: a real picture, and an export of the board alone.
shot 01-empty
colours=$(identify -format '%k' "$shots/01-empty.png")
echo "01-empty: $colours colours"
[ "$colours" -gt 20 ] || fail "01-empty: only $colours colours, the screen looks blank"
activate export-image "[<'$shots/export-empty.png'>]"
wait_for 50 test -s "$shots/export-empty.png" || fail "export-image wrote nothing"
[ "$(identify -format '%m' "$shots/export-empty.png")" = PNG ] || fail "export-empty.png is not a PNG"

# 2. Solve, and export the packing: the piece colours are those that cover a good share of
# the solved export and are absent from the empty one. A packing of 10×6 has twelve.
activate solve
wait_for 100 bash -c "! gdbus call --session --dest $app_id --object-path $object_path \
  --method org.gtk.Actions.Describe stop | grep -q '^((true'" || fail "Solve did not finish"
activate export-image "[<'$shots/export-solved.png'>]"
wait_for 50 test -s "$shots/export-solved.png" || fail "export-image wrote nothing"
pixels=$(identify -format '%[fx:w*h]' "$shots/export-solved.png")
palette=$(join -1 2 -2 2 -a 1 -e 0 -o 0,1.1,2.1 \
            <(histogram "$shots/export-solved.png" | sort -k2,2) \
            <(histogram "$shots/export-empty.png" | sort -k2,2) |
          awk -v min=$((pixels / 100)) '$2 >= min && $3 == 0 { print $1 }')
n_palette=$(echo $palette | wc -w)
echo "piece colours learnt from the exports:" $palette
[ "$n_palette" -eq 12 ] || fail "the solved export shows $n_palette piece colours, not 12"

settle
shot 02-solve
present=$(colours_present "$shots/02-solve.png" 4000)
echo "02-solve: $present of 12 piece colours on the board"
[ "$present" -eq 12 ] || fail "02-solve: only $present of the 12 piece colours are on the board"
present=$(colours_present "$shots/01-empty.png" 4000)
[ "$present" -eq 0 ] || fail "01-empty: $present piece colours on the board before any Solve"

# 4. Solve All on 12×5, browse to the next packing.
set_state board '<"12x5">'
activate solve-all
wait_for 200 bash -c "! gdbus call --session --dest $app_id --object-path $object_path \
  --method org.gtk.Actions.Describe stop | grep -q '^((true'" || fail "Solve All did not finish"
activate next
activate next
settle
shot 03-solve-all-12x5
present=$(colours_present "$shots/03-solve-all-12x5.png" 4000)
echo "03-solve-all-12x5: $present of 12 piece colours on the board"
[ "$present" -eq 12 ] || fail "03-solve-all: only $present of the 12 piece colours are on the board"
cmp -s "$shots/02-solve.png" "$shots/03-solve-all-12x5.png" && fail "03: the screen did not change"

# 5. No flipping on 20×3 with the article's set: no packing, so an empty board again.
set_state board '<"20x3">'
set_state flip '<false>'
set_state mirror '<"FNY">'
activate solve
settle
shot 04-no-packing
present=$(colours_present "$shots/04-no-packing.png" 4000)
echo "04-no-packing: $present piece colours on large areas"
[ "$present" -eq 0 ] || fail "04-no-packing: a packing is shown where none exists"

# 5b. Watch on 10×6 at 5 steps a second: the board changes while it runs, stays
# still while paused, and changes again after one step.
set_state flip '<true>'
set_state board '<"10x6">'
set_state watch-speed '<uint32 5>'
activate watch
# the top of the screen only: board, tray and controls (a toast from an earlier export may
# still fade out at the bottom)
differ () {
  [ "$(compare -metric AE "$shots/$1.png[1280x600+0+0]" "$shots/$2.png[1280x600+0+0]" null: 2>&1 |
       cut -d' ' -f1)" != 0 ]
}
# Takes picture @2 every half second, for up to @1 tries, until it differs from picture @3
# (or, with "same", until it equals it): a busy machine draws late, so wait for the change
# rather than a fixed time.
shot_until () {
  local tries=$1 name=$2 other=$3 want=${4:-differ}
  for _ in $(seq "$tries"); do
    sleep 0.5
    shot "$name"
    if [ "$want" = same ]; then differ "$other" "$name" || return 0
    else differ "$other" "$name" && return 0
    fi
  done
  return 1
}
settle
shot 05-watch-a
shot_until 40 05-watch-b 05-watch-a || fail "05-watch: the board did not change while watching"
activate watch-pause
wait_for 100 bash -c "gdbus call --session --dest $app_id --object-path $object_path \
  --method org.gtk.Actions.Describe watch-step | grep -q '^((true'" || fail "05-watch: no pause"
# the fade of the last step ends: two pictures in a row alike (each compared with the one
# before it, not with the first, which a busy machine may take in the middle of the fade),
# then still alike a second later
shot 05-watch-paused-a
settled=
for _ in $(seq 20); do
  sleep 0.5
  shot 05-watch-paused-b
  differ 05-watch-paused-a 05-watch-paused-b || { settled=1; break; }
  cp "$shots/05-watch-paused-b.png" "$shots/05-watch-paused-a.png"
done
[ -n "$settled" ] || fail "05-watch: the screen kept changing while paused"
sleep 1
shot 05-watch-paused-b
differ 05-watch-paused-a 05-watch-paused-b && fail "05-watch: the screen changed while paused"
activate watch-step
shot_until 40 05-watch-step 05-watch-paused-b || fail "05-watch: a step did not change the board"
present=$(colours_present "$shots/05-watch-step.png" 1500)
echo "05-watch-step: $present piece colours on large areas"
[ "$present" -ge 1 ] || fail "05-watch: no piece on the board while watching"
# The live figures over AT-SPI, as a screen reader reads them: walk this process's
# accessibles (ChildCount and GetChildAtIndex, as screen readers do) and collect their names,
# one level at a time until every figure has been seen. Only the application whose connection
# belongs to $pid: on a machine running several sessions at once the accessibility bus may be
# shared.
figures='Steps: [0-9]|Backtracks: [0-9]|Packings: [0-9]|Pieces: [0-9]+ of 12|Time: [0-9]|Done: [0-9]+%'
children () {
  gdbus call --address "$1" --dest "$2" --object-path "$3" \
    --method org.a11y.atspi.Accessible.GetChildren </dev/null 2>/dev/null |
    grep -o "('[^']*', objectpath '[^']*')" |
    sed "s/('\([^']*\)', objectpath '\([^']*\)')/\1 \2/"
}
atspi_names () {
  local addr=$1 queue= next bus path found= count i
  while read -r bus path; do
    [ -n "$bus" ] || continue
    [ "$(gdbus call --address "$addr" --dest org.freedesktop.DBus --object-path /org/freedesktop/DBus \
           --method org.freedesktop.DBus.GetConnectionUnixProcessID "$bus" </dev/null 2>/dev/null |
         sed -n 's/^(uint32 \([0-9]*\),)$/\1/p')" = "$pid" ] && queue="$bus $path"
  done <<< "$(children "$addr" org.a11y.atspi.Registry /org/a11y/atspi/accessible/root)"
  while [ -n "$queue" ]; do
    next=
    while read -r bus path; do
      [ -n "$bus" ] || continue
      found="$found
$(gdbus call --address "$addr" --dest "$bus" --object-path "$path" \
          --method org.freedesktop.DBus.Properties.Get org.a11y.atspi.Accessible Name \
          </dev/null 2>/dev/null | sed "s/^(<'\(.*\)'>,)\$/\1/")"
      count=$(gdbus call --address "$addr" --dest "$bus" --object-path "$path" \
                --method org.freedesktop.DBus.Properties.Get org.a11y.atspi.Accessible ChildCount \
                </dev/null 2>/dev/null | tr -dc '0-9')
      for ((i = 0; i < ${count:-0}; i++)); do
        next="$next
$(gdbus call --address "$addr" --dest "$bus" --object-path "$path" \
    --method org.a11y.atspi.Accessible.GetChildAtIndex "$i" </dev/null 2>/dev/null |
  grep -o "('[^']*', objectpath '[^']*')" |
  sed "s/('\([^']*\)', objectpath '\([^']*\)')/\1 \2/")"
      done
    done <<< "$queue"
    queue=$next
    # all six figures seen: no need to walk the rest
    [ "$(echo "$found" | grep -Eo "^($figures)" | sed 's/:.*//' | sort -u | wc -l)" -ge 6 ] && break
  done
  echo "$found"
}
a11y=$(gdbus call --session --dest org.a11y.Bus --object-path /org/a11y/bus \
         --method org.a11y.Bus.GetAddress 2>/dev/null | sed "s/^('//; s/',)\$//")
names=
[ -n "$a11y" ] && names=$(atspi_names "$a11y")
if [ -n "$names" ]; then
  for figure in 'Steps: [0-9]' 'Backtracks: [0-9]' 'Packings: [0-9]' 'Pieces: [0-9]+ of 12' \
                'Time: [0-9]' 'Done: [0-9]+%'; do
    echo "$names" | grep -Eq "^$figure" || fail "05-watch: no “$figure” over AT-SPI"
  done
  echo "05-watch over AT-SPI:" $(echo "$names" | grep -E '^(Steps|Backtracks|Packings|Pieces|Time|Done):')
else
  echo "05-watch: this process is not on the accessibility bus, AT-SPI not checked"
fi
activate stop

# 5c. New Game over the bus: a piece placed, then a fresh game, and the board is empty.
# Takes picture @1 every half second until @2 piece colours cover the board (a busy machine
# draws late).
shot_colours () {
  for _ in $(seq 20); do
    sleep 0.5
    shot "$1"
    present=$(colours_present "$shots/$1.png" 4000)
    [ "$present" -eq "$2" ] && return 0
  done
  return 1
}
activate place "[<'I:0,0 1,0 2,0 3,0 4,0'>]"
shot_colours 05-new-game-before 1 || fail "05-new-game: $present piece colours, not the placed piece"
activate new-game
shot_colours 05-new-game 0 || fail "05-new-game: $present piece colours after New Game"
echo "05-new-game: the placed piece, then an empty board"

# 6. Quit through the action; the process must end by itself.
activate quit
wait_for 50 bash -c "! kill -0 $pid 2>/dev/null" || fail "app.quit did not end the process"
trap - EXIT
wait "$pid"
echo "PASS: screenshots in $shots"
