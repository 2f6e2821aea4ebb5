# SPDX-License-Identifier: GPL-3.0-or-later
# e2e_atspi.py: what the end-to-end scripts share — driving the real `pentomino` over its
# exported actions and reading its windows over AT-SPI, the way a screen reader does.
# Importing it exits 77 (skip) when the AT-SPI bindings (python3-gi, gir1.2-atspi-2.0) are
# missing.
import os
import re
import subprocess
import sys
import time

try:
    import gi
    gi.require_version('Atspi', '2.0')
    from gi.repository import Atspi
except (ImportError, ValueError) as e:
    print(f'SKIP: no AT-SPI bindings ({e})')
    sys.exit(77)

APP_ID = 'io.github.pentomino.Pentomino'
OBJECT_PATH = '/io/github/pentomino/Pentomino'


def fail(message):
    print(f'FAIL: {message}', file=sys.stderr)
    sys.exit(1)


def activate(name, parameter=None):
    args = ['gdbus', 'call', '--session', '--dest', APP_ID, '--object-path', OBJECT_PATH,
            '--method', 'org.gtk.Actions.Activate', name,
            f"[<'{parameter}'>]" if parameter is not None else '[]', '{}']
    subprocess.run(args, check=True, stdout=subprocess.DEVNULL)


def find_app():
    desktop = Atspi.get_desktop(0)
    for i in range(desktop.get_child_count()):
        app = desktop.get_child_at_index(i)
        if app is not None and app.get_name() in ('pentomino', 'Pentomino'):
            return app
    return None


def walk(node, depth=0):
    """Every accessible under @node; one that goes away while we look (a toast that times
    out) is skipped, as a screen reader would."""
    if node is None or depth > 40:
        return
    yield node
    try:
        n = node.get_child_count()
    except Exception:
        return
    for i in range(n):
        try:
            child = node.get_child_at_index(i)
        except Exception:
            continue
        yield from walk(child, depth + 1)


def texts(app):
    """(role, name, description) of every accessible in the app's windows."""
    out = []
    for node in walk(app):
        try:
            out.append((node.get_role_name(), node.get_name() or '', node.get_description() or ''))
        except Exception:
            pass
    return out


def launch(gui, work, data):
    """Starts @gui with its data dir @data, its output in WORKDIR/app.log, with the
    accessibility bridge on."""
    env = dict(os.environ, XDG_DATA_HOME=data, GSETTINGS_BACKEND='memory', GDK_BACKEND='x11')
    env.pop('NO_AT_BRIDGE', None)
    env.pop('GTK_A11Y', None)
    return subprocess.Popen([gui], env=env, stdout=open(os.path.join(work, 'app.log'), 'w'),
                            stderr=subprocess.STDOUT)


def wait_for_app(timeout=15.0):
    """The app's accessible, once it is on the AT-SPI bus."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        time.sleep(0.2)
        app = find_app()
        if app is not None:
            return app
    fail('pentomino did not appear on the AT-SPI bus')


# "2,339 unique · 9,356 total": the counts line under the list, in any locale's digits.
NUMBER = r'([\d,.\u202f\u00a0]+)'
COUNTS = re.compile(rf'^{NUMBER} unique · {NUMBER} total$')


def number(text):
    return int(re.sub(r'\D', '', text))


def wait_for(app, predicate, what, timeout=30.0):
    """The first truthy predicate((role, name, description)) over the app's accessibles,
    polled until @timeout; fails naming @what and what was seen."""
    deadline = time.monotonic() + timeout
    seen = []
    while time.monotonic() < deadline:
        seen = texts(app)
        for entry in seen:
            result = predicate(entry)
            if result:
                return result
        time.sleep(0.1)
    fail(f'no {what} over AT-SPI; saw: ' + repr([t for t in seen if t[1] or t[2]][:80]))


def counts_of(expected_total):
    """A predicate for wait_for(): (total, unique) once the counts line shows that total."""
    def counts(entry):
        m = COUNTS.match(entry[1])
        if m and number(m.group(2)) == expected_total:
            return number(m.group(2)), number(m.group(1))
        return None
    return counts

