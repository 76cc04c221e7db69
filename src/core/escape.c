/* See include/ktour/escape.h. */
#include "ktour/escape.h"

void escape_xml(FILE *f, const char *s)
{
	for (; *s; s++) {
		switch (*s) {
		case '&': fputs("&amp;", f); break;
		case '<': fputs("&lt;", f); break;
		case '>': fputs("&gt;", f); break;
		case '"': fputs("&quot;", f); break;
		default:
			if ((unsigned char)*s >= 0x20 || *s == '\t')
				fputc(*s, f); /* XML 1.0 forbids other controls */
			break;
		}
	}
}

void escape_json(FILE *f, const char *s)
{
	fputc('"', f);
	for (; *s; s++) {
		unsigned char c = (unsigned char)*s;
		if (c == '"' || c == '\\')
			fprintf(f, "\\%c", c);
		else if (c == '\t')
			fputs("\\t", f);
		else if (c < 0x20 || c == 0x7F)
			fputc(' ', f); /* meta lines stay one line of text */
		else
			fputc(c, f);
	}
	fputc('"', f);
}
