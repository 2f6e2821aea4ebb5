#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# test-structure.py: the floors of docs/architecture.md hold in src/. Reads the tables of that
# page (which folders a folder may include, which headers a floor or a file never includes, how
# long a file may grow, who owns each action) and every #include under src/, and fails on an
# include against them, a project header included as <…> or by "../", a folder of src/ui
# missing from the floors table, two folders that include each other or a longer loop of
# floors (in the includes or in the table), a header of a fenced room (the engine) included from
# outside it other than by its one public header, a file past its size, and an action of a
# src/ui action table that the actions table does not give to its file (or one it gives that is
# gone).
#
# Usage: test-structure.py SOURCE_ROOT
#        test-structure.py --self-test   (each check fails on a small broken tree of its own)

import os
import re
import shutil
import sys
import tempfile

INCLUDE = re.compile(r'\s*#\s*include\s*([<"])([^>"]+)[>"]')


def table_after(doc, heading):
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


def strong_parts(graph):
    """The strongly connected parts of @graph (node → set of nodes) with two nodes or more,
    each sorted (Tarjan)."""
    index, low, stack, on_stack, parts = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            part = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                part.append(w)
                if w == v:
                    break
            if len(part) > 1:
                parts.append(sorted(part))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return parts


def loop_in(graph, part, least):
    """A loop through at least @least nodes of the strongly connected @part, as a list of
    nodes that ends where it began; None when every loop is shorter (the graphs here have a
    dozen nodes, so a plain search will do)."""
    inside = set(part)

    def walk(path):
        for w in sorted(graph.get(path[-1], ())):
            if w == path[0] and len(path) >= least:
                return path + [w]
            if w in inside and w not in path:
                found = walk(path + [w])
                if found:
                    return found
        return None

    for start in part:
        found = walk([start])
        if found:
            return found
    return None


def action_tables(text):
    """The action names a C file installs: the first string of each entry of its GActionEntry
    tables, the keys of a string table it turns into actions with g_settings_create_action(),
    and the names it gives g_simple_action_new() and its kin."""
    names = []
    for m in re.finditer(r'GActionEntry\s+\w+\s*\[\s*\]\s*=\s*\{(.*?)\n\s*\};', text, re.S):
        names += re.findall(r'\{\s*"([^"]+)"', m.group(1))
    for table in re.findall(r'g_settings_create_action\s*\([^,]+,\s*(\w+)\s*\[', text):
        m = re.search(r'\b%s\s*\[\s*\]\s*=\s*\{(.*?)\};' % re.escape(table), text, re.S)
        if m:
            names += re.findall(r'"([^"]+)"', m.group(1))
    names += re.findall(r'g_(?:simple_action_new(?:_stateful)?|property_action_new)\s*\(\s*"([^"]+)"',
                        text)
    return names


