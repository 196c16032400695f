// mpi-np: 2 4
/*
 * MPI_Probe and MPI_Iprobe: probing a specific source to size the receive buffer
 * (Get_count from the probe's status), MPI_Iprobe of a tag nobody sends (flag 0),
 * an MPI_Iprobe loop for a message sent later, MPI_Probe with MPI_ANY_SOURCE followed by a
 * receive from the probed source (printed sorted), and probes of MPI_PROC_NULL.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    int rank, size, flag, count;
    MPI_Status st;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    if (rank == 0) {
        for (int r = 1; r < size; r++) {
            MPI_Probe(r, MPI_ANY_TAG, MPI_COMM_WORLD, &st);
            MPI_Get_count(&st, MPI_INT, &count);
            int *buf = malloc(sizeof(int) * count);
            MPI_Recv(buf, count, MPI_INT, st.MPI_SOURCE, st.MPI_TAG, MPI_COMM_WORLD, &st);
            int sum = 0;
            for (int i = 0; i < count; i++) sum += buf[i];
            printf("probe: source %d tag %d count %d sum %d\n", st.MPI_SOURCE, st.MPI_TAG, count, sum);
            free(buf);
        }
        MPI_Iprobe(MPI_ANY_SOURCE, 12345, MPI_COMM_WORLD, &flag, &st);
        printf("iprobe of an unsent tag: flag %d\n", flag);
        int go = 1;
        MPI_Send(&go, 1, MPI_INT, 1, 50, MPI_COMM_WORLD);
        flag = 0;
        while (!flag) MPI_Iprobe(1, 99, MPI_COMM_WORLD, &flag, &st);
        MPI_Get_count(&st, MPI_DOUBLE, &count);
        printf("iprobe loop: flag %d source %d tag %d count %d\n", flag, st.MPI_SOURCE, st.MPI_TAG, count);
        /* probing twice sees the same message */
        MPI_Probe(1, 99, MPI_COMM_WORLD, &st);
        double d[4];
        MPI_Recv(d, 4, MPI_DOUBLE, 1, 99, MPI_COMM_WORLD, &st);
        printf("received %g %g\n", d[0], d[1]);

        /* ANY_SOURCE probes: sort results by source */
        int vals[16] = {0}, counts[16] = {0}, tags[16] = {0};
        for (int k = 1; k < size; k++) {
            MPI_Probe(MPI_ANY_SOURCE, 7, MPI_COMM_WORLD, &st);
            MPI_Get_count(&st, MPI_INT, &count);
            int src = st.MPI_SOURCE;
            int buf[8];
            MPI_Recv(buf, 8, MPI_INT, src, 7, MPI_COMM_WORLD, &st);
            vals[src] = buf[0];
            counts[src] = count;
            tags[src] = st.MPI_TAG;
        }
        for (int r = 1; r < size; r++) printf("any-source probe: from %d value %d count %d tag %d\n", r, vals[r], counts[r], tags[r]);
    } else {
        int n = rank * 3;
        int *buf = malloc(sizeof(int) * n);
        for (int i = 0; i < n; i++) buf[i] = rank + i;
        MPI_Send(buf, n, MPI_INT, 0, 20 + rank, MPI_COMM_WORLD);
        free(buf);
        if (rank == 1) {
            int go;
            double d[2] = {1.5, 2.5};
            MPI_Recv(&go, 1, MPI_INT, 0, 50, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            MPI_Send(d, 2, MPI_DOUBLE, 0, 99, MPI_COMM_WORLD);
        }
        int v[3] = {rank * 11, 0, 0};
        MPI_Send(v, rank % 3 + 1, MPI_INT, 0, 7, MPI_COMM_WORLD);
    }
    MPI_Iprobe(MPI_PROC_NULL, 3, MPI_COMM_WORLD, &flag, &st);
    MPI_Get_count(&st, MPI_INT, &count);
    printf("iprobe proc_null: flag %d source %d tag %d count %d\n", flag, st.MPI_SOURCE, st.MPI_TAG, count);
    MPI_Probe(MPI_PROC_NULL, 3, MPI_COMM_WORLD, &st);
    MPI_Get_count(&st, MPI_INT, &count);
    printf("probe proc_null: source %d tag %d count %d\n", st.MPI_SOURCE, st.MPI_TAG, count);
    MPI_Finalize();
    return 0;
}
