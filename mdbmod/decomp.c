/*
 * decomp.c: cores that are not plain regular files (not yet).
 */
#include <stdio.h>
#include <sys/stat.h>
#include "tgt_impl.h"

int
tgt_source_open(const char *path, int fd, tgt_source_t *src, char *err,
    size_t errlen)
{
	struct stat st;

	if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
		snprintf(err, errlen, "%s: not a regular file", path);
		return (-1);
	}
	return (fd);
}

ssize_t
tgt_decompress_buf(const void *in, size_t inlen, void *out, size_t outmax)
{
	return (-2);
}
