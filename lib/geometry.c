/*
 * geometry.c - builds the sannin shogi tables: the 127-cell hexagon, the
 * twelve clock directions, the three territories and the garden, the
 * armies, and how each kind of piece moves for each seat; and the
 * public functions on cells and kinds that read them.
 *
 * Internal frame (rules-notes section 1): a = column - 7, b = rank - 6;
 * a cell exists when max(|a|, |b|, |a - b|) <= 6.  Cells are numbered
 * rank by rank from rank a, and within a rank by growing a, so every ray
 * runs through monotonic cell numbers (see bitset.h).
 */
#include "config.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "geometry.h"

/* Direction d is the clock hour d (0 = 12 o'clock) seen from Middle. */
static const int hexdir[12][2] = {
	{-1, -2}, {-1, -1}, {-2, -1}, {-1, 0}, {-1, 1}, {0, 1},
	{1, 2}, {1, 1}, {2, 1}, {1, 0}, {1, -1}, {0, -1}
};

/* Each seat's forward hour: Middle faces 12, First 8, Last 4. */
static const int hexrot[3] = {8, 0, 4};

#define H(h) (1u << ((h) % 12))
#define ORTH (H(1) | H(3) | H(5) | H(7) | H(9) | H(11))
#define DIAG (H(12) | H(2) | H(4) | H(6) | H(8) | H(10))
#define GOLD (H(9) | H(11) | H(1) | H(3) | H(12) | H(6))
#define SILVER (H(11) | H(1) | H(5) | H(7) | H(10) | H(2))

static const struct sn_kind hexkinds[SN_NKINDS] = {
	[SANNIN_EMPTY] = {NULL, 0, 0, 0, 0},
	[SANNIN_PAWN] = {"P", SANNIN_PPAWN, SANNIN_PAWN, 1, SN_KF_PAWN},
	[SANNIN_LANCE] = {"L", SANNIN_PLANCE, SANNIN_LANCE, 2, 0},
	[SANNIN_KNIGHT] = {"N", 0, SANNIN_KNIGHT, 2, 0},
	[SANNIN_SILVER] = {"S", SANNIN_PSILVER, SANNIN_SILVER, 2, 0},
	[SANNIN_GOLD] = {"G", 0, SANNIN_GOLD, 2, 0},
	[SANNIN_BISHOP] = {"B", SANNIN_PBISHOP, SANNIN_BISHOP, 3, 0},
	[SANNIN_ROOK] = {"R", SANNIN_PROOK, SANNIN_ROOK, 3, 0},
	[SANNIN_KING] = {"K", SANNIN_PKING, SANNIN_KING, 4, SN_KF_KING},
	[SANNIN_PPAWN] = {"+P", 0, SANNIN_PAWN, 1, 0},
	[SANNIN_PLANCE] = {"+L", 0, SANNIN_LANCE, 2, 0},
	[SANNIN_PSILVER] = {"+S", 0, SANNIN_SILVER, 2, 0},
	[SANNIN_PBISHOP] = {"+B", 0, SANNIN_BISHOP, 3, 0},
	[SANNIN_PROOK] = {"+R", 0, SANNIN_ROOK, 3, 0},
	[SANNIN_PKING] = {"+K", 0, SANNIN_KING, 4,
	    SN_KF_KING | SN_KF_ILLUMINATES},
};

/* Steps and slides of each kind, in the seat's own hours (rules-notes 3). */
static const struct {
	uint32_t steps, slides;
} hexmoves[SN_NKINDS] = {
	[SANNIN_PAWN] = {H(11) | H(1), 0},
	[SANNIN_LANCE] = {0, H(11) | H(1)},
	[SANNIN_KNIGHT] = {H(3) | H(9) | H(2) | H(4) | H(8) | H(10), 0},
	[SANNIN_SILVER] = {SILVER, 0},
	[SANNIN_GOLD] = {GOLD, 0},
	[SANNIN_BISHOP] = {0, DIAG},
	[SANNIN_ROOK] = {0, H(9) | H(11) | H(1) | H(3) | H(6)},
	[SANNIN_KING] = {ORTH, 0},
	[SANNIN_PPAWN] = {GOLD, 0},
	[SANNIN_PLANCE] = {0, H(11) | H(1) | H(5) | H(7)},
	[SANNIN_PSILVER] = {SILVER, H(12) | H(6)},
	[SANNIN_PBISHOP] = {ORTH, DIAG},
	[SANNIN_PROOK] = {0, ORTH},
	[SANNIN_PKING] = {0, ORTH | DIAG},
};

