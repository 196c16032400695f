/* The address of a compound literal: &(int){5} is a pointer to an int holding 5 (C11 6.5.2.5),
   as MPI code passes &(MPI_Request){MPI_REQUEST_NULL}. Scalars, structs, arrays, in loops. */
#include <stdio.h>
typedef int T;
struct P { int x, y; };
static int get(const int *p) { return *p; }
static int sum(const struct P *p) { return p->x + p->y; }
int main(void) {
  int *q = &(int){9};
  printf("%d %d %d\n", get(&(T){5}), get(&(int){-7}), *q);
  *q += 1;
  printf("%d %d\n", *q, sum(&(struct P){3, 4}));
  for (int i = 0; i < 3; i++) { int *r = &(int){i * 10}; printf("loop %d\n", *r); }
  double *d = (double[]){1.5, 2.5};
  printf("%g %g %g\n", d[0], d[1], *&(double){0.25});
  return 0;
}
