/* Writing text into the markup of other formats: XML character data and
 * attribute values (SVG), JSON strings.  Shared by the tour writers
 * (format_svg.c, format_json.c) and the experiment tables and charts. */
#ifndef KTOUR_ESCAPE_H
#define KTOUR_ESCAPE_H

#include <stdio.h>

/* s with & < > " escaped; control characters other than tab dropped
 * (XML 1.0 forbids them). */
void escape_xml(FILE *f, const char *s);

/* s as a JSON string, quotes included; control characters other than tab
 * become blanks, so that the text stays one line. */
void escape_json(FILE *f, const char *s);

#endif
