/*
 * The large-count (_c) bindings of MPI-4.0 that move data: each checks that its counts fit the
 * int the simulator's memory can address (MPI_ERR_COUNT otherwise, as a count larger than any
 * buffer here) and calls the int binding, widening what it returns. Generated from the
 * prototypes of mpi_large_count.h and mpi.h, parameter by parameter. The datatype constructors
 * and queries, whose counts describe no buffer, take MPI_Count whole in the runtime
 * (datatype/type_large.ts).
 */
#include <mpi.h>
#include <mpisim_mpi.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#define MPII_FITS(x) ((x) >= INT_MIN && (x) <= INT_MAX)

/* MPIR_Err_return_comm(comm, "<name>_c", MPI_ERR_COUNT), the binding's name made when the error
   is reported (MPIR_Err_return_comm reads it then): a literal per binding would be 2 KB more of
   the data image every rank writes when it starts (the int binding's name is a literal already),
   a host page of each of 16k ranks. */
int MPII_count_error(MPI_Comm comm, const char *name)
{
    static char fname[64];
    strcpy(fname, name);
    strcat(fname, "_c");
    return MPIR_Err_return_comm(comm, fname, MPI_ERR_COUNT);
}

int MPI_Accumulate_c(const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win)
{
    int err, overflow = 0;
    if (!MPII_FITS(origin_count) || !MPII_FITS(target_count))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(MPI_COMM_WORLD, "MPI_Accumulate");
    else
        err = PMPI_Accumulate(origin_addr, (int)origin_count, origin_datatype, target_rank, target_disp, (int)target_count, target_datatype, op, win);
    return err;
}

int MPI_Bsend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm)
{
    int err, overflow = 0;
    if (!MPII_FITS(count))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Bsend");
    else
        err = PMPI_Bsend(buf, (int)count, datatype, dest, tag, comm);
    return err;
}

int MPI_Bsend_init_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    int err, overflow = 0;
    if (!MPII_FITS(count))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Bsend_init");
    else
        err = PMPI_Bsend_init(buf, (int)count, datatype, dest, tag, comm, request);
    return err;
}

int MPI_Buffer_attach_c(void *buffer, MPI_Count size)
{
    int err, overflow = 0;
    if (!MPII_FITS(size))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(MPI_COMM_WORLD, "MPI_Buffer_attach");
    else
        err = PMPI_Buffer_attach(buffer, (int)size);
    return err;
}

int MPI_Buffer_detach_c(void *buffer_addr, MPI_Count *size)
{
    int err, overflow = 0;
    int i_size = 0;
    if (overflow)
        err = MPII_count_error(MPI_COMM_WORLD, "MPI_Buffer_detach");
    else
        err = PMPI_Buffer_detach(buffer_addr, size ? &i_size : 0);
    if (!err && size)
        *size = i_size;
    return err;
}

int MPI_Get_accumulate_c(const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, void *result_addr, MPI_Count result_count, MPI_Datatype result_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win)
{
    int err, overflow = 0;
    if (!MPII_FITS(origin_count) || !MPII_FITS(result_count) || !MPII_FITS(target_count))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(MPI_COMM_WORLD, "MPI_Get_accumulate");
    else
        err = PMPI_Get_accumulate(origin_addr, (int)origin_count, origin_datatype, result_addr, (int)result_count, result_datatype, target_rank, target_disp, (int)target_count, target_datatype, op, win);
    return err;
}

int MPI_Get_c(void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Win win)
{
    int err, overflow = 0;
    if (!MPII_FITS(origin_count) || !MPII_FITS(target_count))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(MPI_COMM_WORLD, "MPI_Get");
    else
        err = PMPI_Get(origin_addr, (int)origin_count, origin_datatype, target_rank, target_disp, (int)target_count, target_datatype, win);
    return err;
}

int MPI_Ibsend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    int err, overflow = 0;
    if (!MPII_FITS(count))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Ibsend");
    else
        err = PMPI_Ibsend(buf, (int)count, datatype, dest, tag, comm, request);
    return err;
}

int MPI_Imrecv_c(void *buf, MPI_Count count, MPI_Datatype datatype, MPI_Message *message, MPI_Request *request)
{
    int err, overflow = 0;
    if (!MPII_FITS(count))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(MPI_COMM_WORLD, "MPI_Imrecv");
    else
        err = PMPI_Imrecv(buf, (int)count, datatype, message, request);
    return err;
}

