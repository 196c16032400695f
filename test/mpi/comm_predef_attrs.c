// mpi-np: 1 3
/*
 * Predefined attributes of MPI_COMM_WORLD: MPI_TAG_UB (and a message sent with that tag),
 * MPI_HOST, MPI_IO, MPI_WTIME_IS_GLOBAL, MPI_UNIVERSE_SIZE, MPI_APPNUM, MPI_LASTUSEDCODE;
 * the same keys queried on a dup and on MPI_COMM_SELF; MPI_Get_version and MPI_Query_thread.
 */
#include <mpi.h>
#include <stdio.h>

static void show(MPI_Comm c, const char *cname, int key, const char *kname) {
    int *v, flag;
    MPI_Comm_get_attr(c, key, &v, &flag);
    if (flag) printf("%s %s: %d\n", cname, kname, *v);
    else printf("%s %s: not set\n", cname, kname);
}

int main(int argc, char **argv) {
    int rank, size;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    MPI_Comm dup;
    MPI_Comm_dup(MPI_COMM_WORLD, &dup);
    MPI_Comm cs[3] = {MPI_COMM_WORLD, dup, MPI_COMM_SELF};
    const char *names[3] = {"world", "dup", "self"};
    for (int i = 0; i < 3; i++) {
        show(cs[i], names[i], MPI_TAG_UB, "MPI_TAG_UB");
        show(cs[i], names[i], MPI_HOST, "MPI_HOST");
        show(cs[i], names[i], MPI_IO, "MPI_IO");
        show(cs[i], names[i], MPI_WTIME_IS_GLOBAL, "MPI_WTIME_IS_GLOBAL");
        show(cs[i], names[i], MPI_UNIVERSE_SIZE, "MPI_UNIVERSE_SIZE");
        show(cs[i], names[i], MPI_APPNUM, "MPI_APPNUM");
        show(cs[i], names[i], MPI_LASTUSEDCODE, "MPI_LASTUSEDCODE");
    }
    int *tagub, flag;
    MPI_Comm_get_attr(MPI_COMM_WORLD, MPI_TAG_UB, &tagub, &flag);
    int big = *tagub, got = -1;
    MPI_Status st;
    MPI_Sendrecv(&rank, 1, MPI_INT, (rank + 1) % size, big, &got, 1, MPI_INT, (rank + size - 1) % size, big,
                 MPI_COMM_WORLD, &st);
    printf("message with tag MPI_TAG_UB: got %d tag is ub %d\n", got, st.MPI_TAG == big);
    printf("tag_ub at least 32767: %d\n", big >= 32767);

    int version, subversion, provided;
    MPI_Get_version(&version, &subversion);
    printf("MPI version %d.%d (constants %d.%d)\n", version, subversion, MPI_VERSION, MPI_SUBVERSION);
    MPI_Query_thread(&provided);
    printf("thread level %d (single %d funneled %d serialized %d multiple %d)\n", provided, MPI_THREAD_SINGLE,
           MPI_THREAD_FUNNELED, MPI_THREAD_SERIALIZED, MPI_THREAD_MULTIPLE);
    int init, fin;
    MPI_Initialized(&init);
    MPI_Finalized(&fin);
    printf("initialized %d finalized %d\n", init, fin);
    MPI_Comm_free(&dup);
    MPI_Finalize();
    MPI_Finalized(&fin);
    printf("after finalize: finalized %d\n", fin);
    return 0;
}
