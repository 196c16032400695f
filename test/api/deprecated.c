/* MPI-1 names MPICH 4.0.2 still ships: MPI_Address, MPI_Type_struct/hvector/hindexed,
   MPI_Type_extent/lb/ub, MPI_Errhandler_create/set/get, MPI_Attr_put/get/delete, MPI_Keyval_*. */
// mpi-np: 2
#include <mpi.h>
#include <stdio.h>

struct rec { int id; double v[3]; char tag; };

static void handler(MPI_Comm *comm, int *code, ...)
{
    int cls;
    (void)comm;
    MPI_Error_class(*code, &cls);
    printf("handler: class %d\n", cls);
}

static int deleted;
static int del_fn(MPI_Comm comm, int keyval, void *value, void *extra)
{
    (void)comm; (void)keyval; (void)extra;
    deleted += *(int *)value;
    return MPI_SUCCESS;
}

int main(int argc, char **argv)
{
    int rank;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    struct rec r[2];
    MPI_Aint base, a1, a2;
    MPI_Address(&r[0], &base);
    MPI_Address(&r[0].v, &a1);
    MPI_Address(&r[0].tag, &a2);
    int bl[3] = {1, 3, 1};
    MPI_Aint disp[3] = {0, a1 - base, a2 - base};
    MPI_Datatype types[3] = {MPI_INT, MPI_DOUBLE, MPI_CHAR}, st, hv, hi;
    MPI_Type_struct(3, bl, disp, types, &st);
    MPI_Type_commit(&st);
    MPI_Aint ext, lb, ub;
    MPI_Type_extent(st, &ext);
    MPI_Type_lb(st, &lb);
    MPI_Type_ub(st, &ub);
    printf("struct: extent %ld lb %ld ub %ld\n", (long)ext, (long)lb, (long)ub);
    MPI_Type_hvector(2, 1, sizeof(struct rec), st, &hv);
    MPI_Type_commit(&hv);
    int hbl[2] = {2, 1};
    MPI_Aint hd[2] = {0, 24};
    MPI_Type_hindexed(2, hbl, hd, MPI_INT, &hi);
    MPI_Type_commit(&hi);
    int size, comb, ni, na, nd;
    MPI_Type_size(hv, &size);
    MPI_Type_get_envelope(hv, &ni, &na, &nd, &comb);
    printf("hvector: size %d combiner %d (%d %d %d)\n", size, comb, ni, na, nd);
    MPI_Type_size(hi, &size);
    MPI_Type_get_envelope(hi, &ni, &na, &nd, &comb);
    printf("hindexed: size %d combiner %d (%d %d %d)\n", size, comb, ni, na, nd);
    MPI_Type_get_envelope(st, &ni, &na, &nd, &comb);
    printf("struct: combiner %d (%d %d %d)\n", comb, ni, na, nd);

    if (rank == 0) {
        for (int k = 0; k < 2; k++) { r[k].id = 10 + k; r[k].v[0] = k; r[k].v[1] = 2.5 * k; r[k].v[2] = -k; r[k].tag = 'a' + k; }
        MPI_Send(r, 1, hv, 1, 0, MPI_COMM_WORLD);
    } else {
        MPI_Recv(r, 2, st, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        for (int k = 0; k < 2; k++) printf("rec %d: %d %g %g %g %c\n", k, r[k].id, r[k].v[0], r[k].v[1], r[k].v[2], r[k].tag);
    }

    MPI_Errhandler eh, got;
    MPI_Errhandler_create(handler, &eh);
    MPI_Errhandler_set(MPI_COMM_WORLD, eh);
    MPI_Errhandler_get(MPI_COMM_WORLD, &got);
    printf("errhandler same: %d\n", got == eh);
    MPI_Send(r, -1, MPI_INT, 0, 0, MPI_COMM_WORLD);
    MPI_Errhandler_free(&got);
    MPI_Errhandler_free(&eh);

    int key, val = 5 + rank, *out, flag;
    MPI_Keyval_create(MPI_NULL_COPY_FN, del_fn, &key, 0);
    MPI_Attr_put(MPI_COMM_WORLD, key, &val);
    MPI_Attr_get(MPI_COMM_WORLD, key, &out, &flag);
    printf("attr: flag %d value %d\n", flag, *out);
    MPI_Attr_delete(MPI_COMM_WORLD, key);
    MPI_Attr_get(MPI_COMM_WORLD, key, &out, &flag);
    printf("after delete: flag %d deleted %d\n", flag, deleted);
    MPI_Keyval_free(&key);

    MPI_Type_free(&st);
    MPI_Type_free(&hv);
    MPI_Type_free(&hi);
    MPI_Finalize();
    return 0;
}
