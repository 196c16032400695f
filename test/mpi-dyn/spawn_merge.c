/* Parents spawn two copies of this program with arguments; the children find their parent,
   exchange messages over the intercommunicator, then both sides merge it (children high) and
   reduce over the merged communicator. Every line starts with the process's tag. */
#include <mpi.h>
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv)
{
    MPI_Comm parent, inter, merged;
    int rank, size, rsize, mrank, msize, sum, flag, *appnum;
    char tag[16];
    MPI_Init(&argc, &argv);
    MPI_Comm_get_parent(&parent);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    if (parent == MPI_COMM_NULL) {
        char *args[] = { "alpha", "beta", NULL };
        int errs[2] = { -1, -1 };
        snprintf(tag, sizeof tag, "[p%d]", rank);
        MPI_Comm_spawn(argv[0], args, 2, MPI_INFO_NULL, 0, MPI_COMM_WORLD, &inter, errs);
        MPI_Comm_remote_size(inter, &rsize);
        printf("%s world %d of %d, spawned %d children, errcodes %d %d\n", tag, rank, size, rsize, errs[0], errs[1]);
        if (rank == 0) {
            for (int c = 0; c < rsize; c++) {
                int v = 100 + c;
                MPI_Send(&v, 1, MPI_INT, c, 7, inter);
            }
            for (int c = 0; c < rsize; c++) {
                int v;
                MPI_Status st;
                MPI_Recv(&v, 1, MPI_INT, c, 8, inter, &st);
                printf("%s reply %d from child %d\n", tag, v, st.MPI_SOURCE);
            }
        }
        MPI_Intercomm_merge(inter, 0, &merged);
    } else {
        int v, is_inter;
        snprintf(tag, sizeof tag, "[c%d]", rank);
        MPI_Comm_test_inter(parent, &is_inter);
        MPI_Comm_remote_size(parent, &rsize);
        MPI_Comm_get_attr(MPI_COMM_WORLD, MPI_APPNUM, &appnum, &flag);
        printf("%s world %d of %d, parent inter %d remote %d, appnum %d, argc %d:", tag, rank, size, is_inter, rsize, flag ? *appnum : -1, argc);
        for (int k = 1; k < argc; k++)
            printf(" %s", argv[k]);
        printf("\n");
        MPI_Recv(&v, 1, MPI_INT, 0, 7, parent, MPI_STATUS_IGNORE);
        v = v * 2 + rank;
        MPI_Send(&v, 1, MPI_INT, 0, 8, parent);
        MPI_Intercomm_merge(parent, 1, &merged);
    }
    MPI_Comm_rank(merged, &mrank);
    MPI_Comm_size(merged, &msize);
    MPI_Allreduce(&mrank, &sum, 1, MPI_INT, MPI_SUM, merged);
    printf("%s merged %d of %d, sum of merged ranks %d\n", tag, mrank, msize, sum);
    MPI_Comm_free(&merged);
    MPI_Comm_disconnect(parent == MPI_COMM_NULL ? &inter : &parent);
    MPI_Comm_get_parent(&parent);
    printf("%s after disconnect parent is null: %d\n", tag, parent == MPI_COMM_NULL);
    MPI_Finalize();
    return 0;
}
