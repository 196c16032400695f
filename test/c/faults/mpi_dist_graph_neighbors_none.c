// MPI_Dist_graph_neighbors asking for one source of a process with no neighbours: MPICH 4.0.2
// copies maxindegree entries from its array of in-degree entries, which is NULL (SIGSEGV).
// mpisim-np: 1
// expect-fault: null pointer dereference at 18:5 (rank 0)
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
    int indegree, outdegree, weighted, sources[1], weights[1];
    MPI_Comm g;
    MPI_Init(&argc, &argv);
    MPI_Dist_graph_create_adjacent(MPI_COMM_WORLD, 0, NULL, MPI_UNWEIGHTED, 0, NULL, MPI_UNWEIGHTED,
                                   MPI_INFO_NULL, 0, &g);
    MPI_Dist_graph_neighbors_count(g, &indegree, &outdegree, &weighted);
    printf("indegree %d outdegree %d weighted %d\n", indegree, outdegree, weighted);
    fflush(stdout);
    /* One entry of room: the standard returns what there is; MPICH reads its NULL array. */
    MPI_Dist_graph_neighbors(g, 1, sources, weights, 0, NULL, MPI_UNWEIGHTED); /*FAULT*/
    MPI_Comm_free(&g);
    MPI_Finalize();
    return 0;
}
