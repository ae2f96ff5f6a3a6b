/*
 * termsafe.c: control bytes escaped on their way to a terminal (see
 * termsafe.h).
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "termsafe.h"

/* Is byte i of p (of n) the start of a byte or sequence to escape? */
static size_t
unsafe_len(const unsigned char *p, size_t n, size_t i)
{
	unsigned char c = p[i];

	if (c == '\n' || c == '\t')
		return (0);
	if (c < 0x20 || c == 0x7f)
		return (1);
	/* C1 controls in UTF-8: C2 80 .. C2 9F */
	if (c == 0xc2 && i + 1 < n && p[i + 1] >= 0x80 && p[i + 1] <= 0x9f)
		return (2);
	return (0);
}

void
termsafe_write(FILE *fp, const char *s, size_t n)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t i = 0, run = 0, k;
	char esc[16];

	while (i < n) {
		if ((k = unsafe_len(p, n, i)) == 0) {
			i++;
			continue;
		}
		if (i > run)
			(void) fwrite(p + run, 1, i - run, fp);
		for (; k > 0; k--, i++) {
			(void) snprintf(esc, sizeof (esc), "\\x%02x", p[i]);
			(void) fputs(esc, fp);
		}
		run = i;
	}
	if (n > run)
		(void) fwrite(p + run, 1, n - run, fp);
}

void
termsafe_vprintf(FILE *fp, const char *fmt, va_list ap)
{
	char buf[4096], *big = NULL;
	va_list aq;
	int len;

	va_copy(aq, ap);
	len = vsnprintf(buf, sizeof (buf), fmt, aq);
	va_end(aq);
	if (len < 0)
		return;
	if ((size_t)len >= sizeof (buf)) {
		if ((big = malloc((size_t)len + 1)) == NULL) {
			termsafe_write(fp, buf, sizeof (buf) - 1);
			return;
		}
		(void) vsnprintf(big, (size_t)len + 1, fmt, ap);
	}
	termsafe_write(fp, big != NULL ? big : buf, (size_t)len);
	free(big);
}

void
termsafe_printf(FILE *fp, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	termsafe_vprintf(fp, fmt, ap);
	va_end(ap);
}
