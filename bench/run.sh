#!/bin/sh
# run.sh - the benchmarks of sannin-tools, run by "make bench" as
#
#	sh bench/run.sh BUILDDIR
#
# where BUILDDIR is the top build directory (it holds the programs of
# bench/).
# Each section measures one job of the library and, in the same run on
# the same machine, an anchor: an established program doing the same kind
# of job.  It prints both figures and their ratio (sannin / anchor, so a
# ratio above 1 means sannin is faster).
#
# perft: speed of legal move generation.  bench/perft-speed counts the
# action sequences of depth 4 from the initial position of three-player
# hex shogi (auto-alliance=off); the anchor, Fairy-Stockfish, counts the
# move sequences of depth 5 from the initial position of shogi.  Both count
# the last ply without playing it (bulk counting: the nodes of the last
# ply are the sizes of the legal move lists), so nodes per second measure
# the same kind of work.  Bulk counting rewards a wide tree, though: each
# generated list counts as many nodes as it has moves, and the hex game
# has about twice as many moves per position as shogi.  Both figures are
# the fastest of several runs.
#
# To add a benchmark, write a bench_NAME function that calls section,
# prints its figures and its anchor's, then ratio; call it at the bottom.

set -eu

if [ $# -ne 1 ]; then
	echo "usage: sh bench/run.sh BUILDDIR" >&2
	exit 2
fi
builddir=$1

# Runs of the anchor's perft; the fastest counts.
FSF_RUNS=${FSF_RUNS:-3}

# --- helpers ------------------------------------------------------------

# Wall-clock time in seconds, to the nanosecond with GNU date, else to the
# second (then the anchor's figures are rough; a note says so).
case $(date +%N) in
*[!0-9]* | '')
	precise_clock=no
	now() { date +%s; }
	;;
*)
	precise_clock=yes
	now() { date +%s.%N; }
	;;
esac

# section NAME: starts the figures of one benchmark.
section() {
	echo
	echo "== $1 =="
}

# field KEY LINE: the value of KEY=value in a line of figures.
field() {
	printf '%s\n' "$2" | tr ' ' '\n' | sed -n "s/^$1=//p"
}

# ratio WHAT A B: prints "ratio WHAT = A/B" to two decimals.
ratio() {
	awk -v what="$1" -v a="$2" -v b="$3" 'BEGIN {
		if (b > 0)
			printf "ratio %s = %.2f\n", what, a / b
		else
			printf "ratio %s = n/a (no time measured)\n", what
	}'
}

# ratios WHAT A B: the ratios of two lines of figures, A/B, in plies per
# CPU second and in plies per wall second.
ratios() {
	ratio "$1, plies per CPU second" \
	    "$(field plies_per_cpu_second "$2")" \
	    "$(field plies_per_cpu_second "$3")"
	ratio "$1, plies per wall second" \
	    "$(field plies_per_second "$2")" \
	    "$(field plies_per_second "$3")"
}

# figures NAME NODES SECONDS: prints "NAME nodes=... seconds=... nps=...".
figures() {
	awk -v name="$1" -v n="$2" -v s="$3" 'BEGIN {
		printf "%s nodes=%d seconds=%.4f nps=%.0f\n", name, n, s,
		    (s > 0) ? n / s : 0
	}'
}

# --- perft --------------------------------------------------------------

# The Fairy-Stockfish binary (FAIRY_STOCKFISH overrides), or nothing.
find_fairy_stockfish() {
	if [ -n "${FAIRY_STOCKFISH:-}" ]; then
		echo "$FAIRY_STOCKFISH"
	elif command -v fairy-stockfish >/dev/null 2>&1; then
		command -v fairy-stockfish
	elif [ -x /usr/games/fairy-stockfish ]; then
		echo /usr/games/fairy-stockfish
	fi
}

# uci_wait PREFIX: reads the engine's lines (fd 4) up to one starting
# with PREFIX, left in $uci_line; fails if the engine stops first.
uci_wait() {
	while IFS= read -r uci_line <&4; do
		case $uci_line in
		"$1"*) return 0 ;;
		esac
	done
	return 1
}

