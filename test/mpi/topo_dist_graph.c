// mpi-np: 1 2 4 7
/*
 * Distributed graph topologies: MPI_Dist_graph_create_adjacent (each rank receives from
 * rank-1 and rank-2, sends to rank+1 and rank+2, modulo size, with weights),
 * MPI_Dist_graph_neighbors_count / MPI_Dist_graph_neighbors (weights included), MPI_Topo_test;
 * MPI_Dist_graph_create where rank 0 describes every edge and the others none; neighbour
 * collectives on the adjacent graph: Neighbor_allgather, Neighbor_alltoall, Ineighbor_allgather.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    int rank, size, status;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    int srcs[2] = {(rank + size - 1) % size, (rank + size - 2) % size};
    int dsts[2] = {(rank + 1) % size, (rank + 2) % size};
    int sw[2] = {10 + srcs[0], 20 + srcs[1]}, dw[2] = {10 + rank, 20 + rank};
    MPI_Comm dg;
    MPI_Dist_graph_create_adjacent(MPI_COMM_WORLD, 2, srcs, sw, 2, dsts, dw, MPI_INFO_NULL, 0, &dg);
    MPI_Topo_test(dg, &status);
    int indeg, outdeg, weighted;
    MPI_Dist_graph_neighbors_count(dg, &indeg, &outdeg, &weighted);
    printf("adjacent: MPI_DIST_GRAPH %d, indegree %d outdegree %d weighted %d\n", status == MPI_DIST_GRAPH, indeg, outdeg, weighted);
    int ins[2], inw[2], outs[2], outw[2];
    MPI_Dist_graph_neighbors(dg, indeg, ins, inw, outdeg, outs, outw);
    printf("sources %d(w%d) %d(w%d), destinations %d(w%d) %d(w%d)\n", ins[0], inw[0], ins[1], inw[1], outs[0], outw[0], outs[1], outw[1]);

    int mine = rank * 3 + 1, got[2] = {-1, -1};
    MPI_Neighbor_allgather(&mine, 1, MPI_INT, got, 1, MPI_INT, dg);
    printf("neighbor_allgather: %d %d\n", got[0], got[1]);
    int sendv[2] = {rank * 100 + 1, rank * 100 + 2};
    MPI_Neighbor_alltoall(sendv, 1, MPI_INT, got, 1, MPI_INT, dg);
    printf("neighbor_alltoall: %d %d\n", got[0], got[1]);
    MPI_Request req;
    int mine2 = -rank;
    MPI_Ineighbor_allgather(&mine2, 1, MPI_INT, got, 1, MPI_INT, dg, &req);
    MPI_Wait(&req, MPI_STATUS_IGNORE);
    printf("ineighbor_allgather: %d %d\n", got[0], got[1]);

    /* rank 0 gives all edges i -> (i+1)%size and i -> (i*2)%size; the others give none */
    int n = rank == 0 ? size : 0;
    int *sources = malloc(sizeof(int) * (size + 1)), *degrees = malloc(sizeof(int) * (size + 1));
    int *dest = malloc(sizeof(int) * (2 * size + 1));
    int k = 0;
    for (int i = 0; i < n; i++) {
        sources[i] = i;
        degrees[i] = 2;
        dest[k++] = (i + 1) % size;
        dest[k++] = (i * 2) % size;
    }
    MPI_Comm dg2;
    MPI_Dist_graph_create(MPI_COMM_WORLD, n, sources, degrees, dest, MPI_UNWEIGHTED, MPI_INFO_NULL, 0, &dg2);
    MPI_Dist_graph_neighbors_count(dg2, &indeg, &outdeg, &weighted);
    int *i2 = malloc(sizeof(int) * (indeg + 1)), *o2 = malloc(sizeof(int) * (outdeg + 1));
    MPI_Dist_graph_neighbors(dg2, indeg, i2, MPI_UNWEIGHTED, outdeg, o2, MPI_UNWEIGHTED);
    printf("dist_graph_create: indegree %d outdegree %d weighted %d; in:", indeg, outdeg, weighted);
    for (int i = 0; i < indeg; i++) printf(" %d", i2[i]);
    printf("; out:");
    for (int i = 0; i < outdeg; i++) printf(" %d", o2[i]);
    printf("\n");
    int *ga = malloc(sizeof(int) * (indeg + 1));
    MPI_Neighbor_allgather(&mine, 1, MPI_INT, ga, 1, MPI_INT, dg2);
    printf("neighbor_allgather on it:");
    for (int i = 0; i < indeg; i++) printf(" %d", ga[i]);
    printf("\n");

    MPI_Comm_free(&dg2);
    MPI_Comm_free(&dg);
    free(sources); free(degrees); free(dest); free(i2); free(o2); free(ga);
    MPI_Finalize();
    return 0;
}
