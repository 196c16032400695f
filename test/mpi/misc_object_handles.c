// mpi-np: 1 2 3
/*
 * Handles of groups, user-defined ops, error handlers, datatypes, keyvals and communicators as
 * MPICH hands them out: a pool per kind of object (eight direct group handles then indirect
 * 0xc8000000 ones, sixteen direct ops then 0xd8000000 ones), the last freed reused first.
 * MPI_Comm_group returns the communicator's own group object each time, with one more reference.
 */
#include <mpi.h>
#include <stdio.h>

static void myop(void *a, void *b, int *n, MPI_Datatype *t) { (void) a; (void) b; (void) n; (void) t; }
static void eh(MPI_Comm *c, int *e, ...) { (void) c; (void) e; }

int main(int argc, char **argv) {
    MPI_Group g, x, gs[12];
    MPI_Op os[20];
    MPI_Errhandler e1, e2;
    MPI_Datatype t1, t2, t3;
    MPI_Comm c1, c2;
    int k1, k2, r0 = 0;
    MPI_Init(&argc, &argv);
    MPI_Comm_group(MPI_COMM_WORLD, &g);
    for (int i = 0; i < 12; i++) MPI_Group_incl(g, 1, &r0, &gs[i]);
    printf("groups %x:", (unsigned) g);
    for (int i = 0; i < 12; i++) printf(" %x", (unsigned) gs[i]);
    printf("\n");
    MPI_Group_free(&gs[3]);
    MPI_Group_free(&gs[9]);
    MPI_Group_incl(g, 1, &r0, &gs[3]);
    MPI_Comm_group(MPI_COMM_WORLD, &x);
    printf("reused %x, world's group again %x\n", (unsigned) gs[3], (unsigned) x);
    MPI_Group_free(&x);
    for (int i = 0; i < 20; i++) MPI_Op_create(myop, i % 2, &os[i]);
    printf("ops:");
    for (int i = 0; i < 20; i++) printf(" %x", (unsigned) os[i]);
    printf("\n");
    MPI_Op_free(&os[5]);
    MPI_Op_create(myop, 1, &os[5]);
    printf("op reused %x\n", (unsigned) os[5]);
    MPI_Comm_create_errhandler(eh, &e1);
    MPI_Comm_create_errhandler(eh, &e2);
    printf("errhandlers %x %x\n", (unsigned) e1, (unsigned) e2);
    MPI_Type_contiguous(2, MPI_INT, &t1);
    MPI_Type_vector(2, 1, 2, MPI_INT, &t2);
    MPI_Type_free(&t1);
    MPI_Type_contiguous(3, MPI_INT, &t3);
    printf("types %x, reused %x\n", (unsigned) t2, (unsigned) t3);
    MPI_Comm_create_keyval(MPI_COMM_NULL_COPY_FN, MPI_COMM_NULL_DELETE_FN, &k1, NULL);
    MPI_Comm_create_keyval(MPI_COMM_NULL_COPY_FN, MPI_COMM_NULL_DELETE_FN, &k2, NULL);
    printf("keyvals %x %x\n", (unsigned) k1, (unsigned) k2);
    MPI_Comm_dup(MPI_COMM_WORLD, &c1);
    MPI_Comm_dup(MPI_COMM_WORLD, &c2);
    MPI_Group cg;
    MPI_Comm_group(c1, &cg);
    MPI_Comm_free(&c1);
    MPI_Group_free(&cg);
    MPI_Comm_dup(MPI_COMM_WORLD, &c1);
    MPI_Group_incl(g, 1, &r0, &x);
    printf("comms %x %x, group after its communicator went %x\n", (unsigned) c1, (unsigned) c2, (unsigned) x);
    for (int i = 0; i < 12; i++) if (i != 9) MPI_Group_free(&gs[i]);
    MPI_Group_free(&x);
    MPI_Group_free(&g);
    for (int i = 0; i < 20; i++) MPI_Op_free(&os[i]);
    MPI_Errhandler_free(&e1);
    MPI_Errhandler_free(&e2);
    MPI_Type_free(&t2);
    MPI_Type_free(&t3);
    MPI_Comm_free_keyval(&k1);
    MPI_Comm_free_keyval(&k2);
    MPI_Comm_free(&c1);
    MPI_Comm_free(&c2);
    MPI_Finalize();
    return 0;
}
