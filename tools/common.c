/*
 * common.c - what the programs share.
 */
#include "config.h"

#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "common.h"

const char *progname = "sannin";
int quiet;
int keep_raw;
int reader_format;
sannin_reader *game_reader;

void
warnx_(const char *fmt, ...)
{
	va_list ap;

	fflush(stdout);
	fprintf(stderr, "%s: ", progname);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	putc('\n', stderr);
}

void
print_diag(const char *file, const sannin_diag *d)
{
	fflush(stdout);
	if (d->line == 0)
		fprintf(stderr, "%s: %s: %s: %s\n", progname, file,
		    d->severity == SANNIN_SEV_ERROR ? "error" : "warning",
		    d->msg);
	else
		fprintf(stderr, "%s: %s:%lu:%lu: %s: %s\n", progname, file,
		    d->line, d->col, d->severity == SANNIN_SEV_ERROR ?
		    "error" : "warning", d->msg);
}

void
usage_error(void)
{
	fprintf(stderr, "Try '%s --help' for more information.\n", progname);
	exit(EXIT_TROUBLE);
}

int
add_rule(sannin_rules *r, const char *text)
{
	sannin_diag dg;

	if (sannin_rules_set(r, text, strlen(text), &dg) == 0)
		return 0;
	warnx_("-r %s: %s", text, dg.msg);
	return -1;
}

int
parse_format(const char *text, int allow_auto)
{
	if (strcmp(text, "text") == 0)
		return SANNIN_FORMAT_TEXT;
	if (strcmp(text, "yaml") == 0)
		return SANNIN_FORMAT_YAML;
	if (strcmp(text, "json") == 0)
		return SANNIN_FORMAT_JSON;
	if (allow_auto && strcmp(text, "auto") == 0)
		return SANNIN_FORMAT_AUTO;
	warnx_("unknown format '%s': use text, yaml or json%s", text,
	    allow_auto ? " (or auto)" : "");
	return -1;
}

int
choose_word(const char *option, const char *arg, const char *const words[])
{
	char list[128];
	size_t len = 0;
	int i;

	for (i = 0; words[i] != NULL; i++)
		if (strcmp(arg, words[i]) == 0)
			return i;
	list[0] = '\0';
	for (i = 0; words[i] != NULL && len < sizeof(list); i++)
		len += (size_t)snprintf(list + len, sizeof(list) - len, "%s%s",
		    i == 0 ? "" : words[i + 1] == NULL ? " or " : ", ",
		    words[i]);
	warnx_("--%s takes %s, not '%s'", option, list, arg);
	usage_error();
}

int
seat_named(const sannin_variant *v, const char *text)
{
	int seat;

	for (seat = 0; seat < sannin_variant_nseats(v); seat++)
		if (strcasecmp(text, sannin_variant_seat_name(v, seat)) == 0 ||
		    (text[0] != '\0' && text[1] == '\0' &&
		    toupper((unsigned char)text[0]) ==
		    sannin_variant_seat_letter(v, seat)))
			return seat;
	return -1;
}

/* The error of the first write to standard output that failed. */
static int write_errno;

/* Reads the games of one input; returns how many there were. */
static unsigned long
read_file(const char *name, FILE *fp, int format, const sannin_rules *rules,
    int decode, game_fn fn, void *arg, int *status, int *stop)
{
	sannin_reader *rd = common_reader_new(fp, format, rules);
	sannin_record *rec;
	sannin_diag dg;
	unsigned long games = 0;
	int n;

	if (rd == NULL) {
		warnx_("%s: out of memory", name);
		*status = EXIT_TROUBLE;
		*stop = 1;
		return 0;
	}
	sannin_reader_set_decode(rd, decode);
	sannin_reader_set_raw(rd, keep_raw);
	reader_format = sannin_reader_format(rd);
	game_reader = rd;
	while ((n = sannin_reader_next(rd, &rec, &dg)) == 1) {
		int r;

		games++;
		errno = 0;
		r = fn(name, rec, arg);
		sannin_record_free(rec);
		if (ferror(stdout)) {
			/* Nowhere to write: no point reading on. */
			if (write_errno == 0)
				write_errno = errno ? errno : EIO;
			*stop = 1;
			break;
		}
		if (r) {
			*stop = 1;
			break;
		}
	}
	if (n < 0) {
		if (dg.line)
			print_diag(name, &dg);
		else
			warnx_("%s: %s", name, dg.msg);
		*status = EXIT_TROUBLE;
	} else if (games == 0 && !*stop && !quiet) {
		fflush(stdout);
		fprintf(stderr, "%s: %s: warning: no game\n", progname, name);
	}
	sannin_reader_free(rd);
	game_reader = NULL;
	return games;
}

