/*
 * decomp.c: cores that are not a plain regular file.
 *
 * A compressed core (systemd-coredump writes zstd, older systemd xz or
 * lz4 frames; people gzip cores) is recognised by its magic number and
 * decompressed once, with the format's own Debian library (libzstd,
 * liblzma, liblz4, zlib), into an unlinked temporary file in $TMPDIR
 * (default /tmp), which is then mapped like any core.  Pages of zeros are
 * not written (lseek over them), so the copy is as sparse as the kernel's
 * core was.  A pipe (`jsmdb <(zstd -dc core.zst)`) or stdin (`-`) is
 * copied into the same kind of file, decompressing it if it is
 * compressed.  On a terminal, a progress line shows on stderr when the
 * copy takes more than a second; when done one line says where the copy
 * is and how big.
 *
 * The input is untrusted: every library reports corrupt data, which ends
 * the open with the library's message and the input offset; a stream
 * that ends early leaves a shorter core (the ELF layer then says what is
 * cut off); the output is capped (DC_MAXOUT).
 */
#include <errno.h>
#include <stdarg.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/stat.h>
#include <zstd.h>
#include <lzma.h>
#include <lz4frame.h>
#include <zlib.h>

#include "modapi.h"
#include "tgt_impl.h"
#include "termsafe.h"

#define	DC_INBUF	(1 << 20)
#define	DC_OUTBUF	(4 << 20)
#define	DC_PAGE		4096
#define	DC_MAXOUT	(1ULL << 40)	/* 1 TiB of core at most */
#define	DC_ZSTD_WINDOWLOG_MAX	30	/* zstd --long=30 windows, 1 GiB */
#define	DC_XZ_MEMLIMIT	(1ULL << 30)

/* ---- input and output ---- */

typedef struct dc_in {
	int di_fd;			/* -1: from memory */
	const unsigned char *di_mem;
	size_t di_memlen;
	unsigned char *di_buf;
	size_t di_pos, di_len;		/* unread bytes: di_buf[pos..len) */
	uint64_t di_total;		/* bytes taken from the source */
	int di_eof;
	int di_err;			/* errno of a failed read */
} dc_in_t;

typedef struct dc_out {
	int do_fd;			/* -1: into memory */
	unsigned char *do_mem;
	size_t do_memmax;
	uint64_t do_off;		/* bytes of output so far */
	int do_err;			/* errno of a failed write */
	int do_toobig;
	/* progress */
	const char *do_name;
	const char *do_fmt;
	uint64_t do_insize;		/* 0 when unknown (a pipe) */
	const dc_in_t *do_in;
	struct timespec do_start;
} dc_out_t;

/* Fills di_buf when it is empty; returns the bytes available (0 at EOF). */
static size_t
dc_fill(dc_in_t *in)
{
	ssize_t n;

	if (in->di_pos < in->di_len)
		return (in->di_len - in->di_pos);
	in->di_pos = in->di_len = 0;
	if (in->di_eof)
		return (0);
	if (in->di_fd < 0) {
		size_t take = in->di_memlen - in->di_total;

		if (take > DC_INBUF)
			take = DC_INBUF;
		memcpy(in->di_buf, in->di_mem + in->di_total, take);
		n = (ssize_t)take;
	} else {
		do {
			n = read(in->di_fd, in->di_buf, DC_INBUF);
		} while (n < 0 && errno == EINTR);
	}
	if (n < 0) {
		in->di_err = errno;
		in->di_eof = 1;
		return (0);
	}
	if (n == 0) {
		in->di_eof = 1;
		return (0);
	}
	in->di_len = (size_t)n;
	in->di_total += (uint64_t)n;
	return ((size_t)n);
}

/* Reads until n bytes are buffered or the input ends (a pipe may
 * deliver fewer bytes a read); returns the bytes buffered. */
