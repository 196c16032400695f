/* Both ranks open a FIFO for reading and none for writing: under Linux both opens wait for ever
   (mpiexec's time-out ends them); mpisim reports the deadlock. argv[1]: the directory. */
#include <mpi.h>
#include <stdio.h>
#include <fcntl.h>
#include <unistd.h>
#include <sys/stat.h>

int main(int argc, char **argv)
{
  int rank, fd;
  char fifo[512];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  snprintf(fifo, sizeof fifo, "%s/fifo", argc > 1 ? argv[1] : ".");
  if (rank == 0) {
    unlink(fifo);
    mkfifo(fifo, 0600);
  }
  MPI_Barrier(MPI_COMM_WORLD);
  printf("rank %d opens\n", rank);
  fflush(stdout);
  fd = open(fifo, O_RDONLY); /* reader-waits */
  printf("rank %d opened %d\n", rank, fd);
  MPI_Finalize();
  return 0;
}
