/*
 * nodehandles.c: ::nodehandles and ::noderequests, the libuv handles and
 * requests a Node.js process held when it died: what keeps its event loop
 * alive, what it was waiting for.
 *
 * Node.js names the way in its postmortem metadata (nodedbg_ symbols,
 * src/node_postmortem_metadata.cc): the Environment's handle and request
 * queues are intrusive lists (ListNode) threaded through each HandleWrap
 * and ReqWrap; a wrap's BaseObject holds the JavaScript object behind it
 * in a global handle.  The Environment is found from a native context's
 * embedder data (slot ContextEmbedderIndex::kEnvironment).  Behind each
 * wrap is a libuv handle or request, read with libuv's public layout
 * (uv.h), kept below as a table.
 *
 * Before Node.js 10 there is no such metadata (Node.js 8 has it but for
 * the embedder index, under another name), and jsmdb's facts (v8/facts.c,
 * one per release line, each proven by the ::dis of node::GetActive-
 * Handles and node::GetActiveRequests on that line's official binary)
 * say the same things: Node.js 0.12 - 6 keep the queues in the
 * Environment as 8 - 10 do (found from a JSGlobalObject's native
 * context's embedder data where V8 has no native context type: 5.1 and
 * older, 6.2); Node.js 0.10 keeps them in two static lists, the symbols
 * node::handle_wrap_queue and node::req_wrap_queue, and its wraps hold
 * their object in object_.  Where libuv's layout differs from the table
 * (libuv 0.10's close_cb before data, its smaller requests; the handle
 * flags of libuv before 1.19), a fact libuv_<name> says so.
 */
#include <stdio.h>
#include <string.h>

#include "v8.h"
#include "facts.h"

#define	NH_MAXENVS	8
#define	NH_MAXITEMS	100000		/* list nodes followed per queue */

/*
 * libuv's layouts on 64-bit Unix, from include/uv.h and include/uv/unix.h
 * (libuv 1.18 of Node.js 10 through 1.51 of Node.js 26: unchanged):
 * UV_HANDLE_FIELDS is data, loop, type, close_cb, handle_queue[2], a
 * 32-byte union, then next_closing and flags (UV_HANDLE_PRIVATE_FIELDS);
 * a stream (TCP, pipe, TTY) then has write_queue_size, alloc_cb, read_cb,
 * connect_req, shutdown_req and its uv__io_t io_watcher (cb,
 * pending_queue[2], watcher_queue[2], pevents, events, fd).  UV_REQ_FIELDS
 * is data, type, reserved[6]; a uv_fs_t then has fs_type, loop, cb,
 * result, ptr, path.  Flag bits from src/uv-common.h.
 */
typedef struct uv_layout {
	const char *ul_name;
	size_t ul_value;
} uv_layout_t;

static const uv_layout_t uv_layout[] = {
	{ "handle_type", 16 },		/* uv_handle_type type */
	{ "handle_flags", 88 },		/* unsigned int flags */
	{ "stream_fd", 184 },		/* io_watcher.fd (TCP, pipe, TTY) */
	{ "req_type", 8 },		/* uv_req_type type */
	{ "fs_type", 64 },		/* uv_fs_t fs_type */
	{ "fs_path", 104 },		/* uv_fs_t path */
	{ "flag_closing", 0x1 },	/* UV_HANDLE_CLOSING */
	{ "flag_closed", 0x2 },		/* UV_HANDLE_CLOSED */
	{ "flag_active", 0x4 },		/* UV_HANDLE_ACTIVE */
	{ "flag_ref", 0x8 },		/* UV_HANDLE_REF */
	/*
	 * Node.js's wraps (src/handle_wrap.h, src/req_wrap.h): a HandleWrap's
	 * uv_handle_t pointer follows its ListNode (16: Node.js 18.20 and
	 * later, where state_ comes first) or its ListNode and state_ (24:
	 * Node.js 10 through 18.0); a ReqWrap's embedded request follows its
	 * ListNode and original_callback_ (24).  Measured on handles.js cores
	 * of Node.js 10.24.1 through 26.10.0.  Each one is checked: libuv's
	 * data field of the handle or request points back at the wrap
	 * (HandleWrap's constructor and ReqWrap::Dispatch set it); one that
	 * does not is not read.
	 */
	{ "handle_ptr_after_node", 16 },
	{ "handle_ptr_after_node_old", 24 },
	{ "req_after_node", 24 },
	/* Node.js 0.12 - 8: the request right after the ListNode */
	{ "req_after_node_old", 16 },
	/* libuv's data fields: first in a handle and a request */
	{ "handle_data", 0 },
	{ "req_data", 0 },
	{ NULL, 0 }
};

