/* Every kind of symbol gcc's object lists: functions (static and weak ones too), objects in
   .data, .bss, .rodata and .data.rel.ro, thread-locals, static locals, undefined names. */
#include <stdio.h>
#include <stdlib.h>
int counter;
int inited = 3;
int zeroed = 0;
double negz = -0.0;
const int table[4] = {1, 2, 3, 4};
const char *const names[2] = {"a", "b"};
static int hidden = 5;
static double sbss;
extern int elsewhere;
__thread int tl;
__thread int tl2 = 4;
static int helper(int x) { static int calls; static int more = 2; calls++; return x + calls + more + hidden; }
int used_weak(void) __attribute__((weak));
int wdef(void) __attribute__((weak));
int wdef(void) { return 1; }
void nm_test_func(void) {}
int twice(void) { static long a; static char b[3] = "x"; return (int)a + b[0]; }
int main(int argc, char **argv) {
  sbss += 1;
  printf("%d %d\n", helper(argc), elsewhere);
  if (used_weak) used_weak();
  return atoi(argv[0]) + counter + inited + zeroed + (int)negz + table[1] + tl + tl2 + (int)names[0][0] + twice() + wdef();
}
