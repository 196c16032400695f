/* Spawning a program that does not exist: MPICH fails the spawn on every rank ("Error in spawn call"). */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    MPI_Comm inter;
    MPI_Init(&argc, &argv);
    MPI_Comm_spawn("./no_such_program", MPI_ARGV_NULL, 2, MPI_INFO_NULL, 0, MPI_COMM_WORLD, &inter, MPI_ERRCODES_IGNORE);
    printf("not reached\n");
    MPI_Finalize();
    return 0;
}