def check(root, min_floors=10):
    """The problems of the tree at @root, and a few lines on what was checked."""
    doc_path = os.path.join(root, 'docs', 'architecture.md')
    doc = open(doc_path, encoding='utf-8').read()
    notes = []

    allowed = {}
    for row in table_after(doc, '### Floors'):
        folder = paths(row[0])[0]
        allowed[folder] = set(paths(row[2]))
    forbidden = {}
    for row in table_after(doc, '### Headers a floor never includes'):
        forbidden[paths(row[0])[0]] = paths(row[1])
    public = {}
    for row in table_after(doc, '### Public headers'):
        public[paths(row[0])[0]] = set(paths(row[1]))
    limits = {}
    for row in table_after(doc, '### Size'):
        limits[paths(row[0])[0]] = int(row[1])
    owners = {}
    for row in table_after(doc, '## Who owns an action'):
        owners.setdefault('src/ui/' + paths(row[0])[0], set()).update(paths(row[1]))

    if len(allowed) < min_floors or not forbidden or not public or not limits or not owners:
        return ['%s: the floors tables could not be read' % doc_path], notes

    problems = []

    # Every folder of src/ui is a floor of its own: one the table does not name would be
    # checked by nobody.
    ui = os.path.join(root, 'src', 'ui')
    for name in sorted(os.listdir(ui)) if os.path.isdir(ui) else []:
        folder = 'src/ui/' + name
        if os.path.isdir(os.path.join(root, folder)) and folder not in allowed:
            problems.append('%s is missing from the floors table of docs/architecture.md'
                            % folder)

    def floor_of(rel):
        """The deepest floor that holds the file or folder @rel."""
        best = None
        for folder in allowed:
            if (rel == folder or rel.startswith(folder + '/')) and \
               (best is None or len(folder) > len(best)):
                best = folder
        return best

    # Each floor's own files: a folder inside a floor is part of it unless it is a floor too.
    files = {}
    headers = {}
    for folder in sorted(allowed):
        for dirpath, dirnames, filenames in os.walk(os.path.join(root, folder)):
            dirnames.sort()
            for name in sorted(filenames):
                rel = os.path.relpath(os.path.join(dirpath, name), root)
                if floor_of(rel) != folder:
                    continue
                if name.endswith(('.c', '.h')):
                    files.setdefault(folder, []).append(rel)
                if name.endswith('.h'):
                    headers.setdefault(name, folder)

    def folder_of_include(folder, path_dir, name):
        if folder.startswith('src/ui/') and '/' in name:
            target = 'src/ui/' + name.split('/')[0]
            if os.path.exists(os.path.join(root, target, name.split('/', 1)[1])):
                return target
        # Beside the including file, then through a floor's include folder
        # ("engine/pento-engine.h" from src/core's).
        for base in [path_dir] + sorted(allowed):
            if os.path.exists(os.path.join(root, base, name)):
                return floor_of(os.path.normpath(os.path.join(base, name)))
        return headers.get(name)

    def fenced(a, b):
        """A room with one public header inside the floor around it: the two lean on each
        other by design, the outer one only through that header (checked below)."""
        return (a.startswith(b + '/') and a in public) or (b.startswith(a + '/') and b in public)

    edges = {}
    checked = 0
    for folder in sorted(files):
        for rel in files[folder]:
            path = os.path.join(root, rel)
            for number, line in enumerate(open(path, encoding='utf-8'), 1):
                m = INCLUDE.match(line)
                if not m:
                    continue
                checked += 1
                kind, header = m.groups()
                where = '%s:%d' % (rel, number)
                for owner in (folder, rel):
                    for bad in forbidden.get(owner, []):
                        if header.startswith(bad):
                            problems.append('%s: %s includes %s, which %s never includes'
                                            % (where, owner, header, owner))
                if '../' in header or header.startswith('./'):
                    problems.append('%s: "%s" reaches across folders by a relative path: name '
                                    'its folder ("common/pento-session.h") or the header alone'
                                    % (where, header))
                    continue
                target = folder_of_include(folder, os.path.dirname(rel), header)
                if kind == '<':
                    if target is not None:
                        problems.append('%s: <%s> is a header of the project: include it as '
                                        '"%s"' % (where, header, header))
                    continue
                if target is None:
                    problems.append('%s: "%s" is in no folder of the floors table'
                                    % (where, header))
                    continue
                if target == folder:
                    continue
                edges.setdefault((folder, target), where)
                if target not in allowed[folder]:
                    problems.append('%s: %s includes %s ("%s"), which is not below it'
                                    % (where, folder, target, header))
                elif target in public and os.path.basename(header) not in public[target]:
                    problems.append('%s: %s includes "%s", a header of %s\'s own (only %s)'
                                    % (where, folder, header, target,
                                       ', '.join(sorted(public[target]))))

    for (a, b), where in sorted(edges.items()):
        if a < b and (b, a) in edges and not fenced(a, b):
            problems.append('%s and %s include each other (%s, %s)'
                            % (a, b, where, edges[(b, a)]))

    # Loops of three floors or more, through the includes and in the table itself.
    graph = {}
    for (a, b) in edges:
        if not fenced(a, b):
            graph.setdefault(a, set()).add(b)
    for part in strong_parts(graph):
        loop = loop_in(graph, part, 3)
        if loop is not None:
            problems.append('a loop of floors through includes: %s'
                            % ', '.join('%s → %s (%s)' % (a, b, edges[(a, b)])
                                        for a, b in zip(loop, loop[1:])))
        elif len(part) > 2:
            problems.append('a loop of floors through includes: %s reach each other'
                            % ', '.join(part))
    table = {a: set(x for x in b if x in allowed and not fenced(a, x))
             for a, b in allowed.items()}
    for part in strong_parts(table):
        problems.append('the floors table lets floors include each other in a loop: %s'
                        % ' → '.join(loop_in(table, part, 2)))

    for rel, limit in limits.items():
        n = sum(1 for _ in open(os.path.join(root, rel), encoding='utf-8'))
        notes.append('%s: %d lines (at most %d)' % (rel, n, limit))
        if n > limit:
            problems.append('%s has %d lines, past its %d' % (rel, n, limit))

    # Every action a src/ui file installs is in the actions table, on its file's row.
    installed = {}
    for rel in sorted(r for folder in files if folder.startswith('src/ui/') for r in files[folder]):
        names = action_tables(open(os.path.join(root, rel), encoding='utf-8').read())
        if names:
            installed[rel] = names
    for rel, names in installed.items():
        for name in names:
            if name not in owners.get(rel, set()):
                problems.append('%s installs the action "%s", which "Who owns an action" does '
                                'not list for %s' % (rel, name, rel[len('src/ui/'):]))
    for rel, names in sorted(owners.items()):
        for name in sorted(names - set(installed.get(rel, []))):
            problems.append('"Who owns an action" lists "%s" for %s, which installs no such '
                            'action' % (name, rel[len('src/ui/'):]))

    # The window's public header holds what src/ uses: the tests reach the features through
    # the session, so a function there that only the window itself calls is one too many.
    window_h = 'src/ui/app/pento-window.h'
    if os.path.exists(os.path.join(root, window_h)):
        declared = set(re.findall(r'\b(pento_window_\w+)\s*\(',
                                  open(os.path.join(root, window_h), encoding='utf-8').read()))
        declared.discard('pento_window_get_type')
        others = [open(os.path.join(root, r), encoding='utf-8').read()
                  for folder in files for r in files[folder]
                  if r not in (window_h, 'src/ui/app/pento-window.c')]
        for name in sorted(declared):
            if not any(re.search(r'\b%s\b' % name, text) for text in others):
                problems.append('%s declares %s, which nothing in src/ but the window calls'
                                % (window_h, name))

    notes.append('%d includes in %d folders checked; %d folder edges; %d actions in %d files'
                 % (checked, len(allowed), len(edges), sum(map(len, installed.values())),
                    len(installed)))
    return problems, notes


