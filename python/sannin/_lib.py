"""libsannin through ctypes: where the library is, and the C interface
of sannin.h and sannin_record.h that the module calls, with the types
of its arguments and results declared, so that ctypes converts and
checks them (libsannin(3), sannin_record(3), sannin_position(3)).

ctypes, and not cffi, because it is in the standard library: the module
needs no build step and no package beyond Python itself.
"""

import ctypes
import ctypes.util
import os
import shutil
import threading

from ctypes import (POINTER, Structure, c_char, c_char_p, c_int, c_size_t,
                    c_ubyte, c_uint, c_ulong, c_uint64, c_ushort, c_void_p)

# sannin.h's limits and numbers.
NOPTIONS = 17           # SANNIN_NOPTIONS
MAXEVENTS = 64          # SANNIN_MAXEVENTS
MAXACTIONS = 8192       # SANNIN_MAXACTIONS
POSITION_MAX = 1024     # SANNIN_POSITION_MAX
ACTION_MAX = 72         # SANNIN_ACTION_MAX
SEV_ERROR = 2           # SANNIN_SEV_ERROR
FORMATS = {None: 0, "auto": 0, "text": 1, "yaml": 2, "json": 3}


class Diag(Structure):
    """struct sannin_diag."""
    _fields_ = [("code", c_int), ("severity", c_int), ("line", c_ulong),
                ("col", c_ulong), ("msg", c_char * 256)]


class Rules(Structure):
    """struct sannin_rules, with room to spare after it, so that a
    library of more options than this module knows writes into memory
    of its own."""
    _fields_ = [("variant", c_ubyte), ("opt", c_ubyte * NOPTIONS),
                ("_spare", c_ubyte * 64)]


class Action(Structure):
    """struct sannin_action."""
    _fields_ = [("type", c_ubyte), ("kind", c_ubyte), ("from_", c_ubyte),
                ("to", c_ubyte), ("promote", c_ubyte), ("captured", c_ubyte),
                ("targets", c_ushort)]


class Event(Structure):
    """struct sannin_event."""
    _fields_ = [(name, c_ubyte) for name in
                ("type", "seat", "other", "kind", "cell", "cell2", "how",
                 "seats")]


class Events(Structure):
    """struct sannin_events."""
    _fields_ = [("n", c_int), ("ev", Event * MAXEVENTS)]


def _found(path):
    return path if path and os.path.exists(path) else None


def _installed(name):
    """A directory the install wrote into _install.py (bindir, libdir),
    or None in the build tree, which has no such module until make has
    made it, and where the tree's own files come first anyway."""
    try:
        from . import _install
    except ImportError:
        return None
    return getattr(_install, name, None)


# The source or build tree the package sits in, when it does: the
# package is python/sannin/ there.
_TREE = os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))))


def library_path():
    """The libsannin the module loads: $SANNIN_LIBRARY; the build tree's
    (lib/.libs/libsannin.so beside python/); the installed library in
    the libdir that make install wrote into _install.py; else the name
    ctypes.util.find_library finds, or the library's file name for the
    dynamic loader to look for (LD_LIBRARY_PATH)."""
    env = os.environ.get("SANNIN_LIBRARY")
    if env:
        return env
    tree = _found(os.path.join(_TREE, "lib", ".libs", "libsannin.so"))
    if tree:
        return tree
    libdir = _installed("libdir")
    if libdir:
        for name in ("libsannin.so", "libsannin.so.0"):
            if _found(os.path.join(libdir, name)):
                return os.path.join(libdir, name)
    return ctypes.util.find_library("sannin") or "libsannin.so.0"


def diagram_path():
    """The sannin-diagram program that draws SVG: $SANNIN_DIAGRAM; the
    build tree's (tools/sannin-diagram beside python/); the installed
    one in the bindir of _install.py; else the one on the PATH."""
    env = os.environ.get("SANNIN_DIAGRAM")
    if env:
        return env
    tree = os.path.join(_TREE, "tools", "sannin-diagram")
    if os.access(tree, os.X_OK) and os.path.isfile(tree):
        return tree
    bindir = _installed("bindir")
    if bindir and os.access(os.path.join(bindir, "sannin-diagram"), os.X_OK):
        return os.path.join(bindir, "sannin-diagram")
    return shutil.which("sannin-diagram")


