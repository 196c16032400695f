/* A datatype keyval freed while an attribute uses it (MPICH's attr/fkeyvaltype, run by the
   DTPools testlist.dtp): MPI_Type_dup still copies the attribute, and freeing the types and
   MPI_Type_delete_attr still call the delete callback, on a derived type and on MPI_INT. */
// mpi-np: 1
#include <mpi.h>
#include <stdio.h>
static int copy_fn(MPI_Datatype t, int k, void *e, void *in, void *out, int *flag) { *(void **)out = in; *flag = 1; (*(int *)in)++; return 0; }
static int delete_fn(MPI_Datatype t, int k, void *v, void *e) { (*(int *)v)--; return 0; }
int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
    for (int it = 0; it < 3; it++) {
        int keyval, save, key[32], attrval = 1, e1, e2, e3;
        MPI_Datatype type = it == 1 ? MPI_INT : MPI_DATATYPE_NULL, dup;
        if (it != 1) MPI_Type_contiguous(2, MPI_INT, &type);
        MPI_Type_create_keyval(copy_fn, delete_fn, &keyval, 0);
        save = keyval;
        e1 = MPI_Type_set_attr(type, keyval, &attrval);
        MPI_Type_free_keyval(&keyval);
        for (int i = 0; i < 32; i++) MPI_Type_create_keyval(MPI_TYPE_NULL_COPY_FN, MPI_TYPE_NULL_DELETE_FN, &key[i], 0);
        e2 = MPI_Type_dup(type, &dup);
        int a1 = attrval;
        MPI_Type_free(&dup);
        e3 = 0;
        if (it != 1) MPI_Type_free(&type); else e3 = MPI_Type_delete_attr(type, save);
        printf("it %d: set %d dup %d del %d attrval after dup %d end %d\n", it, e1, e2, e3, a1, attrval);
        for (int i = 0; i < 32; i++) MPI_Type_free_keyval(&key[i]);
    }
    MPI_Finalize();
    return 0;
}
