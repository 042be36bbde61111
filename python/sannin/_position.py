"""Positions, their legal actions and playing them (sannin_position(3),
sannin_game(3), sannin_action(3)), and their pictures."""

import ctypes
import subprocess
import threading
from ctypes import byref

from . import _lib
from ._errors import Error
from ._words import format_events, make_rules, variant_id


def _encode(text, what):
    if isinstance(text, bytes):
        return text
    if not isinstance(text, str):
        raise TypeError("%s must be a str, not %s" % (what,
                                                       type(text).__name__))
    return text.encode("utf-8")


class Action:
    """A legal action of a position, as legal_actions() lists them: its
    move in short and long form (str() is the short one).  Two actions
    are equal when they are the same action of the same game."""

    __slots__ = ("_a", "_variant", "move", "long_move")

    def __init__(self, a, variant, move, long_move):
        self._a = a
        self._variant = variant
        self.move = move
        self.long_move = long_move

    def _key(self):
        a = self._a
        return (self._variant, a.type, a.from_, a.to, a.kind, a.promote,
                a.targets)

    def __eq__(self, other):
        return isinstance(other, Action) and self._key() == other._key()

    def __hash__(self):
        return hash(self._key())

    def __str__(self):
        return self.move

    def __repr__(self):
        return "<sannin.Action %s>" % self.long_move


