#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# help-html.sh LANG HELP_DIR OUTPUT_DIR: builds the manual of LANG (C, or a language with
# HELP_DIR/LANG/LANG.po) as HTML pages in OUTPUT_DIR, figures included.
set -eu
lang=$1
help=$(cd "$2" && pwd)
rm -rf "$3"
mkdir -p "$3"
out=$(cd "$3" && pwd)
if [ "$lang" = C ]; then
  pages=$help/C
else
  # The translated pages, merged as yelp's install step merges them.
  pages=$out/.pages
  mkdir -p "$pages/figures"
  msgfmt -o "$pages/$lang.mo" "$help/$lang/$lang.po"
  itstool -m "$pages/$lang.mo" -o "$pages" "$help"/C/*.page "$help"/C/legal.xml
  cp "$help"/C/figures/*.png "$pages/figures/"
fi
(cd "$pages" && yelp-build html -o "$out/" ./*.page)
rm -rf "$out/.pages"
