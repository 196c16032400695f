// mpi-np: 2 3 4
/*
 * Synchronous mode: an MPI_Issend cannot complete before the matching receive starts
 * (MPI_Test says not done while the receiver is provably elsewhere), MPI_Ssend to rank 0
 * from every rank, and an MPI_Ssend to oneself matched by an already posted MPI_Irecv.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
    int rank, size, flag;
    MPI_Status st;
    MPI_Request req;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    if (rank == 0) {
        int a = 11, go = 1;
        MPI_Issend(&a, 1, MPI_INT, 1, 100, MPI_COMM_WORLD, &req);
        /* Rank 1 is blocked receiving tag 200, which we have not sent yet. */
        MPI_Test(&req, &flag, &st);
        printf("issend done before receive posted: %d\n", flag);
        MPI_Send(&go, 1, MPI_INT, 1, 200, MPI_COMM_WORLD);
        MPI_Wait(&req, &st);
        printf("issend completed after receive\n");
    } else if (rank == 1) {
        int a, go;
        MPI_Recv(&go, 1, MPI_INT, 0, 200, MPI_COMM_WORLD, &st);
        MPI_Recv(&a, 1, MPI_INT, 0, 100, MPI_COMM_WORLD, &st);
        printf("got %d (tag %d) after go %d\n", a, st.MPI_TAG, go);
    }

    if (rank == 0) {
        for (int r = 1; r < size; r++) {
            int v;
            MPI_Recv(&v, 1, MPI_INT, r, 5, MPI_COMM_WORLD, &st);
            printf("ssend from %d: %d\n", st.MPI_SOURCE, v);
        }
    } else {
        int v = rank * rank + 1;
        MPI_Ssend(&v, 1, MPI_INT, 0, 5, MPI_COMM_WORLD);
        printf("ssend to 0 returned\n");
    }

    int self_in = -1, self_out = 1000 + rank;
    MPI_Irecv(&self_in, 1, MPI_INT, rank, 9, MPI_COMM_WORLD, &req);
    MPI_Ssend(&self_out, 1, MPI_INT, rank, 9, MPI_COMM_WORLD);
    MPI_Wait(&req, &st);
    printf("self ssend: %d from %d\n", self_in, st.MPI_SOURCE);
    MPI_Finalize();
    return 0;
}
