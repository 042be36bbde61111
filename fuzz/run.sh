#!/bin/sh
# run.sh - the libFuzzer harnesses of sannin-tools, run by "make fuzz" as
#
#	sh fuzz/run.sh SRCDIR BUILDDIR
#
# Builds the library once with clang, -fsanitize=fuzzer-no-link,address,
# undefined (-O2), links fuzz/harness.c into one fuzzer per target, seeds each
# from the test suite's records, position strings and moves, and runs
# each for FUZZ_TIME seconds (default 60) on a corpus kept in
# BUILDDIR/fuzz/corpus/TARGET, so that runs add up.  Prints per target
# the executions, the corpus size and the time, appends the same line to
# BUILDDIR/fuzz/ledger, and exits 1 when a fuzzer reports a finding (its
# reproducer is kept in BUILDDIR/fuzz).
#
# Environment: CLANG (default clang), YAML_LIBS (default -lyaml),
# FUZZ_TIME, FUZZ_RUNS (stop each target after this many executions,
# whichever of the two comes first; default no count),
# FUZZ_TARGETS (default all of them).
set -u
src=$(cd "$1" && pwd) || exit 2
build=$(cd "$2" && pwd) || exit 2
clang=${CLANG:-clang}
time=${FUZZ_TIME:-60}
runs=${FUZZ_RUNS:--1}
targets=${FUZZ_TARGETS:-text yaml json position move rules roundtrip}
out=$build/fuzz
mkdir -p "$out/obj" || exit 2

if ! command -v "$clang" > /dev/null 2>&1; then
	echo "fuzz: $clang not found; install clang to run the fuzzers" >&2
	exit 2
fi

san='-g -O2 -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=all'
cflags="-std=c99 -D_POSIX_C_SOURCE=200809L -I$build -I$src/include -I$src/lib -I$src/lib/core -I$src/lib/variants -I$src/formats -I$src/lib/replay"

# The library, once (again when the flags change).
# (And when a header is newer than the objects.)
stale=
# (And the parts of the narrow unit, which lib/narrow_boards.c includes.)
for h in "$src"/include/*.h "$src"/lib/*.h "$src"/lib/*/*.h \
    "$src"/lib/variants/*/*.h "$src"/formats/*.h \
    "$src"/lib/core/*.c "$src"/lib/variants/*/*.c; do
	[ "$h" -nt "$out/obj/flags" ] && stale=1
