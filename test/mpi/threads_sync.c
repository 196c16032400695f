// mpi-np: 1 2 3
/* POSIX threads in an MPI process: pthread_create/join, a mutex-protected counter, a condition
   variable broadcast, pthread_once and thread-specific data, MPI_THREAD_MULTIPLE granted. */
#include <stdio.h>
#include <stdlib.h>
#include <pthread.h>
#include <mpi.h>

#define NT 4
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
static pthread_once_t once = PTHREAD_ONCE_INIT;
static pthread_key_t key;
static int counter = 0, ready = 0, inits = 0;

static void init_once(void) { inits++; pthread_key_create(&key, NULL); }

static void *worker(void *arg)
{
    long id = (long) arg;
    pthread_once(&once, init_once);
    pthread_setspecific(key, (void *) (id * 10));
    for (int i = 0; i < 1000; i++) {
        pthread_mutex_lock(&lock);
        counter++;
        pthread_mutex_unlock(&lock);
    }
    pthread_mutex_lock(&lock);
    while (!ready) pthread_cond_wait(&cv, &lock);
    pthread_mutex_unlock(&lock);
    return (void *) ((long) pthread_getspecific(key) + 1);
}

int main(int argc, char **argv)
{
    int provided, rank, size;
    MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    pthread_t th[NT];
    for (long i = 0; i < NT; i++) pthread_create(&th[i], NULL, worker, (void *) i);
    pthread_mutex_lock(&lock);
    ready = 1;
    pthread_cond_broadcast(&cv);
    pthread_mutex_unlock(&lock);
    long sum = 0;
    for (int i = 0; i < NT; i++) { void *rv; pthread_join(th[i], &rv); sum += (long) rv; }
    int total;
    MPI_Allreduce(&counter, &total, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    printf("rank %d provided %d counter %d sum %ld inits %d total %d equal %d\n", rank, provided == MPI_THREAD_MULTIPLE, counter, sum, inits, total, pthread_equal(pthread_self(), pthread_self()));
    MPI_Finalize();
    return 0;
}