# fsf_perft ENGINE VARIANT DEPTH RUNS: runs "go perft DEPTH" RUNS times
# from the initial position of VARIANT in one engine process and prints
# "NODES SECONDS", SECONDS being the fastest run.
#
# The engine talks through two FIFOs, so that each command is sent only
# when the previous answer has come: Fairy-Stockfish runs perft in its
# search thread and answers isready (and reads quit) while perft is still
# running.  The clock starts just before "go perft" is sent and stops when
# "Nodes searched" is read, so the engine's start-up (option list, variant
# set-up) is not counted; the per-move lines printed meanwhile are.
fsf_perft() {
	trap '' PIPE	# a dead engine makes the writes fail, not kill us
	fsf_dir=$(mktemp -d "${TMPDIR:-/tmp}/sannin-bench.XXXXXX") &&
	    mkfifo "$fsf_dir/in" "$fsf_dir/out" || return 1
	"$1" <"$fsf_dir/in" >"$fsf_dir/out" 2>&1 &
	fsf_pid=$!
	exec 3>"$fsf_dir/in" 4<"$fsf_dir/out"
	rm -rf "$fsf_dir"	# both ends are open now

	if ! printf 'uci\nsetoption name UCI_Variant value %s\nisready\n' \
	    "$2" >&3 2>/dev/null || ! uci_wait readyok; then
		echo "$1: stopped before readyok" >&2
		return 1
	fi

	fsf_nodes=
	fsf_best=
	fsf_run=0
	while [ "$fsf_run" -lt "$4" ]; do
		fsf_t0=$(now)
		if ! printf 'position startpos\ngo perft %s\n' "$3" \
		    >&3 2>/dev/null || ! uci_wait 'Nodes searched:'; then
			echo "$1: stopped before the perft result" >&2
			return 1
		fi
		fsf_t1=$(now)
		fsf_nodes=${uci_line#Nodes searched: }
		fsf_best=$(awk -v t0="$fsf_t0" -v t1="$fsf_t1" \
		    -v best="$fsf_best" 'BEGIN {
			t = t1 - t0
			printf "%.6f\n", (best == "" || t < best + 0) ? t : best
		}')
		fsf_run=$((fsf_run + 1))
	done

	printf 'quit\n' >&3 2>/dev/null || :
	exec 3>&-
	while IFS= read -r uci_line <&4; do :; done
	exec 4<&-
	wait "$fsf_pid" || { echo "$1: exit status $?" >&2; return 1; }

	case $fsf_nodes in
	'' | *[!0-9]*)
		echo "$1: bad node count '$fsf_nodes'" >&2
		return 1
		;;
	esac
	echo "$fsf_nodes $fsf_best"
}