static size_t
dc_peek(dc_in_t *in, size_t n)
{
	while (in->di_len < n && !in->di_eof) {
		ssize_t r;

		do {
			r = read(in->di_fd, in->di_buf + in->di_len,
			    DC_INBUF - in->di_len);
		} while (r < 0 && errno == EINTR);
		if (r <= 0) {
			if (r < 0)
				in->di_err = errno;
			in->di_eof = 1;
			break;
		}
		in->di_len += (size_t)r;
		in->di_total += (uint64_t)r;
	}
	return (in->di_len);
}

static double
dc_elapsed(const struct timespec *a, const struct timespec *b)
{
	return ((double)(b->tv_sec - a->tv_sec) +
	    (double)(b->tv_nsec - a->tv_nsec) / 1e9);
}

/* The progress line (progress.c): what is written, and how much read. */
static void
dc_progress(dc_out_t *o)
{
	char out[32], in[32];

	if (o->do_fd < 0 || !mdb_progress_due())
		return;
	mdb_progress_size(o->do_off, out, sizeof (out));
	if (o->do_insize > 0 && o->do_in != NULL) {
		mdb_progress_size(o->do_insize, in, sizeof (in));
		mdb_progress_show("%s %s: %s written, %.0f%% of %s read",
		    o->do_fmt != NULL ? "decompressing" : "copying", o->do_name,
		    out, 100.0 * (double)o->do_in->di_total /
		    (double)o->do_insize, in);
	} else {
		mdb_progress_show("%s %s: %s written",
		    o->do_fmt != NULL ? "decompressing" : "copying", o->do_name,
		    out);
	}
}

/*
 * Writes n bytes at the output's end; pages that are all zeros are
 * skipped (the file is extended over them at the end), so holes stay
 * holes.  Returns 0, or -1 with do_err / do_toobig set.
 */
static int
dc_write(dc_out_t *o, const unsigned char *p, size_t n)
{
	static const unsigned char zero[DC_PAGE];

	if (n > DC_MAXOUT - o->do_off ||
	    (o->do_fd < 0 && n > o->do_memmax - o->do_off)) {
		o->do_toobig = 1;
		return (-1);
	}
	if (o->do_fd < 0) {
		memcpy(o->do_mem + o->do_off, p, n);
		o->do_off += n;
		return (0);
	}
	while (n > 0) {
		/* a run up to the next page boundary of the output */
		size_t run = DC_PAGE - (size_t)(o->do_off % DC_PAGE);
		ssize_t w;

		if (run > n)
			run = n;
		if (memcmp(p, zero, run) != 0) {
			/* grow the run over following non-zero pages */
			while (run < n && run < DC_OUTBUF) {
				size_t more = n - run < DC_PAGE ? n - run :
				    DC_PAGE;

				if (memcmp(p + run, zero, more) == 0)
					break;
				run += more;
			}
			do {
				w = pwrite(o->do_fd, p, run, (off_t)o->do_off);
			} while (w < 0 && errno == EINTR);
			if (w < 0) {
				o->do_err = errno;
				return (-1);
			}
			run = (size_t)w;
		}
		o->do_off += run;
		p += run;
		n -= run;
	}
	dc_progress(o);
	return (0);
}

/* ---- the formats ---- */

typedef int dc_run_f(dc_in_t *, dc_out_t *, char *, size_t);

