#include "prog.h"

static int twice(int x) { return x + x + 1; }   /* a different twice from prog_main.c's */

int table[TABLE_SIZE] = { 3, 1, 4, 1, 5 };
const char *names[] = { "alpha", "beta" };
op_fn ops[] = { twice, util_square };
