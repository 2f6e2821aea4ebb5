#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# screenshots.sh: retakes the manual's figures (help/C/figures/*.png) from a build of this
# tree. It starts the built `pentomino` on a virtual X display with a private session bus,
# drives it over its exported org.gtk.Actions as a script would, and captures each window.
#
# Usage: help/screenshots.sh [BUILD_DIR]   (default _build; needs xvfb-run, dbus-run-session,
# gdbus, xwininfo and ImageMagick's import)
set -eu
src=$(cd "$(dirname "$0")/.." && pwd)
build=$(cd "${1:-$src/_build}" && pwd)
figures=$src/help/C/figures

if [ -z "${PENTO_SCREENSHOTS_INNER:-}" ]; then
  export PENTO_SCREENSHOTS_INNER=1
  exec xvfb-run -a -s '-screen 0 1280x1024x24' dbus-run-session -- "$0" "$build"
fi

app_id=io.github.pentomino.Pentomino
object_path=/io/github/pentomino/Pentomino
work=$(mktemp -d "${TMPDIR:-/tmp}/pentomino-shots-XXXXXX")

# A fresh profile: the settings in a key file holding the window size of the README's
# screenshots, no saved game, no saved boards.
export XDG_CONFIG_HOME=$work/config XDG_DATA_HOME=$work/data XDG_RUNTIME_DIR=$work
mkdir -p "$XDG_CONFIG_HOME/glib-2.0/settings" "$XDG_DATA_HOME"
cat > "$XDG_CONFIG_HOME/glib-2.0/settings/keyfile" <<KEYS
[io/github/pentomino/Pentomino]
window-width=1100
window-height=720
KEYS
export GSETTINGS_BACKEND=keyfile GDK_BACKEND=x11 GSK_RENDERER=cairo
export GSETTINGS_SCHEMA_DIR=$build/data PENTOMINO_LOCALEDIR=$build/po
export LANGUAGE=${LANGUAGE:-C}

"$build/src/ui/pentomino" >"$work/pentomino.log" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null; wait $pid 2>/dev/null; rm -rf "$work"' EXIT

call () {
  gdbus call --session --dest "$app_id" --object-path "$object_path" \
    --method "org.gtk.Actions.$1" "${@:2}" >/dev/null
}
act () { call Activate "$1" "${2:-[]}" '{}'; }
state () { call SetState "$1" "$2" '{}'; }
# The window titled $1, not a tooltip or popover of the same name: at least 300 pixels wide.
window_id () {
  xwininfo -root -tree | awk -v t="\"$1\":" '
    index($0, t) { split($(NF - 1), size, "x"); if (size[1] + 0 >= 300) { print $1; exit } }'
}
# Waits until no search runs (app.stop is enabled only while one does).
idle () {
  for _ in $(seq 200); do
    gdbus call --session --dest "$app_id" --object-path "$object_path" \
      --method org.gtk.Actions.Describe stop | grep -q '^((false' && return 0
    sleep 0.1
  done
}
wait_window () {
  for _ in $(seq 100); do [ -n "$(window_id "$1")" ] && return 0; sleep 0.1; done
  echo "no window titled $1" >&2; return 1
}
shot () {   # NAME WINDOW-TITLE
  wait_window "$2"
  idle
  sleep 1
  import -window "$(window_id "$2")" "$figures/$1.png"
  echo "$figures/$1.png"
}

for _ in $(seq 100); do call Describe solve 2>/dev/null && break; sleep 0.1; done
wait_window Pentomino
# no tooltip under the pointer
xdotool mousemove 0 0 2>/dev/null || true

state board '<"10x6">'
act seed '[<uint32 868>]'
shot main Pentomino

# A game in progress: five pieces of a packing, taken from the CLI's own text form.
act clear-board
"$build/src/cli/pentomino-cli" --random --seed 42 2>/dev/null | python3 -c '
import sys
rows = [l for l in sys.stdin.read().split("\n") if l]
cells = {}
for y, row in enumerate(rows):
    for x, c in enumerate(row):
        cells.setdefault(c, []).append("%d,%d" % (x, y))
for c in "XILTU":
    print(c + ":" + " ".join(cells[c]))' | while read -r placement; do
  act place "[<'$placement'>]"
done
shot play Pentomino
act clear-board

act solve-all
sleep 2
shot solutions Pentomino

state watch-speed '<uint32 20>'
act watch
sleep 3
act watch-pause
shot watch Pentomino
act stop || true

state board '<"3x4x5">'
act seed '[<uint32 5>]'
shot box Pentomino
state board '<"10x6">'

state board '<"8x8-hole">'
act edit-board
shot editor "Board Editor"
state board '<"10x6">'

act show-chirality
sleep 2
shot chirality "Chirality Explorer"
