/*
 * MPI_Type_create_darray, as MPICH 4.0.2 builds it (src/mpi/datatype/type_create_darray.c,
 * after ROMIO's): one block or cyclic type per dimension, innermost first, placed at the
 * process's start offset and resized to the whole global array. The runtime then gives the
 * result the DARRAY envelope of the program's call.
 */
#include <mpi.h>
#include <mpisim_mpi.h>

int __mpisim_type_darray(MPI_Datatype type, int size, int rank, int ndims, const int gsizes[], const int distribs[], const int dargs[], const int psizes[], int order, MPI_Datatype oldtype);

static int MPII_darray_error(const char *msg)
{
    (void)msg;
    return MPIR_Err_return_comm(MPI_COMM_WORLD, "MPI_Type_create_darray", MPI_ERR_ARG);
}

static int MPII_Type_block(const int gsizes[], int dim, int ndims, int nprocs, int rank, int darg, int order, MPI_Aint orig_extent, MPI_Datatype type_old, MPI_Datatype *type_new, MPI_Aint *st_offset)
{
    int blksize, global_size = gsizes[dim], mysize, j, i, err;
    MPI_Aint stride = orig_extent;
    if (darg == MPI_DISTRIBUTE_DFLT_DARG)
        blksize = (global_size + nprocs - 1) / nprocs;
    else {
        blksize = darg;
        if (blksize <= 0 || blksize * nprocs < global_size)
            return MPII_darray_error("block size");
    }
    j = global_size - blksize * rank;
    mysize = blksize < j ? blksize : j;
    if (mysize < 0)
        mysize = 0;
    if (order == MPI_ORDER_FORTRAN) {
        if (dim == 0)
            err = PMPI_Type_contiguous(mysize, type_old, type_new);
        else {
            for (i = 0; i < dim; i++)
                stride *= gsizes[i];
            err = PMPI_Type_create_hvector(mysize, 1, stride, type_old, type_new);
        }
    } else {
        if (dim == ndims - 1)
            err = PMPI_Type_contiguous(mysize, type_old, type_new);
        else {
            for (i = ndims - 1; i > dim; i--)
                stride *= gsizes[i];
            err = PMPI_Type_create_hvector(mysize, 1, stride, type_old, type_new);
        }
    }
    *st_offset = mysize == 0 ? 0 : (MPI_Aint)blksize * rank;
    return err;
}

static int MPII_Type_cyclic(const int gsizes[], int dim, int ndims, int nprocs, int rank, int darg, int order, MPI_Aint orig_extent, MPI_Datatype type_old, MPI_Datatype *type_new, MPI_Aint *st_offset)
{
    int blksize, st_index, end_index, local_size, rem, count, i, err;
    MPI_Aint stride;
    MPI_Datatype tmp;
    blksize = darg == MPI_DISTRIBUTE_DFLT_DARG ? 1 : darg;
    if (blksize <= 0)
        return MPII_darray_error("block size");
    st_index = rank * blksize;
    end_index = gsizes[dim] - 1;
    if (end_index < st_index)
        local_size = 0;
    else {
        local_size = ((end_index - st_index + 1) / (nprocs * blksize)) * blksize;
        rem = (end_index - st_index + 1) % (nprocs * blksize);
        local_size += rem < blksize ? rem : blksize;
    }
    count = local_size / blksize;
    rem = local_size % blksize;
    stride = (MPI_Aint)nprocs * blksize * orig_extent;
    if (order == MPI_ORDER_FORTRAN)
        for (i = 0; i < dim; i++)
            stride *= gsizes[i];
    else
        for (i = ndims - 1; i > dim; i--)
            stride *= gsizes[i];
    if ((err = PMPI_Type_create_hvector(count, blksize, stride, type_old, type_new)))
        return err;
    if (rem) {
        /* The last block, shorter than blksize, on its own. */
        int blklens[2] = {1, rem};
        MPI_Aint disps[2] = {0, count * stride};
        MPI_Datatype types[2] = {*type_new, type_old};
        if ((err = PMPI_Type_create_struct(2, blklens, disps, types, &tmp)))
            return err;
        PMPI_Type_free(type_new);
        *type_new = tmp;
    }
    /* The first dimension places the block: its displacement and the dimension's extent. */
    if ((order == MPI_ORDER_FORTRAN && dim == 0) || (order == MPI_ORDER_C && dim == ndims - 1)) {
        MPI_Aint disp = (MPI_Aint)rank * blksize * orig_extent;
        MPI_Datatype placed;
        if ((err = PMPI_Type_create_hindexed_block(1, 1, &disp, *type_new, &placed)))
            return err;
        if ((err = PMPI_Type_create_resized(placed, 0, orig_extent * gsizes[dim], &tmp)))
            return err;
        PMPI_Type_free(&placed);
        PMPI_Type_free(type_new);
        *type_new = tmp;
        *st_offset = 0;
    } else
        *st_offset = (MPI_Aint)rank * blksize;
    if (local_size == 0)
        *st_offset = 0;
    return MPI_SUCCESS;
}