bench_perft() {
	section perft
	sannin_line=$("$builddir/bench/perft-speed" -r auto-alliance=off 4)
	echo "$sannin_line (auto-alliance=off)"
	# The default rules, alliances watched for at every action.
	default_line=$("$builddir/bench/perft-speed" 4)
	echo "$default_line (default rules)"

	fsf=$(find_fairy_stockfish)
	if [ -z "$fsf" ]; then
		echo "fairy-stockfish: not found, no anchor and no ratio" \
		    "(install it with: apt-get install fairy-stockfish)"
		return 0
	fi
	fsf_depth=5
	if ! fsf_result=$(fsf_perft "$fsf" shogi "$fsf_depth" "$FSF_RUNS")
	then
		echo "fairy-stockfish: failed, no anchor and no ratio"
		status=1
		return 0
	fi
	fsf_nodes=${fsf_result% *}
	fsf_seconds=${fsf_result#* }
	figures "fairy-stockfish shogi perft depth=$fsf_depth" \
	    "$fsf_nodes" "$fsf_seconds"
	[ "$precise_clock" = yes ] ||
	    echo "(date has no %N: fairy-stockfish timed to the second)"

	fsf_nps=$(awk -v n="$fsf_nodes" -v s="$fsf_seconds" \
	    'BEGIN { print (s > 0) ? n / s : 0 }')
	ratio "sannin/fairy-stockfish, auto-alliance=off" \
	    "$(field nps "$sannin_line")" "$fsf_nps"
	ratio "sannin/fairy-stockfish, default rules" \
	    "$(field nps "$default_line")" "$fsf_nps"
}

# Perft of the four-player variants under their default rules, beside
# sannin's under its own (no program plays them: no anchor).
bench_perft_variants() {
	section "perft of the variants"
	"$builddir/bench/perft-speed" 4
	"$builddir/bench/perft-speed" -V yonin 6
	"$builddir/bench/perft-speed" -V shipley 4
}

# --- rules --------------------------------------------------------------

# The cost of the full rules per action: random games under the default
# rules (alliance detection, illumination, repetition, mates), each action
# listed among the legal ones and played with its events.  No program
# plays these rules, so there is no anchor; the figure is for later work
# to compare against.
bench_rules() {
	section rules
	"$builddir/bench/rules-speed"
}

# --- formats ------------------------------------------------------------

# The record readers: peak memory for one game and for a hundred thousand
# (the readers stream, so it should not grow), and YAML read speed beside
# a bare libyaml event loop over the same file (the anchor; the target is
# two thirds of its throughput).  The corpus is 100 seeded games of random
# play repeated a thousand times; reading parses only, and replaying the
# games against the rules is measured apart, on fewer games.
bench_formats() {
	section formats
	fdir=$(mktemp -d "${TMPDIR:-/tmp}/sannin-formats.XXXXXX")
	"$builddir/tests/gen" -s 7 -n 100 -p 40 -T yaml > "$fdir/100.yaml"
	"$builddir/tests/gen" -s 7 -n 100 -p 40 > "$fdir/100.txt"
	"$builddir/tests/gen" -s 7 -n 1 -p 40 -T yaml > "$fdir/1.yaml"
	"$builddir/tests/gen" -s 7 -n 1 -p 40 > "$fdir/1.txt"
	for ext in yaml txt; do
		i=0
		while [ $i -lt 10 ]; do
			cat "$fdir/100.$ext"
			i=$((i + 1))
		done > "$fdir/1k.$ext"
		i=0
		while [ $i -lt 100 ]; do
			cat "$fdir/1k.$ext"
			i=$((i + 1))
		done > "$fdir/100k.$ext"
	done
	fs=$builddir/bench/formats-speed
	echo "memory, parsing (one game, then 100000):"
	"$fs" -n "$fdir/1.txt"
	"$fs" -n "$fdir/100k.txt"
	"$fs" -n "$fdir/1.yaml"
	"$fs" -n "$fdir/100k.yaml"
	echo "memory, parsing and replaying against the rules (one game, then 1000):"
	"$fs" "$fdir/1.txt"
	"$fs" "$fdir/1k.txt"
	"$fs" "$fdir/1.yaml"
	"$fs" "$fdir/1k.yaml"
	echo "YAML read speed (100000 games):"
	anchor=$("$fs" -L "$fdir/100k.yaml")
	ours=$("$fs" -n "$fdir/100k.yaml")
	echo "$anchor"
	echo "$ours"
	ratio "sannin YAML read/libyaml event loop" \
	    "$(field mb_per_second "$ours")" \
	    "$(field mb_per_second "$anchor")"
	rm -rf "$fdir"
}

# Games of many tags: the CPU time of sannin-validate over a game of N
# tags and one of 4N, in each format, and its ratio: each tag is checked
# against those before it, by a look-up in a table, so four times the
# tags should cost about four times the time (a scan of the tags before
# each: sixteen times).  The fastest of three runs counts.
bench_tags() {
	section "tags"
	tdir=$(mktemp -d "${TMPDIR:-/tmp}/sannin-tags.XXXXXX")
	val=$builddir/tools/sannin-validate
	for n in 25000 100000; do
		awk -v n=$n 'BEGIN { for (i = 0; i < n; i++)
			printf "[T%d \"x\"]\n", i
			print ""; print "1. P3c-4d *" }' > "$tdir/$n.txt"
		"$builddir/tools/sannin-convert" -T yaml "$tdir/$n.txt" \
		    > "$tdir/$n.yaml"
		"$builddir/tools/sannin-convert" -T json "$tdir/$n.txt" \
		    > "$tdir/$n.json"
	done
	for ext in txt yaml json; do
		for n in 25000 100000; do
			t1=$(timed "$val" -q "$tdir/$n.$ext" | cut -d' ' -f2)
			t2=$(timed "$val" -q "$tdir/$n.$ext" | cut -d' ' -f2)
			t3=$(timed "$val" -q "$tdir/$n.$ext" | cut -d' ' -f2)
			eval "cpu_$n=$(best "$t1" "$t2" "$t3")"
		done
		# shellcheck disable=SC2154
		echo "sannin-validate $ext, 25000 tags: cpu_seconds=$cpu_25000;" \
		    "100000 tags: cpu_seconds=$cpu_100000"
		ratio "$ext, 100000 tags/25000 tags, CPU time" "$cpu_100000" \
		    "$cpu_25000"
	done
	rm -rf "$tdir"
}