def _declare(lib, name, restype, *argtypes):
    f = getattr(lib, name)
    f.restype = restype
    f.argtypes = list(argtypes)
    return f


class _C:
    """The functions of libsannin and of the C library the module uses,
    declared once, when first asked for."""

    def __init__(self):
        self.path = library_path()
        lib = ctypes.CDLL(self.path)
        libc = ctypes.CDLL(None, use_errno=True)
        pos, rec, rdr, var = c_void_p, c_void_p, c_void_p, c_void_p
        d = _declare
        P = POINTER
        self.rules_init_variant = d(lib, "sannin_rules_init_variant", None,
                                    P(Rules), c_int)
        self.rules_set_list = d(lib, "sannin_rules_set_list", c_int,
                                P(Rules), c_char_p, c_size_t, P(Diag))
        self.rules_format = d(lib, "sannin_rules_format", c_size_t,
                              P(Rules), c_int, c_char_p, c_size_t)
        self.variant_get = d(lib, "sannin_variant_get", var, c_int)
        self.variant_find = d(lib, "sannin_variant_find", var, c_char_p,
                              c_size_t)
        self.variant_id = d(lib, "sannin_variant_id", c_int, var)
        self.variant_name = d(lib, "sannin_variant_name", c_char_p, var)
        self.variant_nseats = d(lib, "sannin_variant_nseats", c_int, var)
        self.seat_name = d(lib, "sannin_variant_seat_name", c_char_p, var,
                           c_int)
        self.seat_find = d(lib, "sannin_variant_seat_find", c_int, var,
                           c_char_p, c_size_t)
        self.position_new = d(lib, "sannin_position_new", pos, P(Rules))
        self.position_free = d(lib, "sannin_position_free", None, pos)
        self.position_copy = d(lib, "sannin_position_copy", pos, pos)
        self.position_read = d(lib, "sannin_position_read", pos, c_char_p,
                               c_size_t, P(Rules), P(Diag))
        self.position_write = d(lib, "sannin_position_write", c_size_t, pos,
                                c_char_p, c_size_t)
        self.position_variant = d(lib, "sannin_position_variant", var, pos)
        self.position_rules = d(lib, "sannin_position_rules", P(Rules), pos)
        self.position_turn = d(lib, "sannin_position_turn", c_int, pos)
        self.position_over = d(lib, "sannin_position_over", c_int, pos,
                               P(c_int))
        self.position_winners = d(lib, "sannin_position_winners", c_uint,
                                  pos)
        self.position_alive = d(lib, "sannin_position_alive", c_uint, pos)
        self.position_checkers = d(lib, "sannin_position_checkers", c_uint,
                                   pos, c_int)
        self.position_hash = d(lib, "sannin_position_hash", c_uint64, pos)
        self.perft = d(lib, "sannin_perft", c_uint64, pos, c_int,
                       P(c_uint64))
        self.game_new = d(lib, "sannin_game_new", c_void_p, pos)
        self.game_copy = d(lib, "sannin_game_copy", c_void_p, c_void_p)
        self.game_free = d(lib, "sannin_game_free", None, c_void_p)
        self.game_position = d(lib, "sannin_game_position", pos, c_void_p)
        self.game_actions = d(lib, "sannin_game_actions", c_size_t,
                              c_void_p, P(Action), c_size_t)
        self.game_play = d(lib, "sannin_game_play", c_int, c_void_p,
                           P(Action), P(Events), P(Diag))
        self.action_format = d(lib, "sannin_action_format", c_size_t, pos,
                               P(Action), c_int, c_char_p, c_size_t)
        self.action_parse = d(lib, "sannin_action_parse", c_int, pos,
                              c_char_p, c_size_t, P(Action), P(c_int),
                              P(Diag))
        self.event_format = d(lib, "sannin_event_format", c_size_t, var,
                              P(Event), c_char_p, c_size_t)
        self.reader_new = d(lib, "sannin_reader_new", rdr, c_void_p, c_int,
                            P(Rules))
        self.reader_free = d(lib, "sannin_reader_free", None, rdr)
        self.reader_set_decode = d(lib, "sannin_reader_set_decode", None,
                                   rdr, c_int)
        self.reader_next = d(lib, "sannin_reader_next", c_int, rdr,
                             P(c_void_p), P(Diag))
        self.record_free = d(lib, "sannin_record_free", None, rec)
        self.record_valid = d(lib, "sannin_record_valid", c_int, rec)
        self.record_ndiags = d(lib, "sannin_record_ndiags", c_size_t, rec)
        self.record_diag = d(lib, "sannin_record_diag", P(Diag), rec,
                             c_size_t)
        self.record_line = d(lib, "sannin_record_line", c_ulong, rec)
        self.record_tag = d(lib, "sannin_record_tag", c_char_p, rec,
                            c_char_p)
        self.record_tag_name = d(lib, "sannin_record_tag_name", c_char_p,
                                 rec, c_size_t)
        self.record_result = d(lib, "sannin_record_result", c_char_p, rec)
        self.record_plies = d(lib, "sannin_record_plies", c_size_t, rec)
        self.record_action = d(lib, "sannin_record_action", P(Action), rec,
                               c_size_t, P(P(Event)), P(c_int))
        self.record_move = d(lib, "sannin_record_move", c_char_p, rec,
                             c_size_t, c_int)
        self.record_start = d(lib, "sannin_record_start", pos, rec)
        self.record_position = d(lib, "sannin_record_position", pos, rec,
                                 c_size_t)
        self.record_comment = d(lib, "sannin_record_comment", c_char_p, rec,
                                c_size_t, c_size_t)
        self.fopen = d(libc, "fopen", c_void_p, c_char_p, c_char_p)
        self.fclose = d(libc, "fclose", c_int, c_void_p)
        self.fmemopen = d(libc, "fmemopen", c_void_p, c_void_p, c_size_t,
                          c_char_p)
        try:
            self.fopencookie = d(libc, "fopencookie", c_void_p, c_void_p,
                                 c_char_p, CookieFunctions)
        except AttributeError:
            self.fopencookie = None