int
for_each_game(char **files, int nfiles, int format, const sannin_rules *r,
    int decode, game_fn fn, void *arg, int *status)
{
	static char dash[] = "-";
	static char *std[] = {dash};
	int i, stop = 0, empty = 0;
	FILE *fp;

	if (nfiles == 0) {
		files = std;
		nfiles = 1;
	}
	for (i = 0; i < nfiles && !stop; i++) {
		if (strcmp(files[i], "-") == 0) {
			if (read_file("-", stdin, format, r, decode, fn, arg,
			    status, &stop) == 0 && !ferror(stdin))
				empty++;
			continue;
		}
		if ((fp = fopen(files[i], "rb")) == NULL) {
			warnx_("%s: %s", files[i], strerror(errno));
			*status = EXIT_TROUBLE;
			continue;
		}
		if (read_file(files[i], fp, format, r, decode, fn, arg,
		    status, &stop) == 0 && !ferror(fp))
			empty++;
		if (ferror(fp))
			*status = EXIT_TROUBLE;
		fclose(fp);
	}
	return empty;
}

/* The --variant and the -r options, applied once all are read; the
 * library's default game (sannin_rules_init) without --variant. */
static int variant = -1;
static int variant_given;
static const char *rulelist[64];
static int nrules;

/* The rules of the records of each variant that do not say theirs
 * (common_rules), and the variants a -r VARIANT:NAME=VALUE named. */
static sannin_rules rules_of[SANNIN_NVARIANTS];
static unsigned prefixed;

/* The library's default game, of rules made without a variant. */
static int
default_variant(void)
{
	sannin_rules r;

	sannin_rules_init(&r);
	return r.variant;
}

void
common_option(int ch, const char *arg, int *from, sannin_rules *rules,
    void (*help)(void))
{
	const sannin_variant *v;

	(void)rules;
	switch (ch) {
	case 'f':
		if ((*from = parse_format(arg, 1)) < 0)
			usage_error();
		return;
	case 'r':
		if (nrules == (int)(sizeof(rulelist) / sizeof(rulelist[0]))) {
			warnx_("-r %s: at most %d rule options", arg, nrules);
			usage_error();
		}
		rulelist[nrules++] = arg;
		return;
	case OPT_VARIANT:
		if ((v = sannin_variant_find(arg, strlen(arg))) == NULL) {
			warnx_("--variant takes sannin, yonin or shipley, not "
			    "'%s'", arg);
			usage_error();
		}
		variant = sannin_variant_id(v);
		variant_given = 1;
		return;
	case 'h':
		help();
		exit(finish(EXIT_OK));
	case 'V':
		printf("%s (%s) %s\n", progname, PACKAGE_NAME,
		    PACKAGE_VERSION);
		exit(finish(EXIT_OK));
	default:
		usage_error();
	}
}

/* A variant's name in a message: "yonin shogi". */
static const char *
game_name(int id)
{
	return sannin_variant_title(sannin_variant_get(id));
}

/*
 * A -r that its variant refused (dg says why): when the option, with
 * that value, is one of other variants, says whose it is and how to give
 * it to them; else the library's reason.  A usage error either way.
 */
