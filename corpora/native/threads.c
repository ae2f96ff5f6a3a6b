/*
 * threads.c: the native reference program of the corpus.
 *
 * It starts three worker threads that block in known places (a condition
 * variable, a sleep, a read on a pipe nobody writes), waits until the
 * kernel reports each of them inside its system call, then walks a known
 * chain of functions main -> level_one -> level_two -> level_three and
 * aborts.  Just before abort() it writes what a correct debugger must find
 * in the core -- its pid, every thread id and where it is blocked, the call
 * chains, the addresses and values of its globals -- to truth.json in the
 * current directory (next to the core).
 *
 * Build: cc -O1 -g -pthread threads.c -o threads  (corpora/make-cores.sh)
 */
#define _GNU_SOURCE
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#define	NOINLINE	__attribute__((noinline, noipa))
#define	KEEP		__attribute__((used))

/* ---- globals a debugger reads back ---- */
KEEP const char *motd = "jsmdb native corpus: the quick brown fox";
KEEP int counter_table[8] = { 11, 22, 33, 44, 55, 66, 77, 88 };

struct corpus_config {
	unsigned int cc_magic;
	unsigned short cc_port;
	char cc_name[16];
	long cc_limit;
	int *cc_counter;
};
KEEP struct corpus_config the_config = {
	.cc_magic = 0x4a534d44,		/* "JSMD" */
	.cc_port = 8080,
	.cc_name = "corpus-config",
	.cc_limit = -123456789L,
	.cc_counter = &counter_table[2],
};
KEEP volatile long chain_depth;

/* ---- worker threads ---- */
enum { W_WAITER, W_SLEEPER, W_READER, NWORKERS };

static const struct {
	const char *role;		/* thread name, too */
	const char *blocked_in;		/* the libc call it blocks in */
	const char *chain[2];		/* our frames, innermost first */
	long sysno;			/* the system call it sleeps in */
} workers[NWORKERS] = {
	[W_WAITER] = { "waiter", "pthread_cond_wait",
	    { "wait_on_cond", "waiter_main" }, SYS_futex },
	[W_SLEEPER] = { "sleeper", "nanosleep",
	    { "sleep_forever", "sleeper_main" }, SYS_clock_nanosleep },
	[W_READER] = { "reader", "read",
	    { "read_pipe", "reader_main" }, SYS_read },
};

static pid_t worker_tid[NWORKERS];
static int worker_in_syscall[NWORKERS];
static pthread_mutex_t start_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t never_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t never_cond = PTHREAD_COND_INITIALIZER;
static volatile int never_true;
static int pipefd[2];

static void
register_self(int w)
{
	pthread_mutex_lock(&start_lock);
	worker_tid[w] = (pid_t)syscall(SYS_gettid);
	pthread_mutex_unlock(&start_lock);
	pthread_setname_np(pthread_self(), workers[w].role);
}

NOINLINE static int
wait_on_cond(void)
{
	pthread_mutex_lock(&never_lock);
	while (!never_true)
		pthread_cond_wait(&never_cond, &never_lock);
	pthread_mutex_unlock(&never_lock);
	return never_true;
}

NOINLINE static void *
waiter_main(void *arg)
{
	(void) arg;
	register_self(W_WAITER);
	return (void *)(long)(wait_on_cond() + 1);
}

NOINLINE static int
sleep_forever(void)
{
	struct timespec ts = { 3600, 0 };
	int n = 0;

	while (nanosleep(&ts, NULL) == 0 || errno == EINTR)
		n++;
	return n;
}

NOINLINE static void *
sleeper_main(void *arg)
{
	(void) arg;
	register_self(W_SLEEPER);
	return (void *)(long)(sleep_forever() + 1);
}

NOINLINE static int
read_pipe(void)
{
	char c;
	ssize_t n;

	while ((n = read(pipefd[0], &c, 1)) < 0 && errno == EINTR)
		;
	return (int)n;
}

NOINLINE static void *
reader_main(void *arg)
{
	(void) arg;
	register_self(W_READER);
	return (void *)(long)(read_pipe() + 1);
}

/* Is thread tid asleep in system call sysno?  (/proc/self/task/TID/syscall) */
static int
in_syscall(pid_t tid, long sysno)
{
	char path[64], buf[256];
	FILE *f;
	long nr;
	int ok = 0;

	snprintf(path, sizeof (path), "/proc/self/task/%d/syscall", (int)tid);
	if ((f = fopen(path, "r")) == NULL)
		return 0;
	if (fgets(buf, sizeof (buf), f) != NULL &&
	    sscanf(buf, "%ld", &nr) == 1 && nr == sysno)
		ok = 1;
	fclose(f);
	return ok;
}

int main(int, char **);
NOINLINE int level_one(int);

