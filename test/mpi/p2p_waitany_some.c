// mpi-np: 1 2 4 7
/*
 * Completion calls on arrays of requests: MPI_Testany/Testsome/Testall while nothing can have
 * arrived (senders wait for a "go"), then rounds completed by MPI_Waitany, MPI_Waitsome,
 * MPI_Testsome and MPI_Testany loops and MPI_Testall; completion order may vary, so each round
 * prints its results sorted by index. Also arrays of MPI_REQUEST_NULL (MPI_UNDEFINED results
 * and empty statuses) and count 0.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

#define MAXP 16

static void report(const char *round, int n, int *vals, MPI_Status *sts, int *seen) {
    int ok = 1;
    for (int i = 0; i < n; i++)
        if (seen[i] != 1) ok = 0;
    printf("%s: each request completed once: %d\n", round, ok);
    for (int i = 0; i < n; i++)
        printf("%s: [%d] value %d source %d tag %d\n", round, i, vals[i], sts[i].MPI_SOURCE, sts[i].MPI_TAG);
}

int main(int argc, char **argv) {
    int rank, size, idx, flag, outcount;
    int indices[MAXP];
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    MPI_Status st, sts[MAXP], tmp[MAXP];
    MPI_Request reqs[MAXP];
    int vals[MAXP], seen[MAXP];
    int n = size - 1;

    if (rank == 0) {
        for (int i = 0; i < n; i++) MPI_Irecv(&vals[i], 1, MPI_INT, i + 1, 1, MPI_COMM_WORLD, &reqs[i]);
        MPI_Testany(n, reqs, &idx, &flag, &st);
        printf("testany before go: flag %d index undefined %d\n", flag, idx == MPI_UNDEFINED);
        MPI_Testsome(n, reqs, &outcount, indices, tmp);
        printf("testsome before go: outcount %d\n", outcount);
        MPI_Testall(n, reqs, &flag, tmp);
        printf("testall before go: flag %d\n", flag);
        int go = 1;
        for (int r = 1; r < size; r++) MPI_Send(&go, 1, MPI_INT, r, 0, MPI_COMM_WORLD);

        /* round 1: Waitany */
        for (int i = 0; i < n; i++) seen[i] = 0;
        for (int k = 0; k < n; k++) {
            MPI_Waitany(n, reqs, &idx, &st);
            seen[idx]++;
            sts[idx] = st;
        }
        report("waitany", n, vals, sts, seen);
        MPI_Waitany(n, reqs, &idx, &st);
        printf("waitany on all-null: index undefined %d, source %d tag %d\n", idx == MPI_UNDEFINED, st.MPI_SOURCE, st.MPI_TAG);

        /* round 2: Waitsome */
        for (int i = 0; i < n; i++) MPI_Irecv(&vals[i], 1, MPI_INT, i + 1, 2, MPI_COMM_WORLD, &reqs[i]);
        for (int i = 0; i < n; i++) seen[i] = 0;
        int got = 0;
        while (got < n) {
            MPI_Waitsome(n, reqs, &outcount, indices, tmp);
            for (int k = 0; k < outcount; k++) {
                seen[indices[k]]++;
                sts[indices[k]] = tmp[k];
            }
            got += outcount;
        }
        report("waitsome", n, vals, sts, seen);
        MPI_Waitsome(n, reqs, &outcount, indices, tmp);
        printf("waitsome on all-null: outcount undefined %d\n", outcount == MPI_UNDEFINED);

        /* round 3: Testsome loop */
        for (int i = 0; i < n; i++) MPI_Irecv(&vals[i], 1, MPI_INT, i + 1, 3, MPI_COMM_WORLD, &reqs[i]);
        for (int i = 0; i < n; i++) seen[i] = 0;
        got = 0;
        while (got < n) {
            MPI_Testsome(n, reqs, &outcount, indices, tmp);
            for (int k = 0; k < outcount; k++) {
                seen[indices[k]]++;
                sts[indices[k]] = tmp[k];
            }
            got += outcount;
        }
        report("testsome", n, vals, sts, seen);

        /* round 4: Testany loop */
        for (int i = 0; i < n; i++) MPI_Irecv(&vals[i], 1, MPI_INT, i + 1, 4, MPI_COMM_WORLD, &reqs[i]);
        for (int i = 0; i < n; i++) seen[i] = 0;
        got = 0;
        while (got < n) {
            MPI_Testany(n, reqs, &idx, &flag, &st);
            if (flag && idx != MPI_UNDEFINED) {
                seen[idx]++;
                sts[idx] = st;
                got++;
            }
        }
        report("testany", n, vals, sts, seen);
        MPI_Testany(n, reqs, &idx, &flag, &st);
        printf("testany on all-null: flag %d index undefined %d\n", flag, idx == MPI_UNDEFINED);

        /* round 5: Testall loop, with a null request in the middle */
        MPI_Request r5[MAXP + 1];
        int v5[MAXP + 1];
        for (int i = 0; i < n; i++) MPI_Irecv(&v5[i], 1, MPI_INT, i + 1, 5, MPI_COMM_WORLD, &r5[i]);
        r5[n] = MPI_REQUEST_NULL;
        flag = 0;
        while (!flag) MPI_Testall(n + 1, r5, &flag, tmp);
        for (int i = 0; i < n; i++) printf("testall: [%d] value %d source %d\n", i, v5[i], tmp[i].MPI_SOURCE);
        printf("testall: null entry source %d tag %d\n", tmp[n].MPI_SOURCE, tmp[n].MPI_TAG);
    } else {
        int go;
        MPI_Recv(&go, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        for (int t = 1; t <= 5; t++) {
            int v = rank * 10 + t;
            MPI_Send(&v, 1, MPI_INT, 0, t, MPI_COMM_WORLD);
        }
        printf("sent 5 values\n");
    }

    /* count 0 and all-null arrays on every rank */
    MPI_Waitany(0, NULL, &idx, &st);
    printf("waitany count 0: index undefined %d\n", idx == MPI_UNDEFINED);
    MPI_Testany(0, NULL, &idx, &flag, &st);
    printf("testany count 0: flag %d index undefined %d\n", flag, idx == MPI_UNDEFINED);
    MPI_Request nulls[3] = {MPI_REQUEST_NULL, MPI_REQUEST_NULL, MPI_REQUEST_NULL};
    MPI_Waitall(3, nulls, tmp);
    printf("waitall on nulls: status 0 source %d tag %d\n", tmp[0].MPI_SOURCE, tmp[0].MPI_TAG);
    MPI_Testall(3, nulls, &flag, MPI_STATUSES_IGNORE);
    printf("testall on nulls: flag %d\n", flag);
    MPI_Wait(&nulls[0], &st);
    printf("wait on null: source %d tag %d\n", st.MPI_SOURCE, st.MPI_TAG);
    MPI_Test(&nulls[0], &flag, &st);
    printf("test on null: flag %d\n", flag);
    MPI_Finalize();
    return 0;
}