static void
bad_rule(const char *text, const char *assignment, int target, int named,
    const sannin_diag *dg)
{
	char owners[160], fixes[256], alone[32];
	size_t olen = 0, flen = 0;
	sannin_rules other;
	sannin_diag odg, why;
	int id, found = 0, owner = -1;

	owners[0] = fixes[0] = alone[0] = '\0';
	for (id = 0; id < SANNIN_NVARIANTS; id++) {
		if (id == target)
			continue;
		sannin_rules_init_variant(&other, id);
		if (sannin_rules_set(&other, assignment, strlen(assignment),
		    &odg) != 0) {
			/* The other's option, with a value it lacks. */
			if (odg.code == SANNIN_E_RULE_VALUE && owner < 0) {
				owner = id;
				why = odg;
			}
			continue;
		}
		if (olen < sizeof(owners))
			olen += (size_t)snprintf(owners + olen,
			    sizeof(owners) - olen, "%s%s", found ? " and " :
			    "", game_name(id));
		if (flen < sizeof(fixes))
			flen += (size_t)snprintf(fixes + flen,
			    sizeof(fixes) - flen, "%s-r %s:%s", found ?
			    " or " : "", sannin_variant_name(
			    sannin_variant_get(id)), assignment);
		snprintf(alone, sizeof(alone), "%s",
		    sannin_variant_name(sannin_variant_get(id)));
		found++;
	}
	if (found == 0 && owner >= 0 && dg->code == SANNIN_E_RULE_NAME)
		warnx_("-r %s: %.*s is a rule option of %s, not of %s%s; "
		    "in %s, %s", text, (int)strcspn(assignment, "="),
		    assignment, game_name(owner), game_name(target), named ?
		    "" : " (-r without a variant's name follows --variant)",
		    game_name(owner), why.msg);
	else if (found == 0)
		warnx_("-r %s: %s", text, dg->msg);
	else if (named)
		warnx_("-r %s: %s is a rule option of %s, not of %s: write %s",
		    text, assignment, owners, game_name(target), fixes);
	else
		warnx_("-r %s: %s is a rule option of %s, and -r without a "
		    "variant's name follows --variant, %s%s%s: write %s%s%s",
		    text, assignment, owners, variant_given ? "here " : "",
		    sannin_variant_name(sannin_variant_get(target)),
		    variant_given ? "" : " by default", fixes, found == 1 ?
		    ", or --variant=" : "", found == 1 ? alone : "");
	usage_error();
}

void
common_rules(sannin_rules *rules)
{
	const sannin_variant *v;
	const char *text, *colon, *assignment;
	sannin_diag dg;
	int i, id, target;

	for (id = 0; id < SANNIN_NVARIANTS; id++)
		sannin_rules_init_variant(&rules_of[id], id);
	if (variant < 0)
		variant = default_variant();
	for (i = 0; i < nrules; i++) {
		text = rulelist[i];
		colon = strchr(text, ':');
		/* VARIANT:NAME=VALUE: the ':' before any '='. */
		if (colon != NULL && (strchr(text, '=') == NULL ||
		    colon < strchr(text, '='))) {
			if ((v = sannin_variant_find(text,
			    (size_t)(colon - text))) == NULL) {
				warnx_("-r %s: '%.*s' is no variant: write "
				    "sannin:, yonin: or shipley: before the "
				    "option, or none for the --variant's",
				    text, (int)(colon - text), text);
				usage_error();
			}
			target = sannin_variant_id(v);
			prefixed |= 1u << target;
			assignment = colon + 1;
		} else {
			target = variant;
			assignment = text;
		}
		if (sannin_rules_set(&rules_of[target], assignment,
		    strlen(assignment), &dg) != 0)
			bad_rule(text, assignment, target, assignment != text,
			    &dg);
	}
	*rules = rules_of[variant];
}

const sannin_rules *
common_variant_rules(int id)
{
	if (id < 0 || id >= SANNIN_NVARIANTS)
		id = default_variant();
	return &rules_of[id];
}

sannin_reader *
common_reader_new(FILE *fp, int format, const sannin_rules *rules)
{
	sannin_reader *rd = sannin_reader_new(fp, format, rules);
	int id;

	if (rd == NULL)
		return NULL;
	for (id = 0; id < SANNIN_NVARIANTS; id++)
		if ((prefixed >> id & 1) && id != rules->variant)
			sannin_reader_set_rules(rd, &rules_of[id]);
	return rd;
}

/*
 * A program that had nothing to write may find standard output closed
 * (prog >&-): the only complaint, EBADF from fclose, is then no loss.
 * Anything written to a closed or failing stream shows as a failed
 * flush or the error flag.
 */
int
finish(int status)
{
	int err = 0;

	errno = 0;
	if (fflush(stdout) != 0 || ferror(stdout))
		err = write_errno ? write_errno : errno ? errno : EIO;
	errno = 0;
	if (fclose(stdout) != 0 && err == 0 && errno != EBADF)
		err = errno ? errno : EIO;
	if (err != 0) {
		warnx_("write error: %s", strerror(err));
		return EXIT_TROUBLE;
	}
	return status;
}

void
set_progname(char *argv[], const char *name)
{
	progname = name;
	/* getopt_long's own messages name argv[0]. */
	argv[0] = (char *)name;
}
