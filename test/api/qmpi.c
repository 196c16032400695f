/* QMPI, MPI 4.0's tool interface, as Debian's MPICH 4.0.2 ships it (built without
   --enable-qmpi): every QMPI_ function answers MPI_ERR_UNSUPPORTED_OPERATION, before MPI_Init
   and after, and no registered tool is ever called. The tool below is written as MPICH's
   test/mpi/mpi_t/qmpi_test.c writes one, against the QMPI_X_t types of <mpi.h>. */
// mpi-np: 2
#include <mpi.h>
#include <stdio.h>

static int calls = 0;
static QMPI_Send_t *next_send;
static int next_send_id;

static int tool_send(QMPI_Context context, int tool_id, const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm)
{
    calls++;
    return next_send(context, next_send_id, buf, count, datatype, dest, tag, comm);
}

static void tool_init(int tool_id)
{
    calls++;
    QMPI_Register_function(tool_id, MPI_SEND_T, (void (*)(void))&tool_send);
}

static void report(const char *when)
{
    QMPI_Context context = { 0 };
    void *storage = 0, *address = 0;
    void (*fn)(void) = 0;
    int next = -1;
    printf("%s: register_tool_name %d register_tool_storage %d register_function %d get_function %d get_tool_storage %d get_calling_address %d\n",
           when, QMPI_Register_tool_name("tool", &tool_init), QMPI_Register_tool_storage(1, &calls),
           QMPI_Register_function(1, MPI_SEND_T, (void (*)(void))&tool_send),
           QMPI_Get_function(1, MPI_SEND_T, &fn, &next), QMPI_Get_tool_storage(context, 1, &storage),
           QMPI_Get_calling_address(context, &address));
    printf("%s: untouched %d %d %d %d\n", when, fn == 0, next, storage == 0, address == 0);
}

int main(int argc, char **argv)
{
    int rank, value = 7;
    report("before MPI_Init");
    MPI_Init(&argc, &argv);
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_ARE_FATAL);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    report("after MPI_Init");
    if (rank == 0)
        MPI_Send(&value, 1, MPI_INT, 1, 0, MPI_COMM_WORLD);
    else
        MPI_Recv(&value, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    printf("value %d, tool calls %d, QMPI_MAX_TOOL_NAME_LENGTH %d, MPI_SEND_T %d, MPI_LAST_FUNC_T %d\n",
           value, calls, QMPI_MAX_TOOL_NAME_LENGTH, (int)MPI_SEND_T, (int)MPI_LAST_FUNC_T);
    MPI_Finalize();
    return 0;
}
