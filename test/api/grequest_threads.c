/* A generalized request completed by one thread while another thread of the process waits for
   it: MPI_Grequest_complete only marks it complete, and the query and free functions run in the
   waiting thread, inside its wait (MPICH's MPIR_Request_completion_processing), before the
   wait returns the query function's status. Waits by the main thread and by a second thread,
   with MPI_Wait, MPI_Waitall and MPI_Waitany. */
// mpi-np: 1 2
#include <mpi.h>
#include <pthread.h>
#include <stdio.h>
#include <unistd.h>

static pthread_t waiter;
static int rank;

struct state { const char *name; int queries, frees, in_waiter_q, in_waiter_f; };

static int query_fn(void *extra, MPI_Status *status)
{
    struct state *s = extra;
    s->queries++;
    s->in_waiter_q = pthread_equal(pthread_self(), waiter);
    MPI_Status_set_elements(status, MPI_BYTE, 12);
    MPI_Status_set_cancelled(status, 0);
    status->MPI_SOURCE = 4;
    status->MPI_TAG = 77;
    return MPI_SUCCESS;
}

static int free_fn(void *extra)
{
    struct state *s = extra;
    s->frees++;
    s->in_waiter_f = pthread_equal(pthread_self(), waiter);
    return MPI_SUCCESS;
}

static int cancel_fn(void *extra, int complete)
{
    (void)extra, (void)complete;
    return MPI_SUCCESS;
}

struct job { MPI_Request req[2]; struct state *st; int how, n; MPI_Status status[2]; int idx[2]; };

/* The completing side: lets the waiter block first, then completes each request. */
static void complete_later(struct job *j)
{
    for (int k = 0; k < j->n; k++) {
        usleep(200000);
        MPI_Grequest_complete(j->req[k]);
    }
}

static void wait_for(struct job *j)
{
    if (j->how == 0) MPI_Wait(&j->req[0], &j->status[0]);
    else if (j->how == 1) MPI_Waitall(j->n, j->req, j->status);
    else {
        MPI_Waitany(j->n, j->req, &j->idx[0], &j->status[0]);
        MPI_Waitany(j->n, j->req, &j->idx[1], &j->status[1]);
    }
}

/* Printed by the main thread once both threads are done (their order would vary). */
static void report(struct job *j, int main_waits)
{
    for (int k = 0; k < j->n; k++) {
        int count = -1;
        MPI_Get_count(&j->status[k], MPI_BYTE, &count);
        printf("rank %d wait %d (%s waits) %s: source %d tag %d count %d%s; queries %d frees %d, query and free in the waiter %d %d\n",
               rank, j->how, main_waits ? "main" : "thread", j->st[k].name, j->status[k].MPI_SOURCE, j->status[k].MPI_TAG, count,
               j->how == 2 ? (j->idx[k] == k ? " (in order)" : " (out of order)") : "",
               j->st[k].queries, j->st[k].frees, j->st[k].in_waiter_q, j->st[k].in_waiter_f);
    }
}

static void *thread_waits(void *arg)
{
    wait_for(arg);
    return NULL;
}

static void *thread_completes(void *arg)
{
    complete_later(arg);
    return NULL;
}

int main(int argc, char **argv)
{
    int provided;
    MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (provided != MPI_THREAD_MULTIPLE) {
        printf("no MPI_THREAD_MULTIPLE\n");
        MPI_Finalize();
        return 0;
    }
    for (int how = 0; how < 3; how++) {
        for (int main_waits = 0; main_waits < 2; main_waits++) {
            struct state s[2] = { { "a", 0, 0, 0, 0 }, { "b", 0, 0, 0, 0 } };
            struct job j = { { MPI_REQUEST_NULL, MPI_REQUEST_NULL }, s, how, how == 0 ? 1 : 2, { { 0 } }, { -1, -1 } };
            pthread_t t;
            for (int k = 0; k < j.n; k++)
                MPI_Grequest_start(query_fn, free_fn, cancel_fn, &s[k], &j.req[k]);
            if (main_waits) {
                waiter = pthread_self();
                pthread_create(&t, NULL, thread_completes, &j);
                wait_for(&j);
            } else {
                pthread_create(&t, NULL, thread_waits, &j);
                waiter = t;
                complete_later(&j);
            }
            pthread_join(t, NULL);
            report(&j, main_waits);
            MPI_Barrier(MPI_COMM_WORLD);
        }
    }
    MPI_Finalize();
    return 0;
}
