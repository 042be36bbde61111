/*
 * test-alliance.c - alliances: the voluntary one, the automatic ones by
 * discovered and by dual attack, each way one does not form (direct
 * defence, the same piece, actions that are not consecutive, the option
 * off), every consequence of forming, and the rules between allies.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

static sannin_rules
rules(const char *list)
{
	sannin_rules r;

	sannin_rules_init(&r);
	if (list != NULL)
		sannin_rules_set_list(&r, list, strlen(list), NULL);
	return r;
}

/* The events of each move, separated by " | ". */
static const char *
run(sannin_position *p, const char *moves)
{
	static char out[4096];
	char move[32];
	size_t len = 0;
	int n, first = 1;

	out[0] = '\0';
	while (sscanf(moves, " %31s%n", move, &n) == 1) {
		len += (size_t)snprintf(out + len, sizeof(out) - len, "%s%s",
		    first ? "" : " | ", play_events(p, move));
		first = 0;
		moves += n;
	}
	return out;
}

static const char *
events(const char *desc, const char *opts, const char *moves)
{
	sannin_rules r = rules(opts);
	sannin_position *p = pos(desc, &r);
	static char out[4096];

	snprintf(out, sizeof(out), "%s", run(p, moves));
	sannin_position_free(p);
	return out;
}

/* First's rook on 3h, Middle's silver on 9i, Last's pawns on 8g and
 * 10g: the rook's move to 3g threatens the pawn on 8g, the silver's
 * move to 9h the one on 10g. */
#define DUAL "FR3h MS9i LP8g LP10g FK1d MK10m LK10d turn=F"

