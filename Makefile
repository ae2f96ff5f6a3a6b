# jsmdb: build, test, demo, bench.  `make` builds build/jsmdb.
#
#   make              build build/jsmdb
#   make deps         install missing Debian packages (apt-get; a no-op when
#                     everything is present)
#   make test         deps + build + unit tests + reference cores + corpus tests
#   make asan         the same suite with a build under ASan + UBSan
#                     (clang, in build-asan/)
#   make demo         build, make a Node.js core, run a few commands on it,
#                     then open the prompt (when stdin is a terminal)
#   make corpora      (re)build the reference cores that are out of date
#   make torture      1000 mutants of the reference cores under ASan/UBSan:
#                     no crash, hang or runaway memory (tests/torture.py)
#   make stress       10 fresh cores per release of heap.js and demo.js,
#                     exact counts on every one (tests/stress.sh)
#   make bench        timings on the Node.js 24 core, jsmdb against gdb
#   make unit         build the unit tests only
#   make docs-examples  rerun the examples in README.md and docs/*.md and
#                     rewrite those whose output really changed
#   make docs-check   are the examples current? (make test runs it too)
#   make fuzz         libFuzzer targets in tests/fuzz/, FUZZ_SECONDS (30) each
#                     (or FUZZ_CPU_SECONDS of CPU each)
#                     (clang; built in build/fuzz/)
#   make install      install the program, its man pages, bash completion and
#                     user docs under PREFIX (/usr/local), into DESTDIR if set
#   make uninstall    remove what make install installed
#   make deb          build the Debian package (dpkg-buildpackage) in
#                     build/deb/ and run lintian on it
#
# Reference cores and Node.js binaries live outside the repo, in
# $(JSMDB_CORPORA) (default ~/.cache/jsmdb).
comma   := ,
CC      ?= cc
CFLAGS  ?= -O2 -g
# The version, from cmd/main.c (the one place it is written).
VERSION := $(shell sed -n 's/^\#define[[:space:]]*JSMDB_VERSION[[:space:]]*"\(.*\)"/\1/p' cmd/main.c)
# `override` so that `make CFLAGS=-O0` still gets what the build needs.
override CFLAGS += -std=c11 -D_GNU_SOURCE -Wall -Wextra -Wno-unused-parameter \
           -Wno-missing-field-initializers -Imdbmod $(SANFLAGS)
# x86-64: no jump may cross or end on a 32-byte boundary (Intel's JCC
# erratum microcode makes such a jump slow): without it, the heap walk's
# word-scanning loop (v8/heapscan.c) ran 30% slower or not depending only
# on where unrelated code moved it (::findjsobjects on heap-node24, same
# instructions counted by callgrind).
# (gcc passes it to the assembler; clang's integrated assembler takes it
# as a driver option and refuses it through -Wa.)
ifeq ($(shell $(CC) -dumpmachine 2>/dev/null | cut -d- -f1),x86_64)
ifeq ($(findstring clang,$(shell $(CC) --version 2>/dev/null | head -1)),clang)
override CFLAGS += -mbranches-within-32B-boundaries
else
override CFLAGS += -Wa,-mbranches-within-32B-boundaries
endif
endif
LDLIBS  = -ldw -lelf -lzstd -llzma -llz4 -lz -lreadline -liberty -lcapstone
BUILD   ?= build
# Sanitizer flags (make asan sets them; empty for a normal build).  They
# reach the link through CFLAGS.
SANFLAGS ?=