done
flags="$clang $cflags $san (no trace-cmp in the rules)"
if [ -n "$stale" ] ||
    [ "$(cat "$out/obj/flags" 2>/dev/null)" != "$flags" ]; then
	rm -f "$out"/obj/*.o
	echo "$flags" > "$out/obj/flags"
fi
# The library's sources as Makefile.am lists them: the core, and the
# narrow unit (lib/core/width.h), which sets its own width.
sources() {	# sources VARIABLE: the C files of an Automake _SOURCES list
	sed -n "/^$1 =/,/^[^	]/p" "$src/Makefile.am" |
	    grep -o '[A-Za-z0-9_/+-]*[.]c'
}
core=$(sources lib_libsannin_core_la_SOURCES)
narrow=$(sources lib_libsannin_narrow_la_SOURCES)
[ -n "$core" ] && [ -n "$narrow" ] || {
	echo "fuzz: no library sources found in Makefile.am" >&2
	exit 2
}
# The move generator and the rules of play keep their edge coverage but
# not libFuzzer's tracing of comparisons: their loops compare cells and
# masks all the time, the tracing took half of every run there, and it
# helps only to find magic values, which the readers have, not they.
objs=
for rel in $core $narrow; do
	f=$src/$rel
	# (The object is named by the file's path.)
	o=$out/obj/$(printf '%s' "$rel" | tr / _ | sed 's/[.]c$//').o
	case $(basename "$f") in
	attacks.c|movegen*.c|*_play.c|sannin_*.c|narrow_boards.c|geometry.c|perft.c)
		cov='-fsanitize=fuzzer-no-link -fno-sanitize-coverage=trace-cmp' ;;
	*)	cov='-fsanitize=fuzzer-no-link' ;;
	esac
	if [ ! -f "$o" ] || [ "$f" -nt "$o" ]; then
		$clang $cflags $san $cov -c "$f" -o "$o" || exit 2
	fi
	objs="$objs $o"
done

# Seeds from the test suite.
seeds=$out/seeds
rm -rf "$seeds"
for t in $targets; do
	mkdir -p "$seeds/$t" "$out/corpus/$t"
done
i=0
for f in "$src"/tests/records/*.txt "$src"/tests/golden/text/*.txt \
    "$src"/data/*.txt; do
	i=$((i + 1))
	for t in text roundtrip; do
		[ -d "$seeds/$t" ] && cp "$f" "$seeds/$t/$i.txt"
	done
	if [ -d "$seeds/move" ]; then
		# Each move of the record, on the start position.
		tr -s ' \n' '\n\n' < "$f" | grep -E '^[+]?[KRBGSNLP]' |
		    head -n 20 | while read -r m; do
			i=$((i + 1))
			printf '\n%s' "$m" > "$seeds/move/$i-$(printf '%s' "$m" |
			    cksum | cut -d' ' -f1)"
		done
	fi
done
# The golden records of the structured formats seed their own reader's
# harness and the round trip.
for fmt in yaml json; do
	for f in "$src"/tests/golden/$fmt/*.$fmt; do
		i=$((i + 1))
		for t in $fmt roundtrip; do
			[ -d "$seeds/$t" ] && cp "$f" "$seeds/$t/$i.$fmt"
		done
	done
done
# The records of the suite as JSON too, when the build has its converter.
if [ -d "$seeds/json" ] && [ -x "$build/tests/fmt" ]; then
	for f in "$src"/tests/records/*.txt "$src"/data/*.txt; do
		i=$((i + 1))
		"$build/tests/fmt" -T json -d "$f" > "$seeds/json/$i.json" \
		    2> /dev/null
	done
fi
if [ -d "$seeds/position" ]; then
	cat "$src"/tests/golden/pos/*.pos | while IFS= read -r l; do
		i=$((i + 1))
		printf '%s\n' "$l" > "$seeds/position/$i"
	done
fi
if [ -d "$seeds/rules" ]; then
	printf 'first=west, after-check=return two-pawns=own' > "$seeds/rules/4"
	printf 'dead-end=allow' > "$seeds/rules/1"
	printf 'illumination=all, repetition=strict dual-attack=any auto-alliance=off' \
	    > "$seeds/rules/2"
	printf 'promoted-rook=orthogonal+back pawn-drop-mate=allow after-mate=next after-alliance=keep-lost' \
	    > "$seeds/rules/3"
	printf 'style=team-diagonal corner-step=forbid, team-check=yes' \
	    > "$seeds/rules/5"
fi

status=0
for t in $targets; do
	bin=$out/fuzz-$t
	$clang $cflags $san -fsanitize=fuzzer -DFUZZ_TARGET="fuzz_$t" \
	    "$src/fuzz/harness.c" $objs ${YAML_LIBS:--lyaml} -o "$bin" ||
	    exit 2
	log=$out/$t.log
	t0=$(date +%s)
	(cd "$out" && "$bin" -max_total_time="$time" -runs="$runs" \
	    -print_final_stats=1 \
	    -artifact_prefix="$out/$t-" "corpus/$t" "seeds/$t") > "$log" 2>&1
	rc=$?
	execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
	n=$(ls "$out/corpus/$t" | wc -l)
	bytes=$(cat "$out/corpus/$t"/* 2>/dev/null | wc -c)
	rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")
	line="fuzz $t execs=${execs:-?} corpus=$n files, $bytes bytes seconds=$(($(date +%s) - t0)) execs/s=${rate:-?}"
	echo "$line"
	# The ledger: every run, so that runs add up (see fuzz/ledger).
	# A run stopped by SIGINT (libFuzzer exits 72 then) is no finding.
	how=$rc
	if [ "$rc" -ne 0 ] && grep -q 'libFuzzer: run interrupted' "$log"; then
		how=interrupted
		rc=0
	fi
	echo "$(date -u +%Y-%m-%dT%H:%MZ) ${line#fuzz } exit=$how" \
	    >> "$out/ledger"
	if [ "$rc" -ne 0 ]; then
		echo "fuzz $t: a finding; see $log" >&2
		grep -E 'ERROR|invariant|SUMMARY|Test unit written' "$log" >&2
		status=1
	fi
done
exit $status
