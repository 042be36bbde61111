/*
 * diagram_html_data.c - what the replay page of sannin-diagram(1) knows
 * of a game, gathered in one walk of its record: every action of the
 * main line and of its variations as a node of the data the page's
 * script reads (the cells that changed, the hands, the caption, the
 * events in words, the comments, the outlines), and the move list in
 * the record's notation.  Both are built in memory, so that nothing is
 * written of a page that cannot be made whole.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common.h"
#include "diagram.h"
#include "diagram_html.h"
#include "record.h"

/* A piece as the page names it: "f-pR", with "/S" when South moves it
 * for another army, "/x" when no seat moves it; "" for an empty cell.
 * Notes the prototypes it needs in the page's scene. */
#define TOKMAX 20
static void
cell_token(const struct scene *sc, struct scene *page, int c,
    char tok[TOKMAX])
{
	int army, kind = sannin_position_piece(sc->p, c, &army), by;
	char id[16];

	tok[0] = '\0';
	if (kind == SANNIN_EMPTY)
		return;
	page->used[army] |= 1u << kind;
	svg_piece_id(sc, army, kind, id);
	by = sannin_position_controller(sc->p, army);
	if (!is_blockade(sc, kind) && by >= 0 && by != army) {
		page->marks |= 1u << by;
		snprintf(tok, TOKMAX, "%s/%c", id + 3, seat_letter(sc, by));
	} else if (unmoved(sc, army, kind)) {
		page->marks |= MARK_UNMOVED;
		snprintf(tok, TOKMAX, "%s/x", id + 3);
	} else
		snprintf(tok, TOKMAX, "%s", id + 3);
}

/* Writes s as a JSON string that may stand inside a script element:
 * '<', '>' and '&' escaped too, and U+FFFD for bytes that are not
 * UTF-8. */
void
json_str(FILE *fp, const char *s)
{
	const unsigned char *u = (const unsigned char *)s;
	size_t k;

	putc('"', fp);
	for (; *u != '\0'; u += k ? k : 1) {
		k = xml_char(u);
		if (*u == '"' || *u == '\\')
			fprintf(fp, "\\%c", *u);
		else if (*u == '<' || *u == '>' || *u == '&' || *u < 0x20)
			fprintf(fp, "\\u%04x", *u);
		else if (k == 3 && u[0] == 0xe2 && u[1] == 0x80 &&
		    (u[2] == 0xa8 || u[2] == 0xa9))
			fprintf(fp, "\\u202%c", u[2] == 0xa8 ? '8' : '9');
		else if (k == 0)
			fputs("\\ufffd", fp);
		else
			fwrite(u, 1, k, fp);
	}
	putc('"', fp);
}

void
html_str(FILE *fp, const char *s)
{
	const unsigned char *u = (const unsigned char *)s;
	size_t k;

	for (; *u != '\0'; u += k ? k : 1) {
		k = xml_char(u);
		xml_put(fp, u, k);
	}
}

#define HANDMAX 128

/* The state of a line being walked: its game, and what each cell shows,
 * to write only the cells that an action changes. */
struct line_state {
	sannin_game *g;
	char (*tok)[TOKMAX];
	int ply;
	unsigned long round;	/* of the node before, 0 at the start */
	int parent;		/* the node before */
	/* the hands as the node before showed them, written only when
	 * they change */
	char hands[SANNIN_MAXSEATS][HANDMAX];
};

struct walk {
	const sannin_record *rec;
	const sannin_variant *v;
	struct scene *page;
	FILE *data, *moves;
	int next;		/* the index of the next node */
	int ncells;
	int *main;		/* the nodes of the main line */
	size_t nmain;
};

/* A comment as the page shows it: without the commands that draw, which
 * the board shows (sannin-record(5), Comments); "" when it said nothing
 * else.  Malloc'd unless it is the comment itself (which it is when it
 * has no such command, or when memory runs out: shown whole, not lost). */
static char *
shown_comment(char *comment)
{
	size_t len = strlen(comment);
	char *text;

	if (strstr(comment, "[%c") == NULL ||
	    (text = malloc(len + 1)) == NULL)
		return comment;
	sn_commands_strip(comment, len, text);
	return text;
}