/* Middle's army (rules-notes section 4); the others are its rotations. */
static const struct {
	const char *cell;
	uint8_t kind;
} hexarmy[] = {
	{"13m", SANNIN_LANCE}, {"12m", SANNIN_SILVER}, {"11m", SANNIN_GOLD},
	{"10m", SANNIN_KING}, {"9m", SANNIN_GOLD}, {"8m", SANNIN_SILVER},
	{"7m", SANNIN_LANCE}, {"12l", SANNIN_BISHOP}, {"7l", SANNIN_ROOK},
	{"13k", SANNIN_PAWN}, {"12k", SANNIN_PAWN}, {"11k", SANNIN_PAWN},
	{"10k", SANNIN_PAWN}, {"9k", SANNIN_KNIGHT}, {"8k", SANNIN_PAWN},
	{"7k", SANNIN_PAWN}, {"6k", SANNIN_PAWN}, {"5k", SANNIN_PAWN},
};

static struct sn_variant sannin;
static pthread_once_t sannin_once = PTHREAD_ONCE_INIT;

static int
hex_valid(int a, int b)
{
	int c = a - b;

	return a >= -6 && a <= 6 && b >= -6 && b <= 6 && c >= -6 && c <= 6;
}

static int
hex_cell(const struct sn_variant *v, int a, int b)
{
	if (!hex_valid(a, b))
		return SN_NOCELL;
	return v->at[a + 7][b + 7];
}

/* (a, b) -> (b - a, -a): the 120-degree turn that maps First to Middle
 * and Middle to Last; applied twice it maps Middle to First. */
static void
hex_turn(int *a, int *b)
{
	int na = *b - *a, nb = -*a;

	*a = na;
	*b = nb;
}

