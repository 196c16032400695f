/* Rank 0 dies of SIGSEGV: what mpiexec prints when a process is killed by a signal. */
#include <mpi.h>
#include <signal.h>
int main(int argc, char **argv) {
    int rank;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0) {
        signal(SIGSEGV, SIG_DFL); /* no UCX backtrace: die of the signal at once */
        raise(SIGSEGV);
    }
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