static void
json_strings(FILE *fp, const char *key, char *const *list, size_t n)
{
	size_t i;
	int said = 0;

	for (i = 0; i < n; i++) {
		char *text = shown_comment(list[i]);

		if (text[0] != '\0') {
			fprintf(fp, said++ ? "," : ",\"%s\":[", key);
			json_str(fp, text);
		}
		if (text != list[i])
			free(text);
	}
	if (said)
		putc(']', fp);
}

/* What a node shows once it is reached: the cells changed, the hands,
 * the seat to act, the caption, the outlines. */
static void
node_state(struct walk *w, struct line_state *ls, const struct scene *sc)
{
	char tok[TOKMAX], buf[512], hand[HANDMAX];
	const char *names[OUTLINED_MAX];
	int cells[OUTLINED_MAX], c, n, i, first = 1, same = 1;

	fprintf(w->data, ",\"d\":[");
	for (c = 0; c < w->ncells; c++) {
		cell_token(sc, w->page, c, tok);
		if (strcmp(tok, ls->tok[c]) == 0)
			continue;
		fprintf(w->data, "%s[%d,\"%s\"]", first ? "" : ",", c, tok);
		memcpy(ls->tok[c], tok, TOKMAX);
		first = 0;
	}
	fprintf(w->data, "]");
	for (i = 0; i < sc->nseats; i++) {
		svg_hand_text(sc, i, hand, sizeof(hand));
		same &= strcmp(hand, ls->hands[i]) == 0;
		memcpy(ls->hands[i], hand, sizeof(hand));
	}
	for (i = 0; !same && i < sc->nseats; i++) {
		fprintf(w->data, i == 0 ? ",\"h\":[" : ",");
		json_str(w->data, ls->hands[i]);
		fprintf(w->data, i + 1 == sc->nseats ? "]" : "");
	}
	svg_caption_text(sc, buf, sizeof(buf));
	fprintf(w->data, ",\"a\":%d,\"c\":", to_act(sc));
	json_str(w->data, buf);
	if (alliance_text(sc, buf, sizeof(buf))) {
		fprintf(w->data, ",\"al\":");
		json_str(w->data, buf);
	}
	n = outlined_cells(sc, cells, names);
	fprintf(w->data, ",\"o\":[");
	for (i = 0; i < n; i++)
		fprintf(w->data, "%s[%d,\"%s\"]", i ? "," : "", cells[i],
		    names[i]);
	fprintf(w->data, "]");
}

/* The node of the start of the game, with the comments before the
 * first action. */
static void
start_node(struct walk *w, struct line_state *ls)
{
	struct scene sc;
	struct caption cap;

	memset(&cap, 0, sizeof(cap));
	cap.rec = w->rec;
	cap.mover = -1;
	scene_of(&sc, sannin_game_position(ls->g));
	sc.cap = &cap;
	fprintf(w->data, "{\"i\":0,\"p\":-1,\"y\":0");
	node_state(w, ls, &sc);
	json_strings(w->data, "k", w->rec->main.pre, w->rec->main.npre);
	fprintf(w->data, "}");
	w->next = 1;
}

/* The events of an action, each in words. */
static void
node_events(struct walk *w, const struct scene *sc, const struct sn_node *n)
{
	char buf[256];
	int i;

	fprintf(w->data, ",\"e\":[");
	for (i = 0; i < n->nev; i++) {
		event_words(sc, &n->ev[i], buf, sizeof(buf));
		if (i > 0)
			putc(',', w->data);
		json_str(w->data, buf);
	}
	putc(']', w->data);
}

/* The move's text in the list: "F:" when the writers name its seat,
 * the move, its annotation. */
static void
move_text(const struct sn_node *n, const sannin_variant *v, char *buf,
    size_t size)
{
	char marker[4] = "";

	if (n->show_marker)
		snprintf(marker, sizeof(marker), "%c:",
		    sannin_variant_seat_letter(v, n->seat));
	snprintf(buf, size, "%s%s%s", marker, sn_node_move(n, 0), n->annot);
}

/* One node: played on the line's game, its data and its place in the
 * move list.  Returns its index, or -1 when the game refuses it. */
