/* A program of three translation units: static names per file, extern data, function
   pointers crossing files, tentative definitions, and a static initializer holding another
   file's address. Run by test/differential/link.test.ts against gcc + ld. */
#include <stdio.h>
#include "prog.h"

static int counter = 100;            /* prog_util.c has its own counter */
static int helper(int x) { return x + counter; }

int shared_total;                    /* tentative definition; prog_util.c declares it extern */
int *const first_entry = &table[0];  /* an address from prog_data.c, in static data */

static int twice(int x) { return 2 * x; }

int main(void)
{
    int i;
    op_fn local_ops[2] = { twice, util_square };
    printf("helper %d util_helper %d\n", helper(1), util_helper(1));
    for (i = 0; i < TABLE_SIZE; i++)
        shared_total += apply(i, table[i]);
    printf("total %d first %d names %s %s\n", shared_total, *first_entry, names[0], names[1]);
    register_op(twice);
    printf("registered %d local %d %d\n", run_registered(21), local_ops[0](5), local_ops[1](5));
    printf("util counter %d calls %d\n", util_counter(), calls);
    printf("same function %d\n", ops[1] == util_square);
    return 0;
}
