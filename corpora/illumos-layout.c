/*
 * illumos-layout.c: prints, as JSON, the sizes and field offsets of the
 * illumos amd64 note structs that corpora/illumos-core.py writes.  The
 * layouts are jsmdb's own (mdbmod/procfs_illumos.h, transcribed from
 * illumos-gate with their sources), so the converter and the reader
 * cannot disagree about a fact kept in one place.
 *
 * The register blocks come from the same place jsmdb reads them with
 * (mdbmod/regsets.c: offset, size and DWARF number of each register of
 * Linux's x86-64 user_regs_struct and illumos' amd64 gregset_t), so the
 * converter moves each register by its DWARF number.
 *
 * Build and run:
 *   cc -I mdbmod -o illumos-layout corpora/illumos-layout.c mdbmod/regsets.c
 */
#include <stddef.h>
#include <stdio.h>
#include "procfs_illumos.h"
#include "tgt_impl.h"

static void
regset(const char *name, const tgt_regset_t *rs)
{
	printf(",\n  \"%s\": {\"size\": %zu, \"regs\": [", name,
	    rs->rs_size);
	for (size_t i = 0; i < rs->rs_nlocs; i++)
		printf("%s[%u, %u, %d]", i ? ", " : "", rs->rs_locs[i].rl_off,
		    rs->rs_locs[i].rl_size, rs->rs_locs[i].rl_reg);
	printf("]}");
}

static int first_struct = 1, first_field;

static void
begin(const char *name, size_t size)
{
	printf("%s\n  \"%s\": {\"size\": %zu", first_struct ? "{" : ",", name,
	    size);
	first_struct = 0;
	first_field = 0;
}

#define	STRUCT(t)	begin(#t, sizeof (t))
#define	FIELD(t, f)	printf(", \"%s\": %zu", #f, offsetof(t, f))
#define	END()		printf("}")

