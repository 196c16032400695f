/*
 * The local reduction entry point of the collective library (./coll.ts): builtin operations
 * run in the runtime, user-defined ones (MPI_Op_create) are C functions called from here.
 */
#include <mpi.h>
#include <mpisim_mpi.h>
#include <stdlib.h>
#include <string.h>
#include <stdio.h>

void *__mpisim_op_user_fn(MPI_Op op);
int __mpisim_op_is_large(MPI_Op op);
int __mpisim_reduce_builtin(const void *inbuf, void *inoutbuf, MPI_Aint count, MPI_Datatype datatype, MPI_Op op);
int __mpisim_error(MPI_Comm comm, const char *fname, int errclass, const char *msg);

int MPIR_Reduce_local(const void *inbuf, void *inoutbuf, MPI_Aint count, MPI_Datatype datatype, MPI_Op op)
{
    MPI_User_function *fn = (MPI_User_function *)__mpisim_op_user_fn(op);
    if (fn && __mpisim_op_is_large(op)) {
        MPI_Count len = count;
        ((MPI_User_function_c *)(void *)fn)((void *)inbuf, inoutbuf, &len, &datatype);
        return MPI_SUCCESS;
    }
    if (fn) {
        int len = (int)count;
        fn((void *)inbuf, inoutbuf, &len, &datatype);
        return MPI_SUCCESS;
    }
    return __mpisim_reduce_builtin(inbuf, inoutbuf, count, datatype, op);
}

int MPI_Reduce_local(const void *inbuf, void *inoutbuf, int count, MPI_Datatype datatype, MPI_Op op)
{
    /* The binding's op check (a predefined op's for the datatype too), then the datatype's. */
    MPIR_ARGCHECK("MPI_Reduce_local", MPIR_P(inbuf), MPIR_P(inoutbuf), count, datatype, op);
    /* MPICH's binding has no count check and its process dies reducing a negative count: an error here. */
    if (count < 0) {
        char msg[64];
        snprintf(msg, sizeof msg, "Negative count, value is %d", count);
        return __mpisim_error(MPI_COMM_WORLD, "MPI_Reduce_local", MPI_ERR_COUNT, msg);
    }
    return MPIR_Reduce_local(inbuf, inoutbuf, count, datatype, op);
}

