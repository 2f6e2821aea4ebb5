#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# test-data.sh: the data suite's checks — validators for the desktop file, metainfo and schema,
# the Flatpak manifest, the translation catalogues, a translated run of pentomino-cli and the
# libraries it loads.
#
# Usage: test-data.sh CHECK ARGS…  Exit 0 on success, 1 on failure, 77 (meson's "skip") when
# a validator is not installed, so a machine without desktop-file-utils or appstream still
# runs the rest.

set -u

check=${1:?usage: test-data.sh CHECK ARGS…}
shift

fail () {
  echo "FAIL: $*" >&2
  exit 1
}

need () {
  if ! command -v "$1" >/dev/null 2>&1; then
    echo "SKIP: $1 is not installed" >&2
    exit 77
  fi
}

case $check in
  desktop)
    # desktop FILE
    need desktop-file-validate
    out=$(desktop-file-validate "$1" 2>&1) || fail "desktop-file-validate: $out"
    # desktop-file-validate exits 0 on hints and warnings: treat them as failures too.
    [ -z "$out" ] || fail "desktop-file-validate: $out"
    grep -q '^DBusActivatable=true$' "$1" || fail "desktop file is not D-Bus activatable"
    grep -q '^Name\[de\]=' "$1" || fail "desktop file has no German translation merged"
    grep -q '^Comment\[fr\]=' "$1" || fail "desktop file has no French translation merged"
    ;;

  service)
    # service FILE APP_ID — the D-Bus service file that DBusActivatable needs
    grep -q "^Name=$2\$" "$1" || fail "service file does not name $2"
    grep -q '^Exec=/.*/pentomino --gapplication-service$' "$1" || fail "service file Exec is wrong"
    ;;

  metainfo)
    # metainfo FILE [SOURCE_ROOT]
    need appstreamcli
    appstreamcli validate --no-net --explain "$1" || fail "appstreamcli validate"
    grep -q '<p xml:lang="de">' "$1" || fail "metainfo has no German translation merged"
    grep -q '<content_rating type="oars-1.1"' "$1" || fail "metainfo lacks the OARS rating"
    # Screenshots are kept in the repository: every one the metainfo names must be there.
    if [ $# -ge 2 ]; then
      for shot in $(sed -n 's|.*<image>https://raw.githubusercontent.com/pentomino/pentomino/main/\(.*\)</image>.*|\1|p' "$1"); do
        [ -f "$2/$shot" ] || fail "screenshot $shot is not in the repository"
      done
    fi
    ;;

  schema)
    # schema SOURCE_DIR COMPILED_DIR
    need glib-compile-schemas
    glib-compile-schemas --strict --dry-run "$1" || fail "glib-compile-schemas --strict"
    [ -f "$2/gschemas.compiled" ] || fail "$2/gschemas.compiled was not built"
    if command -v gsettings >/dev/null 2>&1; then
      # The compiled schema is the one the app reads: check a key and its range from it.
      keys=$(GSETTINGS_SCHEMA_DIR=$2 gsettings list-keys io.github.pentomino.Pentomino) ||
        fail "gsettings cannot read the compiled schema"
      for key in board flip mirror shuffle seed show-letters unique-only sidebar-visible \
                 window-width window-height window-maximized; do
        echo "$keys" | grep -qx "$key" || fail "schema lacks key $key"
      done
      # The board key takes saved boards ("custom:NAME") too, so it is a plain string that
      # the window validates; its default is a preset.
      range=$(GSETTINGS_SCHEMA_DIR=$2 gsettings range io.github.pentomino.Pentomino board)
      [ "$range" = "type s" ] || fail "board key should be a plain string: $range"
      default=$(GSETTINGS_SCHEMA_DIR=$2 XDG_CONFIG_HOME=$(mktemp -d) GSETTINGS_BACKEND=memory \
                gsettings get io.github.pentomino.Pentomino board)
      [ "$default" = "'10x6'" ] || fail "board key default is $default"
    fi
    ;;

  icons)
    # icons ICON_DIR DESKTOP_FILE — the hicolor icons exist, are SVG of the right size, the
    # symbolic one is monochrome, and the desktop file names the application icon.
    need python3
    icon=$(sed -n 's/^Icon=//p' "$2")
    python3 - "$1" "$icon" <<'PY' || fail "icons"
