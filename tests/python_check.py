"""python_check.py - the Python module sannin against the programs, in
TAP (run by tests/python.test, which sets the environment):

 - every bundled record, and generated games of the three variants, read
   through the module give what sannin-replay writes (every ply's seat,
   move, position string and events), and the moves in long form that
   sannin-convert --moves=long writes;
 - the diagnostics of the golden records and of the hostile inputs are
   what sannin-validate writes, and the hostile inputs and the fuzz
   corpora (when make fuzz has made them) are read without a crash;
 - position strings read and written as tests/fmt -p does, with the
   same messages for bad ones; the legal actions as many as tests/perft
   counts at depth 1, and playing the moves of a game makes its
   positions and events again;
 - exceptions carry the library's messages; file objects of every kind
   stream; a loop that makes and drops objects leaves no C object
   behind (the module's count of them); SVG as sannin-diagram draws it.

Usage: python3 tests/python_check.py SRCDIR BUILDDIR TMPDIR
"""

import gc
import glob
import io
import json
import os
import re
import subprocess
import sys
import threading

import sannin

top, build, tmp = [os.path.abspath(d) for d in sys.argv[1:4]]
tools = os.path.join(build, "tools")
n = 0
failed = 0


def ok(cond, what, detail=None):
    global n, failed
    n += 1
    print("%s %d - %s" % ("ok" if cond else "not ok", n, what))
    if not cond:
        failed += 1
        if detail:
            for line in str(detail).splitlines()[:12]:
                print("#   " + line)
    sys.stdout.flush()


def skip(what, why):
    global n
    n += 1
    print("ok %d - %s # SKIP %s" % (n, what, why))


def run(args, cwd=None, stdin=None):
    """Standard output and error of a program, as text."""
    r = subprocess.run(args, cwd=cwd, stdin=stdin, stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE)
    return (r.stdout.decode("utf-8", "replace"),
            r.stderr.decode("utf-8", "replace"))


def first_diff(want, got):
    w, g = want.splitlines(), got.splitlines()
    for i in range(max(len(w), len(g))):
        a = w[i] if i < len(w) else "(end)"
        b = g[i] if i < len(g) else "(end)"
        if a != b:
            return "line %d\nwant: %s\ngot:  %s" % (i + 1, a[:200], b[:200])
    return None


# --- plies as sannin-replay writes them --------------------------------

# Lines of sannin-replay that the module does not make: the commands of
# comments (arrows, marks, clocks), which it leaves in the comments.
COMMANDS = re.compile(r"^ply \d+ (arrow|mark|clock|elapsed) ")


def replay_text(source, name, **kw):
    """The module's games in sannin-replay's text form."""
    out = []
    for k, g in enumerate(sannin.read_games(source, **kw), 1):
        start = g.start
        if start is None:
            continue
        out.append("game %d %s:%d" % (k, name, g.line))
        out.append("ply 0 position " + start)
        for p in g.plies:
            out.append("ply %d %s %s" % (p.number, p.seat, p.move))
            out.append("ply %d position %s" % (p.number, p.position))
            out += ["ply %d event %s" % (p.number, e) for e in p.events]
    return "".join(line + "\n" for line in out)


def check_replay(path, what, **kw):
    name = os.path.basename(path)
    want, _ = run([os.path.join(tools, "sannin-replay"), name],
                  cwd=os.path.dirname(path))
    want = "".join(line + "\n" for line in want.splitlines()
                   if not COMMANDS.match(line))
    got = replay_text(path, name, **kw)
    ok(want == got and want != "",
       "%s: the plies are sannin-replay's" % what, first_diff(want, got))


def check_long(path, what):
    """The moves of the valid games, short and long, as sannin-convert
    writes them (JSON, a game a line)."""
    forms = {}
    for form in ("short", "long"):
        out, _ = run([os.path.join(tools, "sannin-convert"), "-T", "json",
                      "--moves=" + form, path])
        forms[form] = [[m["move"] for m in json.loads(line).get("moves", [])]
                       for line in out.splitlines()]
    got = {"short": [], "long": []}
    for g in sannin.read_games(path):
        if g.valid:
            got["short"].append([p.move for p in g.plies])
            got["long"].append([p.long_move for p in g.plies])
    ok(got == forms and forms["long"] != [],
       "%s: short and long moves are sannin-convert's" % what)


