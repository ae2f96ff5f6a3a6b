/*
 * linkmap.c: the dynamic linker's list of loaded objects (not yet).
 */
#include "tgt_impl.h"

int
tgt_linkmap_files(target_t *t, tgt_load_t *ld)
{
	return (-1);
}