static void
dual(void)
{
	sannin_rules r = rules(NULL);
	sannin_position *p;

	is_str(events(DUAL, NULL, "R3h-3g S9i-9h"), " | alliance "
	    "seats=First,Middle outsider=Last how=dual by=First cell=8g "
	    "cell2=10g; promote seat=Last piece=+K cell=10d how=automatic; "
	    "check by=Last king=First cell=1d",
	    "dual attack: two consecutive new threats on two pieces of the "
	    "seat to act next; the outsider's king promotes at once");
	is_str(events(DUAL, "auto-alliance=off", "R3h-3g S9i-9h"), " | ",
	    "auto-alliance=off: no alliance");
	is_str(events("FR3h MS9i LP8g FK1d MK10m LK10d turn=F", NULL,
	    "R3h-3g S9i-9h"), " | ",
	    "threats on the same piece form no alliance");
	is_str(events(DUAL " LN5i", NULL, "R3h-3g S9i-9h"), " | ",
	    "the first action was a direct defence (the rook fled the "
	    "knight): no alliance");
	is_str(events(DUAL " LP10i", NULL, "R3h-3g S9i-9h"), " | ",
	    "the second action was a direct defence (the silver fled the "
	    "pawn): no alliance");
	is_str(events("FR3h MS9i MP13k LP8g LP10g FK1d MK10m LK10d turn=F",
	    NULL, "R3h-3g P13k-13j K10d-9d K1d-2d S9i-9h"), " |  |  |  | ",
	    "threats by actions that are not consecutive form no alliance");

	/* A threat of mate counts: First's lance makes G*7b a mate of
	 * Last's cornered king; Middle then threatens a pawn. */
	is_str(events("LK7a LP6a LN8b FL4a hF:G1 MS9i LP10g FK1d MK10m "
	    "turn=F", NULL, "L4a-5b S9i-9h"), " | alliance "
	    "seats=First,Middle outsider=Last how=dual by=First cell=7a "
	    "cell2=10g; promote seat=Last piece=+K cell=7a how=automatic",
	    "a threat of mate in one is a threat on the king");
	is_str(events("LK7a LN8b FL4a hF:G1 MS9i LP10g FK1d MK10m turn=F",
	    NULL, "L4a-5b S9i-9h"), " | ",
	    "no threat of mate when the king can escape: no alliance");
	/* Middle's bishop threatens a piece of Last's but checks First,
	 * whose mate no longer stands: no alliance, even under
	 * dual-attack=any. */
	is_str(events("LK7a LP6a LN8b FL4a hF:G1 MS9i LP10g FK1d MK10m "
	    "MB13g turn=F", "dual-attack=any", "L4a-5b B13g-11i"), " | "
	    "check by=Middle king=First cell=1d",
	    "a threat of mate that the next action ends does not stand: no "
	    "alliance");

	/* A pawn drop that checks forms an alliance, which promotes the
	 * king it checks: it is no pawn-drop mate. */
	is_str(events("LK7a LP6a LN8b LP9j FR4i FK1d MB8d MK12m hM:P1",
	    NULL, "R4i-4j P*7b"), " | alliance seats=First,Middle "
	    "outsider=Last how=dual by=First cell=9j cell2=7a; promote "
	    "seat=Last piece=+K cell=7a how=automatic; check by=Middle "
	    "king=Last cell=7a", "a pawn drop is judged after the alliance "
	    "it forms: the promoted king escapes, so the drop is legal");

	/* From the initial position, after two actions: First's rook
	 * threatens Last's pawn on 6b, Middle's the one on 7c.  Last's
	 * silver can defend both at once (dual-attack=inescapable, the
	 * default: no alliance), or not be asked (dual-attack=any). */
	p = sannin_position_new(&r);
	is_str(run(p, "P3b-4c P7k-6j"), " | ", "from the start: First's "
	    "rook on 6b, Middle's on 7c, and Last can escape both: no "
	    "alliance");
	is_int(sannin_position_alliance(p), 0, "... nobody is allied");
	sannin_position_free(p);
	r = rules("dual-attack=any");
	p = sannin_position_new(&r);
	is_str(run(p, "P3b-4c P7k-6j"), " | alliance seats=First,Middle "
	    "outsider=Last how=dual by=First cell=6b cell2=7c; promote "
	    "seat=Last piece=+K cell=10d how=automatic; castling-lost "
	    "seat=First how=alliance; castling-lost seat=Middle "
	    "how=alliance; castling-lost seat=Last how=alliance",
	    "dual-attack=any: First and Middle are allies");
	is_int(sannin_position_alliance(p), 3, "... First and Middle");
	sannin_position_free(p);
	/* Last's escapes are S8b-8c, S8b-6a and N9e-7d, each defending
	 * both pawns: without that silver and that knight there is none,
	 * and the alliance forms. */
	p = sannin_position_new(NULL);
	sannin_position_put(p, cell("8b"), 0, SANNIN_EMPTY, NULL);
	sannin_position_put(p, cell("9e"), 0, SANNIN_EMPTY, NULL);
	is_str(run(p, "P3b-4c P7k-6j"), " | alliance seats=First,Middle "
	    "outsider=Last how=dual by=First cell=6b cell2=7c; promote "
	    "seat=Last piece=+K cell=10d how=automatic; castling-lost "
	    "seat=First how=alliance; castling-lost seat=Middle "
	    "how=alliance; castling-lost seat=Last how=alliance",
	    "without the silver on 8b and the knight on 9e Last cannot "
	    "escape both threats: First and Middle are allies");
	sannin_position_free(p);
	p = sannin_position_new(NULL);
	sannin_position_put(p, cell("9e"), 0, SANNIN_EMPTY, NULL);
	is_str(run(p, "P3b-4c P7k-6j"), " | ", "with the silver, it can: "
	    "no alliance");
	sannin_position_free(p);

	/* A check and an unprotected pawn: no action of First both answers
	 * the check and saves the pawn, so the alliance forms. */
	p = sannin_position_new(NULL);
	is_str(run(p, "K1d-2d P6k-6j B7b-4e"), "castling-lost seat=First "
	    "how=king-moved |  | alliance seats=Middle,Last outsider=First "
	    "how=dual by=Middle cell=3h cell2=2d; promote seat=First "
	    "piece=+K cell=2d how=automatic; castling-lost seat=Middle "
	    "how=alliance; castling-lost seat=Last how=alliance; check "
	    "by=Last king=First cell=2d", "a check and a pawn left to a "
	    "rook: no escape from both, the alliance forms");
	sannin_position_free(p);
}

/* First's rook on 3g behind Middle's silver on 5g, Last's pawn on 9g;
 * the silver is protected by Middle's gold. */
#define DISC "FR3g MS5g MG5h LP9g FK1d MK13m LK10d turn=M"

