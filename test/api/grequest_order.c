/* When a generalized request's callbacks run: the query function when a wait or test completes
   the request (and at each MPI_Request_get_status once complete), the free function after it,
   or at MPI_Request_free; MPI_Grequest_complete runs neither. */
// mpi-np: 1 2
#include <mpi.h>
#include <stdio.h>

struct state { const char *name; int queries, frees, count, query_err, free_err; };

static int query_fn(void *extra, MPI_Status *status)
{
    struct state *s = extra;
    s->queries++;
    printf("  query %s (%d)\n", s->name, s->queries);
    MPI_Status_set_elements(status, MPI_BYTE, s->count);
    MPI_Status_set_cancelled(status, 0);
    status->MPI_SOURCE = 3;
    status->MPI_TAG = 40 + s->queries;
    return s->query_err;
}

static int free_fn(void *extra)
{
    struct state *s = extra;
    s->frees++;
    printf("  free %s\n", s->name);
    return s->free_err;
}

static int cancel_fn(void *extra, int complete)
{
    (void)extra, (void)complete;
    return MPI_SUCCESS;
}

static void show(const char *what, MPI_Status *st)
{
    int n;
    MPI_Get_count(st, MPI_BYTE, &n);
    printf("%s: source %d tag %d count %d\n", what, st->MPI_SOURCE, st->MPI_TAG, n);
}

