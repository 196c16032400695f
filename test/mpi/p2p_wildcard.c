// mpi-np: 1 2 4 7
/*
 * Wildcard receives, made order-independent: every other rank sends 3 messages to rank 0;
 * rank 0 receives them with MPI_ANY_SOURCE/MPI_ANY_TAG, checks that each source's messages
 * arrive in the order sent (non-overtaking) and that tag and value agree with the source,
 * then prints them sorted by source. A second round uses a fixed source with MPI_ANY_TAG,
 * a third MPI_ANY_SOURCE with a fixed tag.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

struct got { int src, tag, val; };

static int bysrc(const void *a, const void *b) {
    const struct got *x = a, *y = b;
    if (x->src != y->src) return x->src - y->src;
    return x->val - y->val;
}

int main(int argc, char **argv) {
    int rank, size;
    MPI_Status st;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    if (rank == 0) {
        int n = 3 * (size - 1);
        struct got *g = malloc(sizeof(struct got) * (n + 1));
        int last[16], inorder = 1, consistent = 1;
        for (int r = 0; r < 16; r++) last[r] = -1;
        for (int k = 0; k < n; k++) {
            int v;
            MPI_Recv(&v, 1, MPI_INT, MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &st);
            g[k].src = st.MPI_SOURCE;
            g[k].tag = st.MPI_TAG;
            g[k].val = v;
            if (v / 100 != st.MPI_SOURCE || st.MPI_TAG != v % 100 + st.MPI_SOURCE) consistent = 0;
            if (v <= last[st.MPI_SOURCE]) inorder = 0;
            last[st.MPI_SOURCE] = v;
        }
        qsort(g, n, sizeof(struct got), bysrc);
        printf("round 1: %d messages, per-source order kept %d, consistent %d\n", n, inorder, consistent);
        for (int k = 0; k < n; k++) printf("  from %d tag %d value %d\n", g[k].src, g[k].tag, g[k].val);
        MPI_Barrier(MPI_COMM_WORLD); /* round 2 messages are sent only now */

        /* fixed source, any tag: exactly the send order */
        for (int r = size - 1; r >= 1; r--) {
            printf("round 2, source %d:", r);
            for (int k = 0; k < 3; k++) {
                int v;
                MPI_Recv(&v, 1, MPI_INT, r, MPI_ANY_TAG, MPI_COMM_WORLD, &st);
                printf(" %d/%d", v, st.MPI_TAG);
            }
            printf("\n");
        }
        /* any source, fixed tag: sum and count per tag */
        for (int tag = 3; tag >= 1; tag--) {
            int sum = 0, cnt = 0, v;
            for (int r = 1; r < size; r++) {
                MPI_Recv(&v, 1, MPI_INT, MPI_ANY_SOURCE, 200 + tag, MPI_COMM_WORLD, &st);
                if (st.MPI_TAG != 200 + tag) sum = -1000000;
                sum += v;
                cnt++;
            }
            printf("round 3, tag %d: %d messages sum %d\n", 200 + tag, cnt, sum);
        }
        free(g);
    } else {
        for (int k = 0; k < 3; k++) {
            int v = rank * 100 + k;
            MPI_Send(&v, 1, MPI_INT, 0, k + rank, MPI_COMM_WORLD);
        }
        MPI_Barrier(MPI_COMM_WORLD);
        for (int k = 0; k < 3; k++) {
            int v = rank * 1000 + k;
            MPI_Send(&v, 1, MPI_INT, 0, 100 + (k * 7) % 3, MPI_COMM_WORLD);
        }
        for (int tag = 1; tag <= 3; tag++) {
            int v = rank * tag;
            MPI_Send(&v, 1, MPI_INT, 0, 200 + tag, MPI_COMM_WORLD);
        }
        printf("rank %d sent 9 messages\n", rank);
    }
    MPI_Finalize();
    return 0;
}