static size_t
uvl(const char *name)
{
	const uv_layout_t *u;
	char fact[64];
	intptr_t v;

	/* a release whose libuv differs (before Node.js 8): the facts */
	(void) snprintf(fact, sizeof (fact), "libuv_%s", name);
	if (v8_const(fact, &v) == 0 && v >= 0)
		return ((size_t)v);

	for (u = uv_layout; u->ul_name != NULL; u++) {
		if (strcmp(u->ul_name, name) == 0)
			return (u->ul_value);
	}
	return (0);
}

/* uv_handle_type (UV_HANDLE_TYPE_MAP in uv.h, from 1 on) */
static const char *const uv_handle_names[] = {
	"unknown", "async", "check", "fs_event", "fs_poll", "handle", "idle",
	"pipe", "poll", "prepare", "process", "stream", "tcp", "timer", "tty",
	"udp", "signal", "file"
};

/* uv_req_type (UV_REQ_TYPE_MAP in uv.h, from 1 on) */
static const char *const uv_req_names[] = {
	"unknown", "req", "connect", "write", "shutdown", "udp_send", "fs",
	"work", "getaddrinfo", "getnameinfo", "random"
};

/* uv_fs_type (uv.h; UV_FS_UNKNOWN is -1) */
static const char *const uv_fs_names[] = {
	"custom", "open", "close", "read", "write", "sendfile",
	"stat", "lstat", "fstat", "ftruncate", "utime", "futime", "access",
	"chmod", "fchmod", "fsync", "fdatasync", "unlink", "rmdir", "mkdir",
	"mkdtemp", "rename", "scandir", "link", "symlink", "readlink", "chown",
	"fchown", "realpath", "copyfile", "lchown", "opendir", "readdir",
	"closedir", "statfs", "mkstemp", "lutime"
};

#define	NELEM(a)	(sizeof (a) / sizeof ((a)[0]))

/* The nodedbg_ value of name (an int or uintptr_t the binary set). */
static int
nodedbg(const char *name, int isint, uint64_t *vp)
{
	GElf_Sym sym;
	uint64_t v = 0;
	uint32_t i;

	if (v8_sym_lookup(name, &sym) != 0)
		return (-1);
	if (isint) {
		if (v8_sym_vread(&i, sizeof (i), sym.st_value) != sizeof (i))
			return (-1);
		v = i;
	} else if (v8_sym_vread(&v, sizeof (v), sym.st_value) !=
	    sizeof (v)) {
		return (-1);
	}
	*vp = v;
	return (0);
}

typedef struct nh_meta {
	uintptr_t nm_static_head;	/* Node.js 0.10: the static queue */
	uint64_t nm_env_index;		/* ContextEmbedderIndex::kEnvironment */
	uint64_t nm_env_queue;		/* Environment::handle/req_wrap_queue_ */
	uint64_t nm_queue_head;		/* the queue's head_ ListNode */
	uint64_t nm_node_next;		/* ListNode::next_ */
	uint64_t nm_wrap_node;		/* HandleWrap/ReqWrap's ListNode */
	uint64_t nm_persistent;		/* BaseObject::persistent_handle_ */
} nh_meta_t;

/*
 * Releases without the nodedbg_ metadata (Node.js 0.10 - 6): the same
 * values from jsmdb's facts (nodewrap_*), or -1 when there are none.
 */
