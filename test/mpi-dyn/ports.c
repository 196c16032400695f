/* The two halves of MPI_COMM_WORLD meet through a port: the lower half's rank 0 opens it and
   sends its name to the upper half's rank 0, the lower half accepts, the upper half connects.
   They exchange messages, merge (upper high) and reduce, then disconnect. With -DNAMED the name
   goes through the name service instead: published as "ocean", looked up after a barrier (a
   name must be published before it is looked up), unpublished at the end. */
#include <mpi.h>
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv)
{
    MPI_Comm half, inter, merged;
    int rank, size, color, hrank, rsize, mrank, msize, sum;
    char port[MPI_MAX_PORT_NAME];
    char tag[16];
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    color = rank >= size / 2;
    MPI_Comm_split(MPI_COMM_WORLD, color, rank, &half);
    MPI_Comm_rank(half, &hrank);
    snprintf(tag, sizeof tag, "[%s%d]", color ? "client" : "server", hrank);
    if (color == 0) {
        if (hrank == 0) {
            MPI_Open_port(MPI_INFO_NULL, port);
#ifdef NAMED
            MPI_Publish_name("ocean", MPI_INFO_NULL, port);
#else
            MPI_Send(port, MPI_MAX_PORT_NAME, MPI_CHAR, size / 2, 0, MPI_COMM_WORLD);
#endif
        }
#ifdef NAMED
        MPI_Barrier(MPI_COMM_WORLD);
#endif
        MPI_Comm_accept(port, MPI_INFO_NULL, 0, half, &inter);
        if (hrank == 0) {
#ifdef NAMED
            MPI_Unpublish_name("ocean", MPI_INFO_NULL, port);
#endif
            MPI_Close_port(port);
        }
    } else {
#ifdef NAMED
        MPI_Barrier(MPI_COMM_WORLD);
        if (hrank == 0)
            MPI_Lookup_name("ocean", MPI_INFO_NULL, port);
#else
        if (hrank == 0)
            MPI_Recv(port, MPI_MAX_PORT_NAME, MPI_CHAR, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
#endif
        MPI_Comm_connect(port, MPI_INFO_NULL, 0, half, &inter);
    }
    MPI_Comm_remote_size(inter, &rsize);
    {
        /* The roots swap values; each side's root then broadcasts what it got to its group. */
        int out = 10 * rank, in = -1;
        if (hrank == 0)
            MPI_Sendrecv(&out, 1, MPI_INT, 0, 1, &in, 1, MPI_INT, 0, 1, inter, MPI_STATUS_IGNORE);
        MPI_Bcast(&in, 1, MPI_INT, 0, half);
        printf("%s remote size %d, remote root sent %d\n", tag, rsize, in);
    }
    MPI_Intercomm_merge(inter, color, &merged);
    MPI_Comm_rank(merged, &mrank);
    MPI_Comm_size(merged, &msize);
    MPI_Allreduce(&rank, &sum, 1, MPI_INT, MPI_SUM, merged);
    printf("%s merged %d of %d, sum of world ranks %d\n", tag, mrank, msize, sum);
    MPI_Comm_free(&merged);
    MPI_Comm_disconnect(&inter);
    MPI_Comm_free(&half);
    MPI_Finalize();
    return 0;
}
