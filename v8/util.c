/*
 * util.c: small helpers shared by the V8 module.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "v8.h"

void
v8_buf_init(v8_buf_t *b, char *buf, size_t size)
{
	b->vb_buf = buf;
	b->vb_size = size;
	b->vb_len = 0;
	b->vb_trunc = 0;
	if (size > 0)
		buf[0] = '\0';
}

void
v8_buf_append(v8_buf_t *b, const char *s, size_t len)
{
	size_t room;

	if (b->vb_size == 0)
		return;
	room = b->vb_size - 1 - b->vb_len;
	if (len > room) {
		len = room;
		b->vb_trunc = 1;
	}
	memcpy(b->vb_buf + b->vb_len, s, len);
	b->vb_len += len;
	b->vb_buf[b->vb_len] = '\0';
}

void
v8_buf_printf(v8_buf_t *b, const char *fmt, ...)
{
	char tmp[1024];
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(tmp, sizeof (tmp), fmt, ap);
	va_end(ap);
	if (n < 0)
		return;
	if ((size_t)n >= sizeof (tmp)) {
		n = sizeof (tmp) - 1;
		b->vb_trunc = 1;
	}
	v8_buf_append(b, tmp, (size_t)n);
}

/*
 * The common prologue of dcmds that need an address: usage error without
 * one, and a one-line error when the module is not configured.
 */
int
v8_check_addr(uintptr_t addr, uint_t flags, const char *dcmd)
{
	if (!v8_cfg.vc_configured) {
		mdb_warn("%s: the V8 module is not configured (no V8 "
		    "metadata; try ::v8load)", dcmd);
		return (DCMD_ERR);
	}
	if (!(flags & DCMD_ADDRSPEC))
		return (DCMD_USAGE);
	return (DCMD_OK);
}