static int
nh_meta_facts(int reqs, nh_meta_t *nm)
{
	struct { const char *name; uint64_t *v; } want[] = {
		{ reqs ? "nodewrap_req_node" : "nodewrap_handle_node",
		    &nm->nm_wrap_node },
		{ reqs ? "nodewrap_req_persistent" :
		    "nodewrap_handle_persistent", &nm->nm_persistent },
		{ "nodewrap_listnode_next", &nm->nm_node_next },
	};
	intptr_t v, isstatic;
	GElf_Sym sym;
	size_t i;

	memset(nm, 0, sizeof (*nm));
	for (i = 0; i < NELEM(want); i++) {
		if (v8_const(want[i].name, &v) != 0 || v < 0)
			return (-1);
		*want[i].v = (uint64_t)v;
	}
	if (v8_const("nodewrap_static_queues", &isstatic) == 0 && isstatic) {
		/* Node.js 0.10: ngx_queue_t handle_wrap_queue, req_wrap_queue */
		if (v8_sym_lookup(reqs ? "_ZN4node14req_wrap_queueE" :
		    "_ZN4node17handle_wrap_queueE", &sym) != 0 ||
		    sym.st_value == 0)
			return (-1);
		nm->nm_static_head = (uintptr_t)sym.st_value;
		return (0);
	}
	if (v8_const("nodewrap_env_index", &v) != 0 || v < 0)
		return (-1);
	nm->nm_env_index = (uint64_t)v;
	if (v8_const(reqs ? "nodewrap_env_req_queue" :
	    "nodewrap_env_handle_queue", &v) != 0 || v < 0)
		return (-1);
	nm->nm_env_queue = (uint64_t)v;
	nm->nm_queue_head = 0;
	return (0);
}

static int
nh_meta(int reqs, nh_meta_t *nm)
{
	struct { const char *name; int isint; uint64_t *v; } want[] = {
		{ "nodedbg_const_ContextEmbedderIndex__kEnvironment__int", 1,
		    &nm->nm_env_index },
		{ reqs ? "nodedbg_offset_Environment__req_wrap_queue___"
		    "Environment_ReqWrapQueue" :
		    "nodedbg_offset_Environment__handle_wrap_queue___"
		    "Environment_HandleWrapQueue", 0, &nm->nm_env_queue },
		{ reqs ? "nodedbg_offset_Environment_ReqWrapQueue__head___"
		    "ListNode_ReqWrapQueue" :
		    "nodedbg_offset_Environment_HandleWrapQueue__head___"
		    "ListNode_HandleWrap", 0, &nm->nm_queue_head },
		{ reqs ? "nodedbg_offset_ListNode_ReqWrap__next___uintptr_t" :
		    "nodedbg_offset_ListNode_HandleWrap__next___uintptr_t", 0,
		    &nm->nm_node_next },
		{ reqs ? "nodedbg_offset_ReqWrap__req_wrap_queue___"
		    "ListNode_ReqWrapQueue" :
		    "nodedbg_offset_HandleWrap__handle_wrap_queue___"
		    "ListNode_HandleWrap", 0, &nm->nm_wrap_node },
		{ "nodedbg_offset_BaseObject__persistent_handle___"
		    "v8_Persistent_v8_Object", 0, &nm->nm_persistent },
	};
	size_t i;

	/* uv_layout above is libuv's at 8-byte pointers and longs */
	if (v8_cfg.vc_ptrsize != 8) {
		mdb_warn("%s: jsmdb knows libuv's structures at 8-byte "
		    "pointers only; this process's are %d bytes (%s): its "
		    "handles and requests are not read\n", reqs ?
		    "noderequests" : "nodehandles", v8_cfg.vc_ptrsize,
		    v8_cfg.vc_arch != NULL ? v8_cfg.vc_arch->va_arch : "?");
		return (-1);
	}
	memset(nm, 0, sizeof (*nm));
	for (i = 0; i < NELEM(want); i++) {
		if (nodedbg(want[i].name, want[i].isint, want[i].v) == 0)
			continue;
		/* Node.js 8 names the embedder index after the Environment */
		if (i == 0 && nodedbg("nodedbg_const_Environment__"
		    "kContextEmbedderDataIndex__int", 1, want[i].v) == 0)
			continue;
		if (i == 0 && nh_meta_facts(reqs, nm) == 0)
			break;
		mdb_warn("%s: the binary has no %s (Node.js's postmortem "
		    "metadata), nor does jsmdb know this release's layout: "
		    "its queues cannot be found\n", reqs ? "noderequests" :
		    "nodehandles", want[i].name);
		return (-1);
	}
	if (nm->nm_env_index > 1024 || nm->nm_env_queue > 65536 ||
	    nm->nm_queue_head > 4096 || nm->nm_node_next > 4096 ||
	    nm->nm_wrap_node > 65536 || nm->nm_persistent > 4096) {
		mdb_warn("the binary's nodedbg_ offsets are out of range\n");
		return (-1);
	}
	return (0);
}

