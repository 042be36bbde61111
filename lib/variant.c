/*
 * variant.c - the variants the library plays, built on first use, and
 * the public functions that read their tables: variants, seats, cells
 * and kinds.
 */
#include "config.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "speedups.h"
#include "variant.h"

/*
 * A variant's tables, once per instance: a variant whose rule options
 * change its board or its pieces (Shipley's style and corner steps) has
 * an instance for each set of them.  Each is built on first use, once
 * whatever the threads.
 */
#define MAXINST 4

#define MAXGAMES 8

/* The registry: the games the library plays, by id (SANNIN_VARIANT_),
 * then those added at run time (sn_game_add). */
static const struct sn_game *games[MAXGAMES] = {
	[SANNIN_VARIANT_SANNIN] = &sn_sannin_game,
	[SANNIN_VARIANT_YONIN] = &sn_yonin_game,
	[SANNIN_VARIANT_SHIPLEY] = &sn_shipley_game,
};
static int ngames = SANNIN_NVARIANTS;

/* The game of what names none: sannin shogi, the toolkit's first. */
static const int default_game = SANNIN_VARIANT_SANNIN;

const struct sn_speedups sn_no_speedups;

static struct {
	struct sannin_variant v;
	int ready;
} slots[MAXGAMES][MAXINST];
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

int
sn_game_add(const struct sn_game *g)
{
	int id = -1;

	pthread_mutex_lock(&lock);
	if (ngames < MAXGAMES) {
		id = ngames;
		games[id] = g;
		__atomic_store_n(&ngames, id + 1, __ATOMIC_RELEASE);
	}
	pthread_mutex_unlock(&lock);
	return id;
}

int
sn_game_count(void)
{
	return __atomic_load_n(&ngames, __ATOMIC_ACQUIRE);
}

const struct sn_game *
sn_game(int id)
{
	return id >= 0 && id < sn_game_count() ? games[id] : NULL;
}

int
sn_default_variant(void)
{
	return default_game;
}

/* The tag of that name of game g's own, or NULL. */
static const struct sn_game_tag *
tag_of(int g, const char *name)
{
	const struct sn_game_tag *t;

	for (t = games[g]->tags; t != NULL && t->name != NULL; t++)
		if (strcmp(t->name, name) == 0)
			return t;
	return NULL;
}

const struct sn_game_tag *
sn_game_tag_find(const char *name, int prefer, int *id)
{
	const struct sn_game_tag *t;
	int g, n = sn_game_count();

	if (prefer >= 0 && prefer < n && (t = tag_of(prefer, name)) != NULL) {
		*id = prefer;
		return t;
	}
	for (g = 0; g < n; g++)
		if ((t = tag_of(g, name)) != NULL) {
			*id = g;
			return t;
		}
	return NULL;
}

/* The two-word copies of v's tables (sannin_variant.n2). */
static void
narrow_tables(struct sannin_variant *v)
{
	int c, d, s, pc;

	for (c = 0; c < v->ncells; c++) {
		for (d = 0; d < SN_MAXDIRS; d++)
			sn_set2_put(&v->n2.ray[c][d], v->ray[c][d]);
		sn_set2_put(&v->n2.lines[c], v->lines[c]);
		for (s = 0; s < SN_MAXSEATS; s++)
			sn_set2_put(&v->n2.file[s][c], v->file[s][c]);
		for (s = 0; s < v->nstepsets; s++) {
			sn_set2_put(&v->n2.step[s][c].from,
			    v->step[s][c].from);
			sn_set2_put(&v->n2.step[s][c].to, v->step[s][c].to);
		}
	}
	for (s = 0; s < SN_MAXSEATS; s++) {
		sn_set2_put(&v->n2.territory[s], v->territory[s]);
		sn_set2_put(&v->n2.zone[s], v->zone[s]);
		sn_set2_put(&v->n2.kzone[s], v->kzone[s]);
	}
	for (pc = 0; pc < SN_NPIECES; pc++)
		sn_set2_put(&v->n2.dead[pc], v->dead[pc]);
	for (s = 0; s < v->nslidesets; s++)
		for (c = 0; c < v->ncells; c++)
			sn_set2_put(&v->n2.slidefrom[s][c], v->slidefrom[s][c]);
}

/* v->piecetext, from the army letters and the kinds' names. */
static void
piece_texts(struct sannin_variant *v)
{
	const char *name;
	char *t;
	int a, k;

	for (a = 0; a < v->nseats; a++)
		for (k = 0; k < SN_NKINDS; k++) {
			if ((name = v->kinds[k].name) == NULL)
				continue;
			/* (A position string gives a cell three characters
			 * at most.) */
			if (strlen(name) > 2)
				abort();
			t = v->piecetext[SN_PIECE(a, k)];
			t[0] = v->armyletter[a];
			memcpy(t + 1, name, strlen(name));
			t[3] = (char)(1 + strlen(name));
		}
}

