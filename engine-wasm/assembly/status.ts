/**
 * Status codes returned by the exported entry points. They are exported as WASM globals too, so the
 * TypeScript binding reads the numbers from the module instead of keeping a second list in step.
 */

export const STATUS_OK: i32 = 0;
/** An opcode the VM does not know. */
export const STATUS_UNKNOWN_OPCODE: i32 = 1;
/** An instruction pops more values than the stack holds. */
export const STATUS_STACK_UNDERFLOW: i32 = 2;
/** The program needs more stack slots than MAX_STACK_DEPTH. */
export const STATUS_STACK_OVERFLOW: i32 = 3;
/** A CONST operand outside the constant table. */
export const STATUS_BAD_CONSTANT: i32 = 4;
/** An INPUT operand naming no input slot, or an input the call did not supply. */
export const STATUS_MISSING_INPUT: i32 = 5;
/** The program does not leave exactly one value on the stack. */
export const STATUS_BAD_RESULT_DEPTH: i32 = 6;
/** The last instruction lacks its operand word. */
export const STATUS_TRUNCATED: i32 = 7;
/**
 * A scope (integral, sum, product) is malformed: its slot is not SCOPE_SLOT_BASE + its nesting depth,
 * scopes nest deeper than MAX_SCOPE_DEPTH, its body's length runs past the code, or its body does not
 * leave exactly one value.
 */
export const STATUS_BAD_SCOPE: i32 = 8;
/**
 * A LOAD or STORE names no register (0 … REGISTER_COUNT − 1), or a LOAD reads a register that no STORE
 * of its own body (or of the top-level program) wrote before it, or that a nested body may have
 * overwritten since.
 */
export const STATUS_BAD_REGISTER: i32 = 9;
