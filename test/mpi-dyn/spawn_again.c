/* Rank 0 spawns one child at a time over MPI_COMM_SELF: the second while the first still runs,
   the third after both have ended (rank 0 keeps busy meanwhile). Each child tells its node and
   waits for its parent's word to end. */
#include <mpi.h>
#include <stdio.h>

static MPI_Comm spawn(const char *self, int k)
{
    MPI_Comm child;
    char *args[2] = { "child", NULL };
    MPI_Comm_spawn(self, args, 1, MPI_INFO_NULL, 0, MPI_COMM_SELF, &child, MPI_ERRCODES_IGNORE);
    MPI_Send(&k, 1, MPI_INT, 0, 0, child);
    return child;
}

int main(int argc, char **argv)
{
    MPI_Comm parent;
    int rank;
    MPI_Init(&argc, &argv);
    MPI_Comm_get_parent(&parent);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (parent != MPI_COMM_NULL) {
        char node[MPI_MAX_PROCESSOR_NAME];
        int len, k, end;
        MPI_Get_processor_name(node, &len);
        MPI_Recv(&k, 1, MPI_INT, 0, 0, parent, MPI_STATUS_IGNORE);
        printf("[c%d] child %d on %s\n", rank, k, node);
        MPI_Recv(&end, 1, MPI_INT, 0, 1, parent, MPI_STATUS_IGNORE);
        MPI_Comm_disconnect(&parent);
    } else if (rank == 0) {
        MPI_Comm a = spawn(argv[0], 1), b = spawn(argv[0], 2), c;
        int end = 0;
        MPI_Send(&end, 1, MPI_INT, 0, 1, a);
        MPI_Send(&end, 1, MPI_INT, 0, 1, b);
        MPI_Comm_disconnect(&a);
        MPI_Comm_disconnect(&b);
        for (volatile long spin = 0; spin < 2000000; spin++)
            ;
        c = spawn(argv[0], 3);
        MPI_Send(&end, 1, MPI_INT, 0, 1, c);
        MPI_Comm_disconnect(&c);
    }
    MPI_Finalize();
    return 0;
}
