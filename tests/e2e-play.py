#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# e2e-play.py: plays a whole game in the real `pentomino` over D-Bus (app.place, app.undo,
# app.redo, app.save-position) and reads the live count back the way a screen reader does,
# over AT-SPI; every count is checked against `pentomino-cli --board POSITION --count`.
#
# Usage: e2e-play.py PENTOMINO PENTOMINO_CLI WORKDIR
# Needs a display and a session bus (dbus-run-session + xvfb-run), python3-gi and
# gir1.2-atspi-2.0; exits 77 (skip) without them.
import json
import os
import re
import shutil
import subprocess
import sys
import time

# importing it exits 77 without AT-SPI
from e2e_atspi import Atspi, activate, fail, launch, texts, wait_for_app


gui, cli, work = sys.argv[1:4]
os.makedirs(work, exist_ok=True)


def cli_count(path):
    out = subprocess.run([cli, '--board', path, '--count', '--json'], check=True,
                         capture_output=True, text=True).stdout
    return json.loads(out)['total']


COUNT = re.compile(r'^([\d,.\u202f\u00a0]+) packings? still possible$')


proc = None


def read_count(app, timeout=10.0):
    """The live count as AT-SPI exposes it: the label's name, once it is not 'Counting…'."""
    deadline = time.monotonic() + timeout
    seen = []
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            fail(f'pentomino ended with status {proc.returncode}')
        seen = texts(app)
        for role, name, _ in seen:
            m = COUNT.match(name)
            if m:
                # A status role: screen readers announce its changes.
                if role != 'status bar':
                    fail(f'the live count is a {role}, not a status bar')
                return int(re.sub(r'\D', '', m.group(1))), seen
            if name.startswith('Dead end'):
                return 0, seen
            if name == 'Solved: every piece is on the board.':
                return 1, seen
        time.sleep(0.05)
    fail('no live count over AT-SPI; saw: ' + repr([t for t in seen if t[1]][:40]))


def main():
    Atspi.init()
    packing = subprocess.run([cli, '--first'], check=True, capture_output=True,
                             text=True).stdout.split()
    cells = {}
    for y, row in enumerate(packing):
        for x, letter in enumerate(row):
            cells.setdefault(letter, []).append(f'{x},{y}')

    # A private data dir, emptied: no game of an earlier run is restored.
    shutil.rmtree(os.path.join(work, 'data'), ignore_errors=True)
    global proc
    proc = launch(gui, work, os.path.join(work, 'data'))
    try:
        app = wait_for_app()

        position = os.path.join(work, 'position.txt')
        count, _ = read_count(app)
        if count != 9356:
            fail(f'empty 10x6: AT-SPI says {count}, not 9356')
        history = [count]
        for letter in sorted(cells, key=lambda l: min(cells[l])):
            activate('place', f'{letter}:' + ' '.join(cells[letter]))
            activate('save-position', position)
            count, seen = read_count(app)
            expected = cli_count(position)
            print(f'{letter}: AT-SPI {count}, CLI {expected}')
            if count != expected:
                fail(f'after {letter}: AT-SPI says {count}, the CLI {expected}')
            history.append(count)
        if history[-1] != 1:
            fail(f'a complete board should leave 1 packing, not {history[-1]}')
        # The win is said in the status label.
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            if any('Solved in' in name and 'This is packing' in name for _, name, _ in texts(app)):
                break
            time.sleep(0.1)
        else:
            fail('no win message over AT-SPI')

        activate('undo')
        activate('undo')
        count, _ = read_count(app)
        if count != history[-3]:
            fail(f'after two undos: {count}, not {history[-3]}')
        activate('redo')
        count, _ = read_count(app)
        if count != history[-2]:
            fail(f'after redo: {count}, not {history[-2]}')

        # A dead end is said, and the board's description carries it.
        activate('clear-board')
        activate('place', 'X:1,0 0,1 1,1 2,1 1,2')
        count, seen = read_count(app)
        if count != 0:
            fail(f'X cutting off a corner: {count}, not 0')
        if not any(role == 'image' and 'Dead end' in desc for role, _, desc in seen):
            fail('the board view does not describe the dead end: ' +
                 repr([t for t in seen if t[0] == 'image']))
        print('PASS: live counts over AT-SPI match the CLI')
    finally:
        proc.terminate()
        proc.wait(timeout=10)


main()
