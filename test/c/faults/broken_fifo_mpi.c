// Rank 0 writes to a FIFO whose reader, rank 1, has closed it: SIGPIPE kills rank 0, and
// mpiexec reports signal 13. Rank 1 unlinks the FIFO as soon as both ends are open.
// mpisim-np: 2
// expect-fault: broken pipe at 27:20 (rank 0)
#include <mpi.h>
#include <stdio.h>
#include <fcntl.h>
#include <unistd.h>
#include <sys/stat.h>

int main(int argc, char **argv)
{
    int rank, fd;
    char name[64];
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    snprintf(name, sizeof name, "broken_fifo_mpi.fifo");
    if (rank == 0) { unlink(name); mkfifo(name, 0600); }
    MPI_Barrier(MPI_COMM_WORLD);
    fd = open(name, rank == 0 ? O_WRONLY : O_RDONLY);
    if (fd < 0) { perror("open"); MPI_Abort(MPI_COMM_WORLD, 1); }
    if (rank == 1) {
        unlink(name);
        close(fd);
    }
    MPI_Barrier(MPI_COMM_WORLD);
    if (rank == 0) write(fd, "x", 1); /*FAULT*/
    MPI_Barrier(MPI_COMM_WORLD);
    printf("rank %d passed the barrier\n", rank);
    MPI_Finalize();
    return 0;
}