import re, sys
import xml.etree.ElementTree as ET
base, name = sys.argv[1], sys.argv[2]
ns = "{http://www.w3.org/2000/svg}"
for path, size in ((f"{base}/scalable/apps/{name}.svg", "128"),
                   (f"{base}/symbolic/apps/{name}-symbolic.svg", "16")):
    root = ET.parse(path).getroot()
    if root.tag != ns + "svg":
        sys.exit(f"{path}: not an SVG")
    if root.get("viewBox") != f"0 0 {size} {size}":
        sys.exit(f"{path}: viewBox is not 0 0 {size} {size}")
    if len(root.findall(".//" + ns + "path")) < 5:
        sys.exit(f"{path}: fewer than five pieces drawn")
    if "symbolic" in path:
        colours = set(re.findall(r"#[0-9a-fA-F]{3,6}", open(path).read()))
        if len(colours) > 1:
            sys.exit(f"{path}: a symbolic icon must be one colour, has {sorted(colours)}")
PY
    ;;

  flatpak)
    # flatpak MANIFEST — flatpak-builder parses it offline; without flatpak-builder a JSON parse.
    manifest=$1
    if command -v flatpak-builder >/dev/null 2>&1; then
      json=$(flatpak-builder --show-manifest "$manifest") || fail "flatpak-builder --show-manifest"
    else
      echo "flatpak-builder is not installed: checking the manifest as plain JSON" >&2
      json=$(cat "$manifest")
    fi
    need python3
    printf '%s' "$json" | python3 -c '
import json, sys
m = json.load(sys.stdin)
def check(ok, what):
    if not ok:
        sys.exit("manifest: " + what)
check(m.get("id", m.get("app-id")) == "io.github.pentomino.Pentomino", "wrong id")
check(m.get("runtime") == "org.gnome.Platform", "runtime is not org.gnome.Platform")
check(m.get("sdk") == "org.gnome.Sdk", "sdk is not org.gnome.Sdk")
check(str(m.get("runtime-version", "")).isdigit(), "runtime-version is not a stable branch")
check(m.get("command") == "pentomino", "command is not pentomino")
check(sorted(m.get("finish-args", [])) == sorted(["--share=ipc", "--socket=wayland",
      "--socket=fallback-x11", "--device=dri"]), "finish-args are not the minimal set")
