/*
 * triage.h: jsmdb --triage (triage.c; docs/json.md).
 */
#ifndef MDB_TRIAGE_H
#define	MDB_TRIAGE_H

/* The record of the core now open (mdb.m_target), on the output. */
void mdb_triage(const char *core);
/* The record of a core that could not be read. */
void mdb_triage_error(const char *core, const char *err);

#endif /* MDB_TRIAGE_H */
