#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# e2e-challenge.py: a challenge in the real `pentomino`, driven over D-Bus: app.new-challenge
# 'easy', app.save-position (the file has pieces placed and exactly one completion, at the
# level asked, by pentomino-cli), the placed pieces staying put through app.unplace and
# app.clear-board, app.finish; then the finish read over AT-SPI from the finish message and
# the Scores window, and from the records file: a finish by Finish is filed as shown, played
# and never a record; then a one-sided rectangle's code (app.open-code) on the board, and a
# ladder code whose set cannot reach its level refused by a toast.
#
# Usage: e2e-challenge.py PENTOMINO PENTOMINO_CLI WORKDIR
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


def cli_json(*args):
    out = subprocess.run([cli, *args, '--json'], check=True, capture_output=True,
                         text=True).stdout
    return json.loads(out)


def letters(path):
    with open(path) as f:
        rows = [line.rstrip('\n') for line in f if not line.startswith(';')]
    return {c for row in rows for c in row if c.isalpha()}


def breadth_first(app):
    """(role, name, description) of the app's accessibles, the shallow ones first: a toast,
    near the top of the window, is read before it times out however large the tree."""
    queue = [app]
    while queue:
        node = queue.pop(0)
        try:
            yield (node.get_role_name(), node.get_name() or '', node.get_description() or '')
            queue.extend(node.get_child_at_index(i) for i in range(node.get_child_count()))
        except Exception:
            continue


def wait_text(app, proc, predicate, what, timeout=15.0):
    deadline = time.monotonic() + timeout
    seen = []
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            fail(f'pentomino ended with status {proc.returncode}')
        seen = []
        for role, name, desc in breadth_first(app):
            seen.append((role, name, desc))
            if predicate(name) or predicate(desc):
                return name or desc
        time.sleep(0.1)
    fail(f'no {what} over AT-SPI; saw: ' + repr([t for t in seen if t[1]][:60]))


def main():
    Atspi.init()
    data = os.path.join(work, 'data')
    shutil.rmtree(data, ignore_errors=True)
    proc = launch(gui, work, data)
    try:
        app = wait_for_app()

        activate('new-challenge', 'easy')
        position = os.path.join(work, 'position.txt')
        # generated on a worker: wait for the pieces to land
        deadline = time.monotonic() + 15
        placed = set()
        while not placed and time.monotonic() < deadline:
            time.sleep(0.1)
            activate('save-position', position)
            placed = letters(position)
        if not placed:
            fail('no challenge on the board')
        count = cli_json('--board', position, '--count')['total']
        rate = cli_json('--rate', position)
        print(f'challenge: {sorted(placed)} placed, {count} completion, {rate["level"]}')
        if count != 1 or rate['completions'] != 1:
            fail(f'a challenge has one completion, not {count}')
        if rate['level'] != 'easy':
            fail(f'asked for easy, got {rate["level"]}')

        # the placed pieces stay where they are
        piece = sorted(placed)[0]
        activate('unplace', piece)
        activate('clear-board')
        activate('save-position', position)
        if letters(position) != placed:
            fail(f'the placed pieces moved: {sorted(letters(position))}, not {sorted(placed)}')

        # Finish shows the answer: the challenge counts as played, never as a record
        activate('finish')
        message = wait_text(app, proc, lambda t: t.startswith('Well done! ') and 'Time ' in t,
                            'finish message')
        print(f'finish: {message}')
        if '(1 finished)' not in message or 'Finish completed the board.' not in message:
            fail(f'a finish by Finish is counted once, and says why it is no record: {message}')
        if 'A new record' in message or 'Best ' in message:
            fail(f'a finish by Finish made a record: {message}')

        records = os.path.join(data, 'pentomino', 'records')
        deadline = time.monotonic() + 5
        while not os.path.exists(records) and time.monotonic() < deadline:
            time.sleep(0.1)
        with open(records) as f:
            text = f.read()
        if (not text.startswith('pentomino-records 2\n')
                or not re.search(r'\nstarted finish \S+ easy 1 1 1\n', text)
                or '\ntime ' in text):
            fail(f'the records file: {text!r}')

        # the Scores window: the finish counted, and shown, in its Records table, which has
        # no best time; its pages named for a screen reader
        activate('scores')
        scores = wait_text(app, proc,
                           lambda t: t == '1 started, 1 finished, 1 shown', 'Scores window')
        print(f'scores: {scores!r}')
        seen = texts(app)
        names = {name for _, name, _ in seen}
        if not {'Records', 'Ladder', 'Daily', 'Collection'} <= names:
            fail(f'the Scores window names its pages: {sorted(n for n in names if n)[:60]}')
        if any(re.match(r'1\. \d', name) for _, name, _ in seen):
            fail('a finish by Finish has a best time in the Scores window')

        # a one-sided rectangle's code plays in the window: the board 18x5 (which the twelve
        # could not fill) with one completion by the one-sided set
        activate('open-code', 'PENTO-18x5-E-000001')
        deadline = time.monotonic() + 15
        rows = []
        while time.monotonic() < deadline:
            time.sleep(0.1)
            activate('save-position', position)
            with open(position) as f:
                rows = [line.rstrip('\n') for line in f if not line.startswith(';')]
            if len(rows) == 5 and len(rows[0]) == 18 and letters(position):
                break
        else:
            fail(f'the one-sided challenge is not on the board: {rows!r}')
        count = cli_json('--board', position, '--pieces', 'one-sided', '--count')['total']
        print(f'one-sided challenge: {sorted(letters(position))} placed, {count} completion')
        if count != 1:
            fail(f'the one-sided challenge has {count} completions, not 1')

        # a ladder code whose set never reaches its level: a toast says so at once, naming the
        # level the set reaches, where a worker used to search forever
        activate('open-code', 'PENTO-L4x5-FIPU-M-1')
        toast = wait_text(app, proc, lambda t: 'FIPU reach Easy at most' in t,
                          'refusal of an unreachable level', timeout=5.0)
        print(f'unreachable ladder code: {toast}')
        print('PASS: a challenge over D-Bus, its record over AT-SPI, a one-sided code, an '
              'unreachable ladder refused')
    finally:
        proc.terminate()
        proc.wait(timeout=10)


main()