int MPI_Type_create_darray(int size, int rank, int ndims, const int array_of_gsizes[], const int array_of_distribs[], const int array_of_dargs[], const int array_of_psizes[], int order, MPI_Datatype oldtype, MPI_Datatype *newtype)
{
    MPI_Aint orig_extent, lb, st_offsets[32], disp, tmp_size;
    int coords[32], procs, tmp_rank, i, k, err = MPI_SUCCESS, nprocs = 1;
    MPI_Datatype type_old, type_new = MPI_DATATYPE_NULL, placed;
    if (ndims <= 0 || ndims > 32)
        return MPII_darray_error("ndims");
    if (order != MPI_ORDER_C && order != MPI_ORDER_FORTRAN)
        return MPII_darray_error("order");
    for (i = 0; i < ndims; i++) {
        if (array_of_gsizes[i] <= 0 || array_of_psizes[i] <= 0)
            return MPII_darray_error("sizes");
        if (array_of_distribs[i] == MPI_DISTRIBUTE_NONE && array_of_psizes[i] != 1)
            return MPII_darray_error("psizes");
        nprocs *= array_of_psizes[i];
    }
    if (nprocs != size || rank < 0 || rank >= size)
        return MPII_darray_error("size");
    if ((err = PMPI_Type_get_extent(oldtype, &lb, &orig_extent)))
        return err;
    /* The process's coordinates in the process grid, row-major. */
    procs = size;
    tmp_rank = rank;
    for (i = 0; i < ndims; i++) {
        procs /= array_of_psizes[i];
        coords[i] = tmp_rank / procs;
        tmp_rank %= procs;
    }
    type_old = oldtype;
    for (k = 0; k < ndims; k++) {
        i = order == MPI_ORDER_FORTRAN ? k : ndims - 1 - k;
        switch (array_of_distribs[i]) {
        case MPI_DISTRIBUTE_BLOCK:
            err = MPII_Type_block(array_of_gsizes, i, ndims, array_of_psizes[i], coords[i], array_of_dargs[i], order, orig_extent, type_old, &type_new, st_offsets + i);
            break;
        case MPI_DISTRIBUTE_CYCLIC:
            err = MPII_Type_cyclic(array_of_gsizes, i, ndims, array_of_psizes[i], coords[i], array_of_dargs[i], order, orig_extent, type_old, &type_new, st_offsets + i);
            break;
        case MPI_DISTRIBUTE_NONE:
            err = MPII_Type_block(array_of_gsizes, i, ndims, 1, 0, MPI_DISTRIBUTE_DFLT_DARG, order, orig_extent, type_old, &type_new, st_offsets + i);
            break;
        default:
            err = MPII_darray_error("distribution");
        }
        if (k)
            PMPI_Type_free(&type_old);
        if (err)
            return err;
        type_old = type_new;
    }
    /* The process's first element, in elements of oldtype, then in bytes. */
    if (order == MPI_ORDER_FORTRAN) {
        disp = st_offsets[0];
        tmp_size = 1;
        for (i = 1; i < ndims; i++) {
            tmp_size *= array_of_gsizes[i - 1];
            disp += tmp_size * st_offsets[i];
        }
    } else {
        disp = st_offsets[ndims - 1];
        tmp_size = 1;
        for (i = ndims - 2; i >= 0; i--) {
            tmp_size *= array_of_gsizes[i + 1];
            disp += tmp_size * st_offsets[i];
        }
    }
    disp *= orig_extent;
    tmp_size = orig_extent;
    for (i = 0; i < ndims; i++)
        tmp_size *= array_of_gsizes[i];
    if ((err = PMPI_Type_create_hindexed_block(1, 1, &disp, type_new, &placed)))
        return err;
    err = PMPI_Type_create_resized(placed, 0, tmp_size, newtype);
    PMPI_Type_free(&placed);
    PMPI_Type_free(&type_new);
    if (err)
        return err;
    return __mpisim_type_darray(*newtype, size, rank, ndims, array_of_gsizes, array_of_distribs, array_of_dargs, array_of_psizes, order, oldtype);
}
