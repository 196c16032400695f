// mpi-np: 1 4 5
/*
 * Graph topologies: MPI_Graph_create of a star plus a ring (rank 0 connected to all, each
 * other rank to its ring neighbours), MPI_Topo_test, MPI_Graphdims_get, MPI_Graph_get,
 * MPI_Graph_neighbors_count / MPI_Graph_neighbors, a message to every neighbour, and
 * MPI_Graph_map; a graph with fewer nodes than ranks.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    int rank, size, status;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    int *index = malloc(sizeof(int) * size), *edges = malloc(sizeof(int) * 4 * size), ne = 0;
    for (int i = 0; i < size; i++) {
        if (i == 0) {
            for (int j = 1; j < size; j++) edges[ne++] = j;
        } else {
            edges[ne++] = 0;
            if (size > 2) {
                int prev = i == 1 ? size - 1 : i - 1, next = i == size - 1 ? 1 : i + 1;
                edges[ne++] = prev;
                if (next != prev) edges[ne++] = next;
            }
        }
        index[i] = ne;
    }
    MPI_Comm g;
    MPI_Graph_create(MPI_COMM_WORLD, size, index, edges, 0, &g);
    MPI_Topo_test(g, &status);
    int nn, nedges;
    MPI_Graphdims_get(g, &nn, &nedges);
    printf("graph: MPI_GRAPH %d, nodes %d, edges %d\n", status == MPI_GRAPH, nn, nedges);
    int *gi = malloc(sizeof(int) * nn), *ge = malloc(sizeof(int) * (nedges + 1));
    MPI_Graph_get(g, nn, nedges, gi, ge);
    printf("index:");
    for (int i = 0; i < nn; i++) printf(" %d", gi[i]);
    printf("\n");
    int cnt;
    MPI_Graph_neighbors_count(g, rank, &cnt);
    int *nb = malloc(sizeof(int) * (cnt + 1));
    MPI_Graph_neighbors(g, rank, cnt, nb);
    printf("neighbors (%d):", cnt);
    for (int i = 0; i < cnt; i++) printf(" %d", nb[i]);
    printf("\n");

    MPI_Request *reqs = malloc(sizeof(MPI_Request) * 2 * (cnt + 1));
    int *in = malloc(sizeof(int) * (cnt + 1));
    for (int i = 0; i < cnt; i++) {
        MPI_Irecv(&in[i], 1, MPI_INT, nb[i], 0, g, &reqs[i]);
        MPI_Isend(&rank, 1, MPI_INT, nb[i], 0, g, &reqs[cnt + i]);
    }
    MPI_Waitall(2 * cnt, reqs, MPI_STATUSES_IGNORE);
    printf("from neighbors:");
    for (int i = 0; i < cnt; i++) printf(" %d", in[i]);
    printf("\n");

    int newrank;
    MPI_Graph_map(MPI_COMM_WORLD, size, index, edges, &newrank);
    printf("graph_map: %d\n", newrank);

    /* a two-node graph: other ranks get MPI_COMM_NULL */
    int i2[2] = {1, 2}, e2[2] = {1, 0};
    MPI_Comm g2;
    MPI_Graph_create(MPI_COMM_WORLD, size >= 2 ? 2 : 1, i2, e2, 0, &g2);
    if (g2 == MPI_COMM_NULL) printf("two-node graph: MPI_COMM_NULL\n");
    else {
        int r2;
        MPI_Comm_rank(g2, &r2);
        MPI_Graph_neighbors_count(g2, r2, &cnt);
        printf("two-node graph: rank %d, %d neighbors\n", r2, cnt);
        MPI_Comm_free(&g2);
    }
    MPI_Comm_free(&g);
    free(index); free(edges); free(gi); free(ge); free(nb); free(reqs); free(in);
    MPI_Finalize();
    return 0;
}