typedef struct nh_envs {
	uintptr_t ne_env[NH_MAXENVS];
	size_t ne_n;
	intptr_t ne_slot;		/* context slot of the embedder data */
	ssize_t ne_gctx;		/* JSGlobalObject::native_context */
	uint64_t ne_index;		/* kEnvironment */
	int ne_bad;
} nh_envs_t;

/* Each native context's Environment (Node.js sets one per context). */
static int
nh_env_cb(const v8_hobj_t *ho, void *arg)
{
	nh_envs_t *ne = arg;
	uintptr_t eda, env;
	size_t len, i;

	uintptr_t ctx = ho->vh_addr;

	if (v8_cfg.vt_NativeContext == -1) {
		/* V8 6.2 and older: a global object's native context */
		if (ho->vh_facts->mf_type != v8_cfg.vt_JSGlobalObject ||
		    v8_cfg.vt_JSGlobalObject == -1)
			return (0);
		if (v8_read_tagged(ho->vh_addr, ne->ne_gctx, &ctx) != 0 ||
		    !v8_is_heapobject(ctx)) {
			ne->ne_bad++;
			return (0);
		}
	} else if (ho->vh_facts->mf_type != v8_cfg.vt_NativeContext) {
		return (0);
	}
	if (v8_fixedarray_get(ctx, (size_t)ne->ne_slot, &eda) != 0 ||
	    !v8_is_heapobject(eda) || v8_fixedarray_length(eda, &len) != 0 ||
	    ne->ne_index >= len ||
	    v8_fixedarray_get(eda, (size_t)ne->ne_index, &env) != 0) {
		ne->ne_bad++;
		return (0);
	}
	/* an aligned native pointer, stored raw; 0 in V8's own contexts */
	if (env == 0 || (env & 7) != 0)
		return (0);
	for (i = 0; i < ne->ne_n; i++) {
		if (ne->ne_env[i] == env)
			return (0);
	}
	if (ne->ne_n < NH_MAXENVS)
		ne->ne_env[ne->ne_n++] = env;
	return (0);
}

static int
nh_find_envs(nh_envs_t *ne, const nh_meta_t *nm, const char *dcmd)
{
	memset(ne, 0, sizeof (*ne));
	ne->ne_index = nm->nm_env_index;
	if (v8_const("context_idx_embedder_data", &ne->ne_slot) != 0 ||
	    ne->ne_slot < 0) {
		mdb_warn("%s: where a native context keeps its embedder data "
		    "(fact context_idx_embedder_data) is not known for this "
		    "V8 release\n", dcmd);
		return (-1);
	}
	if (v8_cfg.vt_NativeContext == -1 &&
	    (v8_cfg.vt_JSGlobalObject == -1 || v8_class_offset(
	    "JSGlobalObject", "native_context", &ne->ne_gctx) != 0)) {
		mdb_warn("%s: this V8 has no native context type, and where "
		    "a global object keeps its native context is not known: "
		    "the Environment cannot be found\n", dcmd);
		return (-1);
	}
	if (v8_heap_iter(0, nh_env_cb, ne) != 0) {
		mdb_warn("%s: cannot walk the V8 heap\n", dcmd);
		return (-1);
	}
	if (ne->ne_n == 0) {
		mdb_warn("%s: no native context holds a Node.js Environment%s\n",
		    dcmd, ne->ne_bad ? " (some could not be read)" : "");
		return (-1);
	}
	return (0);
}

