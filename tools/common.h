/*
 * common.h - what the programs share: their name in messages, the
 * rule and format options, the loop over input files, diagnostics in
 * the GNU form "prog: file:line:col: error: message", and the check that
 * standard output was written.
 */
#ifndef TOOLS_COMMON_H
#define TOOLS_COMMON_H

#include <stdio.h>

#include "sannin.h"

/* Exit statuses, as every manual page says. */
#define EXIT_OK 0		/* done; every game valid */
#define EXIT_INVALID 1		/* some game invalid or some input bad */
#define EXIT_TROUBLE 2		/* usage, reading or writing failed */

extern const char *progname;
extern int quiet;		/* print no warnings (sannin-validate -q) */
extern int keep_raw;		/* readers keep games' bytes (sannin-select
				 * --raw): sannin_reader_set_raw */
extern int reader_format;	/* the format of the input the game given
				 * to a game_fn was read from */
extern sannin_reader *game_reader;	/* and its reader */

/* Sets the name every message starts with, getopt_long's too: the
 * program's own name, not the path it was run by. */
void	set_progname(char *argv[], const char *name);

/* Messages on standard error, prefixed with the program's name. */
void	warnx_(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* A diagnostic of a file, in the GNU form. */
void	print_diag(const char *file, const sannin_diag *);

/* "Try 'prog --help' for more information." and EXIT_TROUBLE. */
void	usage_error(void) __attribute__((noreturn));

/* Option values: -r name=value, -f and -T formats. */
int	add_rule(sannin_rules *, const char *text);
int	parse_format(const char *text, int allow_auto);
/* The index of `arg` among the NULL-terminated `words`; otherwise a usage
 * error: "--OPTION takes A, B or C, not 'ARG'". */
int	choose_word(const char *option, const char *arg,
	    const char *const words[]);
/* The seat of v that `text` names, by its name or its letter, in any case
 * (as options take seats; records spell them exactly); -1 for none. */
int	seat_named(const sannin_variant *v, const char *text);

/*
 * Runs fn on every game of every file (a "-" or no file: standard input),
 * reading in the given format.  fn returns 0 to go on, 1 to stop.  Keeps
 * the worst exit status met in *status: EXIT_TROUBLE for an unreadable
 * file or a read error (the other files are still read).  An input that
 * holds no game gets the warning "FILE: warning: no game"; returns how
 * many inputs did.
 */
typedef int (*game_fn)(const char *file, sannin_record *, void *arg);
int	for_each_game(char **files, int nfiles, int format,
	    const sannin_rules *, int decode, game_fn, void *arg,
	    int *status);

/*
 * The options every program takes, after its own: -f FORMAT, -r RULE,
 * --variant NAME, -h (help() is called, and the program exits), -V;
 * anything else is a usage error.  The rules are set up once all the
 * options are read (common_rules), so that -r names an option of the
 * --variant given, before or after it.
 */
#define OPT_VARIANT 1000
void	common_option(int ch, const char *arg, int *from, sannin_rules *,
	    void (*help)(void));
/*
 * The rules of records that do not say theirs: the --variant's, with
 * the -r options given without a variant's name and those given as
 * -r VARIANT:NAME=VALUE for it; a bad -r is a usage error.
 */
void	common_rules(sannin_rules *);
/* After common_rules: the rules of the records and position strings of
 * a variant that do not say theirs, its -r VARIANT:NAME=VALUE options
 * (and the others for the --variant's) applied. */
const sannin_rules *common_variant_rules(int variant);
/* sannin_reader_new with the rules of common_rules, and those of every
 * other variant a -r VARIANT:NAME=VALUE named for its records. */
sannin_reader *common_reader_new(FILE *, int format, const sannin_rules *);

/* Those options in a program's long option table and its --help. */
#define COMMON_LONGOPTS \
	{"from", required_argument, NULL, 'f'}, \
	{"rule", required_argument, NULL, 'r'}, \
	{"variant", required_argument, NULL, OPT_VARIANT}, \
	{"help", no_argument, NULL, 'h'}, \
	{"version", no_argument, NULL, 'V'}
#define COMMON_HELP \
	"  -f, --from=FORMAT   read text, yaml, json or auto (default: auto)\n" \
	"  -r, --rule=[VARIANT:]NAME=VALUE\n" \
	"                      a rule option of the games of VARIANT (sannin,\n" \
	"                      yonin, shipley), else of the --variant's, for\n" \
	"                      the records whose Rules tag does not set it\n" \
	"      --variant=NAME  sannin, yonin or shipley: the game of records\n" \
	"                      without a Variant tag (default: sannin)\n" \
	"  -h, --help          show this help and exit\n" \
	"  -V, --version       show the version and exit\n\n"

/* Flushes standard output; on a write error says so and returns
 * EXIT_TROUBLE, else status. */
int	finish(int status);

#endif
