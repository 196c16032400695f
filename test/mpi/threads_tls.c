// mpi-np: 1 2
/* Thread-local storage: __thread and _Thread_local objects, file-scope and block-scope static,
   each thread starting from the initializers, the main thread keeping its own. */
#include <stdio.h>
#include <pthread.h>
#include <mpi.h>
static __thread int counter = 5;
_Thread_local char name[16] = "main";
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int total;
static void *work(void *arg)
{
    long id = (long) arg;
    static __thread long calls;
    snprintf(name, sizeof name, "worker%ld", id);
    for (int i = 0; i < 100 + (int) id; i++) { counter++; calls++; if (i % 10 == 0) sched_yield(); }
    pthread_mutex_lock(&m);
    total += counter;
    pthread_mutex_unlock(&m);
    return (void *) (calls * 1000 + counter);
}
int main(int argc, char **argv)
{
    pthread_t t[3];
    MPI_Init(&argc, &argv);
    void *rv[3];
    for (long i = 0; i < 3; i++) pthread_create(&t[i], NULL, work, (void *) i);
    for (int i = 0; i < 100; i++) counter += 2;
    for (int i = 0; i < 3; i++) pthread_join(t[i], &rv[i]);
    printf("%s %d total %d: %ld %ld %ld\n", name, counter, total, (long) rv[0], (long) rv[1], (long) rv[2]);
    MPI_Finalize();
    return 0;
}
