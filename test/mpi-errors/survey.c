/*
 * With MPI_ERRORS_RETURN on every communicator, provokes one argument error per case and prints,
 * for each, the returned code, MPI_Error_class of it and MPI_Error_string of it:
 *   ### <case>
 *   code=0x<hex> class=<n>
 *   <the string, possibly several lines>
 * Run on one or two processes; only rank 0 prints. The error ring of MPICH keeps the last 128
 * messages, so the strings of all cases stay available while the program runs.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

static void show(const char *name, int rc) {
    char s[MPI_MAX_ERROR_STRING];
    int len = 0, cls = -1;
    MPI_Error_class(rc, &cls);
    MPI_Error_string(rc, s, &len);
    printf("### %s\ncode=0x%x class=%d\n%s\n", name, (unsigned)rc, cls, s);
    fflush(stdout);
}

int main(int argc, char **argv) {
    int rank, x[16] = {0}, y[16] = {0};
    MPI_Comm dup, split, nullc = MPI_COMM_NULL, world = MPI_COMM_WORLD, self = MPI_COMM_SELF, out;
    MPI_Datatype vec, contig, structt;
    MPI_Request req = MPI_REQUEST_NULL, bogus = (MPI_Request)0x2c001234;
    MPI_Op myop = MPI_OP_NULL;
    MPI_Group g;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
    MPI_Comm_set_errhandler(MPI_COMM_SELF, MPI_ERRORS_RETURN);
    MPI_Comm_dup(MPI_COMM_WORLD, &dup);
    MPI_Comm_split(MPI_COMM_WORLD, 0, rank, &split);
    MPI_Type_vector(2, 1, 2, MPI_INT, &vec);
    MPI_Type_commit(&vec);
    MPI_Type_contiguous(2, MPI_INT, &contig);
    {
        int bl[2] = {1, 1};
        MPI_Aint d[2] = {0, 8};
        MPI_Datatype t[2] = {MPI_INT, MPI_DOUBLE};
        MPI_Type_create_struct(2, bl, d, t, &structt);
    }
    MPI_Comm_group(MPI_COMM_WORLD, &g);
    if (rank != 0) { MPI_Finalize(); return 0; }

    show("send_rank", MPI_Send(x, 1, MPI_INT, 5, 0, MPI_COMM_WORLD));
    show("send_rank_neg", MPI_Send(x, 1, MPI_INT, -7, 0, MPI_COMM_WORLD));
    show("send_tag_neg", MPI_Send(x, 1, MPI_INT, 0, -5, MPI_COMM_WORLD));
    show("send_tag_big", MPI_Send(x, 1, MPI_INT, 0, 0x40000000, MPI_COMM_WORLD));
    show("send_count_neg", MPI_Send(x, -3, MPI_INT, 0, 0, MPI_COMM_WORLD));
    show("send_dtype_invalid", MPI_Send(x, 1, (MPI_Datatype)12345, 0, 0, MPI_COMM_WORLD));
    show("send_dtype_null", MPI_Send(x, 1, MPI_DATATYPE_NULL, 0, 0, MPI_COMM_WORLD));
    show("send_comm_null", MPI_Send(x, 1, MPI_INT, 0, 0, MPI_COMM_NULL));
    show("send_comm_invalid", MPI_Send(x, 1, MPI_INT, 0, 0, (MPI_Comm)12345));
    show("send_uncommitted", MPI_Send(x, 1, contig, 0, 0, MPI_COMM_WORLD));
    show("send_nullbuf", MPI_Send(NULL, 1, MPI_INT, 0, 0, MPI_COMM_WORLD));
    show("send_procnull_count", MPI_Send(x, -1, MPI_DOUBLE, MPI_PROC_NULL, 3, MPI_COMM_SELF));
    show("send_dup_rank", MPI_Send(x, 1, MPI_INT, 9, 0, dup));
    show("send_split_rank", MPI_Send(x, 1, MPI_INT, 9, 0, split));
    show("send_vector_rank", MPI_Send(x, 1, vec, 9, 0, MPI_COMM_WORLD));
    show("send_struct_uncommitted", MPI_Send(x, 1, structt, 0, 0, MPI_COMM_WORLD));
    show("ssend_rank", MPI_Ssend(x, 1, MPI_INT, 5, 0, MPI_COMM_WORLD));
    show("rsend_tag", MPI_Rsend(x, 1, MPI_INT, 0, -1, MPI_COMM_WORLD));
    show("bsend_rank", MPI_Bsend(x, 1, MPI_INT, 5, 0, MPI_COMM_WORLD));
    show("isend_rank", MPI_Isend(x, 1, MPI_INT, 5, 0, MPI_COMM_WORLD, &req));
    show("irecv_tag", MPI_Irecv(x, 1, MPI_INT, 0, -7, MPI_COMM_WORLD, &req));
    show("recv_rank", MPI_Recv(x, 1, MPI_INT, 5, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE));
    show("recv_any_count", MPI_Recv(x, -1, MPI_INT, MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE));
    show("recv_status_null", MPI_Recv(x, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, NULL));
    show("sendrecv_rank", MPI_Sendrecv(x, 1, MPI_INT, 0, 0, y, 1, MPI_INT, 9, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE));
    show("probe_tag", MPI_Probe(0, -3, MPI_COMM_WORLD, MPI_STATUS_IGNORE));
    show("wait_bogus", MPI_Wait(&bogus, MPI_STATUS_IGNORE));
    show("bcast_root", MPI_Bcast(x, 1, MPI_INT, 7, MPI_COMM_WORLD));
    show("bcast_root_neg", MPI_Bcast(x, 1, MPI_INT, -1, MPI_COMM_WORLD));
    show("bcast_count", MPI_Bcast(x, -2, MPI_CHAR, 0, MPI_COMM_WORLD));
    show("bcast_comm_null", MPI_Bcast(x, 1, MPI_INT, 0, MPI_COMM_NULL));
    show("reduce_op_invalid", MPI_Reduce(x, y, 1, MPI_INT, (MPI_Op)12345, 0, MPI_COMM_WORLD));
    show("reduce_op_null", MPI_Reduce(x, y, 1, MPI_INT, myop, 0, MPI_COMM_WORLD));
    show("reduce_op_replace", MPI_Reduce(x, y, 1, MPI_INT, MPI_REPLACE, 0, MPI_COMM_WORLD));
    show("reduce_root", MPI_Reduce(x, y, 1, MPI_DOUBLE, MPI_MAX, 4, MPI_COMM_WORLD));
    show("reduce_op_type", MPI_Reduce(x, y, 1, MPI_DOUBLE, MPI_BAND, 0, MPI_COMM_WORLD));
    show("allreduce_op_invalid", MPI_Allreduce(x, y, 1, MPI_INT, (MPI_Op)12345, MPI_COMM_WORLD));
    show("allreduce_alias", MPI_Allreduce(x, x, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD));
    show("allreduce_recv_inplace", MPI_Allreduce(x, MPI_IN_PLACE, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD));
    show("allreduce_count", MPI_Allreduce(MPI_IN_PLACE, y, -1, MPI_FLOAT, MPI_PROD, MPI_COMM_WORLD));
    show("gather_root", MPI_Gather(x, 1, MPI_INT, y, 1, MPI_INT, -1, MPI_COMM_WORLD));
    show("scatter_root", MPI_Scatter(x, 1, MPI_INT, y, 1, MPI_INT, 3, MPI_COMM_WORLD));
    show("allgather_count", MPI_Allgather(x, -1, MPI_INT, y, 1, MPI_INT, MPI_COMM_WORLD));
    show("alltoall_dtype", MPI_Alltoall(x, 1, MPI_DATATYPE_NULL, y, 1, MPI_INT, MPI_COMM_WORLD));
    show("barrier_comm_null", MPI_Barrier(MPI_COMM_NULL));
    show("barrier_comm_invalid", MPI_Barrier((MPI_Comm)0x84000123));
    show("scan_op", MPI_Scan(x, y, 1, MPI_INT, myop, MPI_COMM_WORLD));
    show("comm_dup_null", MPI_Comm_dup(MPI_COMM_NULL, &out));
    show("comm_dup_newnull", MPI_Comm_dup(MPI_COMM_WORLD, NULL));
    show("comm_split_null", MPI_Comm_split(MPI_COMM_NULL, 1, 2, &out));
    show("comm_free_world", MPI_Comm_free(&world));
    show("comm_free_self", MPI_Comm_free(&self));
    show("comm_free_null", MPI_Comm_free(&nullc));
    show("comm_create_groupnull", MPI_Comm_create(MPI_COMM_WORLD, MPI_GROUP_NULL, &out));
    show("comm_rank_null", MPI_Comm_rank(MPI_COMM_NULL, &rank));
    show("comm_size_nullptr", MPI_Comm_size(MPI_COMM_WORLD, NULL));
    show("type_contiguous_neg", MPI_Type_contiguous(-1, MPI_INT, &vec));
    show("type_free_predef", MPI_Type_free(&(MPI_Datatype){MPI_INT}));
    show("group_incl_neg", MPI_Group_incl(g, -1, NULL, &g));
    {
        /* predefined datatype names as MPICH prints them (count -1 on MPI_PROC_NULL/self) */
        MPI_Datatype types[] = {MPI_CHAR, MPI_SIGNED_CHAR, MPI_UNSIGNED_CHAR, MPI_BYTE, MPI_WCHAR, MPI_SHORT,
            MPI_UNSIGNED_SHORT, MPI_INT, MPI_UNSIGNED, MPI_LONG, MPI_UNSIGNED_LONG, MPI_FLOAT, MPI_DOUBLE,
            MPI_LONG_DOUBLE, MPI_LONG_LONG_INT, MPI_UNSIGNED_LONG_LONG, MPI_PACKED, MPI_LB, MPI_UB,
            MPI_FLOAT_INT, MPI_DOUBLE_INT, MPI_LONG_INT, MPI_SHORT_INT, MPI_2INT, MPI_LONG_DOUBLE_INT,
            MPI_INT8_T, MPI_INT16_T, MPI_INT32_T, MPI_INT64_T, MPI_UINT8_T, MPI_UINT16_T, MPI_UINT32_T,
            MPI_UINT64_T, MPI_C_BOOL, MPI_C_FLOAT_COMPLEX, MPI_C_DOUBLE_COMPLEX, MPI_C_LONG_DOUBLE_COMPLEX,
            MPI_AINT, MPI_OFFSET, MPI_COUNT, MPI_CXX_BOOL, MPI_INTEGER, MPI_REAL, MPI_DOUBLE_PRECISION,
            MPI_COMPLEX, MPI_LOGICAL, MPI_CHARACTER, MPI_2INTEGER, MPI_2REAL, MPI_2DOUBLE_PRECISION};
        for (unsigned i = 0; i < sizeof types / sizeof types[0]; i++) {
            char name[64];
            snprintf(name, sizeof name, "dtype_name_0x%x", (unsigned)types[i]);
            show(name, MPI_Send(x, -1, types[i], MPI_PROC_NULL, 0, MPI_COMM_SELF));
        }
        MPI_Op ops[] = {MPI_MAX, MPI_MIN, MPI_SUM, MPI_PROD, MPI_LAND, MPI_BAND, MPI_LOR, MPI_BOR, MPI_LXOR,
            MPI_BXOR, MPI_MINLOC, MPI_MAXLOC, MPI_REPLACE, MPI_NO_OP};
        for (unsigned i = 0; i < sizeof ops / sizeof ops[0]; i++) {
            char name[64];
            snprintf(name, sizeof name, "op_name_0x%x", (unsigned)ops[i]);
            show(name, MPI_Reduce(x, y, 1, MPI_INT, ops[i], 9, MPI_COMM_SELF));
        }
    }
    MPI_Finalize();
    return 0;
}
