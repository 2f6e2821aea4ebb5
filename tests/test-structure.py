#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# test-structure.py: the floors of docs/architecture.md hold in src/. Reads the tables of that
# page (which folders a folder may include, which headers a floor or a file never includes, the
# one header of a folder that others may include, how long a file may grow) and every #include
# under src/, and fails on an include against them, on two folders that include each other, and
# on a file past its size.
#
# Usage: test-structure.py SOURCE_ROOT

import os
import re
import sys

root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), '..')
doc_path = os.path.join(root, 'docs', 'architecture.md')
doc = open(doc_path, encoding='utf-8').read()


def table_after(heading):
    """The rows of the first Markdown table after the line @heading, as lists of cells."""
    lines = doc.splitlines()
    start = lines.index(heading)
    rows = []
    for line in lines[start + 1:]:
        if line.startswith('|'):
            cells = [c.strip() for c in line.strip().strip('|').split('|')]
            if not all(set(c) <= set('-: ') for c in cells):
                rows.append(cells)
        elif rows:
            break
    return rows[1:]  # without the header


def paths(cell):
    return re.findall(r'`([^`]+)`', cell)


allowed = {}
for row in table_after('### Floors'):
    folder = paths(row[0])[0]
    allowed[folder] = set(paths(row[2]))
forbidden = {}
for row in table_after('### Headers a floor never includes'):
    forbidden[paths(row[0])[0]] = paths(row[1])
public = {}
for row in table_after('### Public headers'):
    public[paths(row[0])[0]] = set(paths(row[1]))
limits = {}
for row in table_after('### Size'):
    limits[paths(row[0])[0]] = int(row[1])

if len(allowed) < 10 or not forbidden or not limits or not public:
    sys.exit('%s: the floors tables could not be read' % doc_path)

# A folder's files are those under it but not under a folder of its own in the table (the
# engine's files are src/core/engine's, not src/core's).
def own_files(folder):
    for dirpath, dirnames, filenames in os.walk(os.path.join(root, folder)):
        dirnames[:] = sorted(d for d in dirnames
                             if os.path.relpath(os.path.join(dirpath, d), root) not in allowed)
        for name in sorted(filenames):
            if name.endswith(('.c', '.h')):
                yield os.path.join(dirpath, name)


# Where each header lives: "common/pento-session.h" names its folder, "engine/pento-engine.h"
# too (from src/core, or through core's include folder); a plain name is looked up.
headers = {}
for folder in allowed:
    for path in own_files(folder):
        if path.endswith('.h'):
            headers.setdefault(os.path.basename(path), folder)


def folder_of_include(folder, name):
    """The folder of the floors table that holds header @name as a file of @folder finds it."""
    if folder.startswith('src/ui/') and '/' in name:
        target = 'src/ui/' + name.split('/')[0]
        if os.path.exists(os.path.join(root, target, name.split('/', 1)[1])):
            return target
    for base in [folder] + sorted(allowed):
        path = os.path.normpath(os.path.join(base, name))
        if os.path.exists(os.path.join(root, path)):
            return os.path.dirname(path) if os.path.dirname(path) in allowed else base
    return headers.get(name)


def inside(inner, outer):
    return inner.startswith(outer + '/')


problems = []
edges = {}
checked = 0
for folder in sorted(allowed):
    for path in own_files(folder):
        rel = os.path.relpath(path, root)
        for number, line in enumerate(open(path, encoding='utf-8'), 1):
            m = re.match(r'\s*#\s*include\s*([<"])([^>"]+)[>"]', line)
            if not m:
                continue
            checked += 1
            kind, header = m.groups()
            for owner in (folder, rel):
                for bad in forbidden.get(owner, []):
                    if header.startswith(bad):
                        problems.append('%s:%d: %s includes %s, which %s never includes'
                                        % (rel, number, owner, header, owner))
            if kind == '<':
                continue
            target = folder_of_include(folder, header)
            if target is None:
                problems.append('%s:%d: "%s" is in no folder of the floors table'
                                % (rel, number, header))
                continue
            if target == folder:
                continue
            edges.setdefault((folder, target), '%s:%d' % (rel, number))
            if target not in allowed[folder]:
                problems.append('%s:%d: %s includes %s ("%s"), which is not below it'
                                % (rel, number, folder, target, header))
            elif target in public and os.path.basename(header) not in public[target]:
                problems.append('%s:%d: %s includes "%s", a header of %s\'s own (only %s)'
                                % (rel, number, folder, header, target,
                                   ', '.join(sorted(public[target]))))

# A folder with a public header inside another (the engine in core) and that folder lean on
# each other by design: the outer one only through that header, which the check above holds.
for (a, b), where in sorted(edges.items()):
    fenced = (inside(a, b) and a in public) or (inside(b, a) and b in public)
    if a < b and (b, a) in edges and not fenced:
        problems.append('%s and %s include each other (%s, %s)' % (a, b, where, edges[(b, a)]))

for rel, limit in limits.items():
    n = sum(1 for _ in open(os.path.join(root, rel), encoding='utf-8'))
    print('# %s: %d lines (at most %d)' % (rel, n, limit))
    if n > limit:
        problems.append('%s has %d lines, past its %d' % (rel, n, limit))

print('# %d includes in %d folders checked; %d folder edges' % (checked, len(allowed), len(edges)))
for p in problems:
    print('not ok: ' + p)
sys.exit(1 if problems else 0)