/* The JS object a BaseObject holds (through its global handle), or 0. */
static uintptr_t
nh_jsobject(uintptr_t wrap, const nh_meta_t *nm)
{
	uintptr_t slot, obj;

	if (mdb_vread(&slot, sizeof (slot), wrap + nm->nm_persistent) !=
	    sizeof (slot) || slot == 0 ||
	    mdb_vread(&obj, sizeof (obj), slot) != sizeof (obj) ||
	    !v8_is_heapobject(obj) || !v8_obj_valid(obj))
		return (0);
	return (obj);
}

/* json: write a JSON record (docs/json.md), not a line of text */
typedef int nh_item_f(uintptr_t wrap, uintptr_t obj, const nh_meta_t *nm,
    int json);

/* Walks one Environment's queue; -1 when the list is broken. */
static int
nh_walk(uintptr_t head, const nh_meta_t *nm, nh_item_f *cb, int json,
    size_t *np)
{
	uintptr_t node;
	size_t n = 0;

	*np = 0;		/* then the items listed, even when broken */
	if (mdb_vread(&node, sizeof (node), head + nm->nm_node_next) !=
	    sizeof (node))
		return (-1);
	while (node != head) {
		uintptr_t wrap;

		if (node == 0 || ++n > NH_MAXITEMS)
			return (-1);
		wrap = node - nm->nm_wrap_node;
		if (cb(wrap, nh_jsobject(wrap, nm), nm, json) != 0)
			return (-1);
		*np = n;
		if (mdb_vread(&node, sizeof (node), node + nm->nm_node_next) !=
		    sizeof (node))
			return (-1);
	}
	*np = n;
	return (0);
}

static void
nh_ctor(uintptr_t obj)
{
	char name[V8_NAMELEN];

	if (obj == 0) {
		mdb_printf("<no JS object>");
		return;
	}
	/* where V8 recorded no constructor name, name says what it did */
	if (v8_obj_constructor_name(obj, name, sizeof (name)) != 0) {
		mdb_cprint_escaped(MDB_C_ERROR, name, strlen(name));
		return;
	}
	mdb_printf_escaped(name, strlen(name));
}

/*
 * JSON: the constructor's name, or null and constructor_reason saying
 * why (no JavaScript object; what V8 recorded instead of a name).
 */
static void
nh_json_ctor(uintptr_t obj)
{
	char name[V8_NAMELEN];
	size_t len;

	if (obj == 0) {
		mdb_json_null("constructor");
		mdb_json_str("constructor_reason", "no JavaScript object");
		return;
	}
	if (v8_obj_constructor_name(obj, name, sizeof (name)) == 0) {
		mdb_json_str("constructor", name);
		mdb_json_null("constructor_reason");
		return;
	}
	/* "<constructor ... has no name>": the reason, without <> */
	len = strlen(name);
	mdb_json_null("constructor");
	if (len >= 2 && name[0] == '<' && name[len - 1] == '>')
		mdb_json_strn("constructor_reason", name + 1, len - 2);
	else
		mdb_json_str("constructor_reason", name);
}

static void
nh_json_addr_or_null(const char *key, uintptr_t v)
{
	if (v != 0)
		mdb_json_addr(key, v);
	else
		mdb_json_null(key);
}

static void
nh_json_summary(const char *dcmd, size_t nenv, size_t n, int complete)
{
	mdb_json_begin(dcmd, "summary");
	mdb_json_uint("environments", nenv);
	mdb_json_uint(strcmp(dcmd, "nodehandles") == 0 ? "handles" :
	    "requests", n);
	mdb_json_bool("complete", complete);
	mdb_json_end();
}

