/*
 * contextcell.c: the value in a ContextCell.
 *
 * V8 14.6 may keep a function context's variable in a ContextCell (a
 * "const", Smi, int32 or float64 cell that optimized code depends on)
 * rather than in the context slot itself.  The value is where the
 * cell's state says (facts: v8/facts.c, read from the Node.js 26.10.0
 * binary's Builtins_LoadFromContextCell): states up to
 * contextcell_state_tagged_max keep a tagged value, the int32 state an
 * int32 and the float64 state a double in the untagged field.
 */
#include <string.h>

#include "v8.h"

int
v8_context_cell(uintptr_t val, uintptr_t *valp, int *isdoublep, double *dp)
{
	intptr_t tmax, si32, sf64;
	ssize_t otag, ostate, oraw;
	uint32_t state;
	int32_t i32;
	int type;

	if (v8_cfg.vt_ContextCell == -1 || !v8_is_heapobject(val) ||
	    v8_obj_type(val, &type) != 0 || type != v8_cfg.vt_ContextCell)
		return (1);
	*isdoublep = 0;
	if (v8_const("contextcell_state_tagged_max", &tmax) != 0 ||
	    v8_const("contextcell_state_int32", &si32) != 0 ||
	    v8_const("contextcell_state_float64", &sf64) != 0 ||
	    v8_class_offset("ContextCell", "tagged_value", &otag) != 0 ||
	    v8_class_offset("ContextCell", "state", &ostate) != 0 ||
	    v8_class_offset("ContextCell", "double_value", &oraw) != 0 ||
	    v8_read_u32(val, ostate, &state) != 0)
		return (-1);
	if ((intptr_t)state <= tmax)
		return (v8_read_tagged(val, otag, valp) == 0 ? 0 : -1);
	if ((intptr_t)state == si32) {
		if (v8_read_u32(val, oraw, (uint32_t *)&i32) != 0)
			return (-1);
		*isdoublep = 1;
		*dp = (double)i32;
		return (0);
	}
	if ((intptr_t)state == sf64) {
		if (v8_read_double(val, oraw, dp) != 0)
			return (-1);
		*isdoublep = 1;
		return (0);
	}
	return (-1);
}
