/* MPI_Comm_spawn_multiple with info keys from the command line:
     spawn_info CMD N [KEY=VALUE...] [-- CMD N [KEY=VALUE...]]...
   CMD "-" is this program (argv[0]). The children tell their node (MPI_Get_processor_name), their
   MPI_COMM_TYPE_SHARED communicator in their own world (size, lowest rank) and, merged with the
   parents, in the merged one. A failed spawn is printed (MPI_ERRORS_RETURN). */
#include <mpi.h>
#include <stdio.h>
#include <string.h>

static void shared(const char *tag, int rank, MPI_Comm comm)
{
    MPI_Comm s;
    int size, first, me;
    char node[MPI_MAX_PROCESSOR_NAME];
    MPI_Get_processor_name(node, &size);
    MPI_Comm_rank(comm, &me);
    MPI_Comm_split_type(comm, MPI_COMM_TYPE_SHARED, 0, MPI_INFO_NULL, &s);
    MPI_Comm_size(s, &size);
    MPI_Allreduce(&me, &first, 1, MPI_INT, MPI_MIN, s);
    printf("[%s%d] on %s, shared %d from %d\n", tag, rank, node, size, first);
    MPI_Comm_free(&s);
}

int main(int argc, char **argv)
{
    MPI_Comm parent, inter, merged;
    int rank;
    MPI_Init(&argc, &argv);
    MPI_Comm_get_parent(&parent);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (parent == MPI_COMM_NULL) {
        char *cmds[8];
        int np[8], errs[64], count = 0, rc, len;
        MPI_Info infos[8];
        char msg[MPI_MAX_ERROR_STRING];
        for (int a = 1; a + 1 < argc && count < 8; count++) {
            cmds[count] = strcmp(argv[a], "-") == 0 ? argv[0] : argv[a];
            np[count] = 0;
            sscanf(argv[a + 1], "%d", &np[count]);
            MPI_Info_create(&infos[count]);
            for (a += 2; a < argc && strcmp(argv[a], "--") != 0; a++) {
                char key[64], *eq = strchr(argv[a], '=');
                snprintf(key, sizeof key, "%.*s", (int)(eq - argv[a]), argv[a]);
                MPI_Info_set(infos[count], key, eq + 1);
            }
            a++;
        }
        MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
        rc = MPI_Comm_spawn_multiple(count, cmds, MPI_ARGVS_NULL, np, infos, 0, MPI_COMM_WORLD, &inter, errs);
        for (int i = 0; i < count; i++)
            MPI_Info_free(&infos[i]);
        if (rc != MPI_SUCCESS) {
            MPI_Error_string(rc, msg, &len);
            printf("[p%d] spawn failed: %s\n", rank, msg);
            MPI_Finalize();
            return 0;
        }
        shared("p", rank, MPI_COMM_WORLD);
    } else {
        shared("c", rank, MPI_COMM_WORLD);
        inter = parent;
    }
    MPI_Intercomm_merge(inter, parent != MPI_COMM_NULL, &merged);
    MPI_Comm_rank(merged, &rank);
    shared("m", rank, merged);
    MPI_Comm_free(&merged);
    MPI_Comm_disconnect(&inter);
    MPI_Finalize();
    return 0;
}
