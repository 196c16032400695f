/* Dynamic and shared windows used wrongly: MPI_Win_attach/detach on a window of another flavor
   ("Incorrect window flavor"), NULL base, negative size, MPI_Win_shared_query with a bad rank,
   NULL outputs or a window that is not shared; MPI_Win_allocate_shared and MPI_Win_create_dynamic
   with bad sizes, displacement units, pointers and communicators. MPICH does not check overlapping attachments
   or detaching what is not attached: those succeed. The window returns errors, which are
   printed; at the end rank 0 detaches from MPI_WIN_NULL, which the default handler makes fatal. */
#include "report.h"

int main(int argc, char **argv)
{
    int rank, buf[4] = { 1, 2, 3, 4 }, du, *shared;
    MPI_Win win, created, shwin;
    MPI_Aint sz;
    void *p;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Win_create_dynamic(MPI_INFO_NULL, MPI_COMM_WORLD, &win);
    MPI_Win_set_errhandler(win, MPI_ERRORS_RETURN);
    MPI_Win_create(buf, sizeof buf, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &created);
    MPI_Win_set_errhandler(created, MPI_ERRORS_RETURN);
    report("attach to a created window", MPI_Win_attach(created, buf, sizeof buf));
    report("detach from a created window", MPI_Win_detach(created, buf));
    report("detach what is not attached", MPI_Win_detach(win, buf + 1));
    report("attach", MPI_Win_attach(win, buf, sizeof buf));
    report("attach the same memory again", MPI_Win_attach(win, buf, sizeof buf));
    report("attach overlapping memory", MPI_Win_attach(win, buf + 1, sizeof(int)));
    report("attach NULL", MPI_Win_attach(win, NULL, 4));
    report("attach 0 bytes", MPI_Win_attach(win, buf, 0));
    report("attach -1 bytes", MPI_Win_attach(win, buf, -1));
    report("detach", MPI_Win_detach(win, buf));
    report("detach again", MPI_Win_detach(win, buf));
    report("detach NULL", MPI_Win_detach(win, NULL));
    report("shared_query on a created window", MPI_Win_shared_query(created, 0, &sz, &du, &p));
    report("shared_query on a dynamic window", MPI_Win_shared_query(win, 0, &sz, &du, &p));
    MPI_Win_allocate_shared(16, 4, MPI_INFO_NULL, MPI_COMM_WORLD, &shared, &shwin);
    MPI_Win_set_errhandler(shwin, MPI_ERRORS_RETURN);
    report("shared_query of rank 5", MPI_Win_shared_query(shwin, 5, &sz, &du, &p));
    report("shared_query of rank -3", MPI_Win_shared_query(shwin, -3, &sz, &du, &p));
    report("shared_query with NULL size", MPI_Win_shared_query(shwin, 0, NULL, &du, &p));
    report("shared_query with NULL disp_unit", MPI_Win_shared_query(shwin, 0, &sz, NULL, &p));
    report("shared_query with NULL baseptr", MPI_Win_shared_query(shwin, 0, &sz, &du, NULL));
    MPI_Win_free(&shwin);
    MPI_Win_free(&created);
    /* The constructors' argument checks, returned through MPI_COMM_WORLD's handler. */
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
    report("allocate_shared of -1 bytes", MPI_Win_allocate_shared(-1, 4, MPI_INFO_NULL, MPI_COMM_WORLD, &shared, &shwin));
    report("allocate_shared with disp_unit -4", MPI_Win_allocate_shared(4, -4, MPI_INFO_NULL, MPI_COMM_WORLD, &shared, &shwin));
    report("allocate_shared with disp_unit 0", MPI_Win_allocate_shared(4, 0, MPI_INFO_NULL, MPI_COMM_WORLD, &shared, &shwin));
    report("allocate_shared with NULL baseptr", MPI_Win_allocate_shared(4, 4, MPI_INFO_NULL, MPI_COMM_WORLD, NULL, &shwin));
    report("allocate_shared with NULL win", MPI_Win_allocate_shared(4, 4, MPI_INFO_NULL, MPI_COMM_WORLD, &shared, NULL));
    report("allocate_shared on MPI_COMM_NULL", MPI_Win_allocate_shared(4, 4, MPI_INFO_NULL, MPI_COMM_NULL, &shared, &shwin));
    report("create_dynamic on MPI_COMM_NULL", MPI_Win_create_dynamic(MPI_INFO_NULL, MPI_COMM_NULL, &shwin));
    report("create_dynamic with NULL win", MPI_Win_create_dynamic(MPI_INFO_NULL, MPI_COMM_WORLD, NULL));
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_ARE_FATAL);
    MPI_Barrier(MPI_COMM_WORLD);
    fflush(stdout);
    if (rank == 0)
        MPI_Win_detach(MPI_WIN_NULL, buf);
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