class Position:
    """A position of one of the games, with the history of the actions
    played on it since it was made (for the repetition rule, as
    sannin_game(3) keeps it).

    Position() is the initial position of the variant ("sannin",
    "yonin", "shipley"); Position(text) reads a position string
    (sannin-position(5)), which names its variant, as sannin-replay(1)
    writes them.  rules are rule options of the variant ("name=value"
    separated by blanks, a dict or a list).  str() is the position
    string.  A position is used by one thread at a time (a lock sees to
    it)."""

    def __init__(self, text=None, variant=None, rules=None):
        c = _lib.c()
        if text is None:
            r = make_rules(variant, rules)
            p = c.position_new(byref(r))
            if not p:
                raise MemoryError("out of memory")
        else:
            b = _encode(text, "a position string")
            if b"\0" in b:
                raise Error("a position string holds no NUL byte")
            dg = _lib.Diag()
            p = c.position_read(b, len(b), None, byref(dg))
            if not p:
                raise Error.from_diag(dg)
            var = c.variant_id(c.position_variant(p))
            if variant is not None and variant_id(variant) != var:
                c.position_free(p)
                raise Error("the position string is of %s, not %s" % (
                    _lib.text(c.variant_name(c.variant_get(var))), variant))
            if rules:
                c.position_free(p)
                r = make_rules(var, rules)
                p = c.position_read(b, len(b), byref(r), byref(dg))
                if not p:
                    raise Error.from_diag(dg)
        self._adopt(p)

    def _adopt(self, p):
        """Makes the game of position p (a copy) this object's."""
        c = _lib.c()
        g = c.game_new(p)
        c.position_free(p)
        if not g:
            raise MemoryError("out of memory")
        self._g = g
        self._fin = _lib.own(self, "game", c.game_free, g)
        self._lock = threading.Lock()

    @classmethod
    def _from_c(cls, p):
        """A Position from a copy of a position the library owns."""
        c = _lib.c()
        self = cls.__new__(cls)
        q = c.position_copy(p)
        if not q:
            raise MemoryError("out of memory")
        self._adopt(q)
        return self

    def _p(self):
        return _lib.c().game_position(self._g)

    def copy(self):
        """An independent copy, its history included."""
        c = _lib.c()
        other = Position.__new__(Position)
        with self._lock:
            g = c.game_copy(self._g)
        if not g:
            raise MemoryError("out of memory")
        other._g = g
        other._fin = _lib.own(other, "game", c.game_free, g)
        other._lock = threading.Lock()
        return other

    def __str__(self):
        buf = ctypes.create_string_buffer(_lib.POSITION_MAX)
        with self._lock:
            _lib.c().position_write(self._p(), buf, _lib.POSITION_MAX)
        return _lib.text(buf.value)

    def __repr__(self):
        return "sannin.Position(%r)" % str(self)

    @property
    def variant(self):
        c = _lib.c()
        return _lib.text(c.variant_name(c.position_variant(self._p())))

    @property
    def rules(self):
        """The rule options that differ from the variant's defaults,
        "name=value" separated by blanks (the text of a Rules tag)."""
        c = _lib.c()
        buf = ctypes.create_string_buffer(1024)
        c.rules_format(c.position_rules(self._p()), 0, buf, 1024)
        return _lib.text(buf.value)

    def _seat(self, seat):
        c = _lib.c()
        return _lib.text(c.seat_name(c.position_variant(self._p()), seat))

    def _seats(self, mask):
        return [self._seat(s) for s in range(len(self.seats))
                if mask >> s & 1]

    @property
    def seats(self):
        """The seats of the variant, in the regular order of play."""
        c = _lib.c()
        v = c.position_variant(self._p())
        return [_lib.text(c.seat_name(v, s))
                for s in range(c.variant_nseats(v))]

    @property
    def turn(self):
        """The seat to act."""
        return self._seat(_lib.c().position_turn(self._p()))

    @property
    def alive(self):
        """The seats still playing."""
        return self._seats(_lib.c().position_alive(self._p()))

    @property
    def is_over(self):
        return bool(_lib.c().position_over(self._p(), None))

    @property
    def winners(self):
        """The seats that have won (none while the game goes on)."""
        return self._seats(_lib.c().position_winners(self._p()))

    def checkers(self, seat=None):
        """The seats whose pieces attack the king of seat (a name; the
        seat to act when None)."""
        c = _lib.c()
        p = self._p()
        if seat is None:
            s = c.position_turn(p)
        else:
            b = _encode(seat, "a seat")
            s = c.seat_find(c.position_variant(p), b, len(b))
            if s < 0:
                raise Error("no seat %r: the seats are %s" % (
                    seat, ", ".join(self.seats)))
        return self._seats(c.position_checkers(p, s))

    def legal_actions(self):
        """The legal actions of the seat to act under every rule,
        repetition included (sannin_game_actions)."""
        c = _lib.c()
        with self._lock:
            cap = 512
            while True:
                buf = (_lib.Action * cap)()
                n = c.game_actions(self._g, buf, cap)
                if n <= cap:
                    break
                cap = n
            p = self._p()
            var = c.variant_id(c.position_variant(p))
            text = ctypes.create_string_buffer(_lib.ACTION_MAX)
            out = []
            for k in range(n):
                a = _lib.Action.from_buffer_copy(buf[k])
                c.action_format(p, byref(a), 0, text, _lib.ACTION_MAX)
                short = _lib.text(text.value)
                c.action_format(p, byref(a), 1, text, _lib.ACTION_MAX)
                out.append(Action(a, var, short, _lib.text(text.value)))
        return out

    def parse(self, move):
        """The legal action that the move text names (sannin-record(5)
        notation: "P3c-4d", "S-2d", "P*5e"), or Error."""
        c = _lib.c()
        b = _encode(move, "a move")
        a = _lib.Action()
        dg = _lib.Diag()
        with self._lock:
            p = self._p()
            if b"\0" in b or c.action_parse(p, b, len(b), byref(a), None,
                                            byref(dg)) < 0:
                if b"\0" in b:
                    raise Error("a move holds no NUL byte")
                raise Error.from_diag(dg)
            var = c.variant_id(c.position_variant(p))
            text = ctypes.create_string_buffer(_lib.ACTION_MAX)
            c.action_format(p, byref(a), 0, text, _lib.ACTION_MAX)
            short = _lib.text(text.value)
            c.action_format(p, byref(a), 1, text, _lib.ACTION_MAX)
            return Action(a, var, short, _lib.text(text.value))

    def play(self, action):
        """Plays an action (an Action of legal_actions(), or its text)
        and returns its events, as sannin-replay writes them."""
        c = _lib.c()
        if isinstance(action, (str, bytes)):
            action = self.parse(action)
        elif not isinstance(action, Action):
            raise TypeError("play takes an Action or a move's text, not %s"
                            % type(action).__name__)
        ev = _lib.Events()
        dg = _lib.Diag()
        with self._lock:
            p = self._p()
            if action._variant != c.variant_id(c.position_variant(p)):
                raise Error("%s is an action of another game" % action)
            a = _lib.Action.from_buffer_copy(action._a)
            if c.game_play(self._g, byref(a), byref(ev), byref(dg)) < 0:
                raise Error.from_diag(dg)
            v = c.position_variant(self._p())
            return format_events(c, v, ev.ev, min(ev.n, _lib.MAXEVENTS))

    def perft(self, depth):
        """The number of sequences of legal actions of that length
        (sannin_perft)."""
        if not isinstance(depth, int) or depth < 0:
            raise ValueError("perft takes a depth of 0 or more")
        with self._lock:
            return _lib.c().perft(self._p(), depth, None)

    def svg(self, seat=None, size=None):
        """The position drawn as SVG by sannin-diagram(1) -T svg, seen
        from seat (a name or letter; its default view when None), cells
        of size pixels (its default when None)."""
        prog = _lib.diagram_path()
        if prog is None:
            raise Error("sannin-diagram is not found: install sannin-tools "
                        "or name it in $SANNIN_DIAGRAM")
        args = [prog, "-T", "svg", "-P", str(self)]
        if seat is not None:
            args.append("--seat=%s" % seat)
        if size is not None:
            args.append("--size=%d" % int(size))
        for option in self.rules.split():
            args += ["-r", "%s:%s" % (self.variant, option)]
        run = subprocess.run(args, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, stdin=subprocess.DEVNULL)
        if run.returncode != 0:
            raise Error(run.stderr.decode("utf-8", "replace").strip() or
                        "sannin-diagram failed")
        return run.stdout.decode("utf-8")

    def _repr_svg_(self):
        """The picture Jupyter shows: nothing (the repr) when it cannot
        be drawn."""
        try:
            return self.svg()
        except (Error, OSError):
            return None