int
main(void)
{
	STRUCT(ill_psinfo_t);
	FIELD(ill_psinfo_t, pr_flag);
	FIELD(ill_psinfo_t, pr_nlwp);
	FIELD(ill_psinfo_t, pr_pid);
	FIELD(ill_psinfo_t, pr_ppid);
	FIELD(ill_psinfo_t, pr_pgid);
	FIELD(ill_psinfo_t, pr_sid);
	FIELD(ill_psinfo_t, pr_uid);
	FIELD(ill_psinfo_t, pr_euid);
	FIELD(ill_psinfo_t, pr_gid);
	FIELD(ill_psinfo_t, pr_egid);
	FIELD(ill_psinfo_t, pr_fname);
	FIELD(ill_psinfo_t, pr_psargs);
	FIELD(ill_psinfo_t, pr_wstat);
	FIELD(ill_psinfo_t, pr_argc);
	FIELD(ill_psinfo_t, pr_dmodel);
	FIELD(ill_psinfo_t, pr_zoneid);
	FIELD(ill_psinfo_t, pr_lwp);
	END();

	STRUCT(ill_lwpsinfo_t);
	FIELD(ill_lwpsinfo_t, pr_lwpid);
	FIELD(ill_lwpsinfo_t, pr_state);
	FIELD(ill_lwpsinfo_t, pr_sname);
	FIELD(ill_lwpsinfo_t, pr_clname);
	FIELD(ill_lwpsinfo_t, pr_onpro);
	END();

	STRUCT(ill_pstatus_t);
	FIELD(ill_pstatus_t, pr_flags);
	FIELD(ill_pstatus_t, pr_nlwp);
	FIELD(ill_pstatus_t, pr_pid);
	FIELD(ill_pstatus_t, pr_ppid);
	FIELD(ill_pstatus_t, pr_pgid);
	FIELD(ill_pstatus_t, pr_sid);
	FIELD(ill_pstatus_t, pr_brkbase);
	FIELD(ill_pstatus_t, pr_brksize);
	FIELD(ill_pstatus_t, pr_stkbase);
	FIELD(ill_pstatus_t, pr_stksize);
	FIELD(ill_pstatus_t, pr_dmodel);
	FIELD(ill_pstatus_t, pr_zoneid);
	FIELD(ill_pstatus_t, pr_lwp);
	END();

	STRUCT(ill_lwpstatus_t);
	FIELD(ill_lwpstatus_t, pr_flags);
	FIELD(ill_lwpstatus_t, pr_lwpid);
	FIELD(ill_lwpstatus_t, pr_why);
	FIELD(ill_lwpstatus_t, pr_what);
	FIELD(ill_lwpstatus_t, pr_cursig);
	FIELD(ill_lwpstatus_t, pr_info);
	FIELD(ill_lwpstatus_t, pr_clname);
	FIELD(ill_lwpstatus_t, pr_reg);
	FIELD(ill_lwpstatus_t, pr_fpreg);
	END();

	STRUCT(ill_siginfo_t);
	FIELD(ill_siginfo_t, si_signo);
	FIELD(ill_siginfo_t, si_code);
	FIELD(ill_siginfo_t, si_errno);
	FIELD(ill_siginfo_t, __data.__fault.__addr);
	FIELD(ill_siginfo_t, __data.__proc.__pid);
	END();

	STRUCT(ill_prstatus_t);
	FIELD(ill_prstatus_t, pr_flags);
	FIELD(ill_prstatus_t, pr_why);
	FIELD(ill_prstatus_t, pr_info);
	FIELD(ill_prstatus_t, pr_cursig);
	FIELD(ill_prstatus_t, pr_nlwp);
	FIELD(ill_prstatus_t, pr_pid);
	FIELD(ill_prstatus_t, pr_ppid);
	FIELD(ill_prstatus_t, pr_pgrp);
	FIELD(ill_prstatus_t, pr_sid);
	FIELD(ill_prstatus_t, pr_clname);
	FIELD(ill_prstatus_t, pr_who);
	FIELD(ill_prstatus_t, pr_reg);
	END();

	STRUCT(ill_prpsinfo_t);
	FIELD(ill_prpsinfo_t, pr_state);
	FIELD(ill_prpsinfo_t, pr_sname);
	FIELD(ill_prpsinfo_t, pr_uid);
	FIELD(ill_prpsinfo_t, pr_gid);
	FIELD(ill_prpsinfo_t, pr_pid);
	FIELD(ill_prpsinfo_t, pr_ppid);
	FIELD(ill_prpsinfo_t, pr_pgrp);
	FIELD(ill_prpsinfo_t, pr_sid);
	FIELD(ill_prpsinfo_t, pr_clname);
	FIELD(ill_prpsinfo_t, pr_fname);
	FIELD(ill_prpsinfo_t, pr_psargs);
	FIELD(ill_prpsinfo_t, pr_argc);
	END();

	STRUCT(ill_fpregset_t);
	END();
	STRUCT(ill_utsname_t);
	FIELD(ill_utsname_t, sysname);
	FIELD(ill_utsname_t, nodename);
	FIELD(ill_utsname_t, release);
	FIELD(ill_utsname_t, version);
	FIELD(ill_utsname_t, machine);
	END();
	STRUCT(ill_auxv_t);
	FIELD(ill_auxv_t, a_type);
	FIELD(ill_auxv_t, a_val);
	END();

	printf(",\n  \"constants\": {\"NGREG\": %d, \"SYS_NMLN\": %d, "
	    "\"PR_MODEL_LP64\": %d, \"AT_SUN_EXECNAME\": %d, "
	    "\"NT_PRSTATUS\": %d, \"NT_PRFPREG\": %d, \"NT_PRPSINFO\": %d, "
	    "\"NT_PLATFORM\": %d, \"NT_AUXV\": %d, \"NT_PSTATUS\": %d, "
	    "\"NT_PSINFO\": %d, \"NT_UTSNAME\": %d, \"NT_LWPSTATUS\": %d, "
	    "\"NT_LWPSINFO\": %d, \"NT_CONTENT\": %d, \"NT_ZONENAME\": %d, "
	    "\"CC_CONTENT_DEFAULT\": %llu}",
	    ILL_NGREG, ILL_SYS_NMLN, ILL_PR_MODEL_LP64, ILL_AT_SUN_EXECNAME,
	    ILL_NT_PRSTATUS, ILL_NT_PRFPREG, ILL_NT_PRPSINFO, ILL_NT_PLATFORM,
	    ILL_NT_AUXV, ILL_NT_PSTATUS, ILL_NT_PSINFO, ILL_NT_UTSNAME,
	    ILL_NT_LWPSTATUS, ILL_NT_LWPSINFO, ILL_NT_CONTENT, ILL_NT_ZONENAME,
	    (unsigned long long)(ILL_CC_CONTENT_STACK | ILL_CC_CONTENT_HEAP |
	    ILL_CC_CONTENT_ISM | ILL_CC_CONTENT_DISM | ILL_CC_CONTENT_SHM |
	    ILL_CC_CONTENT_SHANON | ILL_CC_CONTENT_TEXT | ILL_CC_CONTENT_DATA |
	    ILL_CC_CONTENT_RODATA | ILL_CC_CONTENT_ANON | ILL_CC_CONTENT_CTF |
	    ILL_CC_CONTENT_SYMTAB));
	regset("regset_linux_x86_64", &tgt_regset_linux_x86_64);
	regset("regset_illumos_amd64", &tgt_regset_illumos_amd64);
	printf("\n}\n");
	(void) first_field;
	return (0);
}
