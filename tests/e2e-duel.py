#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# e2e-duel.py: whole two-player games against Beginner in the real `pentomino`, driven over
# D-Bus: app.new-duel 'beginner', then each of the person's moves by app.place (the first
# piece, in the first place it fits, of the position app.save-position writes), the turn read
# over AT-SPI before each move and the computer's answer awaited; at the end the result read
# over AT-SPI, and the duel counted in the records file as a win or a loss. Then a game the
# computer starts (app.duel-first), and Undo after its end put back, the game counted once.
#
# Usage: e2e-duel.py PENTOMINO PENTOMINO_CLI WORKDIR
# Needs a display and a session bus (dbus-run-session + xvfb-run), python3-gi and
# gir1.2-atspi-2.0; exits 77 (skip) without them.
import os
import re
import shutil
import sys
import time

# importing it exits 77 without AT-SPI
from e2e_atspi import Atspi, activate, fail, launch, texts, wait_for_app


gui, cli, work = sys.argv[1:4]
os.makedirs(work, exist_ok=True)

# The twelve in one orientation each, as rows; their turns and flips are made below.
SHAPES = {
    'F': ['.##', '##.', '.#.'], 'I': ['#####'], 'L': ['####', '#...'],
    'N': ['##..', '.###'], 'P': ['##', '##', '#.'], 'T': ['###', '.#.', '.#.'],
    'U': ['#.#', '###'], 'V': ['#..', '#..', '###'], 'W': ['#..', '##.', '.##'],
    'X': ['.#.', '###', '.#.'], 'Y': ['.#..', '####'], 'Z': ['##.', '.#.', '.##'],
}


def orientations(rows):
    cells = [(x, y) for y, row in enumerate(rows) for x, c in enumerate(row) if c == '#']
    seen = set()
    for flip in (False, True):
        pts = [(-x, y) if flip else (x, y) for x, y in cells]
        for _ in range(4):
            pts = [(-y, x) for x, y in pts]
            mx, my = min(x for x, _ in pts), min(y for _, y in pts)
            seen.add(tuple(sorted((x - mx, y - my) for x, y in pts)))
    return sorted(seen)


def read_position(path):
    with open(path) as f:
        return [line.rstrip('\n') for line in f if not line.startswith(';') and line.strip()]


def first_move(rows):
    """app.place's form of the first legal move: the first piece left, where it first fits."""
    used = {c for row in rows for c in row if c.isalpha()}
    height, width = len(rows), len(rows[0])
    for letter, shape in SHAPES.items():
        if letter in used:
            continue
        for cells in orientations(shape):
            for oy in range(height):
                for ox in range(width):
                    at = [(ox + x, oy + y) for x, y in cells]
                    if all(x < width and y < height and rows[y][x] == '#' for x, y in at):
                        return f'{letter}:' + ' '.join(f'{x},{y}' for x, y in at)
    return None


def wait_texts(app, proc, predicate, what, timeout=20.0):
    deadline = time.monotonic() + timeout
    seen = []
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            fail(f'pentomino ended with status {proc.returncode}')
        seen = texts(app)
        for _, name, desc in seen:
            if predicate(name):
                return name
        time.sleep(0.1)
    fail(f'no {what} over AT-SPI; saw: ' + repr([t for t in seen if t[1]][:60]))


def placed(path):
    activate('save-position', path)
    return sum(1 for row in read_position(path) for c in row if c.isalpha())


def play_game(app, proc, position):
    """Plays the person's side to the end (the first legal move each turn); the result said
    over AT-SPI, and the number of our moves."""
    moves = 0
    while True:
        turn = wait_texts(app, proc,
                          lambda t: t == 'Your turn: place a piece' or ' won: ' in t,
                          'turn or result')
        if ' won: ' in turn:
            break
        before = placed(position)
        move = first_move(read_position(position))
        if move is None:
            fail(f'the turn is said to be ours, but no piece fits: {turn!r}')
        activate('place', move)
        moves += 1
        # the computer's answer, or the end
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            if placed(position) >= before + 2:
                break
            if any(' won: ' in name for _, name, _ in texts(app)):
                break
            time.sleep(0.1)
        else:
            fail(f'no answer to {move} from the computer')
    if turn not in ('You won: the computer cannot place a piece',
                    'The computer won: you cannot place a piece'):
        fail(f'the result: {turn!r}')
    if first_move(read_position(position)) is not None:
        fail('the game was called over while a piece still fits')
    return turn, moves


def records_line(data, games):
    """The records file's line of the duels against Beginner, once it counts @games."""
    records = os.path.join(data, 'pentomino', 'records')
    deadline = time.monotonic() + 5
    text = ''
    while time.monotonic() < deadline:
        if os.path.exists(records):
            with open(records) as f:
                text = f.read()
            found = re.search(r'\nstarted duel 8x8-tetromino beginner (\d+) (\d+) 0\n', text)
            if found and int(found.group(1)) == games:
                return int(found.group(1)), int(found.group(2))
        time.sleep(0.1)
    fail(f'the records file: {text!r}')


def main():
    Atspi.init()
    data = os.path.join(work, 'data')
    shutil.rmtree(data, ignore_errors=True)
    proc = launch(gui, work, data)
    position = os.path.join(work, 'position.txt')
    try:
        app = wait_for_app()
        activate('new-duel', 'beginner')
        result, moves = play_game(app, proc, position)
        print(f'{moves} moves of ours; the end: {result}')
        won = 1 if result.startswith('You won') else 0
        if records_line(data, 1) != (1, won):
            fail(f'the first game is not counted as {won} won of 1')

        # the computer starts: its piece is down when our turn is said
        activate('duel-first', 'computer')
        activate('new-duel', 'beginner')
        wait_texts(app, proc, lambda t: t == 'Your turn: place a piece', 'our first turn')
        # (placed() counts the cells the pieces cover)
        if placed(position) != 5:
            fail(f'the computer did not place the first piece: {placed(position)} cells covered')
        result, moves = play_game(app, proc, position)
        print(f'the computer first: {moves} moves of ours; the end: {result}')
        won += 1 if result.startswith('You won') else 0

        # Undo after the end is put back, and the game is counted once
        before = read_position(position)
        activate('undo')
        time.sleep(1.0)
        wait_texts(app, proc, lambda t: t == result, 'the result still said after Undo')
        placed(position)
        if read_position(position) != before:
            fail('Undo took back a move of a finished game')
        if records_line(data, 2) != (2, won):
            fail(f'the two games are not counted as {won} won of 2')
        print('PASS: two duels against Beginner over D-Bus, the person first and the computer '
              'first, their turns and results over AT-SPI, each counted once in the records')
    finally:
        proc.terminate()
        proc.wait(timeout=10)


main()
