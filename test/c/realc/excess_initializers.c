/*
 * Initializers with more elements than their object: gcc 12 warns, naming the part of the
 * object it was near, drops the extra elements and compiles the program.
 */
#include <stdio.h>

struct P { int a, b; };
struct Q { struct P p; int m[2]; };
union U { int i; char c; };
int g[2] = {1, 2, 3};
struct P sp = {1, 2, 3};
struct Q q = {{1, 2, 3}, {4, 5, 6}, 7};
union U u = {1, 2};
int sc = {1, 2};
int mm[2][2] = {{1, 2, 3}, {4}};

int main(void)
{
  int l[1] = {1, 2};
  struct P lp = {4, 5, 6};
  int *cl = (int[1]){7, 8};
  printf("%d %d | %d %d | %d %d %d %d | %d %d | %d %d %d %d\n", g[0], g[1], sp.a, sp.b, q.p.a, q.p.b, q.m[0], q.m[1], u.i, sc, mm[0][0], mm[0][1], mm[1][0], mm[1][1]);
  printf("%d %d %d %d\n", l[0], lp.a, lp.b, cl[0]);
  return 0;
}
