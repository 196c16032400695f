/* gcc's attributes after a parameter's declarator, in a prototype and in K&R declarations
   (bc's dc/numeric.c: `int kscale ATTRIB((unused)) DC_DECLSEP`). */
#include <stdio.h>
static int add(int a, int k __attribute__((unused)), int c) { return a + c; }
static int sub(a, k, c) int a; int k __attribute__((unused)); int c; { return a - c; }
int proto(int x __attribute__((unused)), const char *fmt __attribute__((unused)), ...);
int proto(int x, const char *fmt, ...) { return x + (fmt != 0); }
int main(void) {
  printf("%d %d %d\n", add(1, 2, 3), sub(10, 2, 3), proto(4, "x"));
  return 0;
}
