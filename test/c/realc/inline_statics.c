/* C99's inline definitions (inline, not static, not extern) that name static objects and
 * functions: gcc warns at the end of the unit, newest first, except for a function declared
 * again without `inline` (an external definition then); static inline and extern inline are
 * fine. Only the latter two are called (an inline definition alone would need an external one). */
#include <stdio.h>
static int counter;
static const int limit = 10;
static int helper(int x) { return x + 1; }
inline int bump(int x) { counter += helper(x); return counter < limit ? counter : limit; }
inline int both(int x) { static int calls; static const int once = 1; calls += once; return helper(x) + counter; }
inline int later(int x) { return helper(x); }
int later(int x);
static inline int fine(int x) { return helper(x) + counter; }
extern inline int ext(int x) { return helper(x) * 2; }
int main(void) { printf("%d %d %d\n", fine(1), ext(2), later(3)); return implicit_one(); }
int implicit_one(void) { return 0; }
