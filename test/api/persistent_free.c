/* A persistent collective's request keeps its datatypes and its user op alive after MPI_Type_free
   and MPI_Op_free (MPICH's request holds a reference to each), and the freed handles are not
   given to types made afterwards while the requests still use them. Likewise a partitioned
   send/receive's datatype. */
// mpi-np: 2 3
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
static void addpairs(void *in, void *inout, int *len, MPI_Datatype *dt)
{
    (void)dt;
    int *a = in, *b = inout;
    for (int i = 0; i < 2 * *len; i++) b[i] += a[i];
}
int main(int argc, char **argv)
{
    int rank, size;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    MPI_Datatype pair, vec;
    MPI_Op op;
    MPI_Request req[3];
    int in[4], out[4], bbuf[6];
    MPI_Type_contiguous(2, MPI_INT, &pair);
    MPI_Type_commit(&pair);
    MPI_Type_vector(3, 1, 2, MPI_INT, &vec);
    MPI_Type_commit(&vec);
    MPI_Op_create(addpairs, 1, &op);
    MPI_Allreduce_init(in, out, 2, pair, op, MPI_COMM_WORLD, MPI_INFO_NULL, &req[0]);
    MPI_Bcast_init(bbuf, 1, vec, 0, MPI_COMM_WORLD, MPI_INFO_NULL, &req[1]);
    MPI_Datatype wt[64];
    int wc[64], wd[64];
    for (int i = 0; i < size; i++) { wt[i] = pair; wc[i] = 1; wd[i] = i * 8; }
    int *sb = malloc(size * 8), *rb = malloc(size * 8);
    MPI_Alltoallw_init(sb, wc, wd, wt, rb, wc, wd, wt, MPI_COMM_WORLD, MPI_INFO_NULL, &req[2]);
    MPI_Type_free(&pair);
    MPI_Type_free(&vec);
    MPI_Op_free(&op);
    /* New types made now must not take the freed handles' places in the requests. */
    MPI_Datatype other;
    MPI_Type_contiguous(5, MPI_CHAR, &other);
    MPI_Type_commit(&other);
    for (int it = 0; it < 3; it++) {
        for (int i = 0; i < 4; i++) in[i] = rank * 10 + i + it;
        for (int i = 0; i < 6; i++) bbuf[i] = rank == 0 ? 100 * it + i : -1;
        for (int i = 0; i < 2 * size; i++) { sb[i] = rank * 1000 + i + it; rb[i] = -1; }
        MPI_Startall(3, req);
        int err = MPI_Waitall(3, req, MPI_STATUSES_IGNORE);
        printf("rank %d it %d err %d allreduce %d %d %d %d bcast %d %d %d %d %d %d a2aw %d %d\n", rank, it, err,
               out[0], out[1], out[2], out[3], bbuf[0], bbuf[1], bbuf[2], bbuf[3], bbuf[4], bbuf[5], rb[0], rb[2 * size - 1]);
    }
    for (int i = 0; i < 3; i++) MPI_Request_free(&req[i]);

    /* A partitioned send and receive of 4 partitions of a freed type. */
    MPI_Datatype three;
    int pbuf[24];
    MPI_Type_vector(3, 1, 2, MPI_INT, &three);
    MPI_Type_commit(&three);
    if (rank < 2) {
        MPI_Request preq;
        for (int i = 0; i < 24; i++) pbuf[i] = rank == 0 ? i : -1;
        if (rank == 0) MPI_Psend_init(pbuf, 4, 1, three, 1, 5, MPI_COMM_WORLD, MPI_INFO_NULL, &preq);
        else MPI_Precv_init(pbuf, 4, 1, three, 0, 5, MPI_COMM_WORLD, MPI_INFO_NULL, &preq);
        MPI_Type_free(&three);
        MPI_Start(&preq);
        if (rank == 0) MPI_Pready_range(0, 3, preq);
        int err = MPI_Wait(&preq, MPI_STATUS_IGNORE);
        printf("rank %d partitioned err %d:", rank, err);
        for (int i = 0; i < 24; i++) printf(" %d", pbuf[i]);
        printf("\n");
        MPI_Request_free(&preq);
    } else MPI_Type_free(&three);
    MPI_Type_free(&other);
    MPI_Finalize();
    return 0;
}
