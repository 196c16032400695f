// setjmp/longjmp: out of deep recursion, longjmp(env, 0) returning 1, a jmp_buf inside a struct,
// repeated jumps to one setjmp, sigsetjmp/siglongjmp, setjmp inside an expression.
#include <stdio.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
static jmp_buf top, inner;
static int depth_reached;
static void dive(int n) {
  char pad[64];
  memset(pad, n, sizeof pad);
  depth_reached = n;
  if (n == 25) longjmp(top, n * 2 + pad[3]);
  dive(n + 1);
}
static int parse(const char *s) {
  int v = 0;
  for (; *s; s++) {
    if (*s < '0' || *s > '9') longjmp(inner, 0);
    v = v * 10 + (*s - '0');
  }
  return v;
}
struct ctx { jmp_buf env; int tries; };
static void retry(struct ctx *c) { if (++c->tries < 4) longjmp(c->env, c->tries); }
int main(void) {
  volatile int count = 0;
  int r = setjmp(top);
  printf("setjmp returned %d (count %d)\n", r, count);
  if (r == 0) { count++; dive(0); }
  printf("depth %d\n", depth_reached);
  const char *inputs[] = { "123", "4x5", "99" };
  for (int k = 0; k < 3; k++) {
    int v;
    if (setjmp(inner) == 0) { v = parse(inputs[k]); printf("%s -> %d\n", inputs[k], v); }
    else printf("%s -> bad input (longjmp 0 gives 1)\n", inputs[k]);
  }
  struct ctx c = { .tries = 0 };
  int t = setjmp(c.env);
  printf("try %d\n", t);
  retry(&c);
  sigjmp_buf sj;
  if (sigsetjmp(sj, 1) == 0) { printf("sigsetjmp first\n"); siglongjmp(sj, 7); }
  else printf("siglongjmp back\n");
  printf("sizes %zu %zu\n", sizeof(jmp_buf), sizeof(sigjmp_buf));
  int x = 3 + setjmp(top);
  if (x == 3) longjmp(top, 5);
  printf("x = %d\n", x);
  return 0;
}
