"""python-read.py - what "make bench" times of the Python module
(bench/python.sh): every game of a file read with its tags and, for
every ply, its seat, move, events and position string,

    python3 bench/python-read.py module FILE

or the same read from JSON Lines on the standard input with the json
module, as sannin-convert -T json (tags and moves) or sannin-replay -T
json (moves, events and positions) write them,

    python3 bench/python-read.py json < LINES

Each prints "games=G plies=P", so that both are seen to read alike.
"""

import json
import sys

games = plies = 0
if sys.argv[1] == "module":
    import sannin
    for game in sannin.read_games(sys.argv[2]):
        games += 1
        tags = game.tags
        for ply in game.plies:
            plies += 1
            ply.seat, ply.move, ply.events, ply.position
else:
    for line in sys.stdin:
        game = json.loads(line)
        games += 1
        tags = game.get("tags")
        for ply in game.get("plies", game.get("moves", [])):
            if ply.get("ply", 1):
                plies += 1
            ply.get("seat"), ply.get("move"), ply.get("events"), \
                ply.get("position")
print("games=%d plies=%d" % (games, plies))
