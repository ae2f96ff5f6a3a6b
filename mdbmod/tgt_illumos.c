/*
 * tgt_illumos.c: the illumos back end (not yet: its probe claims nothing).
 */
#include "tgt_impl.h"

static int
illumos_probe(const target_t *t, const tgt_load_t *ld)
{
	return (0);
}

static const tgt_nhdlr_t illumos_nhdlrs[] = {
	{ 0, NULL, NULL, NULL }
};

static int
illumos_finish(target_t *t, tgt_load_t *ld, char *err, size_t errlen)
{
	return (0);
}

static int
illumos_files(target_t *t, tgt_load_t *ld)
{
	return (0);
}

const tgt_os_t tgt_os_illumos = {
	.os_name = "illumos",
	.os_probe = illumos_probe,
	.os_nhdlrs = illumos_nhdlrs,
	.os_finish = illumos_finish,
	.os_files = illumos_files,
};