MDB_SRCS = $(wildcard mdbmod/*.c)
MOD_SRCS = $(wildcard v8/*.c) $(wildcard spidermonkey/*.c)
CMD_SRCS = $(wildcard cmd/*.c)
SRCS     = $(MDB_SRCS) $(MOD_SRCS) $(CMD_SRCS)
OBJS     = $(SRCS:%.c=$(BUILD)/%.o)
HDRS     = $(wildcard mdbmod/*.h v8/*.h spidermonkey/*.h)

all: $(BUILD)/jsmdb

# $(BUILD)/.cflags holds the compiler and flags the objects were built
# with, rewritten only when they change: every object depends on it, so
# a build directory made by another compiler (make asan's was gcc's) or
# other flags is rebuilt whole rather than linked from mixed objects.
# (The flags reach the recipe through its environment, so that quotes in
# CFLAGS, e.g. -DX='"y"', need no shell quoting.)
$(BUILD)/.cflags: export JSMDB_BUILD_FLAGS = $(CC) $(CPPFLAGS) $(CFLAGS) \
    $(LDFLAGS)
$(BUILD)/.cflags: FORCE
	@mkdir -p $(BUILD); \
	printf '%s\n' "$$JSMDB_BUILD_FLAGS" | cmp -s - $@ || \
	    printf '%s\n' "$$JSMDB_BUILD_FLAGS" > $@
FORCE:

$(BUILD)/jsmdb: $(OBJS)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $(OBJS) $(LDLIBS)

$(BUILD)/%.o: %.c $(HDRS) $(BUILD)/.cflags
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(CFLAGS) -c -o $@ $<

# the 4-byte heap walk is heapscan.c compiled again (HS_W 4)
$(BUILD)/v8/heapscan_w4.o: v8/heapscan.c

clean:
	rm -rf build build-asan $(BUILD)

.PHONY: all clean FORCE

# ---------------------------------------------------------------------------
# Unit tests: tests/unit/test_X.c becomes $(BUILD)/tests/test_X, linked with
# its stubs (tests/unit/stubs_X.c, or the files named in UNIT_STUBS_X) and
# with libjsmdb.a, an archive of every object but cmd/.  Being an archive,
# only the members a test needs are linked, and a symbol the stubs define
# is not pulled from it -- so a test can fake part of the framework.

UNIT_SRCS  = $(wildcard tests/unit/test_*.c)
UNIT_NAMES = $(UNIT_SRCS:tests/unit/%.c=%)
UNIT_BINS  = $(UNIT_NAMES:%=$(BUILD)/tests/%)
LIB_OBJS   = $(filter-out $(BUILD)/cmd/%,$(OBJS))

# Stubs shared under another name: test_expr.c uses stubs_lang.c.
UNIT_STUBS_expr = tests/unit/stubs_lang.c

unit_stubs = $(if $(UNIT_STUBS_$(1)),$(UNIT_STUBS_$(1)),$(wildcard tests/unit/stubs_$(1).c))
unit_objs  = $(patsubst tests/unit/%.c,$(BUILD)/tests/obj/%.o,$(call unit_stubs,$(1)))

$(BUILD)/libjsmdb.a: $(LIB_OBJS)
	@rm -f $@
	$(AR) rcs $@ $(LIB_OBJS)

.PRECIOUS: $(BUILD)/tests/obj/%.o
$(BUILD)/tests/obj/%.o: tests/unit/%.c $(HDRS) $(wildcard tests/unit/*.h) \
    $(BUILD)/.cflags
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(CFLAGS) -Itests/unit -c -o $@ $<

.SECONDEXPANSION:
$(BUILD)/tests/test_%: $(BUILD)/tests/obj/test_%.o $$(call unit_objs,$$*) \
    $(BUILD)/libjsmdb.a
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $(filter %.o,$^) $(BUILD)/libjsmdb.a \
	    $(LDLIBS)

unit: $(UNIT_BINS)

# ---------------------------------------------------------------------------
# Dependencies: Debian packages, installed only when missing.

DEPS_PKGS = libelf-dev libdw-dev zlib1g-dev libzstd-dev liblzma-dev liblz4-dev \
            libreadline-dev libiberty-dev libcapstone-dev \
            gdb elfutils binutils python3 zstd xz-utils lz4 graphviz parallel \
            qemu-user-static gdb-multiarch gcc-aarch64-linux-gnu \
            libc6-dev-arm64-cross gcc-i686-linux-gnu libc6-dev-i386-cross \
            libmozjs-78-dev libmozjs-102-dev gjs

deps:
	@missing=; \
	for p in $(DEPS_PKGS); do \
		dpkg-query -W -f='$${Status}\n' "$$p" 2>/dev/null | \
		    grep -q 'install ok installed' || missing="$$missing $$p"; \
	done; \
	if ! command -v npm >/dev/null 2>&1 && \
	    ! corpora/make-cores.sh --have-node >/dev/null 2>&1; then \
		missing="$$missing npm"; \
	fi; \
	if [ -n "$$missing" ]; then \
		echo "make deps: installing$$missing"; \
		if [ "$$(id -u)" = 0 ]; then sudo=; else sudo=sudo; fi; \
		$$sudo apt-get update -q && \
		DEBIAN_FRONTEND=noninteractive $$sudo apt-get install -y -q \
		    --no-install-recommends $$missing; \
	fi
	@$(MAKE) --no-print-directory memlab

# memlab's heap-snapshot reader (npm @memlab/core), the independent
# reader tests/corpus/test_heapsnapshot.py loads ::heapsnapshot's files
# with; installed from the npm registry into the cache, once.  Its
# puppeteer dependency's browser download is skipped (only the parser
# and the path finder are used).
MEMLAB_VERSION = 2.0.5
MEMLAB_DIR = $${JSMDB_CORPORA:-$$HOME/.cache/jsmdb}/npm/memlab

memlab:
	@d=$(MEMLAB_DIR); \
	if [ ! -f "$$d/node_modules/@memlab/core/package.json" ] && \
	    command -v npm >/dev/null 2>&1; then \
		echo "make deps: installing @memlab/core@$(MEMLAB_VERSION) in $$d"; \
		mkdir -p "$$d" && cd "$$d" && PUPPETEER_SKIP_DOWNLOAD=1 \
		    npm install --silent --no-audit --no-fund --ignore-scripts \
		    --prefix . @memlab/core@$(MEMLAB_VERSION) </dev/null || \
		    echo "make deps: @memlab/core not installed"; \
	fi

# ---------------------------------------------------------------------------
# Reference cores (corpora/cores.list), built into $(JSMDB_CORPORA).

corpora:
	corpora/make-cores.sh

# ---------------------------------------------------------------------------
# The test suite.  TESTS=pattern runs only the tests whose file name
# matches (e.g. make test TESTS=native).

JSMDB_BIN = $(BUILD)/jsmdb
TESTS    ?=

test: deps
	@tests/run-tests.sh --build "$(BUILD)" $(TESTS)

# The same suite under AddressSanitizer + UndefinedBehaviorSanitizer.
# Leak checking is off by default (a debugger exits with its target still
# open); make asan ASAN_OPTIONS=detect_leaks=1 turns it on.
ASAN_SANFLAGS  = -fsanitize=address,undefined -fno-omit-frame-pointer \
                 -fno-sanitize-recover=undefined
ASAN_OPTIONS  ?= detect_leaks=0:abort_on_error=0:print_summary=1
UBSAN_OPTIONS ?= print_stacktrace=1:halt_on_error=1
# Seconds one jsmdb run of the tests may take under the sanitizers (120
# otherwise: tests/corpus/corpuslib.py): AddressSanitizer runs jsmdb about
# four times slower, and a few runs print tens of millions of lines
# (0::ugrep on a 600 MB core, a pipeline stopped at its 256 MB).
ASAN_TIMEOUT  ?= 480
# The compiler of make asan and make torture: clang, as for make fuzz,
# because its UBSan checks what gcc's (12) does not, such as pointer
# arithmetic that overflows or offsets a null pointer (fuzz_lang found a
# NULL + 0 that gcc's build ran through silently).  Installed with the
# fuzzers' packages when missing; make asan ASAN_CC=gcc builds with gcc.
ASAN_CC       ?= clang

asan: clang-deps
	@ASAN_OPTIONS='$(ASAN_OPTIONS)' UBSAN_OPTIONS='$(UBSAN_OPTIONS)' \
	    JSMDB_TIMEOUT=$(ASAN_TIMEOUT) \
	    $(MAKE) --no-print-directory BUILD=build-asan CC='$(ASAN_CC)' \
	    CFLAGS='-O1 -g' SANFLAGS='$(ASAN_SANFLAGS)' test

# ---------------------------------------------------------------------------
# The demo: a Node.js core from corpora/node/demo.js, the commands in
# $(DEMO_CMDS) run on it, then the prompt.

DEMO_CORE ?= demo-node24
DEMO_CMDS ?= corpora/demo.cmds

demo: deps
	@$(MAKE) --no-print-directory -s all
	@corpora/make-cores.sh $(DEMO_CORE)
	@corpora/demo.sh "$(JSMDB_BIN)" $(DEMO_CORE) $(DEMO_CMDS)

# ---------------------------------------------------------------------------
# The examples in README.md, docs/usage.md, docs/reference.md and
# docs/tutorial.md, rerun on the reference cores (docs/update-examples.py).
# The check compares them with what jsmdb prints now, allowing for what
# differs between two makings of a core (addresses, pids, build-ids, the
# cache directory: see the script); tests/corpus/test_docs.py runs it in
# make test.

docs-examples: all
	@corpora/make-cores.sh
	@JSMDB="$(JSMDB_BIN)" docs/update-examples.py

docs-check: all
	@corpora/make-cores.sh
	@JSMDB="$(JSMDB_BIN)" docs/update-examples.py --check

# ---------------------------------------------------------------------------
# Hostile cores: TORTURE_N (1000) mutants of the reference cores against
# the ASan/UBSan build, each with a time and memory limit (tests/torture.py;
# not part of make test).  0 crashes, hangs or runaway memory, or it fails.

TORTURE_N    ?= 1000
TORTURE_SEED ?= 1
# SpiderMonkey's too; compress-ENGINE is no cores.list word: torture.py
# makes it from corpora/spidermonkey/compress.js
TORTURE_CORES = threads demo-node22 threads-arm64 threads-i386 \
                threads-illumos live-node22-gcore \
                sm-js78 sm-js102 sm-gjs jit-js78 jit-js102 jit-gjs \
                inline-js102 wasm-js78 wasm-jit-js102 \
                sm-js102-arm64 jit-js78-arm64 \
                compress-js78 compress-js102 compress-gjs

torture: deps clang-deps
	@ASAN_OPTIONS='$(ASAN_OPTIONS)' $(MAKE) --no-print-directory -s \
	    BUILD=build-asan CC='$(ASAN_CC)' CFLAGS='-O1 -g' \
	    SANFLAGS='$(ASAN_SANFLAGS)' all
	@corpora/make-cores.sh $(filter-out compress-%,$(TORTURE_CORES))
	@JSMDB=build-asan/jsmdb tests/torture.py --n $(TORTURE_N) \
	    --seed $(TORTURE_SEED) --cores $(subst $(eval) ,$(comma),$(TORTURE_CORES))

# ---------------------------------------------------------------------------
# Exact counts on every fresh core: STRESS_N (10) new cores per release of
# heap.js and demo.js, the count tests on each (tests/stress.sh; not part
# of make test).  make stress STRESS_RELEASES='22 24.0' narrows it.

STRESS_N        ?= 10
STRESS_RELEASES ?=

stress: deps
	@$(MAKE) --no-print-directory -s all
	@STRESS_N=$(STRESS_N) tests/stress.sh --build "$(BUILD)" $(STRESS_RELEASES)

# ---------------------------------------------------------------------------
# Benchmarks (not part of make test).

BENCH_CORE ?= demo-node24

bench: deps
	@$(MAKE) --no-print-directory -s all
	@corpora/make-cores.sh $(BENCH_CORE)
	@tests/bench.sh "$(JSMDB_BIN)" $(BENCH_CORE)
	@bench/findjsobjects.sh "$(JSMDB_BIN)"

.PHONY: unit deps memlab corpora test asan demo stress torture bench docs-examples docs-check

# ---------------------------------------------------------------------------
# Installation, with the GNU directory variables: make install
# [PREFIX=/usr/local] [DESTDIR=/staging].  Installs the program, the man
# pages jsmdb(1) and jsmdb-dcmds(7), the bash completion and the user
# docs.  The man pages name the docs directory: install writes copies with
# $(docdir) in them to $(BUILD)/man/ each time, then installs those.

PREFIX      ?= /usr/local
prefix      ?= $(PREFIX)
exec_prefix ?= $(prefix)
bindir      ?= $(exec_prefix)/bin
datarootdir ?= $(prefix)/share
datadir     ?= $(datarootdir)
mandir      ?= $(datarootdir)/man
man1dir     ?= $(mandir)/man1
man7dir     ?= $(mandir)/man7
docdir      ?= $(datarootdir)/doc/jsmdb
bashcompdir ?= $(datadir)/bash-completion/completions

INSTALL         ?= install
INSTALL_PROGRAM ?= $(INSTALL)
INSTALL_DATA    ?= $(INSTALL) -m 644

MAN_PAGES    = jsmdb.1 jsmdb-dcmds.7
INSTALL_DOCS = docs/usage.md docs/reference.md docs/tutorial.md

install: $(BUILD)/jsmdb
	@mkdir -p $(BUILD)/man
	@for m in $(MAN_PAGES); do \
		sed 's|/usr/share/doc/jsmdb|$(docdir)|g' docs/$$m \
		    > $(BUILD)/man/$$m || exit 1; \
	done
	$(INSTALL) -d "$(DESTDIR)$(bindir)" "$(DESTDIR)$(man1dir)" \
	    "$(DESTDIR)$(man7dir)" "$(DESTDIR)$(docdir)" \
	    "$(DESTDIR)$(bashcompdir)"
	$(INSTALL_PROGRAM) $(BUILD)/jsmdb "$(DESTDIR)$(bindir)/jsmdb"
	$(INSTALL_DATA) $(BUILD)/man/jsmdb.1 "$(DESTDIR)$(man1dir)/jsmdb.1"
	$(INSTALL_DATA) $(BUILD)/man/jsmdb-dcmds.7 \
	    "$(DESTDIR)$(man7dir)/jsmdb-dcmds.7"
	$(INSTALL_DATA) cmd/jsmdb.bash-completion \
	    "$(DESTDIR)$(bashcompdir)/jsmdb"
	$(INSTALL_DATA) $(INSTALL_DOCS) "$(DESTDIR)$(docdir)/"

install-strip:
	$(MAKE) INSTALL_PROGRAM='$(INSTALL_PROGRAM) -s' install

uninstall:
	rm -f "$(DESTDIR)$(bindir)/jsmdb" "$(DESTDIR)$(man1dir)/jsmdb.1" \
	    "$(DESTDIR)$(man7dir)/jsmdb-dcmds.7" \
	    "$(DESTDIR)$(bashcompdir)/jsmdb" \
	    $(INSTALL_DOCS:docs/%="$(DESTDIR)$(docdir)/%")
	rmdir "$(DESTDIR)$(docdir)" 2>/dev/null || true

# The Debian package, from a copy of the tree in build/deb/ (so that
# dpkg-buildpackage writes its .deb and .changes there, not above the
# tree), then lintian on it.  Needs debhelper, dpkg-dev and lintian
# (installed when missing).  Not part of make test.
#
# The package's maintainer is the project's identity, "jsmdb dev
# <dev@jsmdb.example.org>" (debian/control, debian/changelog); lintian
# reports nothing on the package, and any error or warning it reports
# fails make deb.  DEB_MAINTAINER='Name <address>' builds the package
# under another identity (written into the copy's debian/control and
# debian/changelog only).

DEB_DIR        = build/deb
DEB_PKGS       = debhelper dpkg-dev fakeroot lintian libelf-dev libdw-dev \
                 zlib1g-dev libreadline-dev libiberty-dev libzstd-dev \
                 liblzma-dev liblz4-dev libcapstone-dev
DEB_MAINTAINER ?=
DEB_SRC        = $(DEB_DIR)/jsmdb-$(VERSION)

deb:
	@missing=; \
	for p in $(DEB_PKGS); do \
		dpkg-query -W -f='$${Status}\n' "$$p" 2>/dev/null | \
		    grep -q 'install ok installed' || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
		echo "make deb: installing$$missing"; \
		if [ "$$(id -u)" = 0 ]; then sudo=; else sudo=sudo; fi; \
		$$sudo apt-get update -q && \
		DEBIAN_FRONTEND=noninteractive $$sudo apt-get install -y -q \
		    --no-install-recommends $$missing; \
	fi
	rm -rf $(DEB_DIR)
	mkdir -p $(DEB_SRC)
	tar -cf - --exclude=./build --exclude=./build-asan --exclude=./.git \
	    --exclude='__pycache__' . | tar -xf - -C $(DEB_SRC)
	@if [ -n "$(DEB_MAINTAINER)" ]; then \
		echo "make deb: maintainer $(DEB_MAINTAINER)"; \
		sed -i 's|^Maintainer: .*|Maintainer: $(DEB_MAINTAINER)|' \
		    $(DEB_SRC)/debian/control && \
		sed -i '1,/^ -- /s|^ -- .*>  | -- $(DEB_MAINTAINER)  |' \
		    $(DEB_SRC)/debian/changelog; \
	fi
	cd $(DEB_SRC) && dpkg-buildpackage -us -uc -b
	lintian --info --fail-on none $(DEB_DIR)/jsmdb_$(VERSION)_*.changes | \
	    tee $(DEB_DIR)/lintian.txt
	@if grep -qE '^[EW]: ' $(DEB_DIR)/lintian.txt; then \
		echo "make deb: lintian reported the errors or warnings above"; \
		exit 1; \
	fi
	@ls -l $(DEB_DIR)/*.deb

.PHONY: install install-strip uninstall deb

# ---------------------------------------------------------------------------
# Fuzzing (not part of make test).  Each tests/fuzz/fuzz_NAME.c is a
# libFuzzer target, built with clang under ASan + UBSan against mdbmod/ and
# the engine modules (not cmd/) into $(FUZZ_BUILD)/fuzz_NAME, then run for
# FUZZ_SECONDS each by tests/fuzz/run-fuzz.sh, which makes the seed corpora
# from the reference cores first.  Fails when a target finds a crash, a
# sanitizer report or a hang; findings go to $(FUZZ_BUILD)/artifacts/.
#
#   make fuzz                      every target, 30 s each
#   make fuzz FUZZ_SECONDS=600 FUZZ_TARGETS=core
#   nice make fuzz FUZZ_CPU_SECONDS=3600 FUZZ_SECONDS=100000
#                                  a CPU-hour each, however busy the machine
#
# Needs clang and the libFuzzer runtime (Debian: clang, libclang-rt-14-dev),
# installed when missing.

FUZZ_CC      ?= clang
FUZZ_SECONDS ?= 30
FUZZ_CPU_SECONDS ?= 0
FUZZ_TARGETS ?= notes lang core decomp jsonrec core@threads-illumos \
                core@threads-arm64 core@threads-i386
FUZZ_BUILD   ?= build/fuzz
CLANG_PKGS    = clang libclang-rt-14-dev
FUZZ_CFLAGS   = -O1 -g -std=c11 -D_GNU_SOURCE -Wall -Wextra \
                -Wno-unused-parameter -Wno-missing-field-initializers \
                -Imdbmod -fno-omit-frame-pointer \
                -fsanitize=address,undefined -fno-sanitize-recover=undefined
FUZZ_OBJS     = $(MDB_SRCS:%.c=$(FUZZ_BUILD)/%.o) \
                $(MOD_SRCS:%.c=$(FUZZ_BUILD)/%.o)
FUZZ_BINS     = $(patsubst tests/fuzz/%.c,$(FUZZ_BUILD)/%, \
                $(wildcard tests/fuzz/fuzz_*.c))

.SECONDARY: $(FUZZ_OBJS)
$(FUZZ_BUILD)/%.o: %.c $(HDRS)
	@mkdir -p $(dir $@)
	$(FUZZ_CC) $(FUZZ_CFLAGS) -fsanitize=fuzzer-no-link -c -o $@ $<

$(FUZZ_BUILD)/fuzz_%: tests/fuzz/fuzz_%.c tests/fuzz/fuzz.h $(HDRS) \
    $(FUZZ_OBJS)
	$(FUZZ_CC) $(FUZZ_CFLAGS) -fsanitize=fuzzer -o $@ $< $(FUZZ_OBJS) \
	    $(LDLIBS) -ldl

clang-deps:
	@missing=; \
	for p in $(CLANG_PKGS); do \
		dpkg-query -W -f='$${Status}\n' "$$p" 2>/dev/null | \
		    grep -q 'install ok installed' || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
		echo "make clang-deps: installing$$missing"; \
		if [ "$$(id -u)" = 0 ]; then sudo=; else sudo=sudo; fi; \
		$$sudo apt-get update -q && \
		DEBIAN_FRONTEND=noninteractive $$sudo apt-get install -y -q \
		    --no-install-recommends $$missing; \
	fi

fuzz-build: deps clang-deps
	@$(MAKE) --no-print-directory $(FUZZ_BINS)

fuzz: fuzz-build
	@tests/fuzz/run-fuzz.sh --build "$(FUZZ_BUILD)" \
	    --seconds "$(FUZZ_SECONDS)" --cpu-seconds "$(FUZZ_CPU_SECONDS)" \
	    $(FUZZ_TARGETS)

.PHONY: fuzz fuzz-build clang-deps
