"""Reading records: read_games and the games, plies and events it gives
(sannin_record(3))."""

import ctypes
import threading
from ctypes import byref

from . import _lib
from ._errors import Diagnostic, Error
from ._stream import Stream
from ._words import format_events, make_rules


class _Record:
    """A C record and what its plies read of it once: the variant, the
    seats' names, a buffer for position strings.  The game and its plies
    hold it, not each other, so that it goes with the last of them."""

    __slots__ = ("ptr", "fin", "v", "seat_names", "__weakref__")

    def __init__(self, ptr):
        c = _lib.c()
        self.ptr = ptr
        self.fin = _lib.own(self, "record", c.record_free, ptr)
        start = c.record_start(ptr)
        self.v = c.position_variant(start) if start else None
        self.seat_names = [_lib.text(c.seat_name(self.v, k)) for k in
                           range(c.variant_nseats(self.v))] if start else []

    def get(self):
        if self.ptr is None:
            raise ValueError("the game is closed")
        return self.ptr

    def position_string(self, i, buf=None):
        c = _lib.c()
        p = c.record_position(self.get(), i)
        if not p:
            return None
        buf = buf or ctypes.create_string_buffer(_lib.POSITION_MAX)
        c.position_write(p, buf, _lib.POSITION_MAX)
        return buf.value.decode("utf-8", "replace")


class Ply:
    """Action number (from 1) of a game's main line: the seat that
    played it, its move in short form (long_move, the long form), its
    events, and the position string after it (sannin-position(5))."""

    __slots__ = ("_r", "number", "seat", "move", "events", "position")

    @property
    def long_move(self):
        return _lib.text(_lib.c().record_move(self._r.get(), self.number - 1,
                                              1))

    @property
    def comments(self):
        c = _lib.c()
        rec, out = self._r.get(), []
        while True:
            t = c.record_comment(rec, self.number - 1, len(out))
            if t is None:
                return out
            out.append(_lib.text(t))

    def __repr__(self):
        return "<sannin.Ply %d %s %s>" % (self.number, self.seat, self.move)


def _plies(r, n):
    """The n plies of record r, read in one pass (each position read
    once, as the one after a ply and the one before the next)."""
    c = _lib.c()
    rec, v, names = r.get(), r.v, r.seat_names
    position, write, turn = c.record_position, c.position_write, \
        c.position_turn
    move, action = c.record_move, c.record_action
    buf = ctypes.create_string_buffer(_lib.POSITION_MAX)
    ev = ctypes.POINTER(_lib.Event)()
    nev = ctypes.c_int(0)
    ev_ref, nev_ref = byref(ev), byref(nev)
    out = []
    before = position(rec, 0)
    for i in range(n):
        after = position(rec, i + 1)
        ply = Ply()
        ply._r = r
        ply.number = i + 1
        ply.seat = names[turn(before)]
        ply.move = move(rec, i, 0).decode("utf-8", "replace")
        action(rec, i, ev_ref, nev_ref)
        ply.events = format_events(c, v, ev, nev.value) if nev.value else []
        write(after, buf, _lib.POSITION_MAX)
        ply.position = buf.value.decode("utf-8", "replace")
        out.append(ply)
        before = after
    return out


