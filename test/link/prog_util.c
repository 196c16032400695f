#include "prog.h"

static int counter = 7;              /* not prog_main.c's */
static op_fn registered;
int calls;

static int helper(int x) { return x * counter; }

int util_helper(int x) { calls++; return helper(x); }
int util_square(int x) { calls++; return x * x; }
int util_counter(void) { return counter + shared_total; }
void register_op(op_fn f) { registered = f; }
int run_registered(int x) { calls++; return registered(x); }

int apply(int k, int v)
{
    return ops[k % 2](v);
}
