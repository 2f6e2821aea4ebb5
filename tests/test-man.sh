#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# test-man.sh: the manual pages against the programs they describe, and their installation.
#
# Usage:
#   test-man.sh page PAGE.1 PROGRAM HELP-OPTION [FOREIGN…]
#     PAGE.1 renders without a warning (man --warnings, else groff -ww); every option the
#     PROGRAM's HELP-OPTION output lists has an entry under OPTIONS, every entry there is an
#     option the program lists (the short and long names paired alike), and every --option
#     named anywhere in the page is one of the program's or a FOREIGN one: a FOREIGN argument
#     is an option itself (gdbus's --session in an example) or another program whose --help
#     options the page may name (pentomino(1) speaks of pentomino-cli's).
#   test-man.sh install BUILD-DIR PAGE…
#     meson install into a scratch root puts each PAGE (e.g. pentomino-cli.1) in mandir/man1.
# Exit 0 on success, 1 on failure, 77 (meson's "skip") when neither man nor groff is there.

set -u

fail () {
  echo "FAIL: $*" >&2
  exit 1
}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The page as a person reads it at 80 columns, without bold and underline, and without
# hyphenation, so that an option at the end of a line is read whole.
render () {
  if command -v man >/dev/null 2>&1; then
    MANROFFOPT=-rHY=0 MANWIDTH=80 man -l "$1" 2>/dev/null | sed 's/.\x08//g'
  else
    groff -man -Tutf8 -P-cbou -rLL=80n -rHY=0 "$1" 2>/dev/null
  fi
}

case ${1:-} in
  page)
    [ $# -ge 4 ] || fail "usage: test-man.sh page PAGE.1 PROGRAM HELP-OPTION [FOREIGN…]"
    page=$2
    program=$3
    help_option=$4
    shift 4
    [ -s "$page" ] || fail "$page is missing or empty"

    # 1. Rendered clean: no warning of any kind (--warnings=w, groff's -ww), in the C locale
    #    too, where a character outside ASCII would be one; then groff -man -ww on its own.
    if command -v man >/dev/null 2>&1; then
      LC_ALL=C MANWIDTH=80 man --warnings=w -l "$page" >"$work/text" 2>"$work/warnings" ||
        fail "man -l $page failed: $(cat "$work/warnings")"
      MANWIDTH=80 man --warnings -l "$page" >"$work/text" 2>>"$work/warnings" ||
        fail "man -l $page failed: $(cat "$work/warnings")"
    elif ! command -v groff >/dev/null 2>&1; then
      echo "SKIP: neither man nor groff is installed" >&2
      exit 77
    fi
    if command -v groff >/dev/null 2>&1; then
      groff -man -ww -z "$page" 2>>"$work/warnings" || fail "groff failed on $page"
    fi
    [ ! -s "$work/warnings" ] || fail "$page renders with warnings:
$(cat "$work/warnings")"
    render "$page" >"$work/text"
    grep -q '^OPTIONS$' "$work/text" || fail "$page has no OPTIONS section"

    # 2. The program's options, as its help lists them: "  -b, --board=BOARD   text" or
    #    "  --no-flip   text". The option names are never translated; LC_ALL=C all the same.
    LC_ALL=C LANGUAGE= "$program" "$help_option" >"$work/help" 2>&1 ||
      fail "$program $help_option failed"
    sed -n 's/^  \(-[A-Za-z0-9], \)\{0,1\}\(--[a-z][a-z0-9-]*\).*/\1\2/p' "$work/help" |
      sed 's/, / /' | sort -u >"$work/help-options"
    [ -s "$work/help-options" ] || fail "no options found in $program $help_option"

    # 3. The page's entries: the lines under OPTIONS (up to the next section) that begin an
    #    entry, "       -b, --board BOARD" or "       --no-flip".
    sed -n '/^OPTIONS$/,/^[A-Z]/p' "$work/text" |
      sed -n 's/^       \(-[A-Za-z0-9], \)\{0,1\}\(--[a-z][a-z0-9-]*\).*/\1\2/p' |
      sed 's/, / /' | sort -u >"$work/page-options"
    [ -s "$work/page-options" ] || fail "no option entries under OPTIONS in $page"

    missing=$(comm -23 "$work/help-options" "$work/page-options")
    [ -z "$missing" ] || fail "$program lists options that $page does not describe (or pairs them otherwise):
$missing"
    extra=$(comm -13 "$work/help-options" "$work/page-options")
    [ -z "$extra" ] || fail "$page describes options that $program does not have (or pairs them otherwise):
$extra"

    # 4. Every --option the page names anywhere, in examples and prose too, exists.
    sed 's/^.* //' "$work/help-options" >"$work/known"
    for foreign in "$@"; do
      case $foreign in
        --*) echo "$foreign" >>"$work/known" ;;
        *) LC_ALL=C LANGUAGE= "$foreign" --help 2>&1 |
             sed -n 's/^  \(-[A-Za-z0-9], \)\{0,1\}\(--[a-z][a-z0-9-]*\).*/\2/p' >>"$work/known" ;;
      esac
    done
    sort -u -o "$work/known" "$work/known"
    # A long option follows a space, an opening bracket or parenthesis, or starts a line. The
    # text is not hyphenated, but an option broken at one of its own hyphens ("--chirality-",
    # then "table") is joined first.
    awk '{ if (held != "") { sub(/^ +/, ""); $0 = held $0; held = "" }
           if ($0 ~ /(^| )--[a-z0-9-]*-$/) { held = $0; next }
           print }' "$work/text" |
      tr -s ' \t' '\n\n' | sed 's/^[[(|"]*//' |
      sed -n 's/^\(--[a-z][a-z0-9-]*[a-z0-9]\).*/\1/p' | sort -u >"$work/named"
    unknown=$(comm -23 "$work/named" "$work/known")
    [ -z "$unknown" ] || fail "$page names options that $program does not have:
$unknown"

    echo "$(basename "$page"): $(wc -l <"$work/page-options") options, both ways;" \
         "$(wc -l <"$work/named") named in the text; rendered without warnings"
    ;;

  install)
    [ $# -ge 3 ] || fail "usage: test-man.sh install BUILD-DIR PAGE…"
    build=$2
    shift 2
    dest=$work/root
    meson install -C "$build" --no-rebuild --quiet --destdir "$dest" >"$work/out" 2>&1 ||
      fail "meson install failed: $(tail -5 "$work/out")"
    for name in "$@"; do
      found=$(find "$dest" -path "*/man1/$name" -type f | head -1)
      [ -n "$found" ] || fail "meson install did not install man1/$name"
      grep -q '^\.TH' "$found" || fail "the installed $name is not a manual page"
      echo "installed: ${found#"$dest"}"
    done
    ;;

  *)
    fail "usage: test-man.sh page|install ARGS…"
    ;;
esac
