/* The parts of dynamic processes this machine's MPICH (ch4:ucx, which cannot open ports) runs:
   the name service through Hydra, MPI_Comm_get_parent, MPI_APPNUM and MPI_UNIVERSE_SIZE, and the
   errors for a port name that is not one. Errors are returned (MPI_ERRORS_RETURN) and printed. */
#include <mpi.h>
#include <stdio.h>
#include "report.h"

int main(int argc, char **argv)
{
    MPI_Comm parent, c = MPI_COMM_NULL;
    char port[MPI_MAX_PORT_NAME] = "";
    int rank, flag, *v;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
    MPI_Comm_set_errhandler(MPI_COMM_SELF, MPI_ERRORS_RETURN);
    MPI_Comm_get_parent(&parent);
    printf("parent is null: %d\n", parent == MPI_COMM_NULL);
    MPI_Comm_get_attr(MPI_COMM_WORLD, MPI_APPNUM, &v, &flag);
    printf("appnum: flag %d value %d\n", flag, flag ? *v : -1);
    MPI_Comm_get_attr(MPI_COMM_WORLD, MPI_UNIVERSE_SIZE, &v, &flag);
    printf("universe size: flag %d\n", flag);
    report("connect to a name without a tag", MPI_Comm_connect("not-a-port", MPI_INFO_NULL, 0, MPI_COMM_WORLD, &c));
    report("close a name without a tag", MPI_Close_port("not-a-port"));
    if (rank == 0) {
        report("publish", MPI_Publish_name("ocean", MPI_INFO_NULL, "port-a"));
        report("publish again", MPI_Publish_name("ocean", MPI_INFO_NULL, "port-b"));
        report("lookup", MPI_Lookup_name("ocean", MPI_INFO_NULL, port));
        printf("looked up: %s\n", port);
        report("unpublish with another port", MPI_Unpublish_name("ocean", MPI_INFO_NULL, "port-z"));
        report("lookup after unpublish", MPI_Lookup_name("ocean", MPI_INFO_NULL, port));
        report("unpublish unknown", MPI_Unpublish_name("desert", MPI_INFO_NULL, "port-a"));
    }
    MPI_Finalize();
    return 0;
}