/* ---- the truth ---- */
static void
write_truth(const char *const *chain, int nchain)
{
	FILE *f = fopen("truth.json.tmp", "w");
	char exe[4096];
	ssize_t n;
	int i;

	if (f == NULL) {
		perror("truth.json.tmp");
		return;
	}
	n = readlink("/proc/self/exe", exe, sizeof (exe) - 1);
	exe[n < 0 ? 0 : n] = '\0';

	fprintf(f, "{\n");
	fprintf(f, "  \"program\": \"threads\",\n");
	fprintf(f, "  \"pid\": %d,\n", (int)getpid());
	fprintf(f, "  \"exe\": \"%s\",\n", exe);
	fprintf(f, "  \"signal\": %d,\n", SIGABRT);
	fprintf(f, "  \"signame\": \"SIGABRT\",\n");
	fprintf(f, "  \"nthreads\": %d,\n", NWORKERS + 1);
	fprintf(f, "  \"threads\": [\n");
	fprintf(f, "    { \"tid\": %d, \"role\": \"main\", "
	    "\"blocked_in\": \"abort\", \"chain\": [", (int)getpid());
	for (i = 0; i < nchain; i++)
		fprintf(f, "%s\"%s\"", i ? ", " : "", chain[i]);
	fprintf(f, "] }");
	for (i = 0; i < NWORKERS; i++) {
		fprintf(f, ",\n    { \"tid\": %d, \"role\": \"%s\", "
		    "\"blocked_in\": \"%s\", \"syscall\": %ld, "
		    "\"in_syscall\": %s, \"chain\": [\"%s\", \"%s\"] }",
		    (int)worker_tid[i], workers[i].role, workers[i].blocked_in,
		    workers[i].sysno, worker_in_syscall[i] ? "true" : "false",
		    workers[i].chain[0], workers[i].chain[1]);
	}
	fprintf(f, "\n  ],\n");
	fprintf(f, "  \"main_chain\": [");
	for (i = 0; i < nchain; i++)
		fprintf(f, "%s\"%s\"", i ? ", " : "", chain[i]);
	fprintf(f, "],\n");

	fprintf(f, "  \"functions\": {\n");
	fprintf(f, "    \"main\": \"%p\",\n", (void *)main);
	fprintf(f, "    \"level_one\": \"%p\",\n", (void *)level_one);
	fprintf(f, "    \"waiter_main\": \"%p\",\n", (void *)waiter_main);
	fprintf(f, "    \"wait_on_cond\": \"%p\"\n", (void *)wait_on_cond);
	fprintf(f, "  },\n");

	fprintf(f, "  \"globals\": {\n");
	fprintf(f, "    \"motd\": { \"addr\": \"%p\", \"value\": \"%p\", "
	    "\"string\": \"%s\" },\n", (void *)&motd, (void *)motd, motd);
	fprintf(f, "    \"counter_table\": { \"addr\": \"%p\", \"size\": %zu, "
	    "\"values\": [", (void *)counter_table, sizeof (counter_table));
	for (i = 0; i < 8; i++)
		fprintf(f, "%s%d", i ? ", " : "", counter_table[i]);
	fprintf(f, "], \"elem4_addr\": \"%p\", \"elem4_value\": %d },\n",
	    (void *)&counter_table[4], counter_table[4]);
	fprintf(f, "    \"the_config\": { \"addr\": \"%p\", \"size\": %zu, "
	    "\"cc_magic\": %u, \"cc_port\": %u, \"cc_name\": \"%s\", "
	    "\"cc_limit\": %ld, \"cc_counter\": \"%p\" },\n",
	    (void *)&the_config, sizeof (the_config), the_config.cc_magic,
	    (unsigned)the_config.cc_port, the_config.cc_name,
	    the_config.cc_limit, (void *)the_config.cc_counter);
	fprintf(f, "    \"chain_depth\": { \"addr\": \"%p\", \"value\": %ld }\n",
	    (void *)&chain_depth, chain_depth);
	fprintf(f, "  }\n}\n");
	fclose(f);
	rename("truth.json.tmp", "truth.json");
}

/* ---- the main thread's chain ---- */
NOINLINE int
level_three(int x)
{
	static const char *const chain[] =
	    { "level_three", "level_two", "level_one", "main" };

	chain_depth = 3;
	write_truth(chain, 4);
	fflush(NULL);
	abort();
	return x;		/* not reached */
}

NOINLINE int
level_two(int x)
{
	chain_depth = 2;
	return level_three(x * 3) + 2;
}

NOINLINE int
level_one(int x)
{
	chain_depth = 1;
	return level_two(x + 7) + 1;
}

int
main(int argc, char **argv)
{
	void *(*mains[NWORKERS])(void *) =
	    { waiter_main, sleeper_main, reader_main };
	pthread_t th[NWORKERS];
	int i, tries;

	(void) argv;
	if (pipe(pipefd) != 0) {
		perror("pipe");
		return 1;
	}
	for (i = 0; i < NWORKERS; i++) {
		if (pthread_create(&th[i], NULL, mains[i], NULL) != 0) {
			fprintf(stderr, "pthread_create failed\n");
			return 1;
		}
	}
	/* Wait (at most 10 s) until every worker sleeps in its system call. */
	for (tries = 0; tries < 1000; tries++) {
		int all = 1;

		pthread_mutex_lock(&start_lock);
		for (i = 0; i < NWORKERS; i++) {
			worker_in_syscall[i] = worker_tid[i] != 0 &&
			    in_syscall(worker_tid[i], workers[i].sysno);
			all &= worker_in_syscall[i];
		}
		pthread_mutex_unlock(&start_lock);
		if (all)
			break;
		usleep(10000);
	}
	return level_one(argc) + 1;
}
