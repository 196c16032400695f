/* options: -Wall -c */
/* -Wreturn-type: control reaching a non-void function's closing brace (gcc's flow pass, when it
   generates code), a static function without any return (the front end's, -fsyntax-only too),
   `return;` in a non-void function; constant conditions as gcc folds them, noreturn calls. */
#include <assert.h>
#include <mpi.h>
#include <pthread.h>
#include <setjmp.h>
#include <stdlib.h>
#include <unistd.h>

void die(const char *m) __attribute__((noreturn));
__attribute__((__noreturn__)) void die2(void);
_Noreturn void die3(void);
enum colour { RED, GREEN };

static int one_arm(int x) { if (x) return 1; }
static int no_return(int x) { x++;
}
static int bare_return(int x) { if (x) return; }
static inline int unused_inline(int x) { if (x) return 1; }
void gives_value(int x) { return x; }
int both_arms(int x) { if (x) return 1; else return 2; }
int breaks_out(int x) { while (1) { if (x) break; } }
int break_in_switch(int x) { for (;;) { switch (x) { case 1: break; } } }
int forever(int x) { do { x++; } while (1); }
int always(int x) { if (1) return 1; }
int never(int x) { if (0) return 1; }
int folded(int x) { if (x && 0) return 1; else return 2; }
int sized(void) { if (sizeof(int) == 4) return 1; }
int aborts(int x) { MPI_Abort(MPI_COMM_WORLD, 1); }
int exits(int x) { if (x) exit(1); else abort(); }
int jumps(int x) { jmp_buf b; longjmp(b, 1); }
int thread_ends(int x) { pthread_exit(0); }
int unreachable(int x) { __builtin_unreachable(); }
int traps(int x) { __builtin_trap(); }
int underscore_exit(int x) { _exit(1); }
int user_noreturn(int x) { if (x) die("x"); else die2(); }
int c11_noreturn(int x) { die3(); }
int asserted(int x) { assert(0); }
int either(int x) { x ? exit(1) : abort(); }
int one_side(int x) { x ? abort() : (void)0; }
int covered(int x) { switch (x) { case 1: return 1; default: return 2; } }
int uncovered(int x) { switch (x) { case 1: return 1; } }
int broken_default(int x) { switch (x) { case 1: return 1; default: break; } }
int looping_default(int x) { switch (x) { case 1: return 1; default: while (1); } }
int enumerated(enum colour c) { switch (c) { case RED: return 1; case GREEN: return 2; } }
int boolean(_Bool b) { switch (b) { case 0: return 1; case 1: return 2; } }
int loop_back(int x) { again: if (x) return 1; goto again; }
int loop_forward(int x) { L: x++; if (x < 10) goto L; }
int goto_out(int x) { for (;;) { if (x) goto out; } out: ; }
int dead_label(int x) { return 1; dead: ; }
int may_skip(int x) { while (x) { return 1; } }
int variable_loop(int x) { int y = 1; while (y) { } }
int constant_for(int x) { for (; 1;) { } }
int inner_break(int x) { while (1) { for (;;) break; } }
int step_loop(int x) { for (int i = 0; i < x; i++) { return i; } }
int counted(int x) { for (int i = 0; ; i++) { if (i > x) return i; } }
int not_one(int x) { if (!1) return 1; }
int or_one(int x) { if (x || 1) return 1; }
int continued(int x) { for (;;) { switch (x) { case 1: continue; default: return 2; } } }
int narrow(unsigned char c) { if (c < 1000) return 1; }
int ranged(unsigned u) { if (u < 10) return 1; }
f_implicit(x) { }
int main(int argc, char **argv) { if (argc) return 1; }
