// mpi-np: 2 3
/* MPI from several threads of each rank (MPI_THREAD_MULTIPLE, one tag per thread), a barrier
   whose serial thread takes a recursive mutex twice, error-checking mutexes, joining oneself. */
#define _GNU_SOURCE
#include <stdio.h>
#include <pthread.h>
#include <mpi.h>

#define NT 3
static int rank, size;
static pthread_barrier_t bar;
static pthread_mutex_t rec;
static int serial = 0;

static void *talk(void *arg)
{
    int t = (int) (long) arg, got = -1;
    int peer = (rank + 1) % size, from = (rank + size - 1) % size;
    int out = rank * 100 + t;
    MPI_Sendrecv(&out, 1, MPI_INT, peer, t, &got, 1, MPI_INT, from, t, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    if (pthread_barrier_wait(&bar) == PTHREAD_BARRIER_SERIAL_THREAD) {
        pthread_mutex_lock(&rec);
        pthread_mutex_lock(&rec);
        serial++;
        pthread_mutex_unlock(&rec);
        pthread_mutex_unlock(&rec);
    }
    return (void *) (long) got;
}

int main(int argc, char **argv)
{
    int provided;
    pthread_mutexattr_t a;
    MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    pthread_mutexattr_init(&a);
    pthread_mutexattr_settype(&a, PTHREAD_MUTEX_RECURSIVE);
    pthread_mutex_init(&rec, &a);
    pthread_barrier_init(&bar, NULL, NT);
    pthread_t th[NT];
    for (long i = 0; i < NT; i++) pthread_create(&th[i], NULL, talk, (void *) i);
    long sum = 0;
    for (int i = 0; i < NT; i++) { void *rv; pthread_join(th[i], &rv); sum += (long) rv; }
    pthread_mutex_t e = PTHREAD_ERRORCHECK_MUTEX_INITIALIZER_NP;
    pthread_mutex_lock(&e);
    int dl = pthread_mutex_lock(&e), tl = pthread_mutex_trylock(&rec);
    printf("rank %d sum %ld serial %d deadlk %d trylock %d join-self %d\n", rank, sum, serial, dl, tl, pthread_join(pthread_self(), NULL));
    MPI_Finalize();
    return 0;
}
