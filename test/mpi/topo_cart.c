// mpi-np: 1 2 4 6 7 8
/*
 * Cartesian topologies: a 2-D grid from MPI_Dims_create, periodic in the first dimension
 * only; MPI_Topo_test, MPI_Cartdim_get, MPI_Cart_get, MPI_Cart_coords, MPI_Cart_rank (also of
 * out-of-range coordinates in the periodic dimension), MPI_Cart_shift in both directions
 * (MPI_PROC_NULL at the non-periodic edges) with a halo exchange by Sendrecv, MPI_Cart_sub
 * into rows and columns with an Allreduce along each; a 3-D grid with reorder; a grid smaller
 * than the world (extra ranks get MPI_COMM_NULL); MPI_Cart_map.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
    int rank, size, status;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    int dims[2] = {0, 0}, periods[2] = {1, 0};
    MPI_Dims_create(size, 2, dims);
    MPI_Comm cart;
    MPI_Cart_create(MPI_COMM_WORLD, 2, dims, periods, 0, &cart);
    MPI_Topo_test(cart, &status);
    int nd, cr;
    MPI_Cartdim_get(cart, &nd);
    MPI_Comm_rank(cart, &cr);
    int gd[2], gp[2], gc[2];
    MPI_Cart_get(cart, 2, gd, gp, gc);
    printf("cart %dx%d: topo is MPI_CART %d, ndims %d, rank %d, periods %d %d, coords %d %d\n", gd[0], gd[1],
           status == MPI_CART, nd, cr, gp[0], gp[1], gc[0], gc[1]);
    int coords[2];
    MPI_Cart_coords(cart, cr, 2, coords);
    int back;
    MPI_Cart_rank(cart, coords, &back);
    printf("coords of my rank %d %d -> rank %d\n", coords[0], coords[1], back);
    int wrap[2] = {coords[0] + dims[0], coords[1]};
    MPI_Cart_rank(cart, wrap, &back);
    printf("coords %d %d (wrapped in the periodic dim) -> rank %d\n", wrap[0], wrap[1], back);
    int wrap2[2] = {-1, 0};
    MPI_Cart_rank(cart, wrap2, &back);
    printf("coords -1 0 -> rank %d\n", back);

    for (int dir = 0; dir < 2; dir++) {
        for (int disp = -1; disp <= 2; disp += 3) {
            int src, dst;
            MPI_Cart_shift(cart, dir, disp, &src, &dst);
            printf("shift dim %d by %d: source %d dest %d\n", dir, disp, src, dst);
        }
        int src, dst, got = -1;
        MPI_Cart_shift(cart, dir, 1, &src, &dst);
        MPI_Sendrecv(&cr, 1, MPI_INT, dst, dir, &got, 1, MPI_INT, src, dir, cart, MPI_STATUS_IGNORE);
        printf("halo along dim %d: got %d\n", dir, got);
    }

    int keep_row[2] = {0, 1}, keep_col[2] = {1, 0};
    MPI_Comm row, col;
    MPI_Cart_sub(cart, keep_row, &row);
    MPI_Cart_sub(cart, keep_col, &col);
    int rr, rs, cc, cs, rsum, csum;
    MPI_Comm_rank(row, &rr);
    MPI_Comm_size(row, &rs);
    MPI_Comm_rank(col, &cc);
    MPI_Comm_size(col, &cs);
    MPI_Allreduce(&cr, &rsum, 1, MPI_INT, MPI_SUM, row);
    MPI_Allreduce(&cr, &csum, 1, MPI_INT, MPI_SUM, col);
    int sd;
    MPI_Cartdim_get(row, &sd);
    printf("row: rank %d of %d (ndims %d) sum %d; column: rank %d of %d sum %d\n", rr, rs, sd, rsum, cc, cs, csum);
    int keep_none[2] = {0, 0};
    MPI_Comm pt;
    MPI_Cart_sub(cart, keep_none, &pt);
    if (pt == MPI_COMM_NULL) printf("sub with no dims: MPI_COMM_NULL\n");
    else {
        int ps, pd;
        MPI_Comm_size(pt, &ps);
        MPI_Topo_test(pt, &status);
        MPI_Cartdim_get(pt, &pd);
        printf("sub with no dims: size %d cart %d ndims %d\n", ps, status == MPI_CART, pd);
        MPI_Comm_free(&pt);
    }

    int d3[3] = {0, 0, 0}, p3[3] = {1, 1, 1};
    MPI_Dims_create(size, 3, d3);
    MPI_Comm c3;
    MPI_Cart_create(MPI_COMM_WORLD, 3, d3, p3, 1, &c3);
    int r3, co3[3];
    MPI_Comm_rank(c3, &r3);
    MPI_Cart_coords(c3, r3, 3, co3);
    printf("3-D %dx%dx%d reorder: rank %d coords %d %d %d\n", d3[0], d3[1], d3[2], r3, co3[0], co3[1], co3[2]);

    int small[1] = {size > 1 ? size - 1 : 1}, sp[1] = {0};
    MPI_Comm line;
    MPI_Cart_create(MPI_COMM_WORLD, 1, small, sp, 0, &line);
    if (line == MPI_COMM_NULL) printf("line of %d: MPI_COMM_NULL\n", small[0]);
    else {
        int lr;
        MPI_Comm_rank(line, &lr);
        int s, d;
        MPI_Cart_shift(line, 0, 1, &s, &d);
        printf("line of %d: rank %d, left %d right %d\n", small[0], lr, s, d);
        MPI_Comm_free(&line);
    }
    int newrank;
    MPI_Cart_map(MPI_COMM_WORLD, 2, dims, periods, &newrank);
    printf("cart_map: %d\n", newrank);

    MPI_Comm_free(&c3);
    MPI_Comm_free(&row);
    MPI_Comm_free(&col);
    MPI_Comm_free(&cart);
    MPI_Finalize();
    return 0;
}