records = sorted(glob.glob(os.path.join(top, "data", "*.txt")) +
                 glob.glob(os.path.join(top, "tests", "records", "*.txt")) +
                 glob.glob(os.path.join(top, "tests", "diagram", "*.txt")))
for path in records:
    rel = os.path.relpath(path, top)
    check_replay(path, rel)
    check_long(path, rel)

gen = os.path.join(build, "tests", "gen")
for variant, games, plies in (("sannin", 12, 160), ("yonin", 12, 240),
                              ("shipley", 12, 200)):
    for fmt in ("text", "json", "yaml"):
        path = os.path.join(tmp, "%s.%s" % (variant, fmt))
        with open(path, "wb") as f:
            subprocess.run([gen, "-V", variant, "-s", "40", "-n", str(games),
                            "-p", str(plies), "-T", fmt], stdout=f,
                           check=True)
        what = "gen -V %s -n %d -p %d -T %s" % (variant, games, plies, fmt)
        check_replay(path, what)
        if fmt == "text":
            check_long(path, what)


# --- diagnostics as sannin-validate writes them ---------------------------

def module_diags(path, name, fmt=None):
    """The lines sannin-validate writes for the diagnostics of the
    games, as the module gives them, and a read error as it reports it."""
    out = []
    try:
        for g in sannin.read_games(path, format=fmt):
            out += ["sannin-validate: " + d.format(name)
                    for d in g.diagnostics]
    except sannin.Error as e:
        out.append("sannin-validate: " + (
            "%s:%d:%d: error: %s" % (name, e.line, e.column, e)
            if e.line else "%s: %s" % (name, e)))
    return out


def validate_diags(text):
    """sannin-validate's standard error, but for the word on an input
    without a game, the end of the input and the exit status."""
    return [line for line in text.splitlines()
            if not line.endswith(": warning: no game") and
            not line.startswith("exit ")]


def check_validate(path, what, fmt=None):
    name = os.path.basename(path)
    args = [os.path.join(tools, "sannin-validate")]
    if fmt:
        args += ["-f", fmt]
    _, err = run(args + [name], cwd=os.path.dirname(path))
    want = validate_diags(err)
    got = module_diags(path, name, fmt)
    ok(want == got, what, first_diff("\n".join(want), "\n".join(got)))


for fmt, ext in (("text", "txt"), ("yaml", "yaml"), ("json", "json")):
    files = sorted(glob.glob(os.path.join(top, "tests", "golden", fmt,
                                          "*." + ext)))
    for path in files:
        check_validate(path, "golden %s/%s: the diagnostics are "
                       "sannin-validate's" % (fmt, os.path.basename(path)),
                       fmt)


# --- hostile inputs ---------------------------------------------------

def hostile():
    env = dict(os.environ, top_srcdir=top, top_builddir=build)
    script = os.path.join(top, "tests", "hostile.test")
    listing, _ = run(["sh", script, "--list"])
    for line in listing.splitlines():
        name, cmd = line.split(None, 1)
        path = os.path.join(tmp, name)
        subprocess.run(["sh", script, "--make", name, path], env=env,
                       check=True)
        if " -p" in cmd or cmd.endswith("sannin-diagram"):
            with open(path, "rb") as f:
                data = f.read()
            try:
                str(sannin.Position(data))
                survived = True
            except sannin.Error as e:
                survived = str(e) != ""
            ok(survived, "hostile %s: a position string read or refused"
               % name)
        elif "sannin-validate" in cmd:
            m = re.search(r"-f (\w+)", cmd)
            fmt = m.group(1) if m else None
            want = validate_diags(open(os.path.join(
                top, "tests", "hostile", name + ".err")).read())
            got = module_diags(path, name, fmt)
            ok(want == got, "hostile %s: read, with sannin-validate's "
               "diagnostics" % name,
               first_diff("\n".join(want), "\n".join(got)))
        else:
            count = sum(1 for _ in sannin.read_games(path))
            ok(count >= 0, "hostile %s: read" % name)
        os.remove(path)


hostile()