int main(int argc, char **argv)
{
    MPI_Request rq, rs[3];
    MPI_Status st, sts[3];
    int flag, err, idx, outcount, idxs[3], cls;
    int rank, size;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
    if (size == 2) {
        /* A wait that blocks on a receive: the completed generalized request's callbacks run when
           the receive arrives, from the wait. */
        int buf = 0;
        if (rank == 0) {
            struct state g = { "g", 0, 0, 6, 0, 0 };
            MPI_Grequest_start(query_fn, free_fn, cancel_fn, &g, &rs[0]);
            MPI_Grequest_complete(rs[0]);
            MPI_Irecv(&buf, 1, MPI_INT, 1, 0, MPI_COMM_WORLD, &rs[1]);
            MPI_Barrier(MPI_COMM_WORLD);
            printf("waiting: queries %d\n", g.queries);
            fflush(stdout);
            err = MPI_Waitall(2, rs, sts);
            printf("waitall: err %d buf %d queries %d frees %d\n", err, buf, g.queries, g.frees);
            show("  waitall greq", &sts[0]);
            show("  waitall recv", &sts[1]);
        } else {
            MPI_Barrier(MPI_COMM_WORLD);
            for (volatile long k = 0; k < 2000000; k++)
                ;
            buf = 42;
            MPI_Send(&buf, 1, MPI_INT, 0, 0, MPI_COMM_WORLD);
        }
        MPI_Finalize();
        return 0;
    }

    struct state a = { "a", 0, 0, 5, 0, 0 };
    MPI_Grequest_start(query_fn, free_fn, cancel_fn, &a, &rq);
    printf("started a\n");
    err = MPI_Test(&rq, &flag, &st);
    printf("test before complete: flag %d err %d\n", flag, err);
    MPI_Request_get_status(rq, &flag, &st);
    printf("get_status before complete: flag %d\n", flag);
    MPI_Grequest_complete(rq);
    printf("completed a: queries %d frees %d\n", a.queries, a.frees);
    a.count = 7;
    MPI_Request_get_status(rq, &flag, &st);
    show("get_status a", &st);
    MPI_Request_get_status(rq, &flag, &st);
    show("get_status a again", &st);
    a.count = 9;
    st.MPI_ERROR = 12345;
    err = MPI_Wait(&rq, &st);
    show("wait a", &st);
    printf("wait a: err %d MPI_ERROR %d null %d queries %d frees %d\n", err, st.MPI_ERROR, rq == MPI_REQUEST_NULL, a.queries, a.frees);

    /* MPI_Request_free before MPI_Grequest_complete: the free function runs at once. */
    struct state b = { "b", 0, 0, 1, 0, 0 };
    MPI_Grequest_start(query_fn, free_fn, cancel_fn, &b, &rq);
    MPI_Request keep = rq;
    MPI_Request_free(&rq);
    printf("freed b: queries %d frees %d null %d\n", b.queries, b.frees, rq == MPI_REQUEST_NULL);
    MPI_Grequest_complete(keep);
    printf("completed b: queries %d frees %d\n", b.queries, b.frees);

    /* MPI_Request_free after MPI_Grequest_complete: no query. */
    struct state c = { "c", 0, 0, 1, 0, 0 };
    MPI_Grequest_start(query_fn, free_fn, cancel_fn, &c, &rq);
    MPI_Grequest_complete(rq);
    MPI_Request_free(&rq);
    printf("freed c: queries %d frees %d\n", c.queries, c.frees);

    /* Several at once: Waitall, Testany, Waitsome. */
    struct state d[3] = { { "d0", 0, 0, 10, 0, 0 }, { "d1", 0, 0, 11, 0, 0 }, { "d2", 0, 0, 12, 0, 0 } };
    for (int k = 0; k < 3; k++) MPI_Grequest_start(query_fn, free_fn, cancel_fn, &d[k], &rs[k]);
    for (int k = 2; k >= 0; k--) MPI_Grequest_complete(rs[k]);
    for (int k = 0; k < 3; k++) sts[k].MPI_ERROR = 777;
    err = MPI_Waitall(3, rs, sts);
    printf("waitall: err %d\n", err);
    for (int k = 0; k < 3; k++) { show("  waitall", &sts[k]); printf("  MPI_ERROR %d\n", sts[k].MPI_ERROR); }

    for (int k = 0; k < 3; k++) { d[k].queries = 0; MPI_Grequest_start(query_fn, free_fn, cancel_fn, &d[k], &rs[k]); }
    MPI_Grequest_complete(rs[1]);
    err = MPI_Testany(3, rs, &idx, &flag, &st);
    printf("testany: err %d idx %d flag %d\n", err, idx, flag);
    MPI_Grequest_complete(rs[2]);
    MPI_Grequest_complete(rs[0]);
    err = MPI_Waitsome(3, rs, &outcount, idxs, sts);
    printf("waitsome: err %d outcount %d\n", err, outcount);
    for (int k = 0; k < outcount; k++) show("  waitsome", &sts[k]);
    err = MPI_Waitany(3, rs, &idx, &st);
    printf("waitany on nulls: err %d idx %d\n", err, idx);

    /* MPI_Testall with one incomplete: no query, no free. */
    for (int k = 0; k < 2; k++) { d[k].queries = 0; MPI_Grequest_start(query_fn, free_fn, cancel_fn, &d[k], &rs[k]); }
    MPI_Grequest_complete(rs[0]);
    err = MPI_Testall(2, rs, &flag, sts);
    printf("testall one incomplete: err %d flag %d\n", err, flag);
    MPI_Grequest_complete(rs[1]);
    err = MPI_Testall(2, rs, &flag, sts);
    printf("testall: err %d flag %d\n", err, flag);

    /* A query function's error: the wait fails with MPI_ERR_OTHER, the free function still runs. */
    struct state e = { "e", 0, 0, 2, 3, 0 };
    MPI_Grequest_start(query_fn, free_fn, cancel_fn, &e, &rq);
    MPI_Grequest_complete(rq);
    err = MPI_Wait(&rq, &st);
    MPI_Error_class(err, &cls);
    printf("wait e: class %d (MPI_ERR_OTHER %d) frees %d null %d\n", cls, MPI_ERR_OTHER, e.frees, rq == MPI_REQUEST_NULL);
    struct state f = { "f", 0, 0, 2, 0, 4 };
    MPI_Grequest_start(query_fn, free_fn, cancel_fn, &f, &rq);
    MPI_Grequest_complete(rq);
    err = MPI_Test(&rq, &flag, &st);
    MPI_Error_class(err, &cls);
    printf("test f: class %d flag %d null %d\n", cls, flag, rq == MPI_REQUEST_NULL);
    show("test f", &st);

    MPI_Finalize();
    return 0;
}
