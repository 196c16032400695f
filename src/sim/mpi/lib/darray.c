/*
 * MPI_Type_create_darray, as MPICH 4.0.2 builds it (src/mpi/datatype/type_create_darray.c,
 * after ROMIO's): one block or cyclic type per dimension, innermost first, placed at the
 * process's start offset and resized to the whole global array. The runtime then gives the
 * result the DARRAY envelope of the program's call. Sizes are MPI_Aint throughout and the
 * pieces are built with the large-count constructors, as MPICH's MPIR_Type_create_darray takes
 * them, so MPI_Type_create_darray_c works with global sizes beyond INT_MAX.
 */
#include <mpi.h>
#include <mpisim_mpi.h>

int __mpisim_type_darray(MPI_Datatype type, int size, int rank, int ndims, const int gsizes[], const int distribs[], const int dargs[], const int psizes[], int order, MPI_Datatype oldtype);

static int MPII_darray_error(const char *fcname)
{
    return MPIR_Err_return_comm(MPI_COMM_WORLD, fcname, MPI_ERR_ARG);
}

/* Each dimension's type spans the whole dimension: gsizes[dim] of the type it was built from. */
static int MPII_span_dimension(MPI_Aint gsize, MPI_Datatype type_old, MPI_Datatype *type_new)
{
    MPI_Aint lb, ex;
    MPI_Datatype tmp;
    int err;
    if ((err = PMPI_Type_get_extent(type_old, &lb, &ex)))
        return err;
    if ((err = PMPI_Type_create_resized_c(*type_new, 0, gsize * ex, &tmp)))
        return err;
    PMPI_Type_free(type_new);
    *type_new = tmp;
    return MPI_SUCCESS;
}

static int MPII_Type_block(const char *fcname, const MPI_Aint gsizes[], int dim, int ndims, int nprocs, int rank, int darg, int order, MPI_Aint orig_extent, MPI_Datatype type_old, MPI_Datatype *type_new, MPI_Aint *st_offset)
{
    MPI_Aint blksize, global_size = gsizes[dim], mysize, j, stride = orig_extent;
    int i, err;
    if (darg == MPI_DISTRIBUTE_DFLT_DARG)
        blksize = (global_size + nprocs - 1) / nprocs;
    else {
        blksize = darg;
        if (blksize <= 0 || blksize * nprocs < global_size)
            return MPII_darray_error(fcname);
    }
    j = global_size - blksize * rank;
    mysize = blksize < j ? blksize : j;
    if (mysize < 0)
        mysize = 0;
    if (order == MPI_ORDER_FORTRAN) {
        if (dim == 0)
            err = PMPI_Type_contiguous_c(mysize, type_old, type_new);
        else {
            for (i = 0; i < dim; i++)
                stride *= gsizes[i];
            err = PMPI_Type_create_hvector_c(mysize, 1, stride, type_old, type_new);
        }
    } else {
        if (dim == ndims - 1)
            err = PMPI_Type_contiguous_c(mysize, type_old, type_new);
        else {
            for (i = ndims - 1; i > dim; i--)
                stride *= gsizes[i];
            err = PMPI_Type_create_hvector_c(mysize, 1, stride, type_old, type_new);
        }
    }
    *st_offset = mysize == 0 ? 0 : blksize * rank;
    if (err)
        return err;
    return MPII_span_dimension(global_size, type_old, type_new);
}

static int MPII_Type_cyclic(const char *fcname, const MPI_Aint gsizes[], int dim, int ndims, int nprocs, int rank, int darg, int order, MPI_Aint orig_extent, MPI_Datatype type_old, MPI_Datatype *type_new, MPI_Aint *st_offset)
{
    MPI_Aint blksize, st_index, end_index, local_size, rem, count, stride;
    int i, err;
    MPI_Datatype tmp;
    blksize = darg == MPI_DISTRIBUTE_DFLT_DARG ? 1 : darg;
    if (blksize <= 0)
        return MPII_darray_error(fcname);
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
    stride = nprocs * blksize * orig_extent;
    if (order == MPI_ORDER_FORTRAN)
        for (i = 0; i < dim; i++)
            stride *= gsizes[i];
    else
        for (i = ndims - 1; i > dim; i--)
            stride *= gsizes[i];
    if ((err = PMPI_Type_create_hvector_c(count, blksize, stride, type_old, type_new)))
        return err;
    if (rem) {
        /* The last block, shorter than blksize, on its own. */
        MPI_Count blklens[2] = {1, rem}, disps[2] = {0, count * stride};
        MPI_Datatype types[2] = {*type_new, type_old};
        if ((err = PMPI_Type_create_struct_c(2, blklens, disps, types, &tmp)))
            return err;
        PMPI_Type_free(type_new);
        *type_new = tmp;
    }
    /* The first dimension places the block: its displacement and the dimension's extent. */
    if ((order == MPI_ORDER_FORTRAN && dim == 0) || (order == MPI_ORDER_C && dim == ndims - 1)) {
        MPI_Count disp = rank * blksize * orig_extent;
        MPI_Datatype placed;
        if ((err = PMPI_Type_create_hindexed_block_c(1, 1, &disp, *type_new, &placed)))
            return err;
        if ((err = PMPI_Type_create_resized_c(placed, 0, orig_extent * gsizes[dim], &tmp)))
            return err;
        PMPI_Type_free(&placed);
        PMPI_Type_free(type_new);
        *type_new = tmp;
        *st_offset = 0;
    } else
        *st_offset = rank * blksize;
    if (local_size == 0)
        *st_offset = 0;
    return MPII_span_dimension(gsizes[dim], type_old, type_new);
}