static const struct sannin_variant *
instance(int id, int inst)
{
	struct sannin_variant *v = &slots[id][inst].v;

	if (!__atomic_load_n(&slots[id][inst].ready, __ATOMIC_ACQUIRE)) {
		pthread_mutex_lock(&lock);
		if (!slots[id][inst].ready) {
			v->id = id;
			v->name = games[id]->name;
			games[id]->build(v, inst);
			if (v->speed == NULL)
				v->speed = &sn_no_speedups;
			piece_texts(v);
			v->narrow = v->ncells <= SN_SET2CELLS;
			/* A module compiled narrow only cannot play more. */
			if (games[id]->narrow && !v->narrow)
				abort();
			if (v->narrow)
				narrow_tables(v);
			__atomic_store_n(&slots[id][inst].ready, 1,
			    __ATOMIC_RELEASE);
		}
		pthread_mutex_unlock(&lock);
	}
	return v;
}

const struct sannin_variant *
sn_variant(int id)
{
	if (id < 0 || id >= sn_game_count())
		return NULL;
	return instance(id, 0);
}

const struct sannin_variant *
sn_variant_for(const sannin_rules *r)
{
	int id = r != NULL ? r->variant : default_game;

	if (id < 0 || id >= sn_game_count())
		id = default_game;
	return instance(id, games[id]->instance != NULL ?
	    games[id]->instance(r) : 0);
}

/* ------------------------------------------------------------------ */
/* Public functions on variants and seats.                             */

const sannin_variant *
sannin_variant_get(int id)
{
	return sn_variant(id);
}

/* Names typed by hand: "Shipley", "YONIN" name a variant too.  (ASCII
 * only, whatever the locale.) */
static int
same_name(const char *word, const char *name, size_t len)
{
	size_t i;
	int c;

	if (strlen(word) != len)
		return 0;
	for (i = 0; i < len; i++) {
		c = (unsigned char)name[i];
		if (c >= 'A' && c <= 'Z')
			c += 'a' - 'A';
		if (c != word[i])
			return 0;
	}
	return 1;
}

const sannin_variant *
sannin_variant_find(const char *name, size_t len)
{
	int id, n = sn_game_count();

	for (id = 0; id < n; id++)
		if (same_name(games[id]->name, name, len))
			return sn_variant(id);
	return NULL;
}

int
sannin_variant_id(const sannin_variant *v)
{
	return v->id;
}

const char *
sannin_variant_name(const sannin_variant *v)
{
	return v->name;
}

const char *
sannin_variant_title(const sannin_variant *v)
{
	return v->title;
}

int
sannin_variant_nseats(const sannin_variant *v)
{
	return v->nseats;
}

int
sannin_variant_ncells(const sannin_variant *v)
{
	return v->ncells;
}

int
sannin_variant_ncolumns(const sannin_variant *v)
{
	return v->ncols;
}

int
sannin_variant_nranks(const sannin_variant *v)
{
	return v->nranks;
}

int
sannin_variant_board(const sannin_variant *v)
{
	/* The hexagon's twelve directions are all lines. */
	return v->nlines == 12 ? SANNIN_BOARD_HEX : SANNIN_BOARD_SQUARE;
}

const char *
sannin_variant_seat_name(const sannin_variant *v, int seat)
{
	return seat >= 0 && seat < v->nseats ? v->seatname[seat] : NULL;
}

int
sannin_variant_seat_letter(const sannin_variant *v, int seat)
{
	return seat >= 0 && seat < v->nseats ? v->seatletter[seat] : 0;
}

int
sannin_variant_seat_find(const sannin_variant *v, const char *text,
    size_t len)
{
	int s;

	for (s = 0; s < v->nseats; s++)
		if ((len == 1 && text[0] == v->seatletter[s]) ||
		    (strlen(v->seatname[s]) == len &&
		    memcmp(v->seatname[s], text, len) == 0))
			return s;
	return -1;
}

/* ------------------------------------------------------------------ */
/* Public functions on cells and kinds.                                */

