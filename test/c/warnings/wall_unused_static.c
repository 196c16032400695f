/* options: -Wall -c */
/* Unused static definitions, which gcc reports only when it generates code (cgraph's pass,
   the last defined first), after the front end's static functions declared and not defined. */
#include <stdio.h>

static int helper(void) { return 1; }
static void declared_only(void);
static inline int inlined(void) { return 3; }
static int twice(int x) { return 2 * x; }
static int counter_unused;
static const int limit_unused = 3;
static int used_data = 4;
static int undefined_but_called(void);

int entry(int p)
{
  int spare;
  return p + undefined_but_called() + used_data;
}

static int late(void) { return 2; }
