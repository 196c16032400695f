// mpi-np: 1 2 3 4
/* Shared-memory windows (MPI_Win_allocate_shared) on one node: each rank stores into its own
   segment, MPI_Win_sync + MPI_Barrier + MPI_Win_sync, then reads its neighbours' segments by
   load through the pointers of MPI_Win_shared_query; segments are contiguous in rank order
   (offsets from rank 0's base), or page-aligned with alloc_shared_noncontig; size-0 segments
   (base NULL, MPI_PROC_NULL's lowest rank with memory); puts and accumulates into a neighbour's
   segment seen by its loads; a flag passed through shared memory under lock_all; and the
   window attributes of all five creation flavors. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

/* MPI_Win_allocate's base attribute need not be the pointer it returned on every rank (MPICH's
   symmetric heap): only whether it is set is printed. */
#define ANY_BASE ((void *)1)

static void attrs(const char *what, MPI_Win win, void *expect_base)
{
    void *base;
    MPI_Aint *size;
    int *disp, *flavor, *model, flag[5], rank;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Win_get_attr(win, MPI_WIN_BASE, &base, &flag[0]);
    MPI_Win_get_attr(win, MPI_WIN_SIZE, &size, &flag[1]);
    MPI_Win_get_attr(win, MPI_WIN_DISP_UNIT, &disp, &flag[2]);
    MPI_Win_get_attr(win, MPI_WIN_CREATE_FLAVOR, &flavor, &flag[3]);
    MPI_Win_get_attr(win, MPI_WIN_MODEL, &model, &flag[4]);
    printf("rank %d %s: base %s, size %ld, disp_unit %d, flavor %d, model %d (unified %d), flags %d%d%d%d%d\n", rank, what,
           expect_base == ANY_BASE ? (base ? "set" : "NULL") : base == expect_base ? "as expected" : base ? "other" : "NULL", (long)*size, *disp, *flavor, *model,
           *model == MPI_WIN_UNIFIED, flag[0], flag[1], flag[2], flag[3], flag[4]);
}