# --- validation ---------------------------------------------------------

# sannin-validate over 10000 seeded games of random legal play under the
# default rules (alliances included), beside pgn-extract checking the
# chess corpus of the project's shared bench data (20000 random games,
# 3814670 plies) with -r, its check-only mode: the same job, every move
# of every game checked and nothing written.  The two run in turn,
# VALIDATION_RUNS times each (default 3); the fastest run of each counts,
# in CPU time (user + system, which a loaded host weighs on less) and in
# wall-clock time, printed side by side.  In the same turns,
# sannin-validate with -r auto-alliance=off on the same games: the share
# of the default's cost per ply that watching for alliances takes (the
# threat maps, the alliance tests and the searches they ask for).  Some
# games then break the rules and stop early, so it checks fewer plies:
# the share is of the cost per ply, not of the time.
VALIDATION_RUNS=${VALIDATION_RUNS:-3}

# best SECONDS...: the smallest.
best() {
	printf '%s\n' "$@" | sort -g | sed -n 1p
}

# timed CMD...: runs the command, its output thrown away, and prints
# "WALL CPU": its seconds of wall-clock time and of CPU time (user and
# system, of the processes it waited for), both to the microsecond
# (bench/cputime: the shell's `times` counts CPU time in 10 ms ticks).
timed() {
	"$builddir/bench/cputime" "$@"
}

# find_chess: sets corpus to the chess corpus of the project's shared
# bench data and pe to pgn-extract, each empty when not found.
find_chess() {
	corpus=
	for d in "$builddir/../shared/bench" "$(dirname "$0")/../../shared/bench" \
	    ../shared/bench; do
		if [ -f "$d/chess-random-20000.pgn.xz" ]; then
			corpus=$d/chess-random-20000.pgn.xz
			break
		fi
	done
	pe=$(command -v pgn-extract || ls /usr/games/pgn-extract 2>/dev/null || true)
}

bench_validation() {
	section validation
	vdir=$(mktemp -d "${TMPDIR:-/tmp}/sannin-validation.XXXXXX")
	"$builddir/tests/gen" -s 2026 -n 10000 -p 100 > "$vdir/games.txt"
	find_chess
	[ -n "$corpus" ] && xz -dc "$corpus" > "$vdir/chess.pgn"
	line=$("$builddir/tools/sannin-validate" -s "$vdir/games.txt")
	plies=$(printf '%s\n' "$line" | sed -n 's/.* \([0-9]*\) pl[iy].*/\1/p')
	echo "sannin-validate: $line"
	nplies=$("$builddir/tools/sannin-validate" -r auto-alliance=off -s \
	    "$vdir/games.txt" 2>/dev/null |
	    sed -n 's/.* \([0-9]*\) pl[iy].*/\1/p')
	ow= oc= nc= tw= tc= i=0
	while [ "$i" -lt "$VALIDATION_RUNS" ]; do
		set -- $(timed "$builddir/tools/sannin-validate" -s \
		    "$vdir/games.txt")
		ow="$ow $1" oc="$oc $2"
		# (It exits 1, for the games that break the rules without
		# alliances: cputime's word on that is dropped.)
		set -- $(timed "$builddir/tools/sannin-validate" \
		    -r auto-alliance=off -s "$vdir/games.txt" 2>/dev/null)
		nc="$nc $2"
		if [ -n "$pe" ] && [ -n "$corpus" ]; then
			set -- $(timed "$pe" -r -s "$vdir/chess.pgn")
			tw="$tw $1" tc="$tc $2"
		fi
		i=$((i + 1))
	done
	# shellcheck disable=SC2086
	awk -v p="$plies" -v c="$(best $oc)" -v w="$(best $ow)" 'BEGIN {
		printf "sannin-validate plies=%d cpu_seconds=%.3f plies_per_cpu_second=%.0f wall_seconds=%.3f plies_per_second=%.0f\n",
		    p, c, p / c, w, p / w }' | tee "$vdir/ours"
	# shellcheck disable=SC2086
	awk -v p="$plies" -v c="$(best $oc)" -v q="$nplies" -v n="$(best $nc)" 'BEGIN {
		if (q <= 0 || n <= 0 || p <= 0 || c <= 0) {
			print "sannin-validate -r auto-alliance=off: no figures"
			exit
		}
		printf "sannin-validate -r auto-alliance=off plies=%d cpu_seconds=%.3f plies_per_cpu_second=%.0f\n",
		    q, n, q / n
		printf "alliance watching, share of the CPU time per ply under the default rules = %.2f\n",
		    1 - (n / q) / (c / p) }'
	if [ -z "$pe" ] || [ -z "$corpus" ]; then
		echo "pgn-extract or the chess corpus is missing: no anchor" \
		    "(apt-get install pgn-extract; shared/bench beside the tree)"
		rm -rf "$vdir"
		return 0
	fi
	# shellcheck disable=SC2086
	awk -v c="$(best $tc)" -v w="$(best $tw)" 'BEGIN {
		printf "pgn-extract -r plies=3814670 cpu_seconds=%.3f plies_per_cpu_second=%.0f wall_seconds=%.3f plies_per_second=%.0f\n",
		    c, 3814670 / c, w, 3814670 / w }' | tee "$vdir/anchor"
	echo "runs (cpu seconds): sannin-validate$oc; pgn-extract -r$tc;" \
	    "auto-alliance=off$nc"
	ratios "sannin-validate/pgn-extract -r" "$(cat "$vdir/ours")" \
	    "$(cat "$vdir/anchor")"
	rm -rf "$vdir"
}

