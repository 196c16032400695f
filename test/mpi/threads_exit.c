// mpi-np: 1 2
/* How threads end: a detached thread, a thread ending by pthread_exit with a value seen by
   pthread_join, a thread-specific value per thread, and a main thread that ends with
   pthread_exit after MPI_Finalize while a worker still runs (the process lives on until the
   worker returns). */
#include <stdio.h>
#include <pthread.h>
#include <mpi.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t done_cv = PTHREAD_COND_INITIALIZER;
static int detached_done = 0, rank;
static pthread_key_t key;

static void *detached(void *arg)
{
    (void) arg;
    pthread_mutex_lock(&lock);
    detached_done = 1;
    pthread_cond_signal(&done_cv);
    pthread_mutex_unlock(&lock);
    return NULL;
}

static int depth(int n) { if (n == 0) pthread_exit((void *) 42L); return depth(n - 1) + 1; }

static void *exits(void *arg)
{
    pthread_setspecific(key, arg);
    return (void *) (long) depth(5);
}

static void *last(void *arg)
{
    (void) arg;
    for (int i = 0; i < 3; i++) sched_yield();
    printf("rank %d: the last thread ends the process\n", rank);
    fflush(stdout);
    return NULL;
}

int main(int argc, char **argv)
{
    pthread_t t1, t2, t3;
    pthread_attr_t attr;
    void *rv;
    int state;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    pthread_key_create(&key, NULL);
    pthread_setspecific(key, (void *) 7L);
    pthread_attr_init(&attr);
    pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
    pthread_attr_getdetachstate(&attr, &state);
    pthread_create(&t1, &attr, detached, NULL);
    pthread_mutex_lock(&lock);
    while (!detached_done) pthread_cond_wait(&done_cv, &lock);
    pthread_mutex_unlock(&lock);
    pthread_create(&t2, NULL, exits, (void *) 9L);
    pthread_join(t2, &rv);
    printf("rank %d: detached %d (state %d), pthread_exit value %ld, main's key %ld, join detached %d\n",
           rank, detached_done, state == PTHREAD_CREATE_DETACHED, (long) rv, (long) pthread_getspecific(key),
           pthread_join(t1, NULL) != 0);
    fflush(stdout);
    MPI_Finalize();
    pthread_create(&t3, NULL, last, NULL);
    pthread_exit(NULL);
}