int MPI_Irecv_c(void *buf, MPI_Count count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Request *request)
{
    int err, overflow = 0;
    if (!MPII_FITS(count))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Irecv");
    else
        err = PMPI_Irecv(buf, (int)count, datatype, source, tag, comm, request);
    return err;
}

int MPI_Irsend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    int err, overflow = 0;
    if (!MPII_FITS(count))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Irsend");
    else
        err = PMPI_Irsend(buf, (int)count, datatype, dest, tag, comm, request);
    return err;
}

int MPI_Isend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    int err, overflow = 0;
    if (!MPII_FITS(count))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Isend");
    else
        err = PMPI_Isend(buf, (int)count, datatype, dest, tag, comm, request);
    return err;
}

int MPI_Isendrecv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, int dest, int sendtag, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int source, int recvtag, MPI_Comm comm, MPI_Request *request)
{
    int err, overflow = 0;
    if (!MPII_FITS(sendcount) || !MPII_FITS(recvcount))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Isendrecv");
    else
        err = PMPI_Isendrecv(sendbuf, (int)sendcount, sendtype, dest, sendtag, recvbuf, (int)recvcount, recvtype, source, recvtag, comm, request);
    return err;
}

int MPI_Isendrecv_replace_c(void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int sendtag, int source, int recvtag, MPI_Comm comm, MPI_Request *request)
{
    int err, overflow = 0;
    if (!MPII_FITS(count))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Isendrecv_replace");
    else
        err = PMPI_Isendrecv_replace(buf, (int)count, datatype, dest, sendtag, source, recvtag, comm, request);
    return err;
}

int MPI_Issend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    int err, overflow = 0;
    if (!MPII_FITS(count))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Issend");
    else
        err = PMPI_Issend(buf, (int)count, datatype, dest, tag, comm, request);
    return err;
}

int MPI_Mrecv_c(void *buf, MPI_Count count, MPI_Datatype datatype, MPI_Message *message, MPI_Status *status)
{
    int err, overflow = 0;
    if (!MPII_FITS(count))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(MPI_COMM_WORLD, "MPI_Mrecv");
    else
        err = PMPI_Mrecv(buf, (int)count, datatype, message, status);
    return err;
}

int MPI_Pack_c(const void *inbuf, MPI_Count incount, MPI_Datatype datatype, void *outbuf, MPI_Count outsize, MPI_Count *position, MPI_Comm comm)
{
    int err, overflow = 0;
    int i_position = position ? (int)position[0] : 0;
    if (!MPII_FITS(incount) || !MPII_FITS(outsize) || (position && !MPII_FITS(position[0])))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Pack");
    else
        err = PMPI_Pack(inbuf, (int)incount, datatype, outbuf, (int)outsize, position ? &i_position : 0, comm);
    if (!err && position)
        *position = i_position;
    return err;
}

int MPI_Pack_external_c(const char *datarep, const void *inbuf, MPI_Count incount, MPI_Datatype datatype, void *outbuf, MPI_Count outsize, MPI_Count *position)
{
    int err, overflow = 0;
    if (!MPII_FITS(incount))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(MPI_COMM_WORLD, "MPI_Pack_external");
    else
        err = PMPI_Pack_external(datarep, inbuf, (int)incount, datatype, outbuf, outsize, position);
    return err;
}

int MPI_Pack_external_size_c(const char *datarep, MPI_Count incount, MPI_Datatype datatype, MPI_Count *size)
{
    int err, overflow = 0;
    if (!MPII_FITS(incount))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(MPI_COMM_WORLD, "MPI_Pack_external_size");
    else
        err = PMPI_Pack_external_size(datarep, (int)incount, datatype, size);
    return err;
}

int MPI_Pack_size_c(MPI_Count incount, MPI_Datatype datatype, MPI_Comm comm, MPI_Count *size)
{
    int err, overflow = 0;
    int i_size = 0;
    if (!MPII_FITS(incount))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Pack_size");
    else
        err = PMPI_Pack_size((int)incount, datatype, comm, size ? &i_size : 0);
    if (!err && size)
        *size = i_size;
    return err;
}