# sannin-replay on the games of the validation bench, beside
# sannin-validate in the same run: --final, which writes one position a
# game, is the validation's job plus that (the bound set for it: 1.2 of
# the validation's CPU time); the full replay writes every position
# string, and beside --final it shows what writing them costs, with its
# bytes.  The fastest of VALIDATION_RUNS runs of each counts.
bench_replay() {
	section replay
	rdir=$(mktemp -d "${TMPDIR:-/tmp}/sannin-replay.XXXXXX")
	"$builddir/tests/gen" -s 2026 -n 10000 -p 100 > "$rdir/games.txt"
	bytes=$("$builddir/tools/sannin-replay" "$rdir/games.txt" | wc -c)
	vc= fc= ac= i=0
	while [ "$i" -lt "$VALIDATION_RUNS" ]; do
		set -- $(timed "$builddir/tools/sannin-validate" -s \
		    "$rdir/games.txt")
		vc="$vc $2"
		set -- $(timed "$builddir/tools/sannin-replay" --final \
		    "$rdir/games.txt")
		fc="$fc $2"
		set -- $(timed "$builddir/tools/sannin-replay" \
		    "$rdir/games.txt")
		ac="$ac $2"
		i=$((i + 1))
	done
	v=$(best $vc) f=$(best $fc) a=$(best $ac)
	echo "sannin-validate cpu_seconds=$v"
	echo "sannin-replay --final cpu_seconds=$f"
	awk -v a="$a" -v b="$bytes" 'BEGIN {
		printf "sannin-replay cpu_seconds=%.3f bytes=%d mb_per_cpu_second=%.1f\n",
		    a, b, (a > 0) ? b / a / 1e6 : 0 }'
	echo "runs (cpu seconds): sannin-validate$vc; --final$fc; every position$ac"
	ratio "sannin-replay --final/sannin-validate, CPU seconds" "$f" "$v"
	ratio "sannin-replay/sannin-replay --final, CPU seconds" "$a" "$f"
	rm -rf "$rdir"
}

