// mpi-np: 2 4 6
/*
 * Non-overtaking and queue order, in pairs of ranks (0,1), (2,3), ...: the receiver posts
 * four receives (tag 2, ANY, ANY, tag 1) before the sender sends tags 1,2,1,1, so the
 * posted-receive queue decides; then the sender sends six messages that wait in the
 * unexpected queue and are received by tag in a different order; then 20 messages of one tag
 * of growing sizes (some above the eager limit) must arrive in order.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    int rank, size;
    MPI_Status st;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int peer = rank ^ 1;
    int sender = (rank % 2 == 0);
    if (peer >= size) {
        MPI_Finalize();
        return 0;
    }

    /* posted queue: receives posted before the messages exist */
    if (!sender) {
        int v[4];
        MPI_Request reqs[4];
        MPI_Status sts[4];
        MPI_Irecv(&v[0], 1, MPI_INT, peer, 2, MPI_COMM_WORLD, &reqs[0]);
        MPI_Irecv(&v[1], 1, MPI_INT, peer, MPI_ANY_TAG, MPI_COMM_WORLD, &reqs[1]);
        MPI_Irecv(&v[2], 1, MPI_INT, MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &reqs[2]);
        MPI_Irecv(&v[3], 1, MPI_INT, peer, 1, MPI_COMM_WORLD, &reqs[3]);
        MPI_Send(NULL, 0, MPI_INT, peer, 99, MPI_COMM_WORLD); /* "receives are posted" */
        MPI_Waitall(4, reqs, sts);
        for (int i = 0; i < 4; i++) printf("posted receive %d got value %d tag %d\n", i, v[i], sts[i].MPI_TAG);
    } else {
        MPI_Recv(NULL, 0, MPI_INT, peer, 99, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        int tags[4] = {1, 2, 1, 1};
        for (int i = 0; i < 4; i++) {
            int v = 10 + i;
            MPI_Send(&v, 1, MPI_INT, peer, tags[i], MPI_COMM_WORLD);
        }
    }
    MPI_Barrier(MPI_COMM_WORLD);

    /* unexpected queue: messages first, receives later */
    if (sender) {
        int tags[6] = {1, 2, 1, 2, 3, 1};
        MPI_Request reqs[6];
        int vals[6];
        for (int i = 0; i < 6; i++) {
            vals[i] = i;
            MPI_Isend(&vals[i], 1, MPI_INT, peer, tags[i], MPI_COMM_WORLD, &reqs[i]);
        }
        MPI_Barrier(MPI_COMM_WORLD);
        MPI_Waitall(6, reqs, MPI_STATUSES_IGNORE);
    } else {
        MPI_Barrier(MPI_COMM_WORLD);
        int want[6] = {3, 2, MPI_ANY_TAG, 1, 1, MPI_ANY_TAG};
        for (int i = 0; i < 6; i++) {
            int v;
            MPI_Recv(&v, 1, MPI_INT, peer, want[i], MPI_COMM_WORLD, &st);
            printf("receive for tag %d got value %d tag %d\n", want[i], v, st.MPI_TAG);
        }
    }

    /* same tag, growing sizes crossing the eager limit: still in order */
    if (sender) {
        MPI_Request reqs[20];
        int *bufs[20];
        for (int i = 0; i < 20; i++) {
            int n = 1 << (i % 14);
            bufs[i] = malloc(sizeof(int) * n);
            for (int j = 0; j < n; j++) bufs[i][j] = i;
            MPI_Isend(bufs[i], n, MPI_INT, peer, 7, MPI_COMM_WORLD, &reqs[i]);
        }
        MPI_Waitall(20, reqs, MPI_STATUSES_IGNORE);
        for (int i = 0; i < 20; i++) free(bufs[i]);
    } else {
        int *buf = malloc(sizeof(int) * (1 << 13));
        int ok = 1;
        for (int i = 0; i < 20; i++) {
            int n;
            MPI_Recv(buf, 1 << 13, MPI_INT, peer, 7, MPI_COMM_WORLD, &st);
            MPI_Get_count(&st, MPI_INT, &n);
            if (buf[0] != i || buf[n - 1] != i || n != 1 << (i % 14)) ok = 0;
        }
        printf("20 messages of growing size arrived in order: %d\n", ok);
        free(buf);
    }
    MPI_Finalize();
    return 0;
}
