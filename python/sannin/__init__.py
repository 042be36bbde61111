"""sannin: records and positions of sannin shogi, yonin shogi and
Shipley's Four Player Shogi, from Python, over libsannin (the rules
library of sannin-tools) through ctypes; see sannin-python(3).

    import sannin
    for game in sannin.read_games("games.txt"):
        print(game.tags.get("Event"), game.result, len(game.plies))
        for ply in game.plies:
            print(ply.number, ply.seat, ply.move, ply.position)

    p = sannin.Position()
    p.play(p.legal_actions()[0])
    p.svg(seat="Last")
"""

from ._errors import Diagnostic, Error
from ._lib import diagram_path, library_path
from ._position import Action, Position
from ._records import Game, GameReader, Ply, read_games
from ._words import Event

__all__ = ["Action", "Diagnostic", "Error", "Event", "Game", "GameReader",
           "Ply", "Position", "read_games", "library_path", "diagram_path",
           "live_objects"]


def live_objects():
    """The C objects the module has made and not freed yet, by kind
    (readers, records, games): for tests that objects dropped free
    their memory."""
    from . import _lib
    return dict(_lib.live)