mods = m.get("modules", [])
check(len(mods) == 1 and mods[0].get("buildsystem") == "meson", "not one meson module")
check(mods[0].get("sources", [{}])[0].get("type") == "dir", "the module is not built from this directory")
' || fail "manifest contents"
    ;;

  po)
    # po SOURCE_ROOT — every catalogue compiles cleanly, LINGUAS and the .po files agree, and
    # POTFILES.in lists every existing file with translatable strings and nothing else.
    need msgfmt
    root=$1
    for lang in $(grep -v '^#' "$root/po/LINGUAS"); do
      [ -f "$root/po/$lang.po" ] || fail "po/$lang.po is listed in LINGUAS but missing"
      msgfmt --check --output-file=/dev/null "$root/po/$lang.po" || fail "msgfmt --check po/$lang.po"
    done
    listed=$(grep -v -e '^#' -e '^[[:space:]]*$' "$root/po/POTFILES.in" | sort -u)
    for f in $listed; do
      [ -f "$root/$f" ] || fail "POTFILES.in lists $f, which does not exist"
    done
    found=$(cd "$root" &&
            { grep -rlE --include='*.c' --include='*.h' '(^|[^A-Za-z0-9_])(N_|_|C_|NC_|g_dngettext|ngettext)[[:space:]]*\(' src
              grep -rl --include='*.ui' 'translatable="yes"' src
              ls data/*.desktop.in data/*.metainfo.xml.in data/*.gschema.xml; } 2>/dev/null | sort -u)
    missing=
    for f in $found; do
      echo "$listed" | grep -qx "$f" || missing="$missing $f"
    done
    [ -z "$missing" ] || fail "POTFILES.in misses:$missing"
    # Extract the template the way i18n.gettext(preset: 'glib') does, into a scratch file
    # rather than po/pentomino.pot, and check it holds the data files' and .ui strings.
    if command -v xgettext >/dev/null 2>&1; then
      pot=$(mktemp)
      trap 'rm -f "$pot"' EXIT
      xgettext --package-name=pentomino --directory="$root" --files-from="$root/po/POTFILES.in" \
               --output="$pot" --from-code=UTF-8 --add-comments \
               --keyword=_ --keyword=N_ --keyword=C_:1c,2 --keyword=NC_:1c,2 \
               --keyword=g_dcgettext:2 --keyword=g_dngettext:2,3 --keyword=g_dpgettext2:2c,3 \
               --flag=N_:1:pass-c-format --flag=C_:2:pass-c-format --flag=NC_:2:pass-c-format \
               --flag=g_dngettext:2:pass-c-format --flag=g_strdup_printf:1:c-format \
               --flag=g_string_printf:2:c-format --flag=g_string_append_printf:2:c-format \
               --flag=g_error_new:3:c-format --flag=g_set_error:4:c-format ||
        fail "xgettext could not extract the strings"
      for msgid in 'msgid "Pentomino Puzzle"' 'msgid "Allow turning pieces over"' \
                   'msgctxt "shortcut window"' 'msgid "Mirrored pieces"'; do
        grep -qF "$msgid" "$pot" || fail "the template lacks $msgid"
      done
      echo "$(grep -c '^msgid ' "$pot") messages in the template"
    fi
    ;;

  cli-translation)
    # cli-translation CLI LOCALEDIR — pentomino-cli --help in German, from the built catalogues.
    cli=$1
    localedir=$2
    [ -f "$localedir/de/LC_MESSAGES/pentomino.mo" ] || fail "$localedir/de/LC_MESSAGES/pentomino.mo was not built"
    english=$(LC_ALL=C.UTF-8 LANGUAGE= "$cli" --help) || fail "pentomino-cli --help failed"
    # gettext ignores LANGUAGE in the plain C locale, and de_DE.UTF-8 may not be generated:
    # C.UTF-8 (glibc >= 2.35) keeps LANGUAGE working on any machine.
    german=$(PENTOMINO_LOCALEDIR=$localedir LC_ALL=C.UTF-8 LANGUAGE=de "$cli" --help) ||
      fail "LANGUAGE=de pentomino-cli --help failed"
    [ "$english" != "$german" ] || fail "pentomino-cli --help is not translated into German"
    # Some --help text must come out as its German translation from the catalogue: a string
    # whose English form is in the English help and whose German form is in the German help.
    need python3
    expected=$(ENGLISH=$english GERMAN=$german python3 -c '
import gettext, os, sys
with open(sys.argv[1], "rb") as f:
    catalog = gettext.GNUTranslations(f)._catalog
en, de = os.environ["ENGLISH"], os.environ["GERMAN"]
for msgid, msgstr in sorted(catalog.items(), key=lambda kv: str(kv[0])):
    if isinstance(msgid, str) and len(msgid) >= 8 and msgstr != msgid and msgid in en and msgstr in de:
        print(msgstr)
        break
' "$localedir/de/LC_MESSAGES/pentomino.mo") || fail "could not read the German catalogue"
    [ -n "$expected" ] || fail "no German translation of the --help text shows:
$german"
    echo "found German: $expected"
    if locale -a 2>/dev/null | grep -qix 'de_DE.utf-\{0,1\}8'; then
      german=$(PENTOMINO_LOCALEDIR=$localedir LC_ALL= LANG=de_DE.UTF-8 LANGUAGE=de "$cli" --help)
      echo "$german" | grep -qF "$expected" || fail "LANG=de_DE.UTF-8 --help is not German"
    fi
    echo "$german" | head -n 5
    ;;

  cli-libraries)
    # cli-libraries CLI — what the dynamic loader maps when pentomino-cli starts: GLib and the
    # C library, never GIO, GObject or GModule (each costs every run its loading).
    need ldd
    libs=$(ldd "$1") || fail "ldd $1 failed"
    echo "$libs"
    echo "$libs" | grep -q 'libglib-2\.0\.so' || fail "ldd lists no libglib: nothing was read"
    for lib in libgio-2.0 libgobject-2.0 libgmodule-2.0; do
      if echo "$libs" | grep -qF "$lib.so"; then
        fail "pentomino-cli loads $lib at start"
      fi
    done
    ;;

  *)
    fail "unknown check $check"
    ;;
esac

exit 0
