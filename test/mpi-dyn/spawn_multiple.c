/* MPI_Comm_spawn_multiple of this program under two argument lists (1 and 2 processes): the
   children share one MPI_COMM_WORLD and tell their MPI_APPNUM; grandchildren are spawned by the
   children's rank 0 over MPI_COMM_SELF and report back through their parent. */
#include <mpi.h>
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv)
{
    MPI_Comm parent, inter;
    int rank, size, rsize, flag, *appnum;
    char tag[16];
    MPI_Init(&argc, &argv);
    MPI_Comm_get_parent(&parent);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    if (parent == MPI_COMM_NULL) {
        char *cmds[2] = { argv[0], argv[0] };
        char *a0[] = { "first", NULL }, *a1[] = { "second", "x", NULL };
        char **argvs[2] = { a0, a1 };
        int np[2] = { 1, 2 }, errs[3];
        MPI_Info infos[2] = { MPI_INFO_NULL, MPI_INFO_NULL };
        snprintf(tag, sizeof tag, "[p%d]", rank);
        MPI_Comm_spawn_multiple(2, cmds, argvs, np, infos, 0, MPI_COMM_WORLD, &inter, errs);
        MPI_Comm_remote_size(inter, &rsize);
        printf("%s spawned %d: errcodes %d %d %d\n", tag, rsize, errs[0], errs[1], errs[2]);
        if (rank == 0) {
            int depth;
            MPI_Recv(&depth, 1, MPI_INT, 0, 3, inter, MPI_STATUS_IGNORE);
            printf("%s grandchild said %d\n", tag, depth);
        }
    } else if (argc > 1 && strcmp(argv[1], "grandchild") == 0) {
        int v = 4242;
        snprintf(tag, sizeof tag, "[g%d]", rank);
        MPI_Comm_remote_size(parent, &rsize);
        printf("%s grandchild of %d: world size %d\n", tag, rsize, size);
        MPI_Send(&v, 1, MPI_INT, 0, 5, parent);
        inter = parent;
    } else {
        snprintf(tag, sizeof tag, "[c%d]", rank);
        MPI_Comm_get_attr(MPI_COMM_WORLD, MPI_APPNUM, &appnum, &flag);
        printf("%s world %d of %d appnum %d args:", tag, rank, size, flag ? *appnum : -1);
        for (int k = 1; k < argc; k++)
            printf(" %s", argv[k]);
        printf("\n");
        if (rank == 0) {
            MPI_Comm grand;
            char *ga[] = { "grandchild", NULL };
            int v;
            MPI_Comm_spawn(argv[0], ga, 1, MPI_INFO_NULL, 0, MPI_COMM_SELF, &grand, MPI_ERRCODES_IGNORE);
            MPI_Recv(&v, 1, MPI_INT, 0, 5, grand, MPI_STATUS_IGNORE);
            printf("%s grandchild sent %d\n", tag, v);
            MPI_Send(&v, 1, MPI_INT, 0, 3, parent);
            MPI_Comm_disconnect(&grand);
        }
        inter = parent;
    }
    MPI_Comm_disconnect(&inter);
    MPI_Finalize();
    return 0;
}
