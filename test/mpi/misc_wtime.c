// mpi-np: 1 2
/*
 * Timers and environment queries, printed as invariants only (values differ between runs):
 * MPI_Wtime increases, MPI_Wtick is positive and at most 1 s, MPI_Get_processor_name gives a
 * non-empty name shorter than MPI_MAX_PROCESSOR_NAME, MPI_Init_thread was not used so
 * MPI_Is_thread_main is true, MPI_Get_library_version gives a non-empty string.
 */
#include <mpi.h>
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv) {
    int rank, flag, len;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    double t0 = MPI_Wtime();
    volatile double x = 0;
    for (int i = 0; i < 100000; i++) x += i * 0.5;
    MPI_Barrier(MPI_COMM_WORLD);
    double t1 = MPI_Wtime();
    printf("wtime does not go back: %d\n", t1 >= t0);
    double tick = MPI_Wtick();
    printf("wtick in (0, 1]: %d\n", tick > 0 && tick <= 1);
    char name[MPI_MAX_PROCESSOR_NAME];
    MPI_Get_processor_name(name, &len);
    printf("processor name length ok: %d\n", len > 0 && len < MPI_MAX_PROCESSOR_NAME && (int)strlen(name) == len);
    MPI_Is_thread_main(&flag);
    printf("is thread main: %d\n", flag);
    char lib[MPI_MAX_LIBRARY_VERSION_STRING];
    MPI_Get_library_version(lib, &len);
    printf("library version non-empty: %d\n", len > 0 && (int)strlen(lib) == len);
    MPI_Finalize();
    return 0;
}
