/* Misspelled and removed functions: gcc suggests the closest visible function (c-decl.cc lookup_name_fuzzy). */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <string.h>
#include <mpi.h>
static int compute_sum(int a) { return a; }
int main(int argc, char **argv)
{
  int r;
  MPI_Init(&argc, &argv);
  MPI_Comm_Rank(MPI_COMM_WORLD, &r);
  MPI_comm_size(MPI_COMM_WORLD, &r);
  MPI_Sendd(0, 0, MPI_INT, 0, 0, MPI_COMM_WORLD);
  pritnf("x");
  void *p = mallco(4);
  r += compute_summ(1) + sqr(2.0) + strcopy(0, 0) + atio("1") + fopne("a", "r");
  MPI_Finalise();
  return r + (p != 0);
}