/* The arrows and marked cells of the commands of an action's comments
 * (sannin-record(5), Comments), for the page's script: "ar" [from, to,
 * colour] and "mk" [cell, colour], when there are any. */
static void
node_drawn(struct walk *w, const struct sn_node *n)
{
	struct sn_commands c;
	struct sn_command_error err;
	size_t k;
	int i;

	sn_commands_clear(&c);
	/* (The reader warned of a bad command; what reads is drawn.) */
	for (k = 0; k < n->ncomments; k++)
		(void)sn_commands_read(w->v, n->comments[k],
		    strlen(n->comments[k]), &c, &err);
	for (i = 0; i < c.narrows; i++)
		fprintf(w->data, "%s[%d,%d,\"%c\"]", i == 0 ? ",\"ar\":[" :
		    ",", c.arrow[i].from, c.arrow[i].to, c.arrow[i].colour);
	if (c.narrows > 0)
		fputc(']', w->data);
	for (i = 0; i < c.nmarks; i++)
		fprintf(w->data, "%s[%d,\"%c\"]", i == 0 ? ",\"mk\":[" : ",",
		    c.mark[i].from, c.mark[i].colour);
	if (c.nmarks > 0)
		fputc(']', w->data);
}

static int
play_node(struct walk *w, struct line_state *ls, const struct sn_node *n,
    int alt, int on_main, int numbered)
{
	sannin_action a = n->act;
	struct caption cap;
	struct scene sc;
	char text[SANNIN_ACTION_MAX + 8];
	int idx = w->next++;

	if (sannin_game_play(ls->g, &a, NULL, NULL) != 0) {
		w->next--;
		return -1;
	}
	ls->ply++;
	cap.rec = w->rec;
	cap.ply = ls->ply;
	cap.round = n->round;
	cap.mover = n->seat;
	snprintf(cap.action, sizeof(cap.action), "%s", sn_node_move(n, 0));
	scene_of(&sc, sannin_game_position(ls->g));
	sc.cap = &cap;
	sc.last_from = n->act.type == SANNIN_ACT_DROP ? -1 : n->act.from;
	sc.last_to = n->act.type == SANNIN_ACT_ILLUMINATE ? -1 : n->act.to;
	move_text(n, w->v, text, sizeof(text));
	fprintf(w->data, ",\n{\"i\":%d,\"p\":%d,\"y\":%d,\"s\":%d,\"r\":%lu,"
	    "\"m\":", idx, ls->parent, ls->ply, n->seat, n->round);
	json_str(w->data, text);
	if (alt >= 0)
		fprintf(w->data, ",\"alt\":%d", alt);
	node_state(w, ls, &sc);
	node_events(w, &sc, n);
	node_drawn(w, n);
	json_strings(w->data, "k", n->comments, n->ncomments);
	fprintf(w->data, "}");

	/* A round's number before its first action, and before an action
	 * after a variation or opening one ("2..." within the round). */
	if (numbered || n->round != ls->round)
		fprintf(w->moves, "<span class=\"round\">%lu.%s</span> ",
		    n->round, n->round == ls->round ? ".." : "");
	ls->round = n->round;
	fprintf(w->moves, "<a class=\"mv\" id=\"mv-%d\" href=\"#", idx);
	if (on_main)
		fprintf(w->moves, "ply=%d", ls->ply);
	else
		fprintf(w->moves, "node=%d", idx);
	fprintf(w->moves, "\" title=\"%s\">", seat_name(&sc, n->seat));
	html_str(w->moves, text);
	fprintf(w->moves, "</a> ");
	ls->parent = idx;
	return idx;
}

/* A copy of a line's state, for a variation; 0 when out of memory. */
static int
state_copy(struct line_state *to, const struct line_state *from, int ncells)
{
	*to = *from;
	to->tok = malloc((size_t)ncells * TOKMAX);
	to->g = sannin_game_copy(from->g);
	if (to->tok == NULL || to->g == NULL) {
		free(to->tok);
		sannin_game_free(to->g);
		return 0;
	}
	memcpy(to->tok, from->tok, (size_t)ncells * TOKMAX);
	return 1;
}

static void
state_free(struct line_state *ls)
{
	free(ls->tok);
	sannin_game_free(ls->g);
}

