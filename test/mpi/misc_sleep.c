// mpi-np: 1 2
/*
 * sleep(), usleep() and nanosleep() let MPI_Wtime and time() advance by at least the time
 * asked for (mpisim sleeps in virtual time, so nothing waits for real), nanosleep rejects a
 * bad request with EINVAL, sleeping works before MPI_Init and after MPI_Finalize, and
 * gethostname() names the processor MPI_Get_processor_name does.
 */
#include <errno.h>
#include <mpi.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char **argv) {
    int rank, len;
    char host[256], proc[MPI_MAX_PROCESSOR_NAME];
    printf("sleep before MPI_Init returns %u\n", sleep(0));
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    double t0 = MPI_Wtime();
    time_t s0 = time(NULL);
    printf("sleep returns %u\n", sleep(1));
    double t1 = MPI_Wtime();
    printf("slept at least 1 s: %d, time() moved at least 0: %d\n", t1 - t0 >= 1.0, time(NULL) - s0 >= 0);
    printf("usleep returns %d\n", usleep(200000));
    double t2 = MPI_Wtime();
    printf("usleep at least 0.2 s: %d\n", t2 - t1 >= 0.2);
    struct timespec req = { 0, 100000000 }, rem;
    printf("nanosleep returns %d\n", nanosleep(&req, &rem));
    printf("nanosleep at least 0.1 s: %d\n", MPI_Wtime() - t2 >= 0.1);
    req.tv_nsec = 1000000000;
    int rc = nanosleep(&req, NULL);
    printf("bad nanosleep: %d EINVAL %d\n", rc, errno == EINVAL);
    gethostname(host, sizeof host);
    MPI_Get_processor_name(proc, &len);
    printf("hostname is the processor name: %d (length %d)\n", strcmp(host, proc) == 0, len == (int) strlen(proc));
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    if (usleep(1000) != 0) printf("usleep after MPI_Finalize failed\n");
    return 0;
}