/* The wrap's uv_handle_t, checked by its data field; 0 if none is. */
static uintptr_t
nh_uv_handle(uintptr_t wrap, const nh_meta_t *nm)
{
	const char *where[] = { "handle_ptr_after_node",
	    "handle_ptr_after_node_old" };
	uintptr_t uvh, back;
	size_t i;

	for (i = 0; i < NELEM(where); i++) {
		if (mdb_vread(&uvh, sizeof (uvh), wrap + nm->nm_wrap_node +
		    uvl(where[i])) == sizeof (uvh) && uvh != 0 &&
		    (uvh & 7) == 0 &&
		    mdb_vread(&back, sizeof (back), uvh + uvl("handle_data")) ==
		    sizeof (back) && back == wrap)
			return (uvh);
	}
	return (0);
}

/*
 * Node.js 0.10 - 4: HandleWrap::Close clears handle__ after uv_close (the
 * wrap stays queued until OnClose): a wrap whose pointer there is NULL
 * has had its handle closed (fact nodewrap_handle_ptr_cleared: where).
 */
static int
nh_closed(uintptr_t wrap, const nh_meta_t *nm)
{
	intptr_t off;
	uintptr_t p;

	return (v8_const("nodewrap_handle_ptr_cleared", &off) == 0 &&
	    off >= 0 && off < 4096 && mdb_vread(&p, sizeof (p),
	    wrap + nm->nm_wrap_node + (uintptr_t)off) == sizeof (p) &&
	    p == 0);
}

static int
nh_handle_cb(uintptr_t wrap, uintptr_t obj, const nh_meta_t *nm, int json)
{
	uintptr_t uvh = 0;
	uint32_t type = 0, fl = 0;
	int fd = -1, have = 0;
	const char *tname = "?";
	char state[64];

	if ((uvh = nh_uv_handle(wrap, nm)) != 0 && mdb_vread(&type, sizeof (type), uvh + uvl("handle_type")) ==
	    sizeof (type) &&
	    mdb_vread(&fl, sizeof (fl), uvh + uvl("handle_flags")) ==
	    sizeof (fl))
		have = 1;
	if (have && type < NELEM(uv_handle_names))
		tname = uv_handle_names[type];
	if (have && (strcmp(tname, "tcp") == 0 || strcmp(tname, "pipe") == 0 ||
	    strcmp(tname, "tty") == 0) &&
	    mdb_vread(&fd, sizeof (fd), uvh + uvl("stream_fd")) != sizeof (fd))
		fd = -1;
	if (!have && nh_closed(wrap, nm)) {
		tname = "(closed)";
		(void) snprintf(state, sizeof (state), "closing");
	} else if (!have)
		(void) snprintf(state, sizeof (state), "<unreadable>");
	else
		(void) snprintf(state, sizeof (state), "%s%s",
		    (fl & uvl("flag_closing")) ? "closing" :
		    (fl & uvl("flag_active")) ? "active" : "inactive",
		    (fl & uvl("flag_ref")) ? ",ref" : ",unref");
	if (json) {
		int closed = !have && strcmp(tname, "(closed)") == 0;

		mdb_json_begin("nodehandles", "handle");
		mdb_json_addr("wrap", wrap);
		nh_json_addr_or_null("object", obj);
		nh_json_addr_or_null("uv_handle", have ? uvh : 0);
		mdb_json_str("type", have && strcmp(tname, "?") != 0 ?
		    tname : NULL);
		mdb_json_str("state", !have ? (closed ? "closing" : NULL) :
		    (fl & uvl("flag_closing")) ? "closing" :
		    (fl & uvl("flag_active")) ? "active" : "inactive");
		if (have)
			mdb_json_bool("ref", (fl & uvl("flag_ref")) != 0);
		else
			mdb_json_null("ref");
		if (fd >= 0)
			mdb_json_uint("fd", (uint64_t)fd);
		else
			mdb_json_null("fd");
		nh_json_ctor(obj);
		if (closed)
			mdb_json_str("reason", "the handle was closed: the "
			    "wrap no longer points at it");
		else if (!have)
			mdb_json_str("reason", "the libuv handle could not "
			    "be read");
		else if (strcmp(tname, "?") == 0)
			mdb_json_str("reason", "the libuv handle's type is "
			    "not one libuv names");
		else
			mdb_json_null("reason");
		mdb_json_end();
		return (0);
	}
	mdb_printf("%16lx %16lx %-9s %-16s ", (unsigned long)wrap,
	    (unsigned long)obj, tname, state);
	if (fd >= 0)
		mdb_printf("%4d ", fd);
	else
		mdb_printf("%4s ", "-");
	nh_ctor(obj);
	mdb_printf("\n");
	return (0);
}

