/*
 * v8whatis.c: ::v8whatis, the heap object containing an address.
 *
 * Inside a known V8 page the page is walked from its start with object
 * sizes, which is exact even for pointers deep inside large objects (a
 * FixedArray's 10000th slot, the middle of a string).  Elsewhere the
 * words below the address are searched for a map pointer, as mdb_v8 does.
 */
#include <stdio.h>
#include <string.h>

#include "v8.h"

/* v8cfg.c; belongs in v8.h */

static int
dcmd_v8whatis(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	uint_t verbose = 0;
	uintptr_t maxoff = UINTPTR_MAX;
	v8_hobj_t ho;
	const char *tname;
	char summary[256];

	if (v8_dcmd_start("v8whatis", flags,
	    V8_NEED_VALUES | V8_NEED_HEAP) != 0)
		return (DCMD_ERR);
	if (mdb_getopts(argc, argv,
	    'v', MDB_OPT_SETBITS, 1, &verbose,
	    'd', MDB_OPT_UINTPTR, &maxoff, NULL) != argc)
		return (DCMD_USAGE);
	if (!(flags & DCMD_ADDRSPEC))
		return (DCMD_USAGE);
	if (v8_heap_find(addr, &ho) != 0) {
		mdb_warn("v8whatis: %lx is not inside a V8 heap object",
		    (unsigned long)addr);
		return (DCMD_ERR);
	}
	/* mdb_v8's -d: only an object starting at most BYTES below */
	if (addr > ho.vh_addr - 1 && addr - (ho.vh_addr - 1) > maxoff) {
		mdb_warn("v8whatis: %lx is 0x%lx bytes into %lx, more than "
		    "-d 0x%lx", (unsigned long)addr,
		    (unsigned long)(addr - (ho.vh_addr - 1)),
		    (unsigned long)ho.vh_addr, (unsigned long)maxoff);
		return (DCMD_ERR);
	}
	if (flags & DCMD_PIPE_OUT) {
		mdb_printf("%p\n", ho.vh_addr);
		return (DCMD_OK);
	}
	/*
	 * The offset is from the object's (tagged) address, as mdb_v8
	 * prints it: 0 for the object's own address, a field's offset
	 * minus the tag for its address.  Only the object's first byte
	 * lies below the tagged address.
	 */
	tname = v8_type_name(ho.vh_facts->mf_type);
	if (flags & DCMD_JSON) {
		int sum = verbose && js_value_summary(ho.vh_addr, summary,
		    sizeof (summary)) == 0;

		mdb_json_begin("v8whatis", "object");
		mdb_json_addr("address", addr);
		mdb_json_addr("object", ho.vh_addr);
		mdb_json_int("offset", addr >= ho.vh_addr ?
		    (int64_t)(addr - ho.vh_addr) :
		    -(int64_t)(ho.vh_addr - addr));
		mdb_json_uint("instance_type",
		    (uint64_t)ho.vh_facts->mf_type);
		mdb_json_str("type_name", tname);
		if (ho.vh_size != 0)
			mdb_json_uint("size", ho.vh_size);
		else
			mdb_json_null("size");
		mdb_json_str("space", v8_space_name(ho.vh_space));
		mdb_json_str("summary", sum ? summary : NULL);
		mdb_json_str("summary_reason", !verbose ? NULL : sum ? NULL :
		    "the object could not be summarized");
		mdb_json_end();
		return (DCMD_OK);
	}
	if (addr >= ho.vh_addr)
		mdb_printf("%p is %p+0x%lx: %s", addr, ho.vh_addr,
		    (unsigned long)(addr - ho.vh_addr),
		    tname != NULL ? tname : "<unknown type>");
	else
		mdb_printf("%p is %p-0x%lx: %s", addr, ho.vh_addr,
		    (unsigned long)(ho.vh_addr - addr),
		    tname != NULL ? tname : "<unknown type>");
	if (ho.vh_size != 0)
		mdb_printf(", %lu bytes", (unsigned long)ho.vh_size);
	mdb_printf(", %s space\n", v8_space_name(ho.vh_space));
	if (verbose && js_value_summary(ho.vh_addr, summary,
	    sizeof (summary)) == 0) {
		mdb_printf("    ");
		mdb_printf_escaped(summary, strlen(summary));
		mdb_printf("\n");
	}
	return (DCMD_OK);
}

static void
dcmd_v8whatis_help(void)
{
	mdb_printf("%s\n",
"Given an address inside the V8 heap (an interior pointer, say a slot of an\n"
"array or a character of a string), prints the heap object that contains\n"
"it, the offset from the object's (tagged) address (0 for that address\n"
"itself, as mdb_v8 counts), its instance type, size and space.  In a\n"
"pipeline the object's (tagged) address is passed on.\n"
"\n"
"  -d BYTES only an object that starts at most BYTES below the address\n"
"           (mdb_v8 searched 4096 bytes below by default; jsmdb walks\n"
"           the page, so without -d any distance is found)\n"
"  -v       also print a one-line summary of the object");
}

const mdb_dcmd_t v8_whatis_dcmds[] = {
	{ "v8whatis", ":[-v] [-d bytes]",
	    "find the V8 heap object containing an address",
	    dcmd_v8whatis, dcmd_v8whatis_help, MDB_DCMD_JSON },
	{ NULL }
};
