// mpi-np: 1 4 6
/*
 * Neighbourhood collectives on Cartesian topologies: a 2-D grid periodic in dimension 0 only,
 * so some neighbours are MPI_PROC_NULL (their receive blocks stay untouched);
 * Neighbor_allgather, Neighbor_allgatherv, Neighbor_alltoall, Neighbor_alltoallv,
 * Neighbor_alltoallw and Ineighbor_alltoall. Neighbour order: dim 0 -, dim 0 +, dim 1 -, dim 1 +.
 */
#include <mpi.h>
#include <stdio.h>

static void line(const char *what, const int *v, int n) {
    printf("%s:", what);
    for (int i = 0; i < n; i++) printf(" %d", v[i]);
    printf("\n");
}

int main(int argc, char **argv) {
    int rank, size;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int dims[2] = {0, 0}, periods[2] = {1, 0};
    MPI_Dims_create(size, 2, dims);
    MPI_Comm cart;
    MPI_Cart_create(MPI_COMM_WORLD, 2, dims, periods, 0, &cart);
    int r;
    MPI_Comm_rank(cart, &r);
    printf("grid %dx%d rank %d\n", dims[0], dims[1], r);

    int mine = 10 * r + 1, got[4];
    for (int i = 0; i < 4; i++) got[i] = -1;
    MPI_Neighbor_allgather(&mine, 1, MPI_INT, got, 1, MPI_INT, cart);
    line("neighbor_allgather", got, 4);

    int two[2] = {r, -r}, gv[12], counts[4] = {2, 2, 2, 2}, displs[4] = {0, 3, 6, 9};
    for (int i = 0; i < 12; i++) gv[i] = -1;
    MPI_Neighbor_allgatherv(two, 2, MPI_INT, gv, counts, displs, MPI_INT, cart);
    line("neighbor_allgatherv (gaps stay -1)", gv, 12);

    int send[4], recv[4];
    for (int i = 0; i < 4; i++) { send[i] = 100 * r + i; recv[i] = -1; }
    MPI_Neighbor_alltoall(send, 1, MPI_INT, recv, 1, MPI_INT, cart);
    line("neighbor_alltoall", recv, 4);

    int sc[4] = {1, 1, 2, 2}, sd[4] = {0, 1, 2, 4}, rc[4] = {1, 1, 2, 2}, rd[4] = {0, 2, 4, 7};
    int sbuf[6], rbuf[10];
    for (int i = 0; i < 6; i++) sbuf[i] = 1000 * r + i;
    for (int i = 0; i < 10; i++) rbuf[i] = -1;
    MPI_Neighbor_alltoallv(sbuf, sc, sd, MPI_INT, rbuf, rc, rd, MPI_INT, cart);
    line("neighbor_alltoallv", rbuf, 10);

    MPI_Aint wsd[4] = {0, 8, 16, 24}, wrd[4] = {0, 8, 16, 24};
    int wsc[4] = {1, 1, 1, 1}, wrc[4] = {1, 1, 1, 1};
    MPI_Datatype wt[4] = {MPI_DOUBLE, MPI_DOUBLE, MPI_DOUBLE, MPI_DOUBLE};
    double ws[4], wr[4];
    for (int i = 0; i < 4; i++) { ws[i] = r + i / 4.0; wr[i] = -1; }
    MPI_Neighbor_alltoallw(ws, wsc, wsd, wt, wr, wrc, wrd, wt, cart);
    printf("neighbor_alltoallw: %g %g %g %g\n", wr[0], wr[1], wr[2], wr[3]);

    MPI_Request req;
    for (int i = 0; i < 4; i++) recv[i] = -2;
    MPI_Ineighbor_alltoall(send, 1, MPI_INT, recv, 1, MPI_INT, cart, &req);
    MPI_Wait(&req, MPI_STATUS_IGNORE);
    line("ineighbor_alltoall", recv, 4);
    MPI_Comm_free(&cart);
    MPI_Finalize();
    return 0;
}