static int
nh_req_cb(uintptr_t wrap, uintptr_t obj, const nh_meta_t *nm, int json)
{
	const char *where[] = { "req_after_node", "req_after_node_old" };
	uintptr_t req = 0, path = 0, back = 0;
	uint32_t type = 0, fstype = 0;
	const char *tname = "?", *what = "";
	char pbuf[1024];
	size_t i;
	int pathbad = 0;

	pbuf[0] = '\0';
	/* the embedded request: the one whose data points back at the wrap */
	for (i = 0; i < NELEM(where) && req == 0; i++) {
		uintptr_t r = wrap + nm->nm_wrap_node + uvl(where[i]);

		if (uvl(where[i]) != 0 && mdb_vread(&back, sizeof (back),
		    r + uvl("req_data")) == sizeof (back) && back == wrap)
			req = r;
	}
	if (req != 0 &&
	    mdb_vread(&type, sizeof (type), req + uvl("req_type")) ==
	    sizeof (type) && type < NELEM(uv_req_names))
		tname = uv_req_names[type];
	if (strcmp(tname, "fs") == 0 &&
	    mdb_vread(&fstype, sizeof (fstype), req + uvl("fs_type")) ==
	    sizeof (fstype)) {
		what = fstype < NELEM(uv_fs_names) ? uv_fs_names[fstype] : "?";
		if (mdb_vread(&path, sizeof (path), req + uvl("fs_path")) ==
		    sizeof (path) && path != 0 &&
		    mdb_readstr(pbuf, sizeof (pbuf), path) < 0) {
			(void) snprintf(pbuf, sizeof (pbuf), "<unreadable>");
			pathbad = 1;
		}
	}
	if (json) {
		mdb_json_begin("noderequests", "request");
		mdb_json_addr("wrap", wrap);
		nh_json_addr_or_null("object", obj);
		nh_json_addr_or_null("uv_req", req);
		mdb_json_str("type", strcmp(tname, "?") != 0 ? tname : NULL);
		mdb_json_str("fs", what[0] != '\0' && strcmp(what, "?") != 0 ?
		    what : NULL);
		mdb_json_str("path", pbuf[0] != '\0' && !pathbad ? pbuf :
		    NULL);
		nh_json_ctor(obj);
		mdb_json_str("reason", req == 0 ? "no libuv request in the "
		    "wrap points back at it" : strcmp(tname, "?") == 0 ?
		    "the request's type could not be read or is not one "
		    "libuv names" : strcmp(what, "?") == 0 ? "the file system "
		    "call's type is not one libuv names" : pathbad ?
		    "the path could not be read" : NULL);
		mdb_json_end();
		return (0);
	}
	mdb_printf("%16lx %16lx %-11s %-9s ", (unsigned long)wrap,
	    (unsigned long)obj, tname, what[0] != '\0' ? what : "-");
	nh_ctor(obj);
	if (pbuf[0] != '\0') {
		mdb_printf(" ");
		mdb_printf_escaped(pbuf, strlen(pbuf));
	}
	mdb_printf("\n");
	return (0);
}

