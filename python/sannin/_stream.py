"""A C stream (FILE *) for the record reader, from what read_games is
given: a path, '-' for standard input, or a file object.

A path is opened by the C library itself.  A file object, binary or
text, is read through fopencookie(3), a stream whose reads call the
object's read method, so that its games are read one at a time as from
a file: nothing is held but what the reader holds, whatever the
object (a socket's file, a pipe, an io.BytesIO, sys.stdin).  Where the
C library has no fopencookie, the object is read whole into memory
first and given to fmemopen(3).
"""

import ctypes
import os

from . import _lib


class Stream:
    """A FILE * and what it needs kept alive; closer() gives what
    closes it."""

    def __init__(self, source):
        c = _lib.c()
        self.error = None           # an exception of the file object
        self._keep = None
        if isinstance(source, (str, bytes, os.PathLike)) and \
                os.fsdecode(source) != "-":
            path = os.fsencode(source)
            self.name = os.fsdecode(source)
            if b"\0" in path:
                raise ValueError("a path holds no NUL byte")
            self.fp = c.fopen(path, b"rb")
            if not self.fp:
                err = ctypes.get_errno() or 2
                raise OSError(err, os.strerror(err), self.name)
            return
        if isinstance(source, (str, bytes)):
            import sys
            source = sys.stdin
            self.name = "-"
        else:
            self.name = getattr(source, "name", None)
            self.name = self.name if isinstance(self.name, str) else "-"
        if not hasattr(source, "read"):
            raise TypeError("read_games takes a path, '-' or a file object, "
                            "not %s" % type(source).__name__)
        # A text file's characters are read as its bytes, UTF-8, which
        # the record formats are; a binary one's bytes as they are.
        raw = getattr(source, "buffer", None)
        if raw is not None and hasattr(raw, "read"):
            source = raw
        self._open_object(c, source)

    def _open_object(self, c, obj):
        pending = bytearray()

        def read(cookie, buf, size):
            # The bytes read before a failure are given first; the
            # failure is the C stream's read error at the next read, and
            # its exception is kept for the reader to raise.
            if self.error is not None and not pending:
                return -1
            try:
                while len(pending) < size and self.error is None:
                    data = obj.read(max(size, 65536))
                    if not data:
                        break
                    if isinstance(data, str):
                        data = data.encode("utf-8")
                    pending.extend(data)
            except BaseException as e:
                self.error = e
                if not pending:
                    return -1
            n = min(size, len(pending))
            ctypes.memmove(buf, bytes(pending[:n]), n)
            del pending[:n]
            return n

        if c.fopencookie is not None:
            funcs = _lib.CookieFunctions(_lib.COOKIE_READ(read), None, None,
                                         None)
            self.fp = c.fopencookie(None, b"r", funcs)
            self._keep = (funcs, read)
        else:
            data = obj.read()
            if isinstance(data, str):
                data = data.encode("utf-8")
            # (fmemopen of no bytes fails on some C libraries.)
            buf = ctypes.create_string_buffer(data or b"\n", len(data) or 1)
            self.fp = c.fmemopen(buf, len(data) or 1, b"r")
            self._keep = buf
        if not self.fp:
            raise MemoryError("no stream for the file object")

    def closer(self):
        """What closes the stream, for a finalizer: a function and what
        it must keep alive."""
        fp, keep = self.fp, self._keep
        self.fp = None
        close = _lib.c().fclose

        def close_stream():
            close(fp)
        return close_stream, keep
