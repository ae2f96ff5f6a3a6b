/*
 * test_register.c: the dcmd and walker registry (mdbmod/modapi.c).  Two
 * modules may not register one name: the second module's table is
 * refused whole and the first keeps the name; a module registering its
 * own table again (as ::v8load re-initialising a module does) is not a
 * conflict.
 */
#include <stdio.h>
#include <string.h>

#include "mdb.h"

static int passed, failed;

#define	CHECK(cond, what) do {						\
	if (cond) {							\
		passed++;						\
	} else {							\
		failed++;						\
		printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, what);	\
	}								\
} while (0)

static int
d_a(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	return (DCMD_OK);
}

static int
w_init(mdb_walk_state_t *wsp)
{
	return (WALK_DONE);
}

static int
w_step(mdb_walk_state_t *wsp)
{
	return (WALK_DONE);
}

static const mdb_dcmd_t tab_a[] = {
	{ "regtest_one", NULL, "first module's", d_a },
	{ "regtest_two", NULL, "first module's", d_a },
	{ NULL }
};

static const mdb_dcmd_t tab_b[] = {
	{ "regtest_three", NULL, "second module's", d_a },
	{ "regtest_two", NULL, "second module's", d_a },
	{ NULL }
};

static const mdb_walker_t walk_a[] = {
	{ "regtest_walk", "first", w_init, w_step },
	{ NULL }
};

static const mdb_walker_t walk_b[] = {
	{ "regtest_walk", "second", w_init, w_step },
	{ NULL }
};

int
main(void)
{
	const mdb_dcmd_t *d;
	const mdb_walker_t *w;

	CHECK(mdb_register_dcmds("moda", tab_a) == 0, "first table registers");
	CHECK(mdb_register_dcmds("modb", tab_b) == -1,
	    "a second module's dcmd of a taken name is an error");
	d = mdb_dcmd_lookup("regtest_two");
	CHECK(d == &tab_a[1], "the name stays the first module's");
	CHECK(mdb_dcmd_lookup("regtest_three") == NULL,
	    "the conflicting table is refused whole");
	CHECK(mdb_register_dcmds("moda", tab_a) == 0,
	    "a module registering its own table again is not a conflict");
	CHECK(mdb_dcmd_lookup("regtest_one") == &tab_a[0],
	    "its entries stay");

	CHECK(mdb_register_walkers("moda", walk_a) == 0,
	    "first walker registers");
	CHECK(mdb_register_walkers("modb", walk_b) == -1,
	    "a second module's walker of a taken name is an error");
	w = mdb_walker_lookup("regtest_walk");
	CHECK(w == &walk_a[0], "the walker stays the first module's");
	CHECK(mdb_register_walkers("moda", walk_a) == 0,
	    "a module's own walkers again are not a conflict");

	printf("test_register: %d passed, %d failed\n", passed, failed);
	return (failed != 0);
}