corpus = os.path.join(build, "fuzz", "corpus")
if os.path.isdir(corpus):
    read = 0
    for target in sorted(os.listdir(corpus)):
        for f in sorted(glob.glob(os.path.join(corpus, target, "*"))):
            data = open(f, "rb").read()
            if target in ("text", "yaml", "json", "roundtrip"):
                for g in sannin.read_games(io.BytesIO(data)):
                    [(p.move, p.position, p.events) for p in g.plies]
            else:
                for attempt in (lambda: str(sannin.Position(data)),
                                lambda: sannin.Position().play(data),
                                lambda: sannin.Position(rules=data)):
                    try:
                        attempt()
                    except (sannin.Error, TypeError):
                        pass
            read += 1
    ok(True, "the fuzz corpora, %d inputs, read without a crash" % read)
else:
    skip("the fuzz corpora read without a crash", "no corpus here "
         "(make fuzz makes it)")


# --- positions ----------------------------------------------------------

fmt_prog = os.path.join(build, "tests", "fmt")
for path in sorted(glob.glob(os.path.join(top, "tests", "golden", "pos",
                                          "*.pos"))):
    name = os.path.basename(path)
    out, err = run([fmt_prog, "-p", name], cwd=os.path.dirname(path))
    want = out + err
    got_out, got_err = [], []
    with open(path, "rb") as f:
        for lineno, line in enumerate(f, 1):
            try:
                got_out.append(str(sannin.Position(line)) + "\n")
            except sannin.Error as e:
                got_err.append("%s:%d:%d: error: %s\n" % (name, lineno,
                                                          e.column, e))
    got = "".join(got_out) + "".join(got_err)
    ok(want == got, "golden pos/%s: positions and messages are tests/fmt "
       "-p's" % name, first_diff(want, got))

perft = os.path.join(build, "tests", "perft")
counted = []
for variant in ("sannin", "yonin", "shipley"):
    for g in sannin.read_games(os.path.join(tmp, variant + ".text")):
        for p in g.plies[::37]:
            counted.append(p.position)
mismatch = []
for text in counted:
    pos = sannin.Position(text)
    out, _ = run([perft, "-p", text, "1"])
    if out.split() != ["1", str(len(pos.legal_actions()))] or \
            pos.perft(1) != len(pos.legal_actions()):
        mismatch.append("%s: perft %s, legal_actions %d" % (
            text, out.strip(), len(pos.legal_actions())))
ok(not mismatch and len(counted) > 20, "legal_actions() of %d positions "
   "of the three games: as many as tests/perft counts at depth 1"
   % len(counted), "\n".join(mismatch))


def play_through(path):
    """Each game played again on a Position from its start, by its
    moves' text (short, then long) and by the actions of
    legal_actions(): the same positions and events as the record's."""
    bad = []
    for g in sannin.read_games(path):
        if g.start is None:
            continue
        by_text = sannin.Position(g.start)
        by_long = sannin.Position(g.start)
        by_action = sannin.Position(g.start)
        for p in g.plies:
            ev = by_text.play(p.move)
            by_long.play(p.long_move)
            action = [a for a in by_action.legal_actions()
                      if a.move == p.move]
            if len(action) != 1:
                bad.append("ply %d: %d actions %s" % (p.number, len(action),
                                                      p.move))
                break
            by_action.play(action[0])
            if ev != p.events or not (str(by_text) == str(by_long) ==
                                      str(by_action) == p.position):
                bad.append("ply %d %s: %s" % (p.number, p.move, by_text))
                break
    return bad


for variant in ("sannin", "yonin", "shipley"):
    bad = play_through(os.path.join(tmp, variant + ".text"))
    ok(not bad, "%s: the moves played on a Position make the record's "
       "positions and events" % variant, "\n".join(bad))
bad = play_through(os.path.join(top, "tests", "records", "yonin-takeovers.txt"))
ok(not bad, "yonin-takeovers.txt played on a Position", "\n".join(bad))

g = next(iter(sannin.read_games(os.path.join(top, "data", "1932.txt"))))
p9 = g.position(9)
ok(str(p9) == g.plies[8].position and str(g.position()) ==
   g.plies[-1].position, "Game.position(9) and Game.position() are the "
   "positions of plies 9 and 18")
ok(g.tags["Event"].startswith("International") and g.variant == "sannin"
   and g.result == "*" and g.valid and g.errors == [],
   "the 1932 game: tags, variant, result, valid")
init = sannin.Position()
ok(init.turn == "First" and init.seats == ["First", "Middle", "Last"] and
   not init.is_over and init.winners == [] and init.checkers() == [],
   "the initial position: turn, seats, not over")