int MPI_Put_c(const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Win win)
{
    int err, overflow = 0;
    if (!MPII_FITS(origin_count) || !MPII_FITS(target_count))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(MPI_COMM_WORLD, "MPI_Put");
    else
        err = PMPI_Put(origin_addr, (int)origin_count, origin_datatype, target_rank, target_disp, (int)target_count, target_datatype, win);
    return err;
}

int MPI_Raccumulate_c(const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win, MPI_Request *request)
{
    int err, overflow = 0;
    if (!MPII_FITS(origin_count) || !MPII_FITS(target_count))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(MPI_COMM_WORLD, "MPI_Raccumulate");
    else
        err = PMPI_Raccumulate(origin_addr, (int)origin_count, origin_datatype, target_rank, target_disp, (int)target_count, target_datatype, op, win, request);
    return err;
}

int MPI_Recv_c(void *buf, MPI_Count count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Status *status)
{
    int err, overflow = 0;
    if (!MPII_FITS(count))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Recv");
    else
        err = PMPI_Recv(buf, (int)count, datatype, source, tag, comm, status);
    return err;
}

int MPI_Recv_init_c(void *buf, MPI_Count count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Request *request)
{
    int err, overflow = 0;
    if (!MPII_FITS(count))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Recv_init");
    else
        err = PMPI_Recv_init(buf, (int)count, datatype, source, tag, comm, request);
    return err;
}

int MPI_Reduce_local_c(const void *inbuf, void *inoutbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op)
{
    int err, overflow = 0;
    if (!MPII_FITS(count))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(MPI_COMM_WORLD, "MPI_Reduce_local");
    else
        err = PMPI_Reduce_local(inbuf, inoutbuf, (int)count, datatype, op);
    return err;
}

int MPI_Rget_accumulate_c(const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, void *result_addr, MPI_Count result_count, MPI_Datatype result_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win, MPI_Request *request)
{
    int err, overflow = 0;
    if (!MPII_FITS(origin_count) || !MPII_FITS(result_count) || !MPII_FITS(target_count))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(MPI_COMM_WORLD, "MPI_Rget_accumulate");
    else
        err = PMPI_Rget_accumulate(origin_addr, (int)origin_count, origin_datatype, result_addr, (int)result_count, result_datatype, target_rank, target_disp, (int)target_count, target_datatype, op, win, request);
    return err;
}

int MPI_Rget_c(void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Win win, MPI_Request *request)
{
    int err, overflow = 0;
    if (!MPII_FITS(origin_count) || !MPII_FITS(target_count))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(MPI_COMM_WORLD, "MPI_Rget");
    else
        err = PMPI_Rget(origin_addr, (int)origin_count, origin_datatype, target_rank, target_disp, (int)target_count, target_datatype, win, request);
    return err;
}

int MPI_Rput_c(const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Win win, MPI_Request *request)
{
    int err, overflow = 0;
    if (!MPII_FITS(origin_count) || !MPII_FITS(target_count))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(MPI_COMM_WORLD, "MPI_Rput");
    else
        err = PMPI_Rput(origin_addr, (int)origin_count, origin_datatype, target_rank, target_disp, (int)target_count, target_datatype, win, request);
    return err;
}

int MPI_Rsend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm)
{
    int err, overflow = 0;
    if (!MPII_FITS(count))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Rsend");
    else
        err = PMPI_Rsend(buf, (int)count, datatype, dest, tag, comm);
    return err;
}

int MPI_Rsend_init_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    int err, overflow = 0;
    if (!MPII_FITS(count))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Rsend_init");
    else
        err = PMPI_Rsend_init(buf, (int)count, datatype, dest, tag, comm, request);
    return err;
}

int MPI_Send_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm)
{
    int err, overflow = 0;
    if (!MPII_FITS(count))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Send");
    else
        err = PMPI_Send(buf, (int)count, datatype, dest, tag, comm);
    return err;
}

int MPI_Send_init_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    int err, overflow = 0;
    if (!MPII_FITS(count))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Send_init");
    else
        err = PMPI_Send_init(buf, (int)count, datatype, dest, tag, comm, request);
    return err;
}

int MPI_Sendrecv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, int dest, int sendtag, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int source, int recvtag, MPI_Comm comm, MPI_Status *status)
{
    int err, overflow = 0;
    if (!MPII_FITS(sendcount) || !MPII_FITS(recvcount))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Sendrecv");
    else
        err = PMPI_Sendrecv(sendbuf, (int)sendcount, sendtype, dest, sendtag, recvbuf, (int)recvcount, recvtype, source, recvtag, comm, status);
    return err;
}

