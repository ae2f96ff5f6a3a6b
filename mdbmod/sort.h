/*
 * sort.h: qsort and bsearch for arrays that may be empty.
 *
 * C11 (7.22.5) requires the base pointer of qsort and bsearch to be
 * valid even when the count is 0, and an empty table in jsmdb is often
 * a NULL pointer (nothing was allocated): UBSan stops on that.  Every
 * sort and binary search goes through these two, so no caller has to
 * remember; a table of fewer than two elements is already sorted.
 */
#ifndef	_JSMDB_SORT_H
#define	_JSMDB_SORT_H

#include <stdlib.h>

static inline void
mdb_qsort(void *base, size_t n, size_t size,
    int (*cmp)(const void *, const void *))
{
	if (base != NULL && n > 1)
		qsort(base, n, size, cmp);
}

static inline void *
mdb_bsearch(const void *key, const void *base, size_t n, size_t size,
    int (*cmp)(const void *, const void *))
{
	if (base == NULL || n == 0)
		return (NULL);
	return (bsearch(key, base, n, size, cmp));
}

#endif	/* _JSMDB_SORT_H */