ok(str(sannin.Position(variant="yonin")).startswith("yonin ") and
   sannin.Position(variant="Shipley").variant == "shipley",
   "the initial positions of yonin and Shipley's shogi")
ok(sannin.Position(rules="illumination=all").rules == "illumination=all"
   and sannin.Position(str(init), rules={"dead-end": "allow"}).rules ==
   "dead-end=allow", "rules, as a string and as a dict")


# --- exceptions ---------------------------------------------------------

def raises(f, exc=sannin.Error):
    try:
        f()
    except exc as e:
        return e
    return None


e = raises(lambda: init.copy().play("P3c-5d"))
ok(isinstance(e, sannin.Error) and isinstance(e, ValueError) and
   e.code == 41 and "P3c-5d" in str(e), "an illegal move: Error, code 41, "
   "the library's message", repr(e))
e = raises(lambda: init.copy().play("Zq"))
ok(e is not None and e.code == 40 and str(e), "move text that cannot be "
   "read: code 40, with a message", repr(e))
e = raises(lambda: init.copy().play("P3c-4d\0"))
ok(e is not None, "a move with a NUL byte: Error")
e = raises(lambda: sannin.Position("lL1lP/xx"))
ok(e is not None and e.code == 31 and e.column > 0,
   "a bad position string: code 31 and the column", repr(e))
e = raises(lambda: sannin.Position("yonin" + str(init)[6:],
                                   variant="sannin"))
ok(e is not None, "a position string of another variant than asked: Error")
e = raises(lambda: sannin.Position(rules="bogus=1"))
_, want = run([os.path.join(tools, "sannin-validate"), "-r", "bogus=1",
               "/dev/null"])
ok(e is not None and e.code == 21 and str(e) in want,
   "an unknown rule option: the message sannin-validate gives", want)
ok(raises(lambda: sannin.Position(variant="chess")) is not None,
   "an unknown variant: Error")
ok(raises(lambda: init.play(3.5), TypeError) is not None and
   raises(lambda: sannin.Position(42), TypeError) is not None,
   "a wrong type: TypeError")
shipley_action = sannin.Position(variant="shipley").legal_actions()[0]
e = raises(lambda: init.copy().play(shipley_action))
ok(e is not None, "an action of another game: Error")
stale = init.legal_actions()[0]
after = init.copy()
after.play(stale)
e = raises(lambda: after.play(stale))
ok(e is not None and e.code == 43, "an action no longer legal: code 43",
   repr(e))
e = raises(lambda: list(sannin.read_games(os.path.join(tmp, "none.txt"))),
           OSError)
ok(e is not None and e.filename.endswith("none.txt"), "a missing file: "
   "OSError naming it")
ok(raises(lambda: sannin.read_games("data\0.txt"), ValueError) is not None,
   "a path with a NUL byte: ValueError")
e = raises(lambda: list(sannin.read_games(tmp)))
ok(e is not None and str(e), "a directory: Error, with the library's "
   "message", repr(e))
ok(raises(lambda: sannin.read_games("-", format="xml"), ValueError)
   is not None, "an unknown format: ValueError")


# --- sources: paths, file objects, standard input -------------------------

path_1932 = os.path.join(top, "data", "1932.txt")
want = replay_text(path_1932, "x")
with open(path_1932, "rb") as f:
    got_binary = replay_text(f, "x")
with open(path_1932, encoding="utf-8") as f:
    got_text = replay_text(f, "x")
data = open(path_1932, "rb").read()
ok(want == got_binary == got_text == replay_text(io.BytesIO(data), "x") ==
   replay_text(io.StringIO(data.decode()), "x"),
   "a path, binary and text files, BytesIO and StringIO read alike")


class Trickle(io.RawIOBase):
    """A stream that gives a byte at a time, then fails."""

    def __init__(self, data, fail):
        self.data, self.fail = data, fail

    def readable(self):
        return True

    def read(self, size=-1):
        if not self.data:
            if self.fail:
                raise RuntimeError("the line went down")
            return b""
        b, self.data = self.data[:1], self.data[1:]
        return b


ok(replay_text(Trickle(data, False), "x") == want,
   "a stream of a byte a read: the same games")
twice = data + b"\n" + data
e = None
games = 0
try:
    for g in sannin.read_games(Trickle(twice[:len(data) + 60], True)):
        games += 1
