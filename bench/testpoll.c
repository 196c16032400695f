/* Polling benchmark (Graph 500's aml.c pattern): each rank keeps NRECV persistent 32 KB receives
   started and polls them with MPI_Testany N times; every 16th poll it sends 256 bytes to the next
   rank with MPI_Isend (every argv[2]-th: polls with fewer messages), from one of NSEND buffers
   that MPI_Testany finds free. Nearly every poll
   finds nothing: what a poll costs with the usage checks (the pending-buffer check watches the
   128 KB of receive buffers) against --no-check is what this measures. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <mpi.h>

#define NRECV 4
#define NSEND 4
#define AGGR 32768
#define MSG 256

static char recvbuf[NRECV * AGGR];
static char sendbuf[NSEND][MSG];

int main(int argc, char **argv)
{
    int rank, size, n = argc > 1 ? atoi(argv[1]) : 100000, every = argc > 2 ? atoi(argv[2]) : 16, got = 0, idx, flag;
    long sum = 0;
    MPI_Request rq[NRECV], sq[NSEND];
    MPI_Status st;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int next = (rank + 1) % size, expected = (n + every - 1) / every;
    for (int i = 0; i < NRECV; i++) {
        MPI_Recv_init(recvbuf + AGGR * i, AGGR, MPI_CHAR, MPI_ANY_SOURCE, 0, MPI_COMM_WORLD, &rq[i]);
        MPI_Start(&rq[i]);
    }
    for (int j = 0; j < NSEND; j++) sq[j] = MPI_REQUEST_NULL;
    for (int i = 0; i < n || got < expected; i++) {
        MPI_Testany(NRECV, rq, &idx, &flag, &st);
        if (flag) {
            int len;
            MPI_Get_count(&st, MPI_CHAR, &len);
            sum += recvbuf[AGGR * idx] + len;
            got++;
            MPI_Start(&rq[idx]);
        }
        if (i < n && i % every == 0) {
            do MPI_Testany(NSEND, sq, &idx, &flag, MPI_STATUS_IGNORE); while (!flag);
            if (idx == MPI_UNDEFINED) idx = 0;
            memset(sendbuf[idx], i & 127, MSG);
            MPI_Isend(sendbuf[idx], MSG, MPI_CHAR, next, 0, MPI_COMM_WORLD, &sq[idx]);
        }
    }
    MPI_Waitall(NSEND, sq, MPI_STATUSES_IGNORE);
    for (int i = 0; i < NRECV; i++) {
        MPI_Cancel(&rq[i]);
        MPI_Wait(&rq[i], MPI_STATUS_IGNORE);
        MPI_Request_free(&rq[i]);
    }
    if (rank == 0) printf("%d polls, %d messages, sum %ld\n", n, got, sum);
    MPI_Finalize();
    return 0;
}
