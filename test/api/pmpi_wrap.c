/* The profiling interface: the program's own MPI_Send, MPI_Recv and MPI_Comm_create wrap the
   library's through PMPI_, and MPI_Pcontrol reaches the library. */
// mpi-np: 2 3
#include <mpi.h>
#include <stdio.h>

static int sends, recvs, creates;

int MPI_Send(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm)
{
    sends++;
    return PMPI_Send(buf, count, datatype, dest, tag, comm);
}

int MPI_Recv(void *buf, int count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Status *status)
{
    recvs++;
    return PMPI_Recv(buf, count, datatype, source, tag, comm, status);
}

int MPI_Comm_create(MPI_Comm comm, MPI_Group group, MPI_Comm *newcomm)
{
    creates++;
    return PMPI_Comm_create(comm, group, newcomm);
}

int main(int argc, char **argv)
{
    int rank, size, v = 0;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    PMPI_Comm_size(MPI_COMM_WORLD, &size);
    if (rank == 0)
        for (int k = 1; k < size; k++) MPI_Send(&k, 1, MPI_INT, k, 0, MPI_COMM_WORLD);
    else
        MPI_Recv(&v, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    /* A collective's own traffic is the library's: not seen by the wrappers. */
    MPI_Bcast(&v, 1, MPI_INT, 0, MPI_COMM_WORLD);
    MPI_Group g;
    MPI_Comm c;
    MPI_Comm_group(MPI_COMM_WORLD, &g);
    MPI_Comm_create(MPI_COMM_WORLD, g, &c);
    int csize;
    MPI_Comm_size(c, &csize);
    PMPI_Comm_free(&c);
    MPI_Group_free(&g);
    MPI_Pcontrol(1);
    printf("rank %d: v=%d sends=%d recvs=%d creates=%d csize=%d\n", rank, v, sends, recvs, creates, csize);
    MPI_Finalize();
    return 0;
}