int MPI_Sendrecv_replace_c(void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int sendtag, int source, int recvtag, MPI_Comm comm, MPI_Status *status)
{
    int err, overflow = 0;
    if (!MPII_FITS(count))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Sendrecv_replace");
    else
        err = PMPI_Sendrecv_replace(buf, (int)count, datatype, dest, sendtag, source, recvtag, comm, status);
    return err;
}

int MPI_Ssend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm)
{
    int err, overflow = 0;
    if (!MPII_FITS(count))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Ssend");
    else
        err = PMPI_Ssend(buf, (int)count, datatype, dest, tag, comm);
    return err;
}

int MPI_Ssend_init_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    int err, overflow = 0;
    if (!MPII_FITS(count))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Ssend_init");
    else
        err = PMPI_Ssend_init(buf, (int)count, datatype, dest, tag, comm, request);
    return err;
}

int MPI_Type_get_extent_c(MPI_Datatype datatype, MPI_Count *lb, MPI_Count *extent)
{
    int err, overflow = 0;
    if (overflow)
        err = MPII_count_error(MPI_COMM_WORLD, "MPI_Type_get_extent");
    else
        err = PMPI_Type_get_extent(datatype, lb, extent);
    return err;
}

int MPI_Type_get_true_extent_c(MPI_Datatype datatype, MPI_Count *true_lb, MPI_Count *true_extent)
{
    int err, overflow = 0;
    if (overflow)
        err = MPII_count_error(MPI_COMM_WORLD, "MPI_Type_get_true_extent");
    else
        err = PMPI_Type_get_true_extent(datatype, true_lb, true_extent);
    return err;
}

int MPI_Unpack_c(const void *inbuf, MPI_Count insize, MPI_Count *position, void *outbuf, MPI_Count outcount, MPI_Datatype datatype, MPI_Comm comm)
{
    int err, overflow = 0;
    int i_position;
    /* MPICH's binding checks come before any use of *position (which may hold anything then). */
    MPIR_ARGCHECK("MPI_Unpack_c", MPIR_P(inbuf), MPIR_AINT(insize), MPIR_P(position), MPIR_P(outbuf), MPIR_AINT(outcount), datatype, comm);
    /* With insize 0 MPICH unpacks nothing and leaves *position as it is, whatever it holds. */
    i_position = position && insize ? (int)position[0] : 0;
    if (!MPII_FITS(insize) || (position && insize && !MPII_FITS(position[0])) || !MPII_FITS(outcount))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Unpack");
    else
        err = PMPI_Unpack(inbuf, (int)insize, position ? &i_position : 0, outbuf, (int)outcount, datatype, comm);
    if (!err && position && insize)
        *position = i_position;
    return err;
}

int MPI_Unpack_external_c(const char datarep[], const void *inbuf, MPI_Count insize, MPI_Count *position, void *outbuf, MPI_Count outcount, MPI_Datatype datatype)
{
    int err, overflow = 0;
    if (!MPII_FITS(outcount))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(MPI_COMM_WORLD, "MPI_Unpack_external");
    else
        err = PMPI_Unpack_external(datarep, inbuf, insize, position, outbuf, (int)outcount, datatype);
    return err;
}

int MPI_Win_create_c(void *base, MPI_Aint size, MPI_Aint disp_unit, MPI_Info info, MPI_Comm comm, MPI_Win *win)
{
    int err, overflow = 0;
    if (!MPII_FITS(disp_unit))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Win_create");
    else
        err = PMPI_Win_create(base, size, (int)disp_unit, info, comm, win);
    return err;
}

int MPI_Win_shared_query_c(MPI_Win win, int rank, MPI_Aint *size, MPI_Aint *disp_unit, void *baseptr)
{
    int err, overflow = 0;
    int i_disp_unit = 0;
    if (overflow)
        err = MPII_count_error(MPI_COMM_WORLD, "MPI_Win_shared_query");
    else
        err = PMPI_Win_shared_query(win, rank, size, disp_unit ? &i_disp_unit : 0, baseptr);
    if (!err && disp_unit)
        *disp_unit = i_disp_unit;
    return err;
}
