/* stdout of an MPI process: a pipe to Hydra, which glibc buffers fully until MPI_Init (PMI_Init
   makes it unbuffered and writes out what was pending); stderr is never buffered. The pauses
   let Hydra forward each write before the next, so mpiexec's merged output has one order. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

int main(int argc, char **argv)
{
  printf("before MPI_Init: stdout 1\n");
  fprintf(stderr, "before MPI_Init: stderr 1\n");
  printf("before MPI_Init: stdout 2\n");
  fprintf(stderr, "before MPI_Init: stderr 2\n");
  usleep(300000);
  MPI_Init(&argc, &argv);
  usleep(300000);
  for (int k = 1; k <= 2; k++) {
    printf("after MPI_Init: stdout %d\n", k);
    usleep(300000);
    fprintf(stderr, "after MPI_Init: stderr %d\n", k);
    usleep(300000);
  }
  printf("no newline after MPI_Init, ");
  usleep(300000);
  fprintf(stderr, "stderr between\n");
  usleep(300000);
  printf("then the line's end\n");
  MPI_Finalize();
  return 0;
}
