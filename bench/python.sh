# python.sh - the benchmark of the Python module sannin, sourced by
# bench/run.sh (which gives builddir, section, timed, best and ratio).
#
# The 10000 generated games of the validation bench read from Python,
# every game's tags and every ply's seat, move, events and position
# string (bench/python-read.py): through the module (python/sannin),
# beside JSON Lines read with Python's json module from sannin-replay -T
# json (the same fields: moves, events and positions) and from
# sannin-convert -T json (tags and moves, no positions), the program and
# Python counted together.  The three run in turn, PYTHON_RUNS times
# each (default 3), the fastest by CPU time counting; the ratios are the
# JSON readings' CPU time over the module's (above 1: the module is
# faster).
PYTHON_RUNS=${PYTHON_RUNS:-3}

bench_python() {
	section "python module"
	if ! command -v python3 > /dev/null 2>&1; then
		echo "python3 is not installed: no figures"
		return 0
	fi
	pdir=$(mktemp -d "${TMPDIR:-/tmp}/sannin-python.XXXXXX")
	src=$(cd "$(dirname "$0")/.." && pwd)
	read_py=$src/bench/python-read.py
	"$builddir/tests/gen" -s 2026 -n 10000 -p 100 > "$pdir/games.txt"
	tools=$builddir/tools
	mc= rc= cc= i=0
	while [ "$i" -lt "$PYTHON_RUNS" ]; do
		set -- $(timed env PYTHONPATH="$src/python" \
		    SANNIN_LIBRARY="$builddir/lib/.libs/libsannin.so" \
		    python3 "$read_py" module "$pdir/games.txt")
		mc="$mc $2"
		set -- $(timed sh -c '"$1" -T json "$2" | python3 "$3" json' \
		    sh "$tools/sannin-replay" "$pdir/games.txt" "$read_py")
		rc="$rc $2"
		set -- $(timed sh -c '"$1" -T json "$2" | python3 "$3" json' \
		    sh "$tools/sannin-convert" "$pdir/games.txt" "$read_py")
		cc="$cc $2"
		i=$((i + 1))
	done
	# What each read, which should be the same.
	m=$(PYTHONPATH=$src/python \
	    SANNIN_LIBRARY=$builddir/lib/.libs/libsannin.so \
	    python3 "$read_py" module "$pdir/games.txt")
	r=$("$tools/sannin-replay" -T json "$pdir/games.txt" |
	    python3 "$read_py" json)
	c=$("$tools/sannin-convert" -T json "$pdir/games.txt" |
	    python3 "$read_py" json)
	# shellcheck disable=SC2086
	echo "sannin module (tags, seats, moves, events, positions): $m" \
	    "cpu_seconds=$(best $mc)"
	# shellcheck disable=SC2086
	echo "sannin-replay -T json | python3 json (seats, moves, events," \
	    "positions): $r cpu_seconds=$(best $rc)"
	# shellcheck disable=SC2086
	echo "sannin-convert -T json | python3 json (tags, seats, moves): $c" \
	    "cpu_seconds=$(best $cc)"
	echo "runs (cpu seconds): module$mc; replay json$rc; convert json$cc"
	# shellcheck disable=SC2086
	ratio "replay json/module, CPU seconds" "$(best $rc)" "$(best $mc)"
	# shellcheck disable=SC2086
	ratio "convert json/module, CPU seconds" "$(best $cc)" "$(best $mc)"
	rm -rf "$pdir"
}
