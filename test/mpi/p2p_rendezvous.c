// mpi-np: 2 4
/*
 * Large (rendezvous) messages between pairs (0,1), (2,3): an MPI_Isend of 100000 bytes is
 * not complete before the receiver posts its receive (the receiver waits for a "go" first),
 * a blocking MPI_Send of 40000 doubles to a receiver that posts late, an exchange of large
 * messages with MPI_Sendrecv, and many sizes around the eager limit in both directions at
 * once with nonblocking calls.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    int rank, size, flag;
    MPI_Status st;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int peer = rank ^ 1;
    if (peer >= size) {
        MPI_Finalize();
        return 0;
    }
    int n = 100000;
    char *big = malloc(n), *in = malloc(n);
    for (int i = 0; i < n; i++) big[i] = (char)(i % 251 + rank);

    if (rank % 2 == 0) {
        MPI_Request req;
        MPI_Isend(big, n, MPI_CHAR, peer, 1, MPI_COMM_WORLD, &req);
        MPI_Test(&req, &flag, MPI_STATUS_IGNORE);
        printf("large isend complete before the receive is posted: %d\n", flag);
        MPI_Send(NULL, 0, MPI_INT, peer, 2, MPI_COMM_WORLD);
        MPI_Wait(&req, MPI_STATUS_IGNORE);
        printf("large isend completed\n");
    } else {
        MPI_Recv(NULL, 0, MPI_INT, peer, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        MPI_Recv(in, n, MPI_CHAR, peer, 1, MPI_COMM_WORLD, &st);
        int c, bad = 0;
        MPI_Get_count(&st, MPI_CHAR, &c);
        for (int i = 0; i < n; i++)
            if (in[i] != (char)(i % 251 + peer)) bad++;
        printf("received %d bytes, %d wrong\n", c, bad);
    }

    int nd = 40000;
    double *d = malloc(sizeof(double) * nd);
    if (rank % 2 == 0) {
        for (int i = 0; i < nd; i++) d[i] = i * 0.5;
        MPI_Send(d, nd, MPI_DOUBLE, peer, 3, MPI_COMM_WORLD);
        printf("blocking large send returned\n");
    } else {
        MPI_Barrier(MPI_COMM_SELF);
        MPI_Recv(d, nd, MPI_DOUBLE, peer, 3, MPI_COMM_WORLD, &st);
        printf("large doubles: %g %g %g\n", d[0], d[nd / 2], d[nd - 1]);
    }

    MPI_Sendrecv(big, n, MPI_CHAR, peer, 4, in, n, MPI_CHAR, peer, 4, MPI_COMM_WORLD, &st);
    printf("sendrecv of large messages: first %d last %d\n", in[0], in[n - 1]);

    int sizes[] = {0, 1, 8191, 8192, 8255, 8256, 8257, 16384, 65536};
    int ns = sizeof sizes / sizeof sizes[0];
    MPI_Request reqs[18];
    char *sb[9], *rb[9];
    for (int i = 0; i < ns; i++) {
        sb[i] = malloc(sizes[i] + 1);
        rb[i] = malloc(sizes[i] + 1);
        for (int k = 0; k < sizes[i]; k++) sb[i][k] = (char)(k + i + rank);
        MPI_Irecv(rb[i], sizes[i], MPI_CHAR, peer, 10 + i, MPI_COMM_WORLD, &reqs[i]);
    }
    for (int i = 0; i < ns; i++) MPI_Isend(sb[i], sizes[i], MPI_CHAR, peer, 10 + i, MPI_COMM_WORLD, &reqs[ns + i]);
    MPI_Status sts[18];
    MPI_Waitall(2 * ns, reqs, sts);
    for (int i = 0; i < ns; i++) {
        int c, bad = 0;
        MPI_Get_count(&sts[i], MPI_CHAR, &c);
        for (int k = 0; k < sizes[i]; k++)
            if (rb[i][k] != (char)(k + i + peer)) bad++;
        printf("size %d: received %d, %d wrong\n", sizes[i], c, bad);
        free(sb[i]);
        free(rb[i]);
    }
    free(big);
    free(in);
    free(d);
    MPI_Finalize();
    return 0;
}
