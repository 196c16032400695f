// mpi-np: 1 2 3
/*
 * Object names: MPI_Comm_get_name of MPI_COMM_WORLD and MPI_COMM_SELF, of a dup (not
 * inherited), of a split, after MPI_Comm_set_name (and on a dup of a named communicator),
 * renaming WORLD; MPI_Type_get_name of predefined types and of a user type after
 * MPI_Type_set_name.
 */
#include <mpi.h>
#include <stdio.h>
#include <string.h>

static void cname(const char *what, MPI_Comm c) {
    char name[MPI_MAX_OBJECT_NAME];
    int len = -1;
    memset(name, 'x', sizeof name);
    MPI_Comm_get_name(c, name, &len);
    printf("%s: \"%s\" (len %d)\n", what, name, len);
}

static void tname(MPI_Datatype t) {
    char name[MPI_MAX_OBJECT_NAME];
    int len = -1;
    MPI_Type_get_name(t, name, &len);
    printf("type \"%s\" (len %d)\n", name, len);
}

int main(int argc, char **argv) {
    int rank;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    cname("world", MPI_COMM_WORLD);
    cname("self", MPI_COMM_SELF);
    MPI_Comm dup, split, dup2;
    MPI_Comm_dup(MPI_COMM_WORLD, &dup);
    cname("dup of world", dup);
    MPI_Comm_split(MPI_COMM_WORLD, rank % 2, 0, &split);
    cname("split", split);
    char mine[32];
    snprintf(mine, sizeof mine, "half-%d", rank % 2);
    MPI_Comm_set_name(split, mine);
    cname("split after set_name", split);
    MPI_Comm_set_name(dup, "my dup");
    MPI_Comm_dup(dup, &dup2);
    cname("dup of named dup", dup2);
    MPI_Comm_set_name(MPI_COMM_WORLD, "everyone");
    cname("world renamed", MPI_COMM_WORLD);
    printf("MPI_MAX_OBJECT_NAME %d\n", MPI_MAX_OBJECT_NAME);

    tname(MPI_INT);
    tname(MPI_DOUBLE);
    tname(MPI_UNSIGNED_LONG_LONG);
    tname(MPI_2INT);
    tname(MPI_DOUBLE_INT);
    tname(MPI_BYTE);
    MPI_Datatype vec;
    MPI_Type_vector(2, 1, 2, MPI_INT, &vec);
    tname(vec);
    MPI_Type_set_name(vec, "stride-2 pair");
    tname(vec);
    MPI_Type_free(&vec);
    MPI_Comm_free(&dup2);
    MPI_Comm_free(&dup);
    MPI_Comm_free(&split);
    MPI_Finalize();
    return 0;
}