# --- self-test: every check fails on a tree broken for it, and a sound tree passes ---

FAKE_DOC = '''# Fake

### Floors

| Folder | Owns | May include |
|---|---|---|
| `src/core` | the floor below | `src/core/engine` |
| `src/core/engine` | the engine | `src/core` |
| `src/ui/common` | the ground floor | `src/core` |
| `src/ui/a` | a | `src/ui/common`, `src/core`%(a)s |
| `src/ui/b` | b | `src/ui/common`, `src/ui/a`, `src/core`%(b)s |
| `src/ui/c` | c | `src/ui/common`, `src/ui/b`, `src/core` |

### Headers a floor never includes

| Folder | Never includes |
|---|---|
| `src/core` | `gtk/` |

### Public headers

| Folder | The one header others include |
|---|---|
| `src/core/engine` | `pento-engine.h` |

### Size

| File | At most (lines) |
|---|---|
| `src/ui/c/pento-c.c` | 20 |

## Who owns an action

| Feature | Its actions |
|---|---|
| `a/pento-a.c` | `go`, `stop` |
| `c/pento-c.c` | `board`, `flip` |
'''

FAKE_FILES = {
    'src/core/pento-core.h': '#pragma once\n#include <glib.h>\n#include "pento-engine.h"\n',
    'src/core/engine/pento-engine.h': '#pragma once\n',
    'src/core/engine/pento-engine.c': '#include "pento-engine.h"\n#include "pento-core.h"\n',
    'src/ui/common/pento-common.h': '#pragma once\n#include <gtk/gtk.h>\n#include "pento-core.h"\n',
    'src/ui/a/pento-a.h': '#pragma once\n#include "common/pento-common.h"\n',
    'src/ui/a/pento-a.c': '#include "a/pento-a.h"\n'
                          'static const GActionEntry a_actions[] = {\n'
                          '  { "go", go_activated },\n'
                          '  { "stop", stop_activated, NULL, "false",\n'
                          '    stop_change_state },\n'
                          '};\n',
    'src/ui/b/pento-b.h': '#pragma once\n#include "a/pento-a.h"\n',
    'src/ui/b/pento-b.c': '#include "b/pento-b.h"\n#include "pento-core.h"\n',
    'src/ui/c/pento-c.c': '#include "b/pento-b.h"\n'
                          'static const char * const keys[] = {\n  "board",\n  "flip",\n};\n'
                          'void f (void) { g_settings_create_action (s, keys[0]); }\n',
}


def fake_tree(doc_extra=None, files=None):
    root = tempfile.mkdtemp(prefix='structure-')
    os.makedirs(os.path.join(root, 'docs'))
    with open(os.path.join(root, 'docs', 'architecture.md'), 'w', encoding='utf-8') as f:
        f.write(FAKE_DOC % dict({'a': '', 'b': ''}, **(doc_extra or {})))
    for rel, text in dict(FAKE_FILES, **(files or {})).items():
        path = os.path.join(root, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, 'w', encoding='utf-8') as f:
            f.write(text)
    return root


