/* An error handler freed twice through a copy of its handle: MPICH's MPIR_Errhandler_free_impl
   asserts its reference count stays >= 0 and the process aborts ("Internal error", exit 1). */
#include <mpi.h>
#include <stdio.h>
static void handler(MPI_Comm *comm, int *code, ...) { (void)comm; (void)code; }
int main(int argc, char **argv) {
  MPI_Errhandler e, copy;
  MPI_Init(&argc, &argv);
  MPI_Comm_create_errhandler(handler, &e);
  copy = e;
  MPI_Errhandler_free(&e);
  printf("freed once\n");
  fflush(stdout);
  MPI_Errhandler_free(&copy);
  printf("freed twice\n");
  MPI_Finalize();
  return 0;
}
