/* Spawns from a root other than 0, then one spawn per parent over MPI_COMM_SELF, all in flight
   at once: every parent gets its own child group, each with its own MPI_COMM_WORLD. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv)
{
    MPI_Comm parent, inter, mine;
    int rank, size, rsize;
    MPI_Init(&argc, &argv);
    MPI_Comm_get_parent(&parent);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    if (parent == MPI_COMM_NULL) {
        char *a[] = { "group", NULL };
        int x, sum = 0;
        MPI_Comm_spawn(argv[0], a, 3, MPI_INFO_NULL, size - 1, MPI_COMM_WORLD, &inter, MPI_ERRCODES_IGNORE);
        MPI_Comm_remote_size(inter, &rsize);
        printf("[p%d] group of %d from root %d\n", rank, rsize, size - 1);
        {
            char who[16], *b[] = { who, NULL };
            snprintf(who, sizeof who, "%d", 10 + rank);
            MPI_Comm_spawn(argv[0], b, 1, MPI_INFO_NULL, 0, MPI_COMM_SELF, &mine, MPI_ERRCODES_IGNORE);
        }
        MPI_Recv(&x, 1, MPI_INT, 0, 0, mine, MPI_STATUS_IGNORE);
        printf("[p%d] own child answered %d\n", rank, x);
        MPI_Allreduce(&rank, &sum, 1, MPI_INT, MPI_SUM, inter);
        printf("[p%d] the group's rank sum %d\n", rank, sum);
        MPI_Comm_disconnect(&mine);
        MPI_Comm_disconnect(&inter);
    } else if (strcmp(argv[1], "group") == 0) {
        int sum = 0;
        MPI_Comm_remote_size(parent, &rsize);
        MPI_Allreduce(&rank, &sum, 1, MPI_INT, MPI_SUM, parent);
        printf("[g%d] of %d, %d parents, their rank sum %d\n", rank, size, rsize, sum);
        MPI_Comm_disconnect(&parent);
    } else {
        int x = atoi(argv[1]) * 2;
        MPI_Comm_remote_size(parent, &rsize);
        printf("[s%d] alone: world %d, parents %d, arg %s\n", atoi(argv[1]), size, rsize, argv[1]);
        MPI_Send(&x, 1, MPI_INT, 0, 0, parent);
        MPI_Comm_disconnect(&parent);
    }
    MPI_Finalize();
    return 0;
}