int
sannin_cell_parse(const sannin_variant *v, const char *s, size_t len,
    sannin_diag *dg)
{
	size_t i = 0;
	long col = 0;
	int rank;
	char last = (char)('a' + v->nranks - 1);

	while (i < len && s[i] >= '0' && s[i] <= '9') {
		if (col < 1000)
			col = col * 10 + (s[i] - '0');
		i++;
	}
	if (i == 0 || i == len || i > 3 || s[0] == '0' || s[i] < 'a' ||
	    s[i] > 'z' || i + 1 != len) {
		sn_diag_msg(dg, SN_MSG_CELL_SYNTAX, 1,
		    (int)(len > 32 ? 32 : len), s, v->ncols, last,
		    v->garden >= 0 ? "7g" : "5e");
		return -1;
	}
	if (col < 1 || col > v->ncols) {
		sn_diag_msg(dg, SN_MSG_CELL_COLUMN, 1, (int)len, s, col,
		    v->ncols);
		return -1;
	}
	rank = s[i] - 'a' + 1;
	if (rank > v->nranks) {
		sn_diag_msg(dg, SN_MSG_CELL_RANK, i + 1, (int)len, s, s[i],
		    last);
		return -1;
	}
	if (v->at[col][rank] == SN_NOCELL) {
		int lo = 0, hi = 0, k;

		for (k = 1; k <= v->ncols; k++)
			if (v->at[k][rank] != SN_NOCELL) {
				if (!lo)
					lo = k;
				hi = k;
			}
		sn_diag_msg(dg, SN_MSG_CELL_OFFBOARD, 1, (int)len, s, s[i], lo,
		    hi);
		return -1;
	}
	return v->at[col][rank];
}

int
sannin_cell_name(const sannin_variant *v, int cell, char buf[4])
{
	char *e = sn_cell_put(buf, v, cell);

	*e = '\0';
	return (int)(e - buf);
}

int
sannin_cell_column(const sannin_variant *v, int cell)
{
	return cell >= 0 && cell < v->ncells ? v->col[cell] : -1;
}

int
sannin_cell_rank(const sannin_variant *v, int cell)
{
	return cell >= 0 && cell < v->ncells ? v->rank[cell] : -1;
}

int
sannin_cell_at(const sannin_variant *v, int column, int rank)
{
	int c = sn_cell_at(v, column, rank);

	return c == SN_NOCELL ? -1 : c;
}

int
sannin_cell_territory(const sannin_variant *v, int cell)
{
	int seat;

	if (cell < 0 || cell >= v->ncells)
		return -1;
	for (seat = 0; seat < v->nseats; seat++)
		if (sn_set_has(&v->territory[seat], cell))
			return seat;
	return -1;
}

int
sannin_cell_in_zone(const sannin_variant *v, int cell, int army)
{
	return cell >= 0 && cell < v->ncells && army >= 0 &&
	    army < v->nseats && sn_set_has(&v->zone[army], cell);
}

int
sannin_garden(const sannin_variant *v)
{
	return v->garden;
}

int
sannin_cell_step(const sannin_variant *v, int cell, int seat, int hour)
{
	/* Square boards: the hours of the eight directions, 0 forward. */
	static const signed char square[12] = {0, -1, 1, 2, 3, -1, 4, -1,
	    5, 6, 7, -1};
	int d, t;

	if (cell < 0 || cell >= v->ncells || seat < 0 || seat >= v->nseats ||
	    hour < 1 || hour > 12)
		return -1;
	d = v->nlines == 12 ? hour % 12 : square[hour % 12];
	if (d < 0)
		return -1;
	t = v->nb[cell][v->dirmap[seat][d]];
	return t == SN_NOCELL ? -1 : t;
}

/* The names of every kind, whichever variant has it. */
static const char *const kindnames[SN_NKINDS] = {NULL, "P", "L", "N", "S",
    "G", "B", "R", "K", "+P", "+L", "+S", "+B", "+R", "+K", "+N"};

const char *
sannin_kind_name(int kind)
{
	return kind > 0 && kind < SN_NKINDS ? kindnames[kind] : NULL;
}

int
sannin_kind_promoted(const sannin_variant *v, int kind)
{
	return kind > 0 && kind < SN_NKINDS ? v->kinds[kind].promoted : 0;
}

int
sannin_kind_unpromoted(int kind)
{
	static const unsigned char base[SN_NKINDS] = {0, SANNIN_PAWN,
	    SANNIN_LANCE, SANNIN_KNIGHT, SANNIN_SILVER, SANNIN_GOLD,
	    SANNIN_BISHOP, SANNIN_ROOK, SANNIN_KING, SANNIN_PAWN,
	    SANNIN_LANCE, SANNIN_SILVER, SANNIN_BISHOP, SANNIN_ROOK,
	    SANNIN_KING, SANNIN_KNIGHT};

	return kind > 0 && kind < SN_NKINDS ? base[kind] : 0;
}

int
sannin_kind_is_blockade(const sannin_variant *v, int kind)
{
	return kind > 0 && kind < SN_NKINDS &&
	    (v->kinds[kind].flags & SN_KF_BLOCKADE) != 0;
}
