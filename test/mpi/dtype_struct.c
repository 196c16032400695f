// mpi-np: 2 3
/*
 * An array of C structs with padding described by MPI_Get_address + MPI_Type_create_struct
 * and MPI_Type_create_resized to sizeof(struct): extent, size, sent from rank 0 to the others
 * (Bcast) and point to point with a count; a struct type built with the wrong extent (no
 * resize) is shown too; MPI_Type_get_contents of the struct.
 */
#include <mpi.h>
#include <stdio.h>
#include <stddef.h>

struct particle {
    char kind;
    double pos[3];
    int id;
    short flags;
};

int main(int argc, char **argv) {
    int rank, size;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    struct particle p[4];
    int bl[4] = {1, 3, 1, 1};
    MPI_Aint base, disp[4];
    MPI_Get_address(&p[0], &base);
    MPI_Get_address(&p[0].kind, &disp[0]);
    MPI_Get_address(&p[0].pos, &disp[1]);
    MPI_Get_address(&p[0].id, &disp[2]);
    MPI_Get_address(&p[0].flags, &disp[3]);
    for (int i = 0; i < 4; i++) disp[i] -= base;
    MPI_Datatype types[4] = {MPI_CHAR, MPI_DOUBLE, MPI_INT, MPI_SHORT};
    MPI_Datatype raw, pt;
    MPI_Type_create_struct(4, bl, disp, types, &raw);
    MPI_Type_create_resized(raw, 0, sizeof(struct particle), &pt);
    MPI_Type_commit(&pt);
    MPI_Type_commit(&raw);
    int tsize;
    MPI_Aint lb, ext;
    MPI_Type_size(raw, &tsize);
    MPI_Type_get_extent(raw, &lb, &ext);
    printf("raw struct: size %d extent %ld (sizeof %zu), displacements %ld %ld %ld %ld\n", tsize, (long)ext,
           sizeof(struct particle), (long)disp[0], (long)disp[1], (long)disp[2], (long)disp[3]);
    MPI_Type_get_extent(pt, &lb, &ext);
    printf("resized: extent %ld\n", (long)ext);

    for (int i = 0; i < 4; i++) {
        p[i].kind = rank == 0 ? (char)('A' + i) : '?';
        for (int k = 0; k < 3; k++) p[i].pos[k] = rank == 0 ? i + k * 0.5 : -1;
        p[i].id = rank == 0 ? 100 + i : -1;
        p[i].flags = rank == 0 ? (short)(i * 3) : -1;
    }
    MPI_Bcast(p, 4, pt, 0, MPI_COMM_WORLD);
    for (int i = 0; i < 4; i++)
        printf("bcast p[%d]: %c %g %g %g %d %d\n", i, p[i].kind, p[i].pos[0], p[i].pos[1], p[i].pos[2], p[i].id, p[i].flags);

    /* point to point with a count of 3 resized structs */
    struct particle q[3];
    for (int i = 0; i < 3; i++) { q[i].kind = '-'; q[i].id = -9; q[i].flags = -9; q[i].pos[0] = q[i].pos[1] = q[i].pos[2] = -9; }
    if (rank == 0) {
        MPI_Send(p, 3, pt, 1, 1, MPI_COMM_WORLD);
    } else if (rank == 1) {
        MPI_Status st;
        MPI_Recv(q, 3, pt, 0, 1, MPI_COMM_WORLD, &st);
        int c, e;
        MPI_Get_count(&st, pt, &c);
        MPI_Get_elements(&st, pt, &e);
        printf("received %d particles (%d elements): %c%d %c%d %c%d\n", c, e, q[0].kind, q[0].id, q[1].kind, q[1].id, q[2].kind,
               q[2].id);
    }

    int ni, na, nd, comb;
    MPI_Type_get_envelope(raw, &ni, &na, &nd, &comb);
    int ints[8];
    MPI_Aint addrs[8];
    MPI_Datatype dts[8];
    MPI_Type_get_contents(raw, ni, na, nd, ints, addrs, dts);
    printf("contents: count %d blocklens %d %d %d %d, types char %d double %d int %d short %d\n", ints[0], ints[1], ints[2],
           ints[3], ints[4], dts[0] == MPI_CHAR, dts[1] == MPI_DOUBLE, dts[2] == MPI_INT, dts[3] == MPI_SHORT);
    MPI_Type_free(&raw);
    MPI_Type_free(&pt);
    MPI_Finalize();
    return 0;
}