static void
discovered(void)
{
	sannin_rules off = rules("auto-alliance=off");
	sannin_position *p;

	is_str(events(DISC, NULL, "S5g-5f"), "alliance seats=First,Middle "
	    "outsider=Last how=discovered by=First cell=9g; promote "
	    "seat=Last piece=+K cell=10d how=automatic; check by=Last "
	    "king=First cell=1d",
	    "discovered attack: Middle unmasks First's rook on Last's pawn");
	is_str(events("FR3g MS5g LP9g FK1d MK13m LK10d turn=M", NULL,
	    "S5g-5f"), "", "the same move saving the unprotected silver "
	    "from the rook is a direct defence: no alliance");
	is_str(events(DISC, NULL, "G5h-6h"), "",
	    "a move off the line forms nothing");

	/* The alliance is settled first: a move that would make First and
	 * Middle allies while checking First's king is illegal. */
	p = pos("FR3g MS5g MG5h LP9g FK3e MK13m LK10d turn=M", NULL);
	is_str(strstr(actions(p, 1), "S5g"), "S5g-6f S5g-6h",
	    "only the silver's moves that do not check First remain");
	sannin_position_free(p);
	p = pos("FR3g MS5g MG5h LP9g FK3e MK13m LK10d turn=M", &off);
	ok(strstr(actions(p, 1), "S5g-4f") != NULL,
	    "with auto-alliance=off the checking moves are legal");
	sannin_position_free(p);

	/* Judged in the alliance it makes: Last's king, promoted, would
	 * attack Middle's own king on 10m down column 10. */
	p = pos("FR3g MS5g MG5h LP9g FK1d MK10m LK10d turn=M", NULL);
	ok(strstr(actions(p, 1), "S5g") == NULL, "no move may make an "
	    "alliance whose promoted outsider attacks the mover's king");
	sannin_position_free(p);
	p = pos("FR3g MS5g MG5h LP9g FK1d MK10m LK10d turn=M", &off);
	ok(strstr(actions(p, 1), "S5g-5f") != NULL, "... which only the "
	    "alliance forbids");
	sannin_position_free(p);

	/* Nor leave the new ally mated: Middle's gold unmasks First's lance
	 * on Last's pawn, and Last's promoted king would mate First. */
	p = pos("FK1d FL2h MG4h MB3g MB5g MK13m LP6h LK10d turn=M", NULL);
	ok(strstr(actions(p, 1), "G4h-4g") == NULL, "no move may make an "
	    "alliance that leaves the new ally mated");
	sannin_position_free(p);
	p = pos("FK1d FL2h MG4h MB3g MB5g MK13m LP6h LK10d turn=M", &off);
	ok(strstr(actions(p, 1), "G4h-4g") != NULL, "... which only the "
	    "alliance forbids");
	sannin_position_free(p);
}

static void
consequences(void)
{
	sannin_rules r = rules(NULL);
	sannin_position *p = pos(DUAL " FP10f MP12h castle=FML", &r);
	const char *a;

	run(p, "R3h-3g S9i-9h");
	a = actions(p, SANNIN_LAST);
	ok(strstr(a, "+K10d~10f") != NULL, "the outsider may illuminate on "
	    "its next action");
	ok(!sannin_position_can_castle(p, 0) &&
	    !sannin_position_can_castle(p, 1) &&
	    !sannin_position_can_castle(p, 2), "nobody may castle");
	play(p, "+K10d-9d");
	play(p, "K1d-1c");
	a = actions(p, SANNIN_MIDDLE);
	ok(strstr(a, "P12h-12g") != NULL && strstr(a, "P12h-12g+") == NULL,
	    "an ally may not promote");
	sannin_position_free(p);

	/* Allies may not check each other. */
	p = pos("FR3g MS5g MG5h LP9g FK3e MK10m LK10d ally=FM turn=M", &r);
	is_str(strstr(actions(p, 1), "S5g"), "S5g-6f S5g-6h",
	    "a move that would check an ally is illegal");
	sannin_position_free(p);

	/* Nor leave the other checkmated: Last's silver shields Middle's
	 * cornered king from First's rook. */
	p = pos("MK7m MN8m MP6l FK1d FR7e LS7k LK10d ally=ML turn=L", &r);
	is_str(strstr(actions(p, 2), "S7k"), "S7k-7j",
	    "Last may only keep shielding its ally (7l would check it)");
	sannin_position_free(p);
	p = pos("MK7m MN8m MP6l FK1d FR7e LS7k LK10d turn=L", &r);
	is_str(play_events(p, "S7k-8k="), "check by=First king=Middle "
	    "cell=7m; mate by=Last seat=Middle how=check; eliminated "
	    "seat=Middle", "without the alliance the same move mates Middle, "
	    "and the mate is Last's");
	sannin_position_free(p);

	/* Allies may capture each other's pieces. */
	p = pos("FK1d MK10m LK10d MS9i LP9h ally=ML turn=M", &r);
	ok(legal(p, "Sx9h"), "an ally may capture its ally's piece");
	sannin_position_free(p);
}

static void
voluntary(void)
{
	sannin_position *p = sannin_position_new(NULL);
	sannin_diag dg;
	int seat;

	is_int(sannin_position_declare_alliance(p, &dg), 0,
	    "Middle and Last declare an alliance before play");
	is_int(sannin_position_alliance(p), 6, "... against First");
	ok(sannin_position_piece(p, cell("1d"), &seat) == SANNIN_PKING &&
	    seat == SANNIN_FIRST, "First's king starts promoted");
	ok(!sannin_position_can_castle(p, 0) &&
	    !sannin_position_can_castle(p, 1) &&
	    !sannin_position_can_castle(p, 2), "nobody may castle");
	is_int(sannin_position_turn(p), SANNIN_FIRST, "the outsider is First");
	sannin_position_free(p);

	p = sannin_position_new(NULL);
	play(p, "P3c-4d");
	is_int(sannin_position_declare_alliance(p, &dg), -1,
	    "not after the first action");
	is_int(dg.code, SANNIN_E_SETUP, "... with a setup diagnostic");
	sannin_position_free(p);
}

int
main(void)
{
	dual();
	discovered();
	consequences();
	voluntary();
	return tap_done();
}
