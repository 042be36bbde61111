/*
 * diagram_html.h - the parts of the replay page of sannin-diagram(1)
 * (-T html): the page (diagram_html.c), the data of a game and its move
 * list (diagram_html_data.c), the events in words (diagram_events.c).
 * Not installed.
 */
#ifndef TOOLS_DIAGRAM_HTML_H
#define TOOLS_DIAGRAM_HTML_H

#include <stdio.h>

#include "diagram.h"

/*
 * A game as the page holds it: the members "nodes" and "main" of its
 * JSON data (see replay_page.js) and the HTML of its move list, each
 * malloc'ed text of its length; the plies of its main line.
 */
struct html_data {
	char *data, *moves;
	size_t ndata, nmoves;
	int plies;
};

/* Walks the record's game, noting in the page's scene the pieces and
 * marks its plies show; 0, or -1 out of memory (nothing is kept). */
int	html_data(const sannin_record *, struct scene *page,
	    struct html_data *);

/* Text as a JSON string that may stand in a script element; as HTML
 * text or attribute value.  Bytes that are not UTF-8 become U+FFFD. */
void	json_str(FILE *, const char *s);
void	html_str(FILE *, const char *s);

/* An event in words: "Last takes Middle's B on 12l". */
void	event_words(const struct scene *, const sannin_event *, char *buf,
	    size_t size);

#endif