/* MPIR_Type_create_darray: the type without its envelope (the callers give it theirs). */
static int MPII_Type_create_darray(const char *fcname, int size, int rank, int ndims, const MPI_Aint array_of_gsizes[], const int array_of_distribs[], const int array_of_dargs[], const int array_of_psizes[], int order, MPI_Datatype oldtype, MPI_Datatype *newtype)
{
    MPI_Aint orig_extent, lb, st_offsets[32], tmp_size;
    MPI_Count disp;
    int coords[32], procs, tmp_rank, i, k, err = MPI_SUCCESS, nprocs = 1;
    MPI_Datatype type_old, type_new = MPI_DATATYPE_NULL, placed;
    if (ndims <= 0 || ndims > 32)
        return MPII_darray_error(fcname);
    if (order != MPI_ORDER_C && order != MPI_ORDER_FORTRAN)
        return MPII_darray_error(fcname);
    for (i = 0; i < ndims; i++) {
        if (array_of_gsizes[i] <= 0 || array_of_psizes[i] <= 0)
            return MPII_darray_error(fcname);
        if (array_of_distribs[i] == MPI_DISTRIBUTE_NONE && array_of_psizes[i] != 1)
            return MPII_darray_error(fcname);
        nprocs *= array_of_psizes[i];
    }
    if (nprocs != size || rank < 0 || rank >= size)
        return MPII_darray_error(fcname);
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
            err = MPII_Type_block(fcname, array_of_gsizes, i, ndims, array_of_psizes[i], coords[i], array_of_dargs[i], order, orig_extent, type_old, &type_new, st_offsets + i);
            break;
        case MPI_DISTRIBUTE_CYCLIC:
            err = MPII_Type_cyclic(fcname, array_of_gsizes, i, ndims, array_of_psizes[i], coords[i], array_of_dargs[i], order, orig_extent, type_old, &type_new, st_offsets + i);
            break;
        case MPI_DISTRIBUTE_NONE:
            err = MPII_Type_block(fcname, array_of_gsizes, i, ndims, 1, 0, MPI_DISTRIBUTE_DFLT_DARG, order, orig_extent, type_old, &type_new, st_offsets + i);
            break;
        default:
            err = MPII_darray_error(fcname);
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
    if ((err = PMPI_Type_create_hindexed_block_c(1, 1, &disp, type_new, &placed)))
        return err;
    err = PMPI_Type_create_resized_c(placed, 0, tmp_size, newtype);
    PMPI_Type_free(&placed);
    PMPI_Type_free(&type_new);
    return err;
}

int MPI_Type_create_darray(int size, int rank, int ndims, const int array_of_gsizes[], const int array_of_distribs[], const int array_of_dargs[], const int array_of_psizes[], int order, MPI_Datatype oldtype, MPI_Datatype *newtype)
{
    MPI_Aint gsizes[32];
    int i, err;
    /* NULL stays NULL: MPICH finds a bad order before it reads the sizes. */
    MPIR_ARGCHECK("MPI_Type_create_darray", size, rank, ndims, MPIR_P(array_of_gsizes), MPIR_P(array_of_distribs), MPIR_P(array_of_dargs),
                  MPIR_P(array_of_psizes), order, oldtype, MPIR_P(newtype));
    for (i = 0; array_of_gsizes && i < ndims && i < 32; i++)
        gsizes[i] = array_of_gsizes[i];
    err = MPII_Type_create_darray("MPI_Type_create_darray", size, rank, ndims, array_of_gsizes ? gsizes : 0, array_of_distribs, array_of_dargs, array_of_psizes, order, oldtype, newtype);
    if (err)
        return err;
    return __mpisim_type_darray(*newtype, size, rank, ndims, array_of_gsizes, array_of_distribs, array_of_dargs, array_of_psizes, order, oldtype);
}

/* The darray's contents as MPIR_Type_create_darray_large_impl records them: gsizes as large counts. */
int __mpisim_type_darray_c(MPI_Datatype type, const MPI_Count gsizes[]);
int MPI_Type_create_darray_c(int size, int rank, int ndims, const MPI_Count array_of_gsizes[], const int array_of_distribs[], const int array_of_dargs[], const int array_of_psizes[], int order, MPI_Datatype oldtype, MPI_Datatype *newtype)
{
    MPI_Aint gsizes[32];
    int unset[32] = {0}, i, err;
    MPIR_ARGCHECK("MPI_Type_create_darray_c", size, rank, ndims, MPIR_P(array_of_gsizes), MPIR_P(array_of_distribs), MPIR_P(array_of_dargs),
                  MPIR_P(array_of_psizes), order, oldtype, MPIR_P(newtype));
    for (i = 0; array_of_gsizes && i < ndims && i < 32; i++)
        gsizes[i] = array_of_gsizes[i];
    err = MPII_Type_create_darray("MPI_Type_create_darray_c", size, rank, ndims, array_of_gsizes ? gsizes : 0, array_of_distribs, array_of_dargs, array_of_psizes, order, oldtype, newtype);
    if (err)
        return err;
    /* The envelope's integers first, then the gsizes moved to its large counts. */
    __mpisim_type_darray(*newtype, size, rank, ndims, unset, array_of_distribs, array_of_dargs, array_of_psizes, order, oldtype);
    return __mpisim_type_darray_c(*newtype, array_of_gsizes);
}
