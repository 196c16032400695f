// mpi-np: 1 2 4
/*
 * Communicator attributes with callbacks: MPI_Comm_create_keyval with a copy callback that
 * prints and copies (or refuses to copy), a delete callback that prints; set/get/delete,
 * replacing an attribute (delete callback on the old value), MPI_Comm_dup copying,
 * MPI_Comm_free deleting (in MPICH's order), MPI_COMM_NULL_COPY_FN / MPI_COMM_DUP_FN,
 * MPI_Comm_free_keyval while attributes still use it, and type attributes.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

static int copy_cb(MPI_Comm old, int key, void *extra, void *in, void *out, int *flag) {
    (void)old; (void)key;
    int v = *(int *)in;
    printf("  copy callback: value %d extra %d\n", v, *(int *)extra);
    if (v < 0) {
        *flag = 0;
        return MPI_SUCCESS;
    }
    int *p = malloc(sizeof(int));
    *p = v + 1000;
    *(int **)out = p;
    *flag = 1;
    return MPI_SUCCESS;
}

static int delete_cb(MPI_Comm c, int key, void *val, void *extra) {
    (void)c; (void)key;
    printf("  delete callback: value %d extra %d\n", *(int *)val, *(int *)extra);
    return MPI_SUCCESS;
}

static int type_delete(MPI_Datatype t, int key, void *val, void *extra) {
    (void)t; (void)key; (void)extra;
    printf("  type delete callback: value %d\n", *(int *)val);
    return MPI_SUCCESS;
}

static int extra1 = 11, extra2 = 22;

int main(int argc, char **argv) {
    int rank, flag;
    int *got;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    int k1, k2, k3, k4;
    MPI_Comm_create_keyval(copy_cb, delete_cb, &k1, &extra1);
    MPI_Comm_create_keyval(copy_cb, delete_cb, &k2, &extra2);
    MPI_Comm_create_keyval(MPI_COMM_NULL_COPY_FN, MPI_COMM_NULL_DELETE_FN, &k3, NULL);
    MPI_Comm_create_keyval(MPI_COMM_DUP_FN, MPI_COMM_NULL_DELETE_FN, &k4, NULL);

    MPI_Comm c;
    MPI_Comm_dup(MPI_COMM_WORLD, &c);
    static int v1 = 1, v2 = -2, v3 = 3, v4 = 4, v1b = 5;
    MPI_Comm_get_attr(c, k1, &got, &flag);
    printf("get before set: flag %d\n", flag);
    MPI_Comm_set_attr(c, k1, &v1);
    MPI_Comm_set_attr(c, k2, &v2);
    MPI_Comm_set_attr(c, k3, &v3);
    MPI_Comm_set_attr(c, k4, &v4);
    MPI_Comm_get_attr(c, k1, &got, &flag);
    printf("get k1: flag %d value %d same pointer %d\n", flag, *got, got == &v1);
    printf("replace k1:\n");
    MPI_Comm_set_attr(c, k1, &v1b);
    MPI_Comm_get_attr(c, k1, &got, &flag);
    printf("get k1: value %d\n", *got);

    printf("dup:\n");
    MPI_Comm d;
    MPI_Comm_dup(c, &d);
    MPI_Comm_get_attr(d, k1, &got, &flag);
    printf("dup k1: flag %d value %d\n", flag, flag ? *got : 0);
    int *k1copy = flag ? got : NULL;
    MPI_Comm_get_attr(d, k2, &got, &flag);
    printf("dup k2 (copy refused): flag %d\n", flag);
    MPI_Comm_get_attr(d, k3, &got, &flag);
    printf("dup k3 (null copy fn): flag %d\n", flag);
    MPI_Comm_get_attr(d, k4, &got, &flag);
    printf("dup k4 (dup fn): flag %d value %d same pointer %d\n", flag, flag ? *got : 0, flag && got == &v4);

    printf("delete k2 on original:\n");
    MPI_Comm_delete_attr(c, k2);
    MPI_Comm_get_attr(c, k2, &got, &flag);
    printf("after delete: flag %d\n", flag);

    printf("free keyval k1 (attributes remain):\n");
    MPI_Comm_free_keyval(&k1);
    printf("keyval invalid %d\n", k1 == MPI_KEYVAL_INVALID);
    printf("free original:\n");
    MPI_Comm_free(&c);
    printf("free dup:\n");
    MPI_Comm_free(&d);
    free(k1copy);

    /* attributes on MPI_COMM_SELF are deleted at the start of MPI_Finalize */
    static int vs = 77;
    MPI_Comm_set_attr(MPI_COMM_SELF, k2, &vs);

    int tk;
    MPI_Type_create_keyval(MPI_TYPE_NULL_COPY_FN, type_delete, &tk, NULL);
    MPI_Datatype t;
    MPI_Type_contiguous(3, MPI_INT, &t);
    static int tv = 9;
    MPI_Type_set_attr(t, tk, &tv);
    MPI_Type_get_attr(t, tk, &got, &flag);
    printf("type attr: flag %d value %d\n", flag, *got);
    printf("free type:\n");
    MPI_Type_free(&t);
    MPI_Type_free_keyval(&tk);
    MPI_Comm_free_keyval(&k2);
    MPI_Comm_free_keyval(&k3);
    MPI_Comm_free_keyval(&k4);
    printf("finalize:\n");
    fflush(stdout);
    MPI_Finalize();
    printf("after finalize\n");
    return 0;
}