static int
nh_dcmd(int reqs, uint_t flags, int argc)
{
	const char *dcmd = reqs ? "noderequests" : "nodehandles";
	nh_meta_t nm;
	nh_envs_t ne;
	size_t i, n, total = 0;
	int json = (flags & DCMD_JSON) != 0;

	if (v8_dcmd_start(dcmd, flags, V8_NEED_HEAP | V8_NEED_PRINT) != 0)
		return (DCMD_ERR);
	if ((flags & DCMD_ADDRSPEC) || argc != 0)
		return (DCMD_USAGE);
	if (nh_meta(reqs, &nm) != 0)
		return (DCMD_ERR);
	if (nm.nm_static_head != 0) {
		/* Node.js 0.10: one static queue, no Environment */
		memset(&ne, 0, sizeof (ne));
		ne.ne_env[0] = nm.nm_static_head;
		ne.ne_n = 1;
	} else if (nh_find_envs(&ne, &nm, dcmd) != 0) {
		return (DCMD_ERR);
	}
	if (json)
		;	/* no header */
	else if (reqs)
		mdb_printf("%16s %16s %-11s %-9s %s\n", "WRAP", "OBJECT",
		    "TYPE", "FS", "CONSTRUCTOR [PATH]");
	else
		mdb_printf("%16s %16s %-9s %-16s %4s %s\n", "WRAP", "OBJECT",
		    "TYPE", "STATE", "FD", "CONSTRUCTOR");
	for (i = 0; i < ne.ne_n; i++) {
		uintptr_t head = nm.nm_static_head != 0 ? nm.nm_static_head :
		    ne.ne_env[i] + nm.nm_env_queue + nm.nm_queue_head;

		if (nh_walk(head, &nm, reqs ? nh_req_cb : nh_handle_cb,
		    json, &n) != 0) {
			if (json)
				nh_json_summary(dcmd, ne.ne_n, total + n, 0);
			mdb_warn("%s: the queue %s%lx is broken (the core "
			    "lacks a node, or it loops); what is above is all "
			    "of it that could be read\n", dcmd,
			    nm.nm_static_head == 0 ? "of Environment " :
			    reqs ? "node::req_wrap_queue at " :
			    "node::handle_wrap_queue at ",
			    (unsigned long)ne.ne_env[i]);
			return (DCMD_ERR);
		}
		total += n;
	}
	if (json)
		nh_json_summary(dcmd, ne.ne_n, total, 1);
	else if (total == 0)
		mdb_printf("(none)\n");
	return (DCMD_OK);
}

static int
dcmd_nodehandles(uintptr_t addr, uint_t flags, int argc,
    const mdb_arg_t *argv)
{
	return (nh_dcmd(0, flags, argc));
}

static int
dcmd_noderequests(uintptr_t addr, uint_t flags, int argc,
    const mdb_arg_t *argv)
{
	return (nh_dcmd(1, flags, argc));
}

static void
nodehandles_help(void)
{
	mdb_printf(
	    "Lists the libuv handles the Node.js process held (its\n"
	    "Environment's handle queue): what kept its event loop alive.\n"
	    "WRAP is the C++ HandleWrap, OBJECT the JavaScript object behind\n"
	    "it, TYPE and STATE the libuv handle's (active/inactive, ref/\n"
	    "unref, closing), FD its file descriptor (TCP, pipe, TTY).\n"
	    "Timers are not handles since Node.js 11 (one libuv timer serves\n"
	    "them all): find them with ::findjsobjects -c Timeout.\n");
}

static void
noderequests_help(void)
{
	mdb_printf(
	    "Lists the libuv requests in flight (the Environment's request\n"
	    "queue): file system calls in the thread pool, DNS lookups,\n"
	    "writes, connects.  WRAP is the C++ ReqWrap, OBJECT the\n"
	    "JavaScript object behind it, TYPE the libuv request type, FS\n"
	    "the file system call and, after the constructor, its path.\n");
}

const mdb_dcmd_t v8_nodehandles_dcmds[] = {
	{ "nodehandles", NULL, "list the libuv handles a Node.js process "
	    "held", dcmd_nodehandles, nodehandles_help, MDB_DCMD_JSON },
	{ "noderequests", NULL, "list the libuv requests a Node.js process "
	    "had in flight", dcmd_noderequests, noderequests_help,
	    MDB_DCMD_JSON },
	{ NULL }
};
