#!/bin/sh
# convert-corpus.sh - sannin-convert over every entry of the fuzz corpora
# (and any other files given), run by "make fuzz-convert" as
#
#	sh fuzz/convert-corpus.sh BUILDDIR [FILE...]
#
# For each input that sannin-convert accepts (exit 0) it checks the round
# trip text -> YAML -> text and YAML -> text -> YAML, and the same with
# JSON: the second text (or YAML, or JSON) must be the first byte for
# byte, so that no format drops a tag, comment, annotation, mark or
# variation of another.  Inputs that
# are refused must be refused with a diagnostic on standard error.
# Prints the counts; exits 1 when a round trip differs or a refusal is
# silent.
set -u
build=$(cd "$1" && pwd) || exit 2
shift
convert=$build/tools/sannin-convert
tmp=$(mktemp -d "${TMPDIR:-/tmp}/convert-corpus.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT

if [ $# -eq 0 ]; then
	set -- "$build"/fuzz/corpus/text/* "$build"/fuzz/corpus/yaml/* \
	    "$build"/fuzz/corpus/json/* "$build"/fuzz/corpus/roundtrip/*
fi
total=0 accepted=0 refused=0 bad=0
for f in "$@"; do
	[ -f "$f" ] || continue
	total=$((total + 1))
	if "$convert" -T text "$f" > "$tmp/t1" 2> "$tmp/err"; then
		accepted=$((accepted + 1))
		"$convert" -T yaml "$tmp/t1" > "$tmp/y1" 2>> "$tmp/err" &&
		    "$convert" -T text "$tmp/y1" > "$tmp/t2" 2>> "$tmp/err" &&
		    "$convert" -T yaml "$tmp/t2" > "$tmp/y2" 2>> "$tmp/err" &&
		    cmp -s "$tmp/t1" "$tmp/t2" && cmp -s "$tmp/y1" "$tmp/y2" &&
		    "$convert" -T json "$tmp/t1" > "$tmp/j1" 2>> "$tmp/err" &&
		    "$convert" -T text "$tmp/j1" > "$tmp/t3" 2>> "$tmp/err" &&
		    "$convert" -T json "$tmp/t3" > "$tmp/j2" 2>> "$tmp/err" &&
		    cmp -s "$tmp/t1" "$tmp/t3" && cmp -s "$tmp/j1" "$tmp/j2" ||
		{
			bad=$((bad + 1))
			echo "round trip differs: $f"
		}
	else
		refused=$((refused + 1))
		if [ ! -s "$tmp/err" ]; then
			bad=$((bad + 1))
			echo "refused without a diagnostic: $f"
		fi
	fi
done
echo "convert-corpus inputs=$total accepted=$accepted refused=$refused bad=$bad"
[ "$bad" -eq 0 ]
