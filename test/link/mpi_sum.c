#include <mpi.h>

int sum_calls;

double rank_sum(double mine, MPI_Comm comm)
{
    double total = 0;
    sum_calls++;
    MPI_Allreduce(&mine, &total, 1, MPI_DOUBLE, MPI_SUM, comm);
    return total;
}
