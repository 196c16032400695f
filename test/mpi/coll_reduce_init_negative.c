// mpi-np: 1 2 4
/* MPI_Reduce_init with a negative count: MPICH 4.0.2's binding has no count check and builds the
   schedule at the call, whose first buffer of count elements cannot be allocated ("Out of
   memory", MPI_ERR_OTHER). Where it fails depends on the algorithm its tuning picks: smp on a
   communicator with node communicators and a commutative op (a node root allocates first, the
   others in the intranode reduce), binomial otherwise. Each process prints its error stack's
   frames after the first (the first prints buffer addresses). MPI_Reduce_local with a negative
   count: MPICH's process dies; mpisim returns MPI_ERR_COUNT (not run here). */
#include <mpi.h>
#include <stdio.h>
#include <string.h>
static void report(const char *what, int rc) {
  char s[MPI_MAX_ERROR_STRING], *rest;
  int len, cls = -1;
  if (rc == MPI_SUCCESS) { printf("%s: MPI_SUCCESS\n", what); return; }
  MPI_Error_class(rc, &cls);
  MPI_Error_string(rc, s, &len);
  rest = strchr(s, '\n');
  rest = rest ? strchr(rest + 1, '\n') : NULL;
  printf("%s: class %d:\n%s\n", what, cls, rest ? rest + 1 : s);
}
static void mine(void *in, void *inout, int *len, MPI_Datatype *t) { (void)in; (void)inout; (void)len; (void)t; }
int main(int argc, char **argv) {
  int x[4] = {0}, y[4] = {0}, size;
  MPI_Request req = MPI_REQUEST_NULL;
  MPI_Op noncomm;
  MPI_Init(&argc, &argv);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
  MPI_Op_create(mine, 0, &noncomm);
  report("root 0, MPI_SUM", MPI_Reduce_init(x, y, -1, MPI_INT, MPI_SUM, 0, MPI_COMM_WORLD, MPI_INFO_NULL, &req));
  report("last root, MPI_MAX", MPI_Reduce_init(x, y, -3, MPI_INT, MPI_MAX, size - 1, MPI_COMM_WORLD, MPI_INFO_NULL, &req));
  report("root 0, a non-commutative op", MPI_Reduce_init(x, y, -1, MPI_INT, noncomm, 0, MPI_COMM_WORLD, MPI_INFO_NULL, &req));
  report("MPI_Reduce_init_c", MPI_Reduce_init_c(x, y, -2, MPI_INT, MPI_SUM, 0, MPI_COMM_WORLD, MPI_INFO_NULL, &req));
  printf("request is null: %d\n", req == MPI_REQUEST_NULL);
  MPI_Op_free(&noncomm);
  MPI_Finalize();
  return 0;
}