static int
dc_fail(char *err, size_t errlen, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static int
dc_fail(char *err, size_t errlen, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(err, errlen, fmt, ap);
	va_end(ap);
	return (-1);
}

/* 1: the stream ended early (a shorter core); 0: complete; -1: error. */
static int
run_zstd(dc_in_t *in, dc_out_t *o, char *err, size_t errlen)
{
	ZSTD_DStream *ds = ZSTD_createDStream();
	unsigned char *ob = malloc(DC_OUTBUF);
	size_t r = 1;
	int rv = -1;

	if (ds == NULL || ob == NULL) {
		dc_fail(err, errlen, "out of memory");
		goto out;
	}
	(void) ZSTD_DCtx_setParameter(ds, ZSTD_d_windowLogMax,
	    DC_ZSTD_WINDOWLOG_MAX);
	for (;;) {
		ZSTD_inBuffer ib;
		ZSTD_outBuffer obuf = { ob, DC_OUTBUF, 0 };

		if (dc_fill(in) == 0) {
			rv = (r == 0) ? 0 : 1;	/* mid-frame: cut short */
			break;
		}
		ib.src = in->di_buf + in->di_pos;
		ib.size = in->di_len - in->di_pos;
		ib.pos = 0;
		r = ZSTD_decompressStream(ds, &obuf, &ib);
		in->di_pos += ib.pos;
		if (ZSTD_isError(r)) {
			dc_fail(err, errlen, "corrupt zstd data near input "
			    "offset %llu: %s", (unsigned long long)
			    (in->di_total - (in->di_len - in->di_pos)),
			    ZSTD_getErrorName(r));
			goto out;
		}
		if (obuf.pos > 0 && dc_write(o, ob, obuf.pos) != 0)
			goto out;
		/* more output pending in the decoder: call again */
		while (obuf.pos == obuf.size) {
			ib.src = in->di_buf + in->di_pos;
			ib.size = in->di_len - in->di_pos;
			ib.pos = 0;
			obuf.pos = 0;
			r = ZSTD_decompressStream(ds, &obuf, &ib);
			in->di_pos += ib.pos;
			if (ZSTD_isError(r)) {
				dc_fail(err, errlen, "corrupt zstd data: %s",
				    ZSTD_getErrorName(r));
				goto out;
			}
			if (obuf.pos > 0 && dc_write(o, ob, obuf.pos) != 0)
				goto out;
		}
	}
out:
	ZSTD_freeDStream(ds);
	free(ob);
	return (rv);
}

static int
run_xz(dc_in_t *in, dc_out_t *o, char *err, size_t errlen)
{
	lzma_stream s = LZMA_STREAM_INIT;
	unsigned char *ob = malloc(DC_OUTBUF);
	lzma_ret r;
	int rv = -1;

	if (ob == NULL || lzma_stream_decoder(&s, DC_XZ_MEMLIMIT,
	    LZMA_CONCATENATED) != LZMA_OK) {
		free(ob);
		return (dc_fail(err, errlen, "cannot start the xz decoder"));
	}
	for (;;) {
		lzma_action act = LZMA_RUN;

		if (s.avail_in == 0) {
			if (dc_fill(in) == 0)
				act = LZMA_FINISH;
			s.next_in = in->di_buf + in->di_pos;
			s.avail_in = in->di_len - in->di_pos;
			in->di_pos = in->di_len;
		}
		s.next_out = ob;
		s.avail_out = DC_OUTBUF;
		r = lzma_code(&s, act);
		if (DC_OUTBUF - s.avail_out > 0 &&
		    dc_write(o, ob, DC_OUTBUF - s.avail_out) != 0)
			goto out;
		if (r == LZMA_STREAM_END) {
			rv = 0;
			break;
		}
		if (r == LZMA_BUF_ERROR && act == LZMA_FINISH) {
			rv = 1;			/* ends early */
			break;
		}
		if (r != LZMA_OK) {
			dc_fail(err, errlen, "corrupt xz data near input "
			    "offset %llu (liblzma error %d)", (unsigned long long)
			    s.total_in, (int)r);
			goto out;
		}
	}
out:
	lzma_end(&s);
	free(ob);
	return (rv);
}

static int
run_lz4(dc_in_t *in, dc_out_t *o, char *err, size_t errlen)
{
	LZ4F_dctx *dc = NULL;
	unsigned char *ob = malloc(DC_OUTBUF);
	size_t hint = 1;
	int rv = -1;

	if (ob == NULL || LZ4F_isError(LZ4F_createDecompressionContext(&dc,
	    LZ4F_VERSION))) {
		free(ob);
		return (dc_fail(err, errlen, "cannot start the lz4 decoder"));
	}
	for (;;) {
		size_t isz, osz = DC_OUTBUF;

		if (dc_fill(in) == 0) {
			rv = (hint == 0) ? 0 : 1;
			break;
		}
		isz = in->di_len - in->di_pos;
		hint = LZ4F_decompress(dc, ob, &osz, in->di_buf + in->di_pos,
		    &isz, NULL);
		in->di_pos += isz;
		if (LZ4F_isError(hint)) {
			dc_fail(err, errlen, "corrupt lz4 data near input "
			    "offset %llu: %s", (unsigned long long)
			    (in->di_total - (in->di_len - in->di_pos)),
			    LZ4F_getErrorName(hint));
			goto out;
		}
		if (osz > 0 && dc_write(o, ob, osz) != 0)
			goto out;
		/* hint 0: a frame ended; another may follow (concatenated) */
	}
out:
	(void) LZ4F_freeDecompressionContext(dc);
	free(ob);
	return (rv);
}

static int
run_gzip(dc_in_t *in, dc_out_t *o, char *err, size_t errlen)
{
	z_stream z;
	unsigned char *ob = malloc(DC_OUTBUF);
	int r, rv = -1, ended = 0;

	memset(&z, 0, sizeof (z));
	if (ob == NULL || inflateInit2(&z, 16 + MAX_WBITS) != Z_OK) {
		free(ob);
		return (dc_fail(err, errlen, "cannot start the gzip decoder"));
	}
	for (;;) {
		if (z.avail_in == 0) {
			if (dc_fill(in) == 0) {
				rv = ended ? 0 : 1;
				break;
			}
			z.next_in = in->di_buf + in->di_pos;
			z.avail_in = (uInt)(in->di_len - in->di_pos);
			in->di_pos = in->di_len;
		}
		z.next_out = ob;
		z.avail_out = DC_OUTBUF;
		r = inflate(&z, Z_NO_FLUSH);
		if (DC_OUTBUF - z.avail_out > 0 &&
		    dc_write(o, ob, DC_OUTBUF - z.avail_out) != 0)
			goto out;
		if (r == Z_STREAM_END) {
			/* gzip members may be concatenated */
			ended = 1;
			if (inflateReset(&z) != Z_OK)
				goto out;
			continue;
		}
		if (r == Z_OK)
			ended = 0;
		if (r != Z_OK && r != Z_BUF_ERROR) {
			dc_fail(err, errlen, "corrupt gzip data near input "
			    "offset %llu: %s", (unsigned long long)z.total_in,
			    z.msg != NULL ? z.msg : "inflate failed");
			goto out;
		}
	}
out:
	(void) inflateEnd(&z);
	free(ob);
	return (rv);
}

/* The formats, by magic number (each format's specification). */
typedef struct dc_format {
	const char *df_name;
	unsigned char df_magic[6];
	size_t df_magiclen;
	dc_run_f *df_run;		/* NULL: recognised, not supported */
} dc_format_t;

static const dc_format_t formats[] = {
	/* RFC 8878 3.1.1: magic 0xFD2FB528, little-endian */
	{ "zstd", { 0x28, 0xb5, 0x2f, 0xfd }, 4, run_zstd },
	/* xz file format 2.1.1.1: header magic */
	{ "xz", { 0xfd, '7', 'z', 'X', 'Z', 0x00 }, 6, run_xz },
	/* lz4 frame format: magic 0x184D2204, little-endian */
	{ "lz4", { 0x04, 0x22, 0x4d, 0x18 }, 4, run_lz4 },
	/* RFC 1952 2.3.1: ID1 ID2 */
	{ "gzip", { 0x1f, 0x8b }, 2, run_gzip },
	{ "bzip2", { 'B', 'Z', 'h' }, 3, NULL },
	/* lz4's legacy frame (lz4 -l), which liblz4's frame API rejects */
	{ "legacy lz4", { 0x02, 0x21, 0x4c, 0x18 }, 4, NULL },
};

static const dc_format_t *
dc_sniff(const unsigned char *p, size_t n)
{
	for (size_t i = 0; i < sizeof (formats) / sizeof (formats[0]); i++) {
		if (n >= formats[i].df_magiclen &&
		    memcmp(p, formats[i].df_magic, formats[i].df_magiclen) == 0)
			return (&formats[i]);
	}
	return (NULL);
}

/* Copies the input as it is (a plain core from a pipe). */
static int
run_copy(dc_in_t *in, dc_out_t *o, char *err, size_t errlen)
{
	while (dc_fill(in) > 0) {
		if (dc_write(o, in->di_buf + in->di_pos,
		    in->di_len - in->di_pos) != 0)
			return (-1);
		in->di_pos = in->di_len;
	}
	return (0);
}

/* ---- the temporary file ---- */

static int
dc_tmpfile(char *dir, size_t dirlen)
{
	const char *d = getenv("TMPDIR");
	char path[4200];
	int fd;

	if (d == NULL || d[0] == '\0')
		d = "/tmp";
	snprintf(dir, dirlen, "%s", d);
#ifdef O_TMPFILE
	/* unlinked from the start: nothing is left behind, even on a crash */
	fd = open(d, O_TMPFILE | O_RDWR | O_CLOEXEC, 0600);
	if (fd >= 0)
		return (fd);
#endif
	snprintf(path, sizeof (path), "%s/jsmdb-core-XXXXXX", d);
	if ((fd = mkostemp(path, O_CLOEXEC)) < 0)
		return (-1);
	(void) unlink(path);
	return (fd);
}

/* ---- the entry points ---- */

int
tgt_source_open(const char *path, int fd, tgt_source_t *src, char *err,
    size_t errlen)
{
	struct stat st;
	unsigned char head[8];
	const dc_format_t *fmt = NULL;
	dc_in_t in;
	dc_out_t o;
	struct stat ost;
	struct timespec end;
	dc_run_f *run;
	int tfd, r, pipe = 0;
	char sz[32], dsk[32];
	size_t got = 0;

	if (fstat(fd, &st) != 0)
		return (dc_fail(err, errlen, "%s: %s", path, strerror(errno)));
	if (S_ISFIFO(st.st_mode) || S_ISSOCK(st.st_mode)) {
		pipe = 1;
		/* opened without blocking; now wait for the writer's bytes */
		(void) fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK);
	} else if (!S_ISREG(st.st_mode)) {
		return (dc_fail(err, errlen, "%s: not a regular file or a pipe",
		    path));
	} else {
		ssize_t n = pread(fd, head, sizeof (head), 0);

		if (n > 0)
			got = (size_t)n;
		if (got >= 4 && memcmp(head, "\177ELF", 4) == 0)
			return (fd);		/* a plain core: map it */
		if ((fmt = dc_sniff(head, got)) == NULL)
			return (fd);		/* the ELF layer says what */
	}

	memset(&in, 0, sizeof (in));
	memset(&o, 0, sizeof (o));
	in.di_fd = fd;
	if ((in.di_buf = malloc(DC_INBUF)) == NULL)
		return (dc_fail(err, errlen, "out of memory"));
	if (pipe) {
		/* the first bytes say whether the stream is compressed */
		got = dc_peek(&in, sizeof (head));
		if (got > sizeof (head))
			got = sizeof (head);
		memcpy(head, in.di_buf, got);
		/* the input may end with these bytes: let dc_fill see EOF
		 * only after the decoder took them */
		in.di_eof = 0;
		if (in.di_err != 0) {
			free(in.di_buf);
			return (dc_fail(err, errlen, "%s: %s", path,
			    strerror(in.di_err)));
		}
		if (got == 0) {
			free(in.di_buf);
			return (dc_fail(err, errlen, "%s: empty input: not a "
			    "core", path));
		}
		if (!(got >= 4 && memcmp(head, "\177ELF", 4) == 0))
			fmt = dc_sniff(head, got);
	}
	if (fmt != NULL && fmt->df_run == NULL) {
		free(in.di_buf);
		return (dc_fail(err, errlen, "%s: a %s-compressed core; jsmdb "
		    "reads zstd, xz, lz4 (frame format) and gzip: decompress "
		    "it first", path, fmt->df_name));
	}
	run = fmt != NULL ? fmt->df_run : run_copy;

	if ((tfd = dc_tmpfile(src->ts_tmpdir, sizeof (src->ts_tmpdir))) < 0) {
		free(in.di_buf);
		return (dc_fail(err, errlen, "%s: cannot make a temporary file "
		    "in %s: %s (set TMPDIR)", path, src->ts_tmpdir,
		    strerror(errno)));
	}
	o.do_fd = tfd;
	o.do_name = path;
	o.do_fmt = fmt != NULL ? fmt->df_name : NULL;
	o.do_insize = pipe ? 0 : (uint64_t)st.st_size;
	o.do_in = &in;
	clock_gettime(CLOCK_MONOTONIC, &o.do_start);
	mdb_progress_begin("decompressing", 0);

	r = run(&in, &o, err, errlen);
	mdb_progress_end(1);
	free(in.di_buf);
	if (r < 0 || o.do_err != 0 || o.do_toobig || in.di_err != 0) {
		char why[4608];

		if (o.do_err == ENOSPC || o.do_err == EDQUOT)
			snprintf(why, sizeof (why), "no space left in %s for the "
			    "core (%llu bytes written); set TMPDIR to a "
			    "directory with room", src->ts_tmpdir,
			    (unsigned long long)o.do_off);
		else if (o.do_err != 0)
			snprintf(why, sizeof (why), "writing the copy in %s: %s",
			    src->ts_tmpdir, strerror(o.do_err));
		else if (o.do_toobig)
			snprintf(why, sizeof (why), "the core would be larger "
			    "than %llu GiB: refused", DC_MAXOUT >> 30);
		else if (in.di_err != 0)
			snprintf(why, sizeof (why), "reading: %s",
			    strerror(in.di_err));
		else
			snprintf(why, sizeof (why), "%s", err);
		close(tfd);
		return (dc_fail(err, errlen, "%s: %s", path, why));
	}
	if (r == 1)
		tgt_warn("%s: the %s stream ends early (truncated?); the core "
		    "is cut short", path, fmt != NULL ? fmt->df_name : "");
	/* the holes at the end: the file is as long as the output */
	if (ftruncate(tfd, (off_t)o.do_off) != 0) {
		close(tfd);
		return (dc_fail(err, errlen, "%s: %s", path, strerror(errno)));
	}
	clock_gettime(CLOCK_MONOTONIC, &end);
	src->ts_format = fmt != NULL ? fmt->df_name : NULL;
	src->ts_pipe = pipe;
	src->ts_insize = in.di_total;
	src->ts_outsize = o.do_off;
	src->ts_seconds = dc_elapsed(&o.do_start, &end);
	src->ts_disk = fstat(tfd, &ost) == 0 ? (uint64_t)ost.st_blocks * 512 :
	    0;
	mdb_progress_size(src->ts_outsize, sz, sizeof (sz));
	mdb_progress_size(src->ts_disk, dsk, sizeof (dsk));
	termsafe_printf(stderr, "jsmdb: %s: %s%s core, %s, copied in %.1f s into an "
	    "unlinked temporary file in %s (%s on disk)\n", path,
	    fmt != NULL ? fmt->df_name : "", fmt != NULL ? "-compressed" :
	    "piped", sz, src->ts_seconds, src->ts_tmpdir, dsk);
	return (tfd);
}

ssize_t
tgt_decompress_buf(const void *inbuf, size_t inlen, void *out, size_t outmax)
{
	const dc_format_t *fmt = dc_sniff(inbuf, inlen);
	dc_in_t in;
	dc_out_t o;
	char err[256];
	int r;

	if (fmt == NULL || fmt->df_run == NULL)
		return (-2);
	memset(&in, 0, sizeof (in));
	memset(&o, 0, sizeof (o));
	in.di_fd = -1;
	in.di_mem = inbuf;
	in.di_memlen = inlen;
	if ((in.di_buf = malloc(DC_INBUF)) == NULL)
		return (-1);
	o.do_fd = -1;
	o.do_mem = out;
	o.do_memmax = outmax;
	r = fmt->df_run(&in, &o, err, sizeof (err));
	free(in.di_buf);
	if (r < 0 && !o.do_toobig)
		return (-1);
	return ((ssize_t)o.do_off);
}
