// mpi-np: 2
/* A long unexpected queue, as MPICH's pt2pt/pingping leaves one (a sender that runs ahead by
   thousands of eager messages): every rank but the last sends N small messages to the last
   before a barrier, with tags 0, 1 and 2 in turn; after the barrier the last rank receives the
   tag 2 messages of each sender first (each taken from the middle of the queue), then the rest
   in order with MPI_ANY_TAG, then probes that nothing is left. Order within a tag and a sender
   is MPI's non-overtaking rule; the sums and the first values of each pass say it was kept. */
#include <mpi.h>
#include <stdio.h>

#define N 12000

int main(int argc, char **argv)
{
    int rank, size, i, src, flag;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    const int last = size - 1;
    if (rank != last)
        for (i = 0; i < N; i++) {
            int v = rank * N + i;
            MPI_Send(&v, 1, MPI_INT, last, i % 3, MPI_COMM_WORLD);
        }
    MPI_Barrier(MPI_COMM_WORLD);
    if (rank == last) {
        for (src = 0; src < last; src++) {
            long sum = 0;
            int first = -1, ordered = 1, prev = -1, v;
            for (i = 2; i < N; i += 3) {
                MPI_Recv(&v, 1, MPI_INT, src, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
                if (first < 0) first = v;
                if (v <= prev) ordered = 0;
                prev = v;
                sum += v;
            }
            printf("from %d, tag 2: first %d, sum %ld, %s\n", src, first, sum, ordered ? "in order" : "OUT OF ORDER");
        }
        for (src = 0; src < last; src++) {
            long sum = 0;
            int first = -1, ordered = 1, prev = -1, v, n = 0;
            MPI_Status st;
            for (i = 0; i < N; i++) {
                if (i % 3 == 2) continue;
                MPI_Recv(&v, 1, MPI_INT, src, MPI_ANY_TAG, MPI_COMM_WORLD, &st);
                if (first < 0) first = v;
                if (v <= prev || st.MPI_TAG != v % N % 3) ordered = 0;
                prev = v;
                sum += v;
                n++;
            }
            printf("from %d, tags 0 and 1: %d messages, first %d, sum %ld, %s\n", src, n, first, sum, ordered ? "in order" : "OUT OF ORDER");
        }
        MPI_Iprobe(MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &flag, MPI_STATUS_IGNORE);
        printf("left over: %s\n", flag ? "a message" : "none");
    }
    MPI_Finalize();
    return 0;
}
