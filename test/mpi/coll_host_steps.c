// mpi-np: 9
/*
 * The collectives whose steps run in the runtime (src/sim/mpi/coll/coll_host.ts) against MPICH:
 * brucks' Alltoall (more than 8 ranks, at most 256 bytes a block) with equal and with different
 * send/receive types of one block length, blocking and nonblocking; Allreduce by recursive
 * doubling (count below the power of two) and by reduce-scatter/allgather (count at or above it,
 * blocks of unequal length), with folded ranks (9 is not a power of two), MPI_IN_PLACE, and
 * a nonblocking one. Doubles are printed with %a so the order of the additions shows.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    for (int cnt = 1; cnt <= 5; cnt += 2) {
        int *s = malloc(cnt * size * sizeof(int)), *r = malloc(cnt * size * sizeof(int));
        for (int i = 0; i < cnt * size; i++)
            s[i] = rank * 100000 + i;
        MPI_Alltoall(s, cnt, MPI_INT, r, cnt, MPI_INT, MPI_COMM_WORLD);
        long sum = 0;
        for (int i = 0; i < cnt * size; i++)
            sum = sum * 31 % 1000000007 + r[i];
        MPI_Request q;
        MPI_Ialltoall(r, cnt, MPI_INT, s, cnt, MPI_INT, MPI_COMM_WORLD, &q);
        MPI_Wait(&q, MPI_STATUS_IGNORE);
        long back = 0;
        for (int i = 0; i < cnt * size; i++)
            back += s[i] == rank * 100000 + i;
        char *cs = malloc(cnt * size * 4);
        for (int i = 0; i < cnt * size * 4; i++)
            cs[i] = (char)(rank * 7 + i);
        MPI_Alltoall(cs, cnt * 4, MPI_CHAR, r, cnt, MPI_INT, MPI_COMM_WORLD);
        long csum = 0;
        for (int i = 0; i < cnt * size; i++)
            csum = csum * 31 % 1000000007 + (unsigned)r[i];
        printf("r%d alltoall %d: %ld, back %ld, chars %ld\n", rank, cnt, sum, back, csum);
        free(s);
        free(r);
        free(cs);
    }
    int counts[] = {1, 3, 7, 8, 64, 1000, 1025};
    for (int c = 0; c < 7; c++) {
        int n = counts[c];
        double *x = malloc(n * 8), *y = malloc(n * 8);
        int *a = malloc(n * 4), *b = malloc(n * 4);
        for (int i = 0; i < n; i++) {
            x[i] = 1.0 / (rank + 1) + i * 1e-7 * rank;
            a[i] = rank * 3 + i;
        }
        MPI_Allreduce(x, y, n, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
        printf("r%d allreduce %d: %a %a\n", rank, n, y[0], y[n - 1]);
        MPI_Allreduce(a, b, n, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
        MPI_Allreduce(MPI_IN_PLACE, a, n, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
        printf("r%d max %d %d, in place %d %d\n", rank, b[0], b[n - 1], a[0], a[n - 1]);
        MPI_Request q;
        MPI_Iallreduce(x, y, n, MPI_DOUBLE, MPI_PROD, MPI_COMM_WORLD, &q);
        MPI_Wait(&q, MPI_STATUS_IGNORE);
        printf("r%d iallreduce %d: %a %a\n", rank, n, y[0], y[n / 2]);
        free(x);
        free(y);
        free(a);
        free(b);
    }
    MPI_Finalize();
    return 0;
}
