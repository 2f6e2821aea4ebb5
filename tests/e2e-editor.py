#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# e2e-editor.py: the real `pentomino` opens a board file of no preset over D-Bus (app.open),
# runs Solve All, and the counts are read back the way a screen reader does, over AT-SPI,
# and checked against `pentomino-cli --board FILE --count`. The board chooser shows the
# saved board's name, and the board editor's counter and live check are read the same way.
#
# Usage: e2e-editor.py PENTOMINO PENTOMINO_CLI WORKDIR
# Needs a display and a session bus (dbus-run-session + xvfb-run), python3-gi and
# gir1.2-atspi-2.0; exits 77 (skip) without them.
import json
import os
import shutil
import subprocess
import sys

# importing it exits 77 without AT-SPI
from e2e_atspi import Atspi, activate, counts_of, fail, launch, wait_for, wait_for_app


gui, cli, work = sys.argv[1:4]
os.makedirs(work, exist_ok=True)

# Sixty cells in no preset's shape, with a hole inside.
BOARD = """; a board of my own
..########..
############
############
############
..###..###..
.##########.
"""
# The same but a 2x2 pocket cut off a corner: the live check marks it before any search.
POCKET = """##.#######
##.#######
..########
##########
##########
##########
####......
"""


def cli_counts(path):
    out = subprocess.run([cli, '--board', path, '--count', '--json'], check=True,
                         capture_output=True, text=True).stdout
    data = json.loads(out)
    return data['total'], data['unique']


def main():
    Atspi.init()
    shutil.rmtree(os.path.join(work, 'data'), ignore_errors=True)
    board = os.path.join(work, 'my-board.txt')
    pocket = os.path.join(work, 'pocket.txt')
    with open(board, 'w') as f:
        f.write(BOARD)
    with open(pocket, 'w') as f:
        f.write(POCKET)
    expected = cli_counts(board)

    proc = launch(gui, work, os.path.join(work, 'data'))
    try:
        app = wait_for_app()

        activate('open', board)
        activate('solve-all')

        total, unique = wait_for(app, counts_of(expected[0]), f'counts {expected}')
        print(f'my-board.txt: AT-SPI {total} total, {unique} unique; CLI {expected[0]}, {expected[1]}')
        if (total, unique) != expected:
            fail(f'AT-SPI says {total}/{unique}, the CLI {expected}')
        # The chooser shows the board under the file's name.
        wait_for(app, lambda e: e[1] == 'my-board', 'board chooser entry “my-board”')
        saved = os.path.join(work, 'data', 'pentomino', 'boards', 'my-board.txt')
        if not os.path.exists(saved) or cli_counts(saved) != expected:
            fail(f'{saved} is missing or counts differently')

        # The editor on a board with a pocket: the counter and the live check, read aloud.
        activate('open', pocket)
        activate('edit-board')
        wait_for(app, lambda e: e[1] == '60 cells — ready', 'editor counter “60 cells — ready”')
        check = wait_for(app, lambda e: e[1] if e[1].startswith('Cannot be packed') else None,
                         'live check warning')
        print(f'pocket.txt in the editor: {check}')
        if '4 cells no piece can cover' not in check:
            fail(f'the live check does not name the 4-cell pocket: {check}')
        print('PASS: counts of an opened board over AT-SPI match the CLI; the editor is read aloud')
    finally:
        proc.terminate()
        proc.wait(timeout=10)


main()
