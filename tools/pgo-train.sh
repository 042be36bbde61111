#!/bin/sh
# pgo-train.sh BUILDDIR - the training of "make pgo" (Makefile.am): the
# programs of a build with -fprofile-generate do their main jobs on games
# of each variant that tests/gen makes, so that the compiler learns what
# they run.  The seeds are apart from those of the bench (bench/run.sh),
# and the games fewer.  Any failure fails the build: the counts of a
# program that stopped short would mislead the second compilation.
set -eu

b=$1
t=$(mktemp -d "${TMPDIR:-/tmp}/sannin-pgo.XXXXXX")
trap 'rm -rf "$t"' EXIT
trap 'exit 1' INT TERM

# variant games plies
for spec in "sannin 1500 100" "yonin 300 150" "shipley 300 150"; do
	set -- $spec
	v=$1
	"$b/tests/gen" -V "$v" -s 5 -n "$2" -p "$3" > "$t/$v.txt"
	"$b/tools/sannin-validate" -s "$t/$v.txt" > /dev/null
	"$b/tools/sannin-replay" --final "$t/$v.txt" > /dev/null
	"$b/tools/sannin-replay" "$t/$v.txt" > /dev/null
	"$b/tools/sannin-convert" -T yaml "$t/$v.txt" > "$t/$v.yaml"
	"$b/tools/sannin-convert" -T text "$t/$v.yaml" > /dev/null
	"$b/tools/sannin-convert" -T json "$t/$v.txt" > /dev/null
	"$b/tools/sannin-select" -c --plies=40- "$t/$v.txt" > /dev/null
	"$b/tools/sannin-diagram" -T svg "$t/$v.txt" > /dev/null
	"$b/tools/sannin-diagram" -T utf8 --ply=20 "$t/$v.txt" > /dev/null
done
echo "make pgo: trained on $(cat "$t"/*.txt | grep -c '^\[Event') games"