def self_test():
    cases = [
        ('a sound tree', {}, {}, None),
        ('a project header as <…>', {},
         {'src/ui/a/pento-a2.c': '#include <stdio.h>\n#include <pento-core.h>\n'},
         '<pento-core.h> is a header of the project'),
        ('a feature header as <…>', {},
         {'src/ui/b/pento-b2.c': '#include <a/pento-a.h>\n'},
         '<a/pento-a.h> is a header of the project'),
        ('a "../" include', {},
         {'src/ui/b/pento-b2.c': '#include "../a/pento-a.h"\n'},
         '"../a/pento-a.h" reaches across folders'),
        ('a "../" include inside a floor', {},
         {'src/core/engine/pento-engine2.c': '#include "../pento-core.h"\n'},
         '"../pento-core.h" reaches across folders'),
        ('a folder of src/ui missing from the table', {},
         {'src/ui/d/pento-d.c': '#include "common/pento-common.h"\n'},
         'src/ui/d is missing from the floors table'),
        ('two folders that include each other', {'a': ', `src/ui/b`'},
         {'src/ui/a/pento-a2.c': '#include "b/pento-b.h"\n'},
         'src/ui/a and src/ui/b include each other'),
        ('a loop of three floors through includes', {},
         {'src/ui/a/pento-a2.c': '#include "c/pento-c.h"\n',
          'src/ui/c/pento-c.h': '#pragma once\n'},
         'a loop of floors through includes: src/ui/a → src/ui/c'),
        ('a loop of three floors in the table', {'a': ', `src/ui/c`'}, {},
         'the floors table lets floors include each other in a loop: src/ui/a → src/ui/c → '
         'src/ui/b → src/ui/a'),
        ('an include against the floors', {},
         {'src/ui/a/pento-a2.c': '#include "b/pento-b.h"\n'},
         'src/ui/a includes src/ui/b ("b/pento-b.h"), which is not below it'),
        ("a room's own header from outside it", {},
         {'src/core/engine/pento-search-private.h': '#pragma once\n',
          'src/core/pento-hint.c': '#include "engine/pento-search-private.h"\n'},
         'includes "engine/pento-search-private.h", a header of src/core/engine\'s own'),
        ('a header a floor never includes', {},
         {'src/core/pento-bad.c': '#include <gtk/gtk.h>\n'},
         'src/core includes gtk/gtk.h'),
        ('a file past its size', {},
         {'src/ui/c/pento-c.c': FAKE_FILES['src/ui/c/pento-c.c'] + '\n' * 20},
         'src/ui/c/pento-c.c has 26 lines, past its 20'),
        ('an action missing from the actions table', {},
         {'src/ui/b/pento-b.c': 'static const GActionEntry b_actions[] = {\n'
                                '  { "new-game", new_game_activated },\n};\n'},
         'src/ui/b/pento-b.c installs the action "new-game"'),
        ('an action installed by hand', {},
         {'src/ui/b/pento-b.c': 'GSimpleAction *a = g_simple_action_new ("mode", NULL);\n'},
         'installs the action "mode"'),
        ('an action on another file\'s row', {},
         {'src/ui/a/pento-a.c': FAKE_FILES['src/ui/a/pento-a.c'].replace('"go"', '"board"')},
         'src/ui/a/pento-a.c installs the action "board"'),
        ("a window function only the tests use", {},
         {'src/ui/app/pento-window.h': '#pragma once\n'
                                       'PentoWindow *pento_window_new (void);\n'
                                       'GtkWidget *pento_window_get_board_view (PentoWindow *w);\n',
          'src/ui/app/pento-application.c': 'void f (void) { pento_window_new (); }\n'},
         'declares pento_window_get_board_view, which nothing in src/ but the window calls'),
        ('an action the table lists that is gone', {},
         {'src/ui/c/pento-c.c': FAKE_FILES['src/ui/c/pento-c.c'].replace('  "flip",\n', '')},
         'lists "flip" for c/pento-c.c, which installs no such action'),
    ]
    failed = 0
    for title, doc_extra, files, expected in cases:
        root = fake_tree(doc_extra, files)
        try:
            problems, _ = check(root, min_floors=5)
        finally:
            shutil.rmtree(root)
        if expected is None:
            good = not problems
        else:
            good = any(expected in p for p in problems)
        print('%s - %s' % ('ok' if good else 'not ok', title))
        if not good:
            failed += 1
            print('#   expected %s; got:' % (repr(expected) if expected else 'nothing'))
            for p in problems:
                print('#   ' + p)
    print('# %d of %d broken trees caught' % (len(cases) - failed, len(cases)))
    return failed == 0


def main():
    if sys.argv[1:] == ['--self-test']:
        sys.exit(0 if self_test() else 1)
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), '..')
    problems, notes = check(root)
    for n in notes:
        print('# ' + n)
    for p in problems:
        print('not ok: ' + p)
    sys.exit(1 if problems else 0)


main()
