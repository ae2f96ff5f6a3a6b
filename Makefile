# jsmdb: build, test, demo, bench.  `make` builds build/jsmdb.
CC      ?= cc
CFLAGS  ?= -O2 -g
CFLAGS  += -std=c11 -D_GNU_SOURCE -Wall -Wextra -Wno-unused-parameter \
           -Wno-missing-field-initializers -Imdbmod
LDLIBS  = -ldw -lelf -lz -lreadline -liberty
BUILD   ?= build

MDB_SRCS = $(wildcard mdbmod/*.c)
MOD_SRCS = $(wildcard v8/*.c) $(wildcard spidermonkey/*.c)
CMD_SRCS = $(wildcard cmd/*.c)
SRCS     = $(MDB_SRCS) $(MOD_SRCS) $(CMD_SRCS)
OBJS     = $(SRCS:%.c=$(BUILD)/%.o)
HDRS     = $(wildcard mdbmod/*.h v8/*.h spidermonkey/*.h)

all: $(BUILD)/jsmdb

$(BUILD)/jsmdb: $(OBJS)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $(OBJS) $(LDLIBS)

$(BUILD)/%.o: %.c $(HDRS)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -c -o $@ $<

clean:
	rm -rf build build-asan

.PHONY: all clean