# sannin-validate on games of each variant, seeded random legal play
# under the default rules, in plies per CPU second: the cost per ply of
# the four-player variants beside sannin's (a ratio above 1: cheaper).
# The three run in turn, VALIDATION_RUNS rounds of one run each, so that
# a change in the host's speed during the section falls on all three
# alike; the fastest run of each, by CPU time, counts.
bench_validation_variants() {
	section "validation of the variants"
	vdir=$(mktemp -d "${TMPDIR:-/tmp}/sannin-variants.XXXXXX")
	for v in sannin yonin shipley; do
		"$builddir/tests/gen" -V "$v" -s 2026 -n 2000 -p 200 \
		    > "$vdir/$v.txt"
		"$builddir/tools/sannin-validate" -s "$vdir/$v.txt" |
		    sed -n 's/.* \([0-9]*\) pl[iy].*/\1/p' > "$vdir/$v.plies"
		: > "$vdir/$v.runs"
	done
	i=0
	while [ "$i" -lt "$VALIDATION_RUNS" ]; do
		for v in sannin yonin shipley; do
			timed "$builddir/tools/sannin-validate" -s \
			    "$vdir/$v.txt" >> "$vdir/$v.runs"
		done
		i=$((i + 1))
	done
	for v in sannin yonin shipley; do
		awk -v v="$v" -v p="$(cat "$vdir/$v.plies")" '
		    NR == 1 || $2 < c { c = $2 }
		    NR == 1 || $1 < w { w = $1 }
		    { runs = runs "," $2 }
		    END {
			printf "%s: sannin-validate plies=%d cpu_seconds=%.3f plies_per_cpu_second=%.0f wall_seconds=%.3f plies_per_second=%.0f runs_cpu=%s\n",
			    v, p, c, (c > 0) ? p / c : 0, w, (w > 0) ? p / w : 0,
			    substr(runs, 2) }' "$vdir/$v.runs" | tee "$vdir/$v"
	done
	for v in yonin shipley; do
		ratios "$v/sannin" "$(cat "$vdir/$v")" "$(cat "$vdir/sannin")"
	done
	rm -rf "$vdir"
}

# --- selection ----------------------------------------------------------

# sannin-select beside pgn-extract, selecting from their corpora (the
# 10000 generated games of the validation bench; the chess corpus) by a
# tag and by a position reached.
#
# By a tag: the Round tag, whose values are the games' numbers;
# pgn-extract -t matches a prefix of the value ("1234" selects 1234 and
# 12340-12349), so sannin-select is asked the same (-t Round=~^1234).
# Neither replays a game that the tags rule out, so the figure is bytes
# read per CPU second.
#
# By a position: the position after ply 30 of the first game, which no
# other game reaches, so that every game is replayed to its end by both:
# pgn-extract -t with a FEN tag (the board compared), sannin-select -P
# (the board, hands and turn).  The figure is plies per CPU second;
# each replays a game once, sannin-select asking each position as its
# replay that checks the game reaches it.
#
# The fastest of SELECT_RUNS runs (default 7: on a shared host a run of
# a second or less varies by a third) of each counts, in CPU and
# wall-clock time.
SELECT_RUNS=${SELECT_RUNS:-7}

# bench_best_of NAME CMD...: runs CMD SELECT_RUNS times and prints
# "NAME cpu_seconds=C wall_seconds=W" of the fastest (by CPU).
bench_best_of() {
	bo_name=$1
	shift
	bo_w= bo_c= i=0
	while [ "$i" -lt "$SELECT_RUNS" ]; do
		set -- $(timed "$@") "$@"
		bo_w="$bo_w $1" bo_c="$bo_c $2"
		shift 2
		i=$((i + 1))
	done
	# shellcheck disable=SC2086
	echo "$bo_name cpu_seconds=$(best $bo_c) wall_seconds=$(best $bo_w)" \
	    "runs_cpu=$(echo $bo_c | tr ' ' ,)"
}

# per LINE KEY AMOUNT: AMOUNT per CPU second and per wall second, from
# the seconds of LINE, appended as KEY_per_cpu_second=... and
# KEY_per_second=...
per() {
	awk -v l="$1" -v k="$2" -v a="$3" 'BEGIN {
		n = split(l, f, " ")
		for (i = 1; i <= n; i++) {
			if (f[i] ~ /^cpu_seconds=/) c = substr(f[i], 13)
			if (f[i] ~ /^wall_seconds=/) w = substr(f[i], 14)
		}
		printf "%s %s_per_cpu_second=%.0f %s_per_second=%.0f\n", l,
		    k, (c > 0) ? a / c : 0, k, (w > 0) ? a / w : 0 }'
}