# cookie_io_functions_t of glibc and musl: read, write, seek, close.
COOKIE_READ = ctypes.CFUNCTYPE(ctypes.c_ssize_t, c_void_p, POINTER(c_char),
                               c_size_t)


class CookieFunctions(Structure):
    _fields_ = [("read", COOKIE_READ), ("write", c_void_p),
                ("seek", c_void_p), ("close", c_void_p)]


_c = None
_c_lock = threading.Lock()


def c():
    """The library, loaded at the first call (so that importing the
    module costs nothing, and an error names the path it tried)."""
    global _c
    if _c is None:
        with _c_lock:
            if _c is None:
                _c = _C()
    return _c


# The C objects the module owns and has not freed yet, by kind: what a
# test counts to see that objects dropped free their memory.
live = {"reader": 0, "record": 0, "game": 0, "position": 0}
_live_lock = threading.Lock()


def _release(kind, free, ptr, keep):
    free(ptr)
    with _live_lock:
        live[kind] -= 1


def own(obj, kind, free, ptr, *keep):
    """Ties the C object ptr to the Python object obj: free(ptr) runs
    when obj goes, or when the returned finalizer is called (close());
    keep holds what must live as long as ptr (a stream, callbacks)."""
    import weakref
    with _live_lock:
        live[kind] += 1
    return weakref.finalize(obj, _release, kind, free, ptr, keep)


def text(b):
    """A C string of the library as Python text (records hold UTF-8;
    anything else is shown, not raised)."""
    return None if b is None else b.decode("utf-8", "replace")
