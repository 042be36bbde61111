"""The library's words that records and positions share: the rules of a
variant (sannin_rules(3)) and the events of an action in the words of
sannin-replay(1) (sannin_event(3))."""

import ctypes
from ctypes import byref

from . import _lib
from ._errors import Error


def make_rules(variant=None, rules=None):
    """A struct sannin_rules: the variant (a name, "sannin", "yonin",
    "shipley", or None for sannin) at its defaults, with the options of
    rules ("name=value" assignments separated by blanks or commas, as a
    record's Rules tag writes them; or a dict, or a list of them) set."""
    c = _lib.c()
    r = _lib.Rules()
    c.rules_init_variant(byref(r), variant_id(variant))
    if rules:
        if isinstance(rules, dict):
            rules = ["%s=%s" % kv for kv in rules.items()]
        if not isinstance(rules, (str, bytes)):
            rules = " ".join(rules)
        b = rules.encode("utf-8") if isinstance(rules, str) else rules
        dg = _lib.Diag()
        if c.rules_set_list(byref(r), b, len(b), byref(dg)) < 0:
            raise Error.from_diag(dg)
    return r


def variant_id(variant):
    """The number of a variant named in any case (None: sannin)."""
    c = _lib.c()
    if variant is None:
        variant = "sannin"
    if isinstance(variant, int) and not isinstance(variant, bool):
        v = c.variant_get(variant)
    else:
        b = str(variant).encode("utf-8")
        v = c.variant_find(b, len(b))
    if not v:
        raise Error("unknown variant %r: use sannin, yonin or shipley"
                    % (variant,))
    return c.variant_id(v)


class Event(str):
    """An event of an action, as sannin-replay(1) writes it: a word and
    key=value fields, "capture seat=Last piece=B owner=Middle cell=12l";
    a str, with the word as name and the fields as a dict."""

    __slots__ = ()

    @property
    def name(self):
        return self.split(" ", 1)[0]

    @property
    def fields(self):
        return dict(f.split("=", 1) for f in self.split(" ")[1:]
                    if "=" in f)


def format_events(c, v, ev, n):
    """The n events at ev (a pointer to struct sannin_event) as Events."""
    buf = ctypes.create_string_buffer(512)
    out = []
    for k in range(n):
        c.event_format(v, byref(ev[k]), buf, 512)
        out.append(Event(_lib.text(buf.value)))
    return out