int main(int argc, char **argv)
{
    int rank, size, i, r, *mine, *first;
    MPI_Win win;
    MPI_Aint qsize;
    int qdisp;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    /* 1. Contiguous segments, rank r has r + 2 ints. */
    MPI_Win_allocate_shared((rank + 2) * sizeof(int), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &mine, &win);
    attrs("shared", win, mine);
    MPI_Win_shared_query(win, 0, &qsize, &qdisp, &first);
    for (r = 0; r < size; r++) {
        int *p;
        MPI_Win_shared_query(win, r, &qsize, &qdisp, &p);
        printf("rank %d: segment of %d: size %ld disp_unit %d offset %ld\n", rank, r, (long)qsize, qdisp, (long)((char *)p - (char *)first));
    }
    MPI_Win_lock_all(0, win);
    for (i = 0; i < rank + 2; i++)
        mine[i] = 1000 * rank + i;
    MPI_Win_sync(win);
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Win_sync(win);
    {
        int *right, right_rank = (rank + 1) % size, sum = 0;
        MPI_Win_shared_query(win, right_rank, &qsize, &qdisp, &right);
        for (i = 0; i < qsize / qdisp; i++)
            sum += right[i];
        printf("rank %d: right neighbour %d holds %ld ints, sum %d\n", rank, right_rank, (long)(qsize / qdisp), sum);
        /* The whole node segment, read from rank 0's base (contiguous). */
        sum = 0;
        for (i = 0; i < size * (size + 1) / 2 + size; i++)
            sum += first[i];
        printf("rank %d: whole segment sum %d\n", rank, sum);
    }
    MPI_Win_unlock_all(win);
    MPI_Barrier(MPI_COMM_WORLD);

    /* 2. Puts and accumulates into the left neighbour's segment, then loads. */
    MPI_Win_fence(0, win);
    {
        int v = 7 + rank, left = (rank + size - 1) % size;
        MPI_Put(&v, 1, MPI_INT, left, 0, 1, MPI_INT, win);
        MPI_Accumulate(&v, 1, MPI_INT, 0, 1, 1, MPI_INT, MPI_SUM, win);
    }
    MPI_Win_fence(0, win);
    printf("rank %d: after fence mine[0] %d, rank 0's second %d\n", rank, mine[0], first[1]);
    MPI_Win_free(&win);

    /* 3. A flag and a value passed through shared memory, polled with MPI_Win_sync. */
    MPI_Win_allocate_shared(rank == 0 ? 2 * sizeof(int) : 0, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &mine, &win);
    printf("rank %d: own base %s\n", rank, mine ? "set" : "NULL");
    {
        int *box;
        MPI_Win_shared_query(win, MPI_PROC_NULL, &qsize, &qdisp, &box);
        printf("rank %d: MPI_PROC_NULL gives size %ld disp_unit %d base %s\n", rank, (long)qsize, qdisp, box ? "set" : "NULL");
        MPI_Win_lock_all(0, win);
        if (rank == 0) {
            box[1] = 0;
            box[0] = 0;
        }
        MPI_Win_sync(win);
        MPI_Barrier(MPI_COMM_WORLD);
        MPI_Win_sync(win);
        if (rank == size - 1) {
            box[1] = 4242;
            MPI_Win_sync(win);
            box[0] = 1;
            MPI_Win_sync(win);
        }
        if (rank == 0) {
            int polls = 0;
            while (box[0] == 0) {
                MPI_Win_sync(win);
                polls++;
            }
            printf("rank 0: saw flag, value %d\n", box[1]);
        }
        MPI_Win_unlock_all(win);
    }
    MPI_Win_free(&win);

    /* 4. Non-contiguous segments: each starts on a page of its own. */
    {
        MPI_Info info;
        char *p0, *p;
        MPI_Info_create(&info);
        MPI_Info_set(info, "alloc_shared_noncontig", "true");
        MPI_Win_allocate_shared(100, 1, info, MPI_COMM_WORLD, &mine, &win);
        MPI_Info_free(&info);
        MPI_Win_shared_query(win, 0, &qsize, &qdisp, &p0);
        for (r = 0; r < size; r++) {
            MPI_Win_shared_query(win, r, &qsize, &qdisp, &p);
            printf("rank %d: noncontig segment of %d: size %ld offset %% 4096 = %ld, after rank 0's end: %d\n", rank, r, (long)qsize,
                   (long)((p - p0) % 4096), p >= p0 + 100 || r == 0);
        }
        MPI_Win_free(&win);
    }

    /* 5. Every size 0: nothing is allocated, a query gives the caller's own window. */
    MPI_Win_allocate_shared(0, 8, MPI_INFO_NULL, MPI_COMM_WORLD, &mine, &win);
    MPI_Win_shared_query(win, size - 1, &qsize, &qdisp, &first);
    printf("rank %d: all zero: own base %s, query size %ld disp_unit %d base %s\n", rank, mine ? "set" : "NULL", (long)qsize, qdisp, first ? "set" : "NULL");
    attrs("shared zero", win, NULL);
    MPI_Win_free(&win);

    /* 6. Attributes of the other flavors. */
    {
        double buf[3];
        void *abase;
        MPI_Win_create(buf, sizeof buf, sizeof(double), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
        attrs("create", win, buf);
        MPI_Win_free(&win);
        MPI_Win_allocate(24, 8, MPI_INFO_NULL, MPI_COMM_WORLD, &abase, &win);
        attrs("allocate", win, ANY_BASE);
        MPI_Win_free(&win);
        MPI_Win_create_dynamic(MPI_INFO_NULL, MPI_COMM_WORLD, &win);
        attrs("dynamic", win, MPI_BOTTOM);
        MPI_Win_free(&win);
    }
    MPI_Finalize();
    return 0;
}