except RuntimeError as exc:
    e = exc
ok(isinstance(e, RuntimeError) and games == 1,
   "a file object that raises: its exception, after the games before it",
   "%r after %d games" % (e, games))
child = subprocess.run(
    [sys.executable, "-c", "import sannin; print(sum(len(g.plies) for g in "
     "sannin.read_games('-')))"], stdin=open(path_1932, "rb"),
    stdout=subprocess.PIPE)
ok(child.stdout.strip() == b"18", "'-' reads standard input")
many = os.path.join(tmp, "sannin.text")
shared = sannin.read_games(many)
counts = []


def drain():
    counts.append(sum(len(g.plies) for g in shared))


threads = [threading.Thread(target=drain) for _ in range(4)]
for t in threads:
    t.start()
for t in threads:
    t.join()
ok(sum(counts) == sum(len(g.plies) for g in sannin.read_games(many)),
   "one reader shared by four threads: every game read once")
with sannin.read_games(io.BytesIO(twice)) as games_read:
    first = next(games_read)
ok(list(games_read) == [] and first.valid, "a reader closed by with: no "
   "more games")


# --- memory: C objects freed as Python objects go ------------------------

def churn(rounds):
    for i in range(rounds):
        pos = sannin.Position(variant=("sannin", "yonin", "shipley")[i % 3])
        pos.play(pos.legal_actions()[i % 7])
        pos.copy().legal_actions()
        reader = sannin.read_games(io.BytesIO(twice))
        g = next(reader)
        g.plies[3].events
        g.position(4).legal_actions()
        if i % 2:
            reader.close()
        if i % 5 == 0:
            g.close()
            raises(lambda: g.plies, ValueError)
        raises(lambda: sannin.Position("x/y"))
        raises(lambda: pos.play("P*1a"))


gc.collect()
gc.disable()
before = sannin.live_objects()
churn(300)
after = sannin.live_objects()
gc.enable()
ok(before == after, "300 rounds of making and "
   "dropping positions, readers, games: no C object left, without the "
   "garbage collector", "before %s, after %s" % (before, after))


# --- pictures -----------------------------------------------------------

pos = sannin.Position(variant="yonin")
pos.play(pos.legal_actions()[0])
want, _ = run([os.path.join(tools, "sannin-diagram"), "-T", "svg", "-P",
               str(pos), "--seat=West"])
ok(pos.svg(seat="West") == want and want.startswith("<?xml") or
   "<svg" in want[:400], "svg(seat='West') is sannin-diagram -T svg's")
ok(pos._repr_svg_() == pos.svg() and "<svg" in pos._repr_svg_(),
   "_repr_svg_ draws the position for Jupyter")
e = raises(lambda: pos.svg(seat="Nowhere"))
ok(e is not None and "Nowhere" in str(e), "a bad seat: Error with "
   "sannin-diagram's message", repr(e))
env = dict(os.environ, SANNIN_DIAGRAM=os.path.join(tmp, "no-such-program"))
child = subprocess.run(
    [sys.executable, "-c", "import sannin; p = sannin.Position(); "
     "print(p._repr_svg_())"], env=env, stdout=subprocess.PIPE,
    stderr=subprocess.PIPE)
ok(child.stdout.strip() == b"None", "no sannin-diagram: _repr_svg_ gives "
   "None, for Jupyter to show the repr", child.stderr.decode()[-300:])


# --- where the library is -----------------------------------------------

tree = os.path.join(top, "lib", ".libs", "libsannin.so")
if os.path.exists(tree):
    env = {k: v for k, v in os.environ.items()
           if k not in ("SANNIN_LIBRARY", "SANNIN_DIAGRAM")}
    child = subprocess.run(
        [sys.executable, "-c", "import sannin; sannin.Position(); "
         "print(sannin.library_path()); print(sannin.diagram_path())"],
        env=env, stdout=subprocess.PIPE)
    ok(child.stdout.decode().split() == [
        os.path.abspath(tree), os.path.abspath(os.path.join(
            top, "tools", "sannin-diagram"))],
       "in the build tree, without $SANNIN_LIBRARY: the tree's library "
       "and sannin-diagram", child.stdout.decode())
else:
    skip("the build tree's library found by its place",
         "a build in another directory")

print("1..%d" % n)
sys.exit(1 if failed else 0)
