#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# test-help.sh: checks the manual.
#   test-help.sh pages HELP_DIR      every page of C/ valid Mallard, no broken link, no
#                                    missing figure; every translation complete, and its
#                                    merged pages valid with the same links
#   test-help.sh install BUILD_DIR   `meson install --destdir` puts the pages for yelp and
#                                    the HTML copy of every language in place
#   test-help.sh run-app BUILD_DIR   build-aux/run-app hands the uninstalled window the
#                                    build's HTML copy (for a desktop with no help viewer)
set -u
fail () { echo "FAIL: $*" >&2; exit 1; }
for tool in yelp-check itstool msgfmt; do
  command -v "$tool" >/dev/null || { echo "SKIP: $tool is missing"; exit 77; }
done
work=$(mktemp -d "${TMPDIR:-/tmp}/pentomino-help-XXXXXX")
trap 'rm -rf "$work"' EXIT

# yelp-check prints one line per problem and says nothing when all is well.
check_pages () {   # DIR NAME
  (cd "$1" && yelp-check validate ./*.page) >"$work/out" 2>&1 || fail "$2: yelp-check validate failed: $(cat "$work/out")"
  [ ! -s "$work/out" ] || fail "$2: yelp-check validate: $(cat "$work/out")"
  yelp-check links "$1" >"$work/out" 2>&1
  [ ! -s "$work/out" ] || fail "$2: broken links: $(cat "$work/out")"
  yelp-check media "$1" >"$work/out" 2>&1
  [ ! -s "$work/out" ] || fail "$2: missing figures: $(cat "$work/out")"
  yelp-check orphans "$1" >"$work/out" 2>&1
  [ ! -s "$work/out" ] || fail "$2: pages no guide links to: $(cat "$work/out")"
  echo "$2: $(ls "$1"/*.page | wc -l) pages valid, links and figures whole"
}

case $1 in
pages)
  help=$2
  check_pages "$help/C" C
  n_pages=$(ls "$help"/C/*.page | wc -l)
  [ "$n_pages" -ge 14 ] || fail "only $n_pages pages in C/"
  for po in "$help"/*/*.po; do
    lang=$(basename "$po" .po)
    stats=$(msgfmt --check --statistics -o "$work/$lang.mo" "$po" 2>&1) || fail "$lang: $stats"
    case $stats in
      *untranslated*|*fuzzy*) fail "$lang: the manual's translation is incomplete: $stats" ;;
    esac
    # Every message of the pages has a translation: a message the .po lacks (the pages
    # changed since) is merged as English, and shows up here.
    itstool -o "$work/$lang.pot" "$help"/C/*.page "$help"/C/legal.xml
    missing=$(msgcmp "$po" "$work/$lang.pot" 2>&1) || fail "$lang: messages of the pages missing in $lang.po: $missing"
    mkdir -p "$work/$lang"
    itstool -m "$work/$lang.mo" -o "$work/$lang" "$help"/C/*.page "$help"/C/legal.xml 2>"$work/its" ||
      fail "$lang: itstool could not merge: $(cat "$work/its")"
    [ ! -s "$work/its" ] || fail "$lang: itstool: $(cat "$work/its")"
    ln -s "$(cd "$help/C/figures" && pwd)" "$work/$lang/figures"
    check_pages "$work/$lang" "$lang ($stats)"
  done
  ;;
install)
  build=$2
  dest=$work/root
  meson install -C "$build" --no-rebuild --quiet --destdir "$dest" >"$work/out" 2>&1 ||
    fail "meson install failed: $(tail -5 "$work/out")"
  prefix=$(meson introspect "$build" --buildoptions |
    python3 -c 'import json,sys; print(next(o["value"] for o in json.load(sys.stdin) if o["name"] == "prefix"))')
  datadir=$dest$prefix/share
  for lang in C de fr; do
    for file in index.page play.page scripting.page figures/main.png; do
      [ -s "$datadir/help/$lang/pentomino/$file" ] || fail "not installed: share/help/$lang/pentomino/$file"
    done
    for file in index.html play.html scripting.html figures/main.png; do
      [ -s "$datadir/pentomino/help/$lang/$file" ] || fail "not installed: share/pentomino/help/$lang/$file"
    done
  done
  grep -q 'Spielfeld' "$datadir/help/de/pentomino/index.page" || fail "the German index.page is not German"
  grep -q 'plateau' "$datadir/help/fr/pentomino/play.page" || fail "the French play.page is not French"
  grep -q 'Spielfeld' "$datadir/pentomino/help/de/index.html" || fail "the German index.html is not German"
  echo "installed: $(find "$datadir/help" -type f -o -type l | wc -l) files for yelp, $(find "$datadir/pentomino/help" -type f | wc -l) HTML files"
  ;;
run-app)
  build=$(cd "$2" && pwd)
  [ -s "$build/help/html/C/index.html" ] || fail "the build made no HTML copy: $build/help/html/C/index.html"
  # a stand-in for the window, in a build folder of its own, says where its HTML copy is
  fake=$work/build
  mkdir -p "$fake/src/ui" "$fake/help"
  ln -s "$build/help/html" "$fake/help/html"
  printf '#!/bin/sh\necho "$PENTOMINO_HELPDIR"\n' >"$fake/src/ui/pentomino"
  chmod +x "$fake/src/ui/pentomino"
  helpdir=$(env -u PENTOMINO_HELPDIR "$(dirname "$0")/../build-aux/run-app" "$fake") ||
    fail "run-app failed"
  [ -s "$helpdir/C/index.html" ] || fail "run-app gave the window no HTML copy (PENTOMINO_HELPDIR=$helpdir)"
  echo "run-app: the HTML copy is $helpdir"
  ;;
*)
  fail "unknown check $1" ;;
esac
