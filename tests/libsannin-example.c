/*
 * libsannin-example.c - the example program of libsannin(3): reads game
 * records from standard input, replays each valid game in a game of its
 * own, and prints every action with its events, the position string at
 * the end and the number of legal actions of the seat to act there.
 * Exit status: 0 when every game is valid, 1 when some game is not, 2
 * when reading or writing fails or memory runs out.
 */
#include <stdio.h>

#include <sannin.h>

static sannin_action list[SANNIN_MAXACTIONS];

/* A diagnostic, GNU style; line 0 means that it has no place. */
static void
report(const sannin_diag *dg)
{
	const char *sev = dg->severity == SANNIN_SEV_WARNING ? "warning" :
	    "error";

	if (dg->line > 0)
		fprintf(stderr, "stdin:%lu:%lu: %s: %s\n", dg->line, dg->col,
		    sev, dg->msg);
	else
		fprintf(stderr, "stdin: %s: %s\n", sev, dg->msg);
}

/* Plays the main line of a valid record again; 0, or -1 on failure. */
static int
replay(const sannin_record *rec)
{
	const sannin_position *p = sannin_record_start(rec);
	const sannin_variant *v = sannin_position_variant(p);
	char text[SANNIN_POSITION_MAX];
	sannin_events ev;
	sannin_action a;
	sannin_diag dg;
	sannin_game *g;
	size_t ply, n = sannin_record_plies(rec);
	int i;

	if ((g = sannin_game_new(p)) == NULL) {
		fputs("out of memory\n", stderr);
		return -1;
	}
	for (ply = 1; ply <= n; ply++) {
		p = sannin_game_position(g);	/* the game's: not freed */
		a = *sannin_record_action(rec, ply - 1, NULL, NULL);
		sannin_action_format(p, &a, 0, text, sizeof(text));
		printf("ply %zu %s %s\n", ply, sannin_variant_seat_name(v,
		    sannin_position_turn(p)), text);
		if (sannin_game_play(g, &a, &ev, &dg) != 0) {
			report(&dg);
			sannin_game_free(g);
			return -1;
		}
		for (i = 0; i < ev.n; i++) {
			sannin_event_format(v, &ev.ev[i], text, sizeof(text));
			printf("ply %zu event %s\n", ply, text);
		}
	}
	p = sannin_game_position(g);
	sannin_position_write(p, text, sizeof(text));
	printf("ply %zu position %s\n", n, text);
	printf("legal actions %zu\n", sannin_game_actions(g, list,
	    SANNIN_MAXACTIONS));
	sannin_game_free(g);
	return 0;
}

int
main(void)
{
	sannin_reader *rd;
	sannin_record *rec;
	sannin_diag dg;
	unsigned long games = 0;
	size_t i;
	int rc, status = 0;

	rd = sannin_reader_new(stdin, SANNIN_FORMAT_AUTO, NULL);
	if (rd == NULL) {
		fputs("out of memory\n", stderr);
		return 2;
	}
	while ((rc = sannin_reader_next(rd, &rec, &dg)) == 1) {
		printf("game %lu line %lu\n", ++games, sannin_record_line(rec));
		for (i = 0; i < sannin_record_ndiags(rec); i++)
			report(sannin_record_diag(rec, i));
		if (!sannin_record_valid(rec))
			status = 1;
		else if (replay(rec) != 0)
			status = 2;
		sannin_record_free(rec);
	}
	if (rc < 0) {
		report(&dg);
		status = 2;
	}
	sannin_reader_free(rd);
	if (fflush(stdout) != 0 || ferror(stdout)) {
		perror("stdout");
		status = 2;
	}
	return status;
}