static uint64_t
splitmix(uint64_t *s)
{
	uint64_t z = (*s += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

static void
build_moves(struct sn_variant *v)
{
	int opt, seat, kind, r;

	for (opt = 0; opt < 2; opt++)
		for (seat = 0; seat < v->nseats; seat++)
			for (kind = 1; kind < SN_NKINDS; kind++) {
				struct sn_moves *m =
				    &v->moves[opt][SN_PIECE(seat, kind)];
				uint32_t st = hexmoves[kind].steps;
				uint32_t sl = hexmoves[kind].slides;

				if (kind == SANNIN_PROOK && opt ==
				    SANNIN_PROMOTED_ROOK_ORTHOGONAL_BACK)
					sl |= H(6);
				for (r = 0; r < v->ndirs; r++) {
					int d = v->dirmap[seat][r];

					if (st >> r & 1) {
						m->steps |= 1u << d;
						m->step[m->nstep++] = (uint8_t)d;
					}
					if (sl >> r & 1) {
						m->slides |= 1u << d;
						m->slide[m->nslide++] = (uint8_t)d;
					}
				}
			}
}

/* The step tables, from the neighbours and the moves. */
static void
build_steps(struct sn_variant *v)
{
	int pc, c, i, b;

	for (pc = 0; pc < SN_NPIECES; pc++) {
		const struct sn_moves *m = &v->moves[0][pc];

		for (c = 0; c < v->ncells; c++)
			for (i = 0; i < m->nstep; i++)
				if ((b = v->nb[c][m->step[i]]) != SN_NOCELL) {
					sn_set_add(&v->stepfrom[pc][c], b);
					sn_set_add(&v->stepto[pc][b], c);
				}
	}
}

static void
build_sannin(void)
{
	struct sn_variant *v = &sannin;
	int a, b, c, d, n, seat, kind, i, j;
	uint64_t seed = 0x53616e6e696e2d31ULL;	/* fixed: hashes are stable */

	memset(v, 0, sizeof(*v));
	memset(v->at, SN_NOCELL, sizeof(v->at));
	memset(v->dirto, SN_NODIR, sizeof(v->dirto));
	v->name = "sannin";
	v->ndirs = 12;
	v->nseats = 3;
	v->kinds = hexkinds;
	v->ncols = 13;
	v->nranks = 13;

	n = 0;
	for (b = -6; b <= 6; b++)
		for (a = -6; a <= 6; a++)
			if (hex_valid(a, b)) {
				v->col[n] = (uint8_t)(a + 7);
				v->rank[n] = (uint8_t)(b + 7);
				v->at[a + 7][b + 7] = (uint8_t)n;
				sn_set_add(&v->all, n);
				n++;
			}
	v->ncells = n;
	v->garden = v->at[7][7];

	for (d = 0; d < 12; d++) {
		v->opp[d] = (uint8_t)((d + 6) % 12);
		v->rayup[d] = hexdir[d][1] > 0 ||
		    (hexdir[d][1] == 0 && hexdir[d][0] > 0);
		for (seat = 0; seat < 3; seat++)
			v->dirmap[seat][d] = (uint8_t)((d + hexrot[seat]) % 12);
	}
	for (c = 0; c < n; c++) {
		for (d = 0; d < 12; d++) {
			int ca = v->col[c] - 7, cb = v->rank[c] - 7;

			v->nb[c][d] = (uint8_t)hex_cell(v, ca + hexdir[d][0],
			    cb + hexdir[d][1]);
			for (;;) {
				int t;

				ca += hexdir[d][0];
				cb += hexdir[d][1];
				t = hex_cell(v, ca, cb);
				if (t == SN_NOCELL)
					break;
				sn_set_add(&v->ray[c][d], t);
				sn_set_add(&v->lines[c], t);
				v->dirto[c][t] = (uint8_t)d;
			}
		}
		a = v->col[c] - 7;
		b = v->rank[c] - 7;
		if (a <= -4)
			sn_set_add(&v->territory[SANNIN_FIRST], c);
		if (b >= 4)
			sn_set_add(&v->territory[SANNIN_MIDDLE], c);
		if (a - b >= 4)
			sn_set_add(&v->territory[SANNIN_LAST], c);
	}
	for (seat = 0; seat < 3; seat++) {
		for (i = 0; i < 3; i++)
			if (i != seat)
				v->kzone[seat] = sn_set_or(v->kzone[seat],
				    v->territory[i]);
		v->zone[seat] = v->kzone[seat];
		sn_set_add(&v->zone[seat], v->garden);
	}

	build_moves(v);
	build_steps(v);

	/* A cell is dead for a piece when none of its moves leaves it. */
	for (seat = 0; seat < 3; seat++)
		for (kind = 1; kind < SN_NKINDS; kind++) {
			int pc = SN_PIECE(seat, kind);
			const struct sn_moves *m = &v->moves[0][pc];

			for (c = 0; c < n; c++) {
				uint32_t all = m->steps | m->slides;
				int alive = 0;

				for (d = 0; d < 12; d++)
					if ((all >> d & 1) &&
					    v->nb[c][d] != SN_NOCELL)
						alive = 1;
				if (!alive)
					sn_set_add(&v->dead[pc], c);
			}
		}

	/* Armies: Middle's as written, Last's one turn on, First's two. */
	v->nsetup = 0;
	for (i = 0; i < (int)(sizeof(hexarmy) / sizeof(hexarmy[0])); i++) {
		const char *s = hexarmy[i].cell;
		int col = atoi(s), rank = s[strlen(s) - 1] - 'a' + 1;

		for (seat = 0; seat < 3; seat++) {
			static const int turns[3] = {2, 0, 1};

			a = col - 7;
			b = rank - 7;
			for (j = 0; j < turns[seat]; j++)
				hex_turn(&a, &b);
			v->setup[v->nsetup].seat = (uint8_t)seat;
			v->setup[v->nsetup].kind = hexarmy[i].kind;
			v->setup[v->nsetup].cell = (uint8_t)hex_cell(v, a, b);
			v->nsetup++;
		}
	}

	for (i = 0; i < SN_NPIECES; i++)
		for (c = 0; c < SN_MAXCELLS; c++)
			v->zpiece[i][c] = splitmix(&seed);
	for (seat = 0; seat < SN_MAXSEATS; seat++) {
		for (i = 0; i < SN_NHAND; i++)
			for (j = 0; j < SN_MAXHAND; j++)
				v->zhand[seat][i][j] = j ? splitmix(&seed) : 0;
		v->zturn[seat] = splitmix(&seed);
		v->zcastle[seat] = splitmix(&seed);
		v->zalive[seat] = splitmix(&seed);
		v->zlost[seat] = splitmix(&seed);
	}
	for (i = 1; i < (1 << SN_MAXSEATS); i++)
		v->zally[i] = splitmix(&seed);
}

const struct sn_variant *
sn_sannin(void)
{
	pthread_once(&sannin_once, build_sannin);
	return &sannin;
}

/* ------------------------------------------------------------------ */
/* Public functions on cells and kinds.                                */

int
sannin_cell_parse(const char *s, size_t len, sannin_diag *dg)
{
	const struct sn_variant *v = sn_sannin();
	size_t i = 0;
	long col = 0;
	int rank;

	while (i < len && s[i] >= '0' && s[i] <= '9') {
		if (col < 1000)
			col = col * 10 + (s[i] - '0');
		i++;
	}
	if (i == 0 || i == len || i > 3 || s[0] == '0' || s[i] < 'a' ||
	    s[i] > 'z' || i + 1 != len) {
		sn_diag_set(dg, SANNIN_E_CELL_SYNTAX, SANNIN_SEV_ERROR, 1,
		    "'%.*s' is not a cell name: write a column 1-13 and a "
		    "rank a-m, as in 7g", (int)(len > 32 ? 32 : len), s);
		return -1;
	}
	if (col < 1 || col > v->ncols) {
		sn_diag_set(dg, SANNIN_E_CELL_COLUMN, SANNIN_SEV_ERROR, 1,
		    "cell '%.*s': there is no column %ld (columns run "
		    "1-13)", (int)len, s, col);
		return -1;
	}
	rank = s[i] - 'a' + 1;
	if (rank > v->nranks) {
		sn_diag_set(dg, SANNIN_E_CELL_RANK, SANNIN_SEV_ERROR, i + 1,
		    "cell '%.*s': there is no rank %c (ranks run a-m)",
		    (int)len, s, s[i]);
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
		sn_diag_set(dg, SANNIN_E_CELL_OFFBOARD, SANNIN_SEV_ERROR, 1,
		    "cell '%.*s' is off the board: rank %c runs from column "
		    "%d to %d", (int)len, s, s[i], lo, hi);
		return -1;
	}
	return v->at[col][rank];
}

int
sannin_cell_name(int cell, char buf[4])
{
	const struct sn_variant *v = sn_sannin();
	int n;

	if (cell < 0 || cell >= v->ncells) {
		buf[0] = '?';
		buf[1] = '\0';
		return 1;
	}
	/* By hand: every move read and written names its cells. */
	n = 0;
	if (v->col[cell] >= 10)
		buf[n++] = (char)('0' + v->col[cell] / 10 % 10);
	buf[n++] = (char)('0' + v->col[cell] % 10);
	buf[n++] = (char)('a' + v->rank[cell] - 1);
	buf[n] = '\0';
	return n;
}

int
sannin_cell_column(int cell)
{
	const struct sn_variant *v = sn_sannin();

	return cell >= 0 && cell < v->ncells ? v->col[cell] : -1;
}

int
sannin_cell_rank(int cell)
{
	const struct sn_variant *v = sn_sannin();

	return cell >= 0 && cell < v->ncells ? v->rank[cell] : -1;
}

int
sannin_cell_at(int column, int rank)
{
	const struct sn_variant *v = sn_sannin();

	if (column < 1 || column > v->ncols || rank < 1 || rank > v->nranks)
		return -1;
	return v->at[column][rank] == SN_NOCELL ? -1 : v->at[column][rank];
}

int
sannin_cell_territory(int cell)
{
	const struct sn_variant *v = sn_sannin();
	int seat;

	if (cell < 0 || cell >= v->ncells)
		return -1;
	for (seat = 0; seat < v->nseats; seat++)
		if (sn_set_has(&v->territory[seat], cell))
			return seat;
	return -1;
}

int
sannin_garden(void)
{
	return sn_sannin()->garden;
}

int
sannin_cell_step(int cell, int seat, int hour)
{
	const struct sn_variant *v = sn_sannin();
	int t;

	if (cell < 0 || cell >= v->ncells || seat < 0 || seat >= v->nseats ||
	    hour < 1 || hour > 12)
		return -1;
	t = v->nb[cell][v->dirmap[seat][hour % 12]];
	return t == SN_NOCELL ? -1 : t;
}

const char *
sannin_kind_name(int kind)
{
	return kind > 0 && kind < SN_NKINDS ? hexkinds[kind].name : NULL;
}

int
sannin_kind_promoted(int kind)
{
	return kind > 0 && kind < SN_NKINDS ? hexkinds[kind].promoted : 0;
}

int
sannin_kind_unpromoted(int kind)
{
	return kind > 0 && kind < SN_NKINDS ? hexkinds[kind].unpromoted : 0;
}
