/* gcc's statement expressions `({ ... })`, as macros write them (MPICH's test/mpi/include/
 * mtest_common.h: MTEST_CREATE_AND_FREE_DTP_OBJS, a loop with a break and a call, its value
 * the block's last expression): locals of their own, calls, loops, `continue` of an enclosing
 * loop, a void block, and statement expressions nested in one another and in arguments. */
#include <stdio.h>
#define MAX(a, b) ({ int a_ = (a), b_ = (b); a_ > b_ ? a_ : b_; })
static int calls;
static int f(int x) { calls++; return x * 2; }
#define COUNT_UP(n) ({ int s_ = 0; do { for (int i_ = 0; i_ < (n); i_++) { if (i_ == 7) break; s_ += f(i_); } } while (0); s_; })
int main(void)
{
    int errs = 0, k = 3;
    errs += COUNT_UP(5);
    errs += COUNT_UP(10);
    int m = MAX(k++, f(2));
    ({ printf("void block %d\n", m); });
    for (int j = 0; j < 3; j++) {
        int v = ({ int t = j * 10; if (j == 1) continue; t + 1; });
        printf("j %d v %d\n", j, v);
    }
    printf("errs %d m %d k %d calls %d nested %d\n", errs, m, k, calls, ({ int q = ({ 4; }); q * MAX(q, 9); }));
    return 0;
}