bench_selection() {
	section selection
	sdir=$(mktemp -d "${TMPDIR:-/tmp}/sannin-select.XXXXXX")
	"$builddir/tests/gen" -s 2026 -n 10000 -p 100 > "$sdir/games.txt"
	sel=$builddir/tools/sannin-select
	find_chess
	if [ -n "$corpus" ] && [ -n "$pe" ]; then
		xz -dc "$corpus" > "$sdir/chess.pgn"
		# The FEN after ply 30 of the first game.
		awk 'NR > 1 && /^\[Event /{ exit } { print }' "$sdir/chess.pgn" |
		    "$pe" -s --fencomments | tr '\n' ' ' |
		    grep -o '{ [^}]* }' | sed -n '30s/^{ \(.*\) }$/FEN "\1"/p' \
		    > "$sdir/fen.tag"
		echo 'Round "1234"' > "$sdir/round.tag"
	fi
	sbytes=$(wc -c < "$sdir/games.txt")
	splies=$("$builddir/tools/sannin-validate" -s "$sdir/games.txt" |
	    sed -n 's/.* \([0-9]*\) pl[iy].*/\1/p')
	pos=$("$sel" -t Round=1 "$sdir/games.txt" |
	    "$builddir/tools/sannin-replay" -p 30 |
	    sed -n 's/^ply 30 position //p')

	echo "by a tag: games selected," \
	    "sannin-select $("$sel" -c -t 'Round=~^1234' "$sdir/games.txt")" \
	    "of 10000${pe:+, pgn-extract $("$pe" -s -t "$sdir/round.tag" \
	    "$sdir/chess.pgn" 2>/dev/null | grep -c '^\[Event ') of 20000}"
	ours=$(per "$(bench_best_of "sannin-select -t Round=~^1234" \
	    "$sel" -t 'Round=~^1234' "$sdir/games.txt")" bytes "$sbytes")
	echo "$ours"
	if [ -n "$corpus" ] && [ -n "$pe" ]; then
		anchor=$(per "$(bench_best_of 'pgn-extract -t (Round "1234")' \
		    "$pe" -s -t "$sdir/round.tag" -o /dev/null \
		    "$sdir/chess.pgn")" bytes "$(wc -c < "$sdir/chess.pgn")")
		echo "$anchor"
		ratio "sannin-select/pgn-extract by a tag, bytes per CPU second" \
		    "$(field bytes_per_cpu_second "$ours")" \
		    "$(field bytes_per_cpu_second "$anchor")"
		ratio "sannin-select/pgn-extract by a tag, bytes per wall second" \
		    "$(field bytes_per_second "$ours")" \
		    "$(field bytes_per_second "$anchor")"
	fi

	echo "by a position: games selected," \
	    "sannin-select $("$sel" -c -P "$pos" "$sdir/games.txt")" \
	    "of 10000${pe:+, pgn-extract $("$pe" -s -t "$sdir/fen.tag" \
	    "$sdir/chess.pgn" 2>/dev/null | grep -c '^\[Event ') of 20000}"
	ours=$(per "$(bench_best_of "sannin-select -P (ply 30 of game 1)" \
	    "$sel" -P "$pos" "$sdir/games.txt")" plies "$splies")
	echo "$ours plies=$splies"
	if [ -n "$corpus" ] && [ -n "$pe" ]; then
		anchor=$(per "$(bench_best_of "pgn-extract -t (FEN of ply 30 of game 1)" \
		    "$pe" -s -t "$sdir/fen.tag" -o /dev/null \
		    "$sdir/chess.pgn")" plies 3814670)
		echo "$anchor plies=3814670"
		ratio "sannin-select/pgn-extract by a position, plies per CPU second" \
		    "$(field plies_per_cpu_second "$ours")" \
		    "$(field plies_per_cpu_second "$anchor")"
		ratio "sannin-select/pgn-extract by a position, plies per wall second" \
		    "$(field plies_per_second "$ours")" \
		    "$(field plies_per_second "$anchor")"
	else
		echo "pgn-extract or the chess corpus is missing: no anchor" \
		    "(apt-get install pgn-extract; shared/bench beside the tree)"
	fi
	rm -rf "$sdir"
}

