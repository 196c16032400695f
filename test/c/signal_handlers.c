// signal(): the previous handler comes back (SIG_DFL first, then the one installed), SIGKILL
// cannot be caught (SIG_ERR), SIG_IGN and SIG_DFL as handlers. No signal is raised, so the
// handlers never count.
#include <signal.h>
#include <stdio.h>
#include <errno.h>

static int handled;

static void on_segv(int s) { handled += s; }
static void on_int(int s) { handled -= s; }

static int same(void (*x)(int), void (*y)(int)) {
  return x == y;
}

int main(void) {
  void (*a)(int) = signal(SIGSEGV, on_segv);
  void (*b)(int) = signal(SIGSEGV, on_int);
  void (*c)(int) = signal(SIGKILL, on_int);
  int refused = errno == EINVAL;
  void (*d)(int) = signal(SIGINT, SIG_IGN);
  void (*e)(int) = signal(SIGINT, SIG_DFL);
  printf("first handler was the default: %d\n", a == SIG_DFL);
  printf("second call returned the first handler: %d\n", same(b, on_segv));
  printf("SIGKILL refused: %d %d\n", c == SIG_ERR, refused);
  printf("ignore, then default: %d %d\n", d == SIG_DFL, e == SIG_IGN);
  printf("handlers ran: %d\n", handled);
  return 0;
}
