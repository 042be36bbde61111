"""Diagnostics of the library, and the exception that carries one."""

from . import _lib


class Error(ValueError):
    """What the library refused: a position string, an action, a rule
    option, a stream it could not read.  str() is the library's message;
    code is its number (enum sannin_code of sannin.h), line and column
    where it stands (0 when not known; the column counts from 1 in the
    text given)."""

    def __init__(self, message, code=0, line=0, column=0):
        super().__init__(message)
        self.message = message
        self.code = code
        self.line = line
        self.column = column

    @classmethod
    def from_diag(cls, dg, default="failed"):
        msg = _lib.text(dg.msg) or default
        return cls(msg, dg.code, dg.line, dg.col)


class Diagnostic:
    """One diagnostic of a record: severity ('error' or 'warning'), code,
    line and column in the stream (line 0 when not known) and message,
    as sannin-validate(1) writes them."""

    __slots__ = ("severity", "code", "line", "column", "message")

    def __init__(self, dg):
        self.severity = "error" if dg.severity == _lib.SEV_ERROR \
            else "warning"
        self.code = dg.code
        self.line = dg.line
        self.column = dg.col
        self.message = _lib.text(dg.msg)

    def format(self, file):
        """The line sannin-validate writes for the diagnostic, after its
        own name: "FILE:LINE:COLUMN: error: MESSAGE"."""
        if self.line == 0:
            return "%s: %s: %s" % (file, self.severity, self.message)
        return "%s:%d:%d: %s: %s" % (file, self.line, self.column,
                                     self.severity, self.message)

    def __str__(self):
        if self.line == 0:
            return "%s: %s" % (self.severity, self.message)
        return "%d:%d: %s: %s" % (self.line, self.column, self.severity,
                                  self.message)

    def __repr__(self):
        return "<sannin.Diagnostic %s>" % self
