#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# e2e-pieces.py: the real `pentomino` is given a piece set over D-Bus (app.pieces, the words
# of pentomino-cli --pieces), brings a board that takes it, runs Solve All, and the counts
# are read back the way a screen reader does, over AT-SPI, and checked against
# `pentomino-cli --pieces SET --board B --count`. The tray says how many pieces the set has
# and, for the one-sided set, that each chiral piece comes twice. A set the board does not
# take brings its board; a board chosen that the set does not fit brings the board's set.
#
# Usage: e2e-pieces.py PENTOMINO PENTOMINO_CLI WORKDIR
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

def cli_counts(pieces, board):
    out = subprocess.run([cli, '--pieces', pieces, '--board', board, '--count', '--json'],
                         check=True, capture_output=True, text=True).stdout
    data = json.loads(out)
    return data['total'], data['unique']


def solve_and_read(app, pieces, board, tray_words):
    expected = cli_counts(pieces, board)
    activate('pieces', pieces)
    # the tray names the set's size before anything is solved
    wait_for(app, lambda e: tray_words in e[2], f'tray description with “{tray_words}”')
    activate('solve-all')

    total, unique = wait_for(app, counts_of(expected[0]), f'counts {expected} for {pieces} on {board}')
    print(f'{pieces} on {board}: AT-SPI {total} total, {unique} unique; CLI {expected}')
    if (total, unique) != expected:
        fail(f'AT-SPI says {total}/{unique}, the CLI {expected}')


def main():
    Atspi.init()
    shutil.rmtree(os.path.join(work, 'data'), ignore_errors=True)
    proc = launch(gui, work, os.path.join(work, 'data'))
    try:
        app = wait_for_app()
        # eight of the twelve: the ladder's rung 5 x 8
        solve_and_read(app, 'FLNPTUVY', '5x8', '0 of 8 on the board')
        wait_for(app, lambda e: e[1] == '5 × 8 (8 pieces)', 'board chooser entry “5 × 8 (8 pieces)”')
        # the eighteen one-sided pieces on 90 cells: 30 x 3, 46 up to symmetry
        solve_and_read(app, 'one-sided', '30x3', '0 of 18 on the board')
        wait_for(app, lambda e: 'one-sided pieces' in e[2], 'tray description of one-sided pieces')
        # back to a board of the twelve: the set follows the board
        activate('board', '10x6')
        wait_for(app, lambda e: '0 of 12 on the board' in e[2], 'the twelve in the tray again')
        # a position file that names its set opens with its pieces, whatever was played
        position = os.path.join(work, 'one-sided.txt')
        with open(position, 'w') as f:
            f.write('; pieces: one-sided\nIIIII' + '#' * 25 + '\n' + ('#' * 30 + '\n') * 2)
        activate('open', position)
        wait_for(app, lambda e: '1 of 18 on the board' in e[2], 'the opened one-sided game')
        print('PASS: piece sets over D-Bus, counts over AT-SPI match the CLI')
    finally:
        proc.terminate()
        proc.wait(timeout=10)


main()
