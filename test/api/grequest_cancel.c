/* MPI_Cancel on a generalized request calls its cancel function with whether
   MPI_Grequest_complete was called yet. */
// mpi-np: 1
#include <mpi.h>
#include <stdio.h>

struct state { int cancels, last_complete; };

static int query_fn(void *extra, MPI_Status *status)
{
    (void)extra;
    MPI_Status_set_elements(status, MPI_BYTE, 0);
    MPI_Status_set_cancelled(status, 0);
    status->MPI_SOURCE = MPI_UNDEFINED;
    status->MPI_TAG = MPI_UNDEFINED;
    return MPI_SUCCESS;
}

static int free_fn(void *extra)
{
    (void)extra;
    return MPI_SUCCESS;
}

static int cancel_fn(void *extra, int complete)
{
    struct state *s = extra;
    s->cancels++;
    s->last_complete = complete;
    printf("cancel_fn: complete %d\n", complete);
    return MPI_SUCCESS;
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
    struct state s = { 0, -1 };
    MPI_Request rq;
    MPI_Grequest_start(query_fn, free_fn, cancel_fn, &s, &rq);
    int err = MPI_Cancel(&rq);
    printf("cancel before complete: err %d cancels %d complete %d\n", err, s.cancels, s.last_complete);
    MPI_Grequest_complete(rq);
    MPI_Wait(&rq, MPI_STATUS_IGNORE);
    printf("null after wait: %d\n", rq == MPI_REQUEST_NULL);

    MPI_Grequest_start(query_fn, free_fn, cancel_fn, &s, &rq);
    MPI_Cancel(&rq);
    MPI_Cancel(&rq);
    printf("two cancels: cancels %d\n", s.cancels);
    MPI_Grequest_complete(rq);
    MPI_Wait(&rq, MPI_STATUS_IGNORE);
    printf("done: cancels %d\n", s.cancels);

    /* After MPI_Grequest_complete, before the wait. */
    MPI_Grequest_start(query_fn, free_fn, cancel_fn, &s, &rq);
    MPI_Grequest_complete(rq);
    err = MPI_Cancel(&rq);
    printf("cancel after complete: err %d complete %d\n", err, s.last_complete);
    MPI_Wait(&rq, MPI_STATUS_IGNORE);
    MPI_Finalize();
    return 0;
}
