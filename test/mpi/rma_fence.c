// mpi-np: 1 2 3 4 5
/* Active target with fences: each rank puts into its right neighbour, gets from its left one,
   and all accumulate into rank 0 (SUM, MAX, and a strided target datatype). */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size, buf[8], got[2], i;
    double dsum = 0.0;
    MPI_Win win, dwin;
    MPI_Datatype every_other;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    for (i = 0; i < 8; i++)
        buf[i] = rank * 100 + i;
    MPI_Win_create(buf, sizeof buf, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
    MPI_Win_create(&dsum, sizeof dsum, 1, MPI_INFO_NULL, MPI_COMM_WORLD, &dwin);
    MPI_Type_vector(2, 1, 2, MPI_INT, &every_other);
    MPI_Type_commit(&every_other);

    MPI_Win_fence(0, win);
    {
        int v[2] = { -rank, -rank - 1 };
        MPI_Put(v, 2, MPI_INT, (rank + 1) % size, 6, 2, MPI_INT, win);
        MPI_Get(got, 2, MPI_INT, (rank + size - 1) % size, 0, 2, MPI_INT, win);
    }
    MPI_Win_fence(0, win);
    printf("rank %d: after put %d %d, got %d %d\n", rank, buf[6], buf[7], got[0], got[1]);

    MPI_Win_fence(MPI_MODE_NOPRECEDE, win);
    {
        int one[2] = { 1, rank };
        MPI_Accumulate(one, 2, MPI_INT, 0, 0, 1, every_other, MPI_SUM, win);
        MPI_Accumulate(&rank, 1, MPI_INT, 0, 5, 1, MPI_INT, MPI_MAX, win);
    }
    MPI_Win_fence(MPI_MODE_NOSUCCEED, win);
    if (rank == 0)
        printf("rank 0: buf %d %d %d %d %d %d\n", buf[0], buf[1], buf[2], buf[3], buf[4], buf[5]);

    MPI_Win_fence(0, dwin);
    {
        double x = 0.5 * (rank + 1);
        MPI_Accumulate(&x, 1, MPI_DOUBLE, size - 1, 0, 1, MPI_DOUBLE, MPI_SUM, dwin);
    }
    MPI_Win_fence(0, dwin);
    if (rank == size - 1)
        printf("rank %d: double sum %.2f\n", rank, dsum);
    MPI_Type_free(&every_other);
    MPI_Win_free(&dwin);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