class Game:
    """One game of a record, as read_games gives it: tags (a dict, in
    the record's order), variant, result, valid, diagnostics (errors
    and warnings, each as sannin-validate writes it), and plies, the
    actions of its main line that were replayed (all of them in a valid
    game, those before the first error in another).  It holds the C
    record until it and its plies go, or until close()."""

    def __init__(self, rec, file, default_variant):
        c = _lib.c()
        self._r = _Record(rec)
        self.file = file
        self.line = c.record_line(rec)
        self.tags = {}
        i = 0
        while True:
            name = c.record_tag_name(rec, i)
            if name is None:
                break
            self.tags.setdefault(_lib.text(name),
                                 _lib.text(c.record_tag(rec, name)))
            i += 1
        self.valid = bool(c.record_valid(rec))
        self.result = _lib.text(c.record_result(rec))
        self.diagnostics = [Diagnostic(c.record_diag(rec, k).contents)
                            for k in range(c.record_ndiags(rec))]
        if self._r.v:
            self.variant = _lib.text(c.variant_name(self._r.v))
        elif "Variant" in self.tags:
            self.variant = None         # one the library does not know
        else:
            self.variant = default_variant
        self._nplies = c.record_plies(rec) if self._r.v else 0
        self._plies = None

    @property
    def errors(self):
        return [d for d in self.diagnostics if d.severity == "error"]

    @property
    def warnings(self):
        return [d for d in self.diagnostics if d.severity == "warning"]

    @property
    def plies(self):
        """The plies, read from the record at the first use."""
        if self._plies is None:
            self._plies = _plies(self._r, self._nplies)
        return self._plies

    @property
    def start(self):
        """The position string the game starts from (None when the game
        could not be set up)."""
        return self._r.position_string(0)

    def position(self, ply=None):
        """A Position after the given number of actions (the end when
        None), to play on from: it starts a history of its own."""
        from ._position import Position
        n = self._nplies if ply is None else ply
        if not 0 <= n <= self._nplies:
            raise IndexError("ply %d of a game of %d" % (n, self._nplies))
        p = _lib.c().record_position(self._r.get(), n) if self._r.v else None
        if not p:
            raise Error("the game has no position: it could not be set up")
        return Position._from_c(p)

    def close(self):
        """Frees the C record now, which the plies' long_move and
        comments read."""
        self._r.ptr = None
        self._r.fin()

    def __repr__(self):
        return "<sannin.Game %s:%d %s %d plies %s>" % (
            self.file, self.line, self.variant, self._nplies,
            "valid" if self.valid else "invalid")


class GameReader:
    """The games of a stream, one at a time (sannin_reader_next), as an
    iterator; a context manager that closes the stream at its end."""

    def __init__(self, source, format=None, variant=None, rules=None):
        c = _lib.c()
        if format not in _lib.FORMATS:
            raise ValueError("format %r: use 'text', 'yaml', 'json' or "
                             "None (told from the first bytes)" % (format,))
        self._defaults = make_rules(variant, rules)
        self._variant = _lib.text(c.variant_name(c.variant_get(
            self._defaults.variant)))
        self._stream = Stream(source)
        self.name = self._stream.name
        rd = c.reader_new(self._stream.fp, _lib.FORMATS[format],
                          byref(self._defaults))
        close_stream, keep = self._stream.closer()
        if not rd:
            close_stream()
            raise MemoryError("out of memory")
        c.reader_set_decode(rd, 3)
        self._rd = rd
        self._ahead = None
        self._lock = threading.RLock()

        def free(reader):
            c.reader_free(reader)
            close_stream()
        self._fin = _lib.own(self, "reader", free, rd, keep, self._defaults)

    def __iter__(self):
        return self

    def _read(self):
        """The next game, or None at the end; Error when reading cannot
        go on."""
        c = _lib.c()
        rec = ctypes.c_void_p()
        dg = _lib.Diag()
        n = c.reader_next(self._rd, byref(rec), byref(dg))
        if n == 1:
            return Game(rec.value, self.name, self._variant)
        if n < 0 and self._stream.error is None:
            self.close()
            raise Error.from_diag(dg, "read error")
        return None

    def __next__(self):
        # (One thread at a time in the C reader.)
        with self._lock:
            return self._next()

    def _next(self):
        if not self._fin.alive:
            raise StopIteration
        game, self._ahead = self._ahead or self._read(), None
        if self._stream.error is not None:
            # The file object failed: its own exception is raised, not
            # the library's word for it, once the games read in full
            # before it are given: those followed by another.
            after = self._read() if game is not None else None
            if after is None:
                self.close()
                raise self._stream.error
            self._ahead = after
        if game is None:
            self.close()
            raise StopIteration
        return game

    def close(self):
        with self._lock:
            self._fin()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


def read_games(source, format=None, variant=None, rules=None):
    """The games of source, one at a time: a path, '-' for standard
    input, or a file object (binary, or text read as UTF-8).  format is
    'text', 'yaml' or 'json' (None: told from the first bytes); variant
    and rules are those of the records that do not name theirs, as the
    programs' --variant and -r take them.  Raises Error when reading
    cannot go on (a read error), after the games before it."""
    return GameReader(source, format, variant, rules)