static void
comments_html(FILE *fp, char *const *list, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		char *text = shown_comment(list[i]);

		if (text[0] != '\0') {
			fprintf(fp, "<span class=\"comment\">");
			html_str(fp, text);
			fprintf(fp, "</span> ");
		}
		if (text != list[i])
			free(text);
	}
}

static int walk_line(struct walk *, const struct sn_line *,
    struct line_state *, int in_var);

/* The variations of a node, from the state before it, each in
 * parentheses. */
static int
variations(struct walk *w, const struct sn_node *n,
    const struct line_state *before, int alt)
{
	struct line_state ls;
	size_t k;
	int rc;

	for (k = 0; k < n->nvars; k++) {
		if (!state_copy(&ls, before, w->ncells))
			return -1;
		fprintf(w->moves, "<span class=\"var\">( ");
		comments_html(w->moves, n->vars[k].pre, n->vars[k].npre);
		rc = walk_line(w, &n->vars[k], &ls, alt);
		fprintf(w->moves, ")</span> ");
		state_free(&ls);
		if (rc < 0)
			return -1;
	}
	return 0;
}

/*
 * Walks a line from its state: every decoded action a node, in the
 * order of the move list (a variation after the action it is an
 * alternative to).  `alt` is the node that a variation's first action
 * stands for, -1 on the main line.  Returns 0, or -1 out of memory.
 */
static int
walk_line(struct walk *w, const struct sn_line *l, struct line_state *ls,
    int alt)
{
	struct line_state before;
	const struct sn_node *n;
	size_t i;
	int idx, numbered = 1;

	for (i = 0; i < l->n && l->v[i].decoded; i++) {
		n = &l->v[i];
		if (n->nvars > 0 && !state_copy(&before, ls, w->ncells))
			return -1;
		idx = play_node(w, ls, n, i == 0 ? alt : -1, alt < 0,
		    numbered);
		if (alt < 0 && idx >= 0)
			w->main[w->nmain++] = idx;
		numbered = 0;
		comments_html(w->moves, n->comments, n->ncomments);
		if (n->nvars > 0) {
			if (idx >= 0 && variations(w, n, &before, idx) < 0) {
				state_free(&before);
				return -1;
			}
			state_free(&before);
			numbered = 1;
		}
		if (idx < 0)
			break;
	}
	return 0;
}

int
html_data(const sannin_record *rec, struct scene *page, struct html_data *hd)
{
	struct walk w;
	struct line_state ls;
	size_t i;
	int rc = -1;

	memset(&w, 0, sizeof(w));
	memset(hd, 0, sizeof(*hd));
	w.rec = rec;
	w.page = page;
	w.v = page->v;
	w.ncells = sannin_variant_ncells(page->v);
	w.main = malloc((rec->main.n + 1) * sizeof(*w.main));
	memset(&ls, 0, sizeof(ls));
	ls.tok = calloc((size_t)w.ncells, TOKMAX);
	ls.g = sannin_game_new(sannin_record_start(rec));
	ls.ply = 0;
	ls.parent = 0;
	w.data = open_memstream(&hd->data, &hd->ndata);
	w.moves = open_memstream(&hd->moves, &hd->nmoves);
	if (w.main != NULL && ls.tok != NULL && ls.g != NULL &&
	    w.data != NULL && w.moves != NULL) {
		w.main[w.nmain++] = 0;
		fprintf(w.data, "\"nodes\":[");
		start_node(&w, &ls);
		comments_html(w.moves, rec->main.pre, rec->main.npre);
		rc = walk_line(&w, &rec->main, &ls, -1);
		fprintf(w.data, "],\n\"main\":[");
		for (i = 0; i < w.nmain; i++)
			fprintf(w.data, "%s%d", i ? "," : "", w.main[i]);
		fprintf(w.data, "]");
	}
	if (w.data != NULL && (fclose(w.data) != 0 || rc < 0)) {
		free(hd->data);
		hd->data = NULL;
		rc = -1;
	}
	if (w.moves != NULL && (fclose(w.moves) != 0 || rc < 0)) {
		free(hd->moves);
		hd->moves = NULL;
		rc = -1;
	}
	hd->plies = (int)w.nmain - 1;
	free(w.main);
	state_free(&ls);
	return rc;
}
