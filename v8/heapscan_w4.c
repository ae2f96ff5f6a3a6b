/*
 * heapscan_w4.c: the heap walk for V8 of 4-byte tagged words (ia32).
 * heapscan.c compiled with HS_W 4, so that the 8-byte walk's hot loops
 * (x64, arm64) keep reading words of a constant size; heapscan.c's entry
 * points (v8_heap_iter, v8_heap_find, ...) call these hs_w4_ ones when
 * v8_cfg.vc_tagged_size is 4.  The two copies keep their own state: a
 * core's V8 has one word size.
 */
#define	HS_W	4
#include "heapscan.c"
