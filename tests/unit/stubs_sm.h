/* stubs_sm.h: fake memory for test_sm.c */
#ifndef STUBS_SM_H
#define STUBS_SM_H

#include <stddef.h>
#include <stdint.h>

#define	FAKE_MAXREGIONS	16
#define	FAKE_REGION	8192

typedef struct fake_region {
	uintptr_t fr_addr;
	size_t fr_len;
	unsigned char fr_bytes[FAKE_REGION];
} fake_region_t;

void fake_reset(void);
void fake_add(uintptr_t addr, const void *bytes, size_t len);

#endif
