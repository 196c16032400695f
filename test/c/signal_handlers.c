// signal(): the previous handler comes back (SIG_DFL first, then the one installed), SIGKILL
// cannot be caught (SIG_ERR), SIG_IGN and SIG_DFL as handlers. No signal is raised.
#include <signal.h>
#include <stdio.h>
#include <errno.h>
static void on_segv(int s) { (void)s; }
static void on_int(int s) { (void)s; }
int main(void) {
  __sighandler_t a = signal(SIGSEGV, on_segv);
  __sighandler_t b = signal(SIGSEGV, on_int);
  __sighandler_t c = signal(SIGKILL, on_int);
  __sighandler_t d = signal(SIGINT, SIG_IGN);
  __sighandler_t e = signal(SIGINT, SIG_DFL);
  printf("%d %d %d %d %d\n", a == SIG_DFL, b == on_segv, c == SIG_ERR, d == SIG_DFL, e == SIG_IGN);
  printf("errno is EINVAL: %d\n", errno == EINVAL);
  return 0;
}
