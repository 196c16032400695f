/* The "wdir" info key: each command of MPI_Comm_spawn_multiple starts its processes in its own
   working directory (getcwd), a relative one from the launch's directory; keys an implementation
   does not know ("soft", "arch", "file", made-up ones) are ignored. argv[1] is the command that
   runs this program, argv[2] and argv[3] the two directories. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int main(int argc, char **argv)
{
    MPI_Comm parent, inter;
    int rank, size, flag, *appnum;
    char cwd[4096];
    MPI_Init(&argc, &argv);
    MPI_Comm_get_parent(&parent);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    if (!getcwd(cwd, sizeof cwd))
        strcpy(cwd, "(getcwd failed)");
    if (parent == MPI_COMM_NULL) {
        char *cmds[2] = { argv[1], argv[1] };
        int np[2] = { 1, 2 }, errs[3];
        MPI_Info infos[2];
        char small[4];
        printf("[p%d] cwd %s\n", rank, cwd);
        printf("[p%d] getcwd into 4 bytes: %s\n", rank, getcwd(small, sizeof small) ? "fits" : "ERANGE");
        for (int i = 0; i < 2; i++) {
            MPI_Info_create(&infos[i]);
            MPI_Info_set(infos[i], "wdir", argv[2 + i]);
            MPI_Info_set(infos[i], "soft", "1:3");
            MPI_Info_set(infos[i], "arch", "sparc");
            MPI_Info_set(infos[i], "file", "no-such-file");
            MPI_Info_set(infos[i], "mpisim_made_up_key", "whatever");
        }
        MPI_Comm_spawn_multiple(2, cmds, MPI_ARGVS_NULL, np, infos, 0, MPI_COMM_WORLD, &inter, errs);
        printf("[p%d] errcodes %d %d %d\n", rank, errs[0], errs[1], errs[2]);
        for (int i = 0; i < 2; i++)
            MPI_Info_free(&infos[i]);
    } else {
        char *heap = getcwd(NULL, 0);
        MPI_Comm_get_attr(MPI_COMM_WORLD, MPI_APPNUM, &appnum, &flag);
        printf("[c%d] appnum %d cwd %s (allocated: %s)\n", rank, *appnum, cwd, heap && strcmp(heap, cwd) == 0 ? "same" : "differs");
        free(heap);
        inter = parent;
    }
    MPI_Comm_disconnect(&inter);
    MPI_Finalize();
    return 0;
}