# Duplicates among 100000 generated games, each twice (200000 read,
# 100000 distinct): time, and peak memory (GNU time's maximum resident
# set) beside the same run without -D, whose difference is what the set
# of the games' keys holds: it should be some 16 to 32 bytes a distinct
# game (8 bytes a key, a table at most half full), whatever the games'
# size.
bench_duplicates() {
	section duplicates
	ddir=$(mktemp -d "${TMPDIR:-/tmp}/sannin-dup.XXXXXX")
	"$builddir/tests/gen" -s 11 -n 100000 -p 20 > "$ddir/100k.txt"
	cat "$ddir/100k.txt" "$ddir/100k.txt" > "$ddir/twice.txt"
	sel=$builddir/tools/sannin-select
	for opts in "-c" "-c -D" "-c -D --same-end"; do
		if [ -x /usr/bin/time ]; then
			# shellcheck disable=SC2086
			/usr/bin/time -f '%U %S %e %M' -o "$ddir/time" \
			    "$sel" -q $opts "$ddir/twice.txt" > "$ddir/n"
			awk -v o="$opts" -v n="$(cat "$ddir/n")" '{
				printf "sannin-select %s (200000 games): selected=%d cpu_seconds=%.2f wall_seconds=%.2f max_rss_kib=%d\n",
				    o, n, $1 + $2, $3, $4 }' "$ddir/time"
		else
			# shellcheck disable=SC2086
			echo "sannin-select $opts: $(timed "$sel" -q $opts \
			    "$ddir/twice.txt") (wall, cpu seconds;" \
			    "no /usr/bin/time: no peak memory)"
		fi
	done
	rm -rf "$ddir"
}

# --- shards -------------------------------------------------------------

# sannin-validate over 20000 seeded games as JSON Lines, in one process
# and cut into a shard a processor by GNU parallel --pipepart, as
# sannin-parallel(7) does: the speed-up is the ratio of the wall-clock
# times, the fastest of SELECT_RUNS runs of each, and the ratio of CPU
# times what parallel and the shards cost besides.
bench_shards() {
	section shards
	if ! parallel --will-cite --version 2>/dev/null | grep -q 'GNU parallel'
	then
		echo "no GNU parallel: no figures"
		return
	fi
	hdir=$(mktemp -d "${TMPDIR:-/tmp}/sannin-shards.XXXXXX")
	"$builddir/tests/gen" -s 2026 -n 20000 -p 100 -T json \
	    > "$hdir/games.jsonl"
	val=$builddir/tools/sannin-validate
	jobs=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)
	one=$(bench_best_of "sannin-validate one process (20000 games)" \
	    "$val" -q -s "$hdir/games.jsonl")
	par=$(bench_best_of "sannin-validate parallel --pipepart -j $jobs" \
	    parallel --will-cite --pipepart -a "$hdir/games.jsonl" \
	    --block -1 -j "$jobs" "$val" -q -s)
	printf '%s\n%s\n' "$one" "$par"
	ratio "speed-up on $jobs processors, wall-clock time" \
	    "$(field wall_seconds "$one")" "$(field wall_seconds "$par")"
	ratio "CPU time, parallel / one process" \
	    "$(field cpu_seconds "$par")" "$(field cpu_seconds "$one")"
	rm -rf "$hdir"
}

# --- the Python module ----------------------------------------------------

. "$(dirname "$0")/python.sh"

# --- main ---------------------------------------------------------------

for prog in perft-speed rules-speed formats-speed; do
	if [ ! -x "$builddir/bench/$prog" ]; then
		echo "run.sh: no $builddir/bench/$prog (make bench builds it)" >&2
		exit 1
	fi
done

cpu=
if [ -r /proc/cpuinfo ]; then
	cpu=$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | sed 1q)
fi
echo "sannin-tools benchmarks, $(date -u '+%Y-%m-%d %H:%M UTC')," \
    "$(uname -sm)${cpu:+, $cpu}"
# The load when the run starts: figures of a loaded host are slower, the
# CPU-time ones less so.
if [ -r /proc/loadavg ]; then
	echo "load average at the start: $(cut -d' ' -f1-3 /proc/loadavg)," \
	    "$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo '?') processors"
fi

# How the programs were built: by "make pgo" (profile-guided) when its
# stamp is newer than each of them, else not, or not all of them (a
# plain "make" relinks a program whose sources changed since).
build="plain (make)"
if [ -f "$builddir/pgo.stamp" ]; then
	build="profile-guided (make pgo)"
	for prog in "$builddir"/tools/sannin-*; do
		if [ -x "$prog" ] && [ "$prog" -nt "$builddir/pgo.stamp" ]; then
			build="partly profile-guided (make pgo, then make)"
		fi
	done
fi
echo "build: $build"

status=0	# a section sets 1 when it fails but lets the others run
bench_perft
bench_perft_variants
bench_rules
bench_formats
bench_tags
bench_validation
bench_replay
bench_validation_variants
bench_selection
bench_duplicates
bench_shards
bench_python
exit "$status"
