/*
 * sannin-convert - converts game records between the text notation, YAML
 * and JSON, and between the short and long move forms, writing the
 * canonical form; see sannin-convert(1).
 */
#include "config.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common.h"

#define USAGE "usage: sannin-convert [-dlm] [-f format] [-T format] " \
	"[-r name=value] [--variant name] [--moves=short | long] [file ...]"

struct conv {
	int to, flags, status;
};

static int
convert(const char *file, sannin_record *rec, void *arg)
{
	struct conv *c = arg;
	size_t i;

	for (i = 0; i < sannin_record_ndiags(rec); i++)
		print_diag(file, sannin_record_diag(rec, i));
	if (!sannin_record_valid(rec)) {
		warnx_("%s:%lu: this game is not written: it is not a valid "
		    "record", file, sannin_record_line(rec));
		if (c->status == EXIT_OK)
			c->status = EXIT_INVALID;
		return 0;
	}
	if (sannin_record_write(rec, stdout, c->to, c->flags) != 0)
		return 1;
	return 0;
}

static void
help(void)
{
	printf("%s\n\n"
	    "Converts game records between the text notation, YAML and "
	    "JSON, in canonical form.\n\n"
	    "  -T, --to=FORMAT     write text, yaml or json (default: text)\n"
	    "  -l, --moves=long    write every move with its origin\n"
	    "      --moves=short   write origins only where needed (default)\n"
	    "  -m, --marks         add every check, mate and alliance mark\n"
	    "  -d, --decoded       with YAML or JSON: add the decoded fields "
	    "and events\n"
	    COMMON_HELP
	    "Exit status: 0 every game converted, 1 some game invalid, "
	    "2 trouble.\n", USAGE);
}

int
main(int argc, char *argv[])
{
	static const char *const forms[] = {"short", "long", NULL};
	static const struct option longopts[] = {
		{"to", required_argument, NULL, 'T'},
		{"moves", required_argument, NULL, 'M'},
		{"marks", no_argument, NULL, 'm'},
		{"decoded", no_argument, NULL, 'd'},
		COMMON_LONGOPTS,
		{NULL, 0, NULL, 0}
	};
	struct conv c = {SANNIN_FORMAT_TEXT, 0, EXIT_OK};
	int from = SANNIN_FORMAT_AUTO, ch;
	sannin_rules rules;

	set_progname(argv, "sannin-convert");
	while ((ch = getopt_long(argc, argv, "f:T:lmdr:hV", longopts,
	    NULL)) != -1)
		switch (ch) {
		case 'T':
			if ((c.to = parse_format(optarg, 0)) < 0)
				usage_error();
			break;
		case 'l':
			c.flags |= SANNIN_WRITE_LONG;
			break;
		case 'M':
			if (choose_word("moves", optarg, forms) == 1)
				c.flags |= SANNIN_WRITE_LONG;
			else
				c.flags &= ~SANNIN_WRITE_LONG;
			break;
		case 'm':
			c.flags |= SANNIN_WRITE_MARKS;
			break;
		case 'd':
			c.flags |= SANNIN_WRITE_DECODED;
			break;
		default:
			common_option(ch, optarg, &from, &rules, help);
		}
	common_rules(&rules);
	if ((c.flags & SANNIN_WRITE_DECODED) && c.to != SANNIN_FORMAT_YAML &&
	    c.to != SANNIN_FORMAT_JSON) {
		warnx_("--decoded goes with --to=yaml or --to=json");
		usage_error();
	}
	for_each_game(argv + optind, argc - optind, from, &rules, 2, convert,
	    &c, &c.status);
	return finish(c.status);
}
