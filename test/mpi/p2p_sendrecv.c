// mpi-np: 2 3 4 7
/*
 * Blocking MPI_Send/MPI_Recv: a token ring, then rank 0 sends messages of several predefined
 * types to every other rank, received into larger buffers; prints the status fields and
 * MPI_Get_count in the received type and in bytes.
 */
#include <mpi.h>
#include <stdio.h>
#include <string.h>
#include <stdint.h>

static void show(const char *what, MPI_Status *st, MPI_Datatype t) {
    int n, nb;
    MPI_Get_count(st, t, &n);
    MPI_Get_count(st, MPI_BYTE, &nb);
    printf("%s: source %d tag %d count %d bytes %d\n", what, st->MPI_SOURCE, st->MPI_TAG, n, nb);
}

int main(int argc, char **argv) {
    int rank, size;
    MPI_Status st;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int next = (rank + 1) % size, prev = (rank + size - 1) % size;

    int token;
    if (rank == 0) {
        token = 100;
        MPI_Send(&token, 1, MPI_INT, next, 7, MPI_COMM_WORLD);
        MPI_Recv(&token, 1, MPI_INT, prev, 7, MPI_COMM_WORLD, &st);
    } else {
        MPI_Recv(&token, 1, MPI_INT, prev, 7, MPI_COMM_WORLD, &st);
        token = token * 3 + rank;
        MPI_Send(&token, 1, MPI_INT, next, 7, MPI_COMM_WORLD);
    }
    printf("ring token %d\n", token);
    show("ring", &st, MPI_INT);

    if (rank == 0) {
        for (int r = 1; r < size; r++) {
            char text[32];
            snprintf(text, sizeof text, "hello rank %d", r);
            MPI_Send(text, (int)strlen(text) + 1, MPI_CHAR, r, 1, MPI_COMM_WORLD);
            double d[3] = {0.5 * r, -1.25, 1e-3 / r};
            MPI_Send(d, 3, MPI_DOUBLE, r, 2, MPI_COMM_WORLD);
            long long ll = -1234567890123LL * r;
            MPI_Send(&ll, 1, MPI_LONG_LONG, r, 3, MPI_COMM_WORLD);
            unsigned short us[2] = {(unsigned short)(65535 - r), 7};
            MPI_Send(us, 2, MPI_UNSIGNED_SHORT, r, 4, MPI_COMM_WORLD);
            float f = 1.0f / (float)(r + 2);
            MPI_Send(&f, 1, MPI_FLOAT, r, 5, MPI_COMM_WORLD);
            int8_t i8[4] = {-128, -1, 0, (int8_t)r};
            MPI_Send(i8, 4, MPI_INT8_T, r, 6, MPI_COMM_WORLD);
            uint64_t u64 = UINT64_MAX - (uint64_t)r;
            MPI_Send(&u64, 1, MPI_UINT64_T, r, 7, MPI_COMM_WORLD);
            MPI_Send(NULL, 0, MPI_INT, r, 8, MPI_COMM_WORLD);
        }
    } else {
        char text[64];
        memset(text, 'x', sizeof text);
        MPI_Recv(text, 64, MPI_CHAR, 0, 1, MPI_COMM_WORLD, &st);
        printf("text \"%s\"\n", text);
        show("char", &st, MPI_CHAR);
        double d[8];
        MPI_Recv(d, 8, MPI_DOUBLE, 0, 2, MPI_COMM_WORLD, &st);
        printf("doubles %.17g %.17g %.17g\n", d[0], d[1], d[2]);
        show("double", &st, MPI_DOUBLE);
        long long ll;
        MPI_Recv(&ll, 1, MPI_LONG_LONG, 0, 3, MPI_COMM_WORLD, &st);
        printf("long long %lld\n", ll);
        show("long long", &st, MPI_LONG_LONG);
        unsigned short us[5];
        MPI_Recv(us, 5, MPI_UNSIGNED_SHORT, 0, 4, MPI_COMM_WORLD, &st);
        printf("unsigned short %u %u\n", us[0], us[1]);
        show("unsigned short", &st, MPI_UNSIGNED_SHORT);
        float f;
        MPI_Recv(&f, 1, MPI_FLOAT, 0, 5, MPI_COMM_WORLD, &st);
        printf("float %.9g\n", f);
        show("float", &st, MPI_FLOAT);
        int8_t i8[10];
        MPI_Recv(i8, 10, MPI_INT8_T, 0, 6, MPI_COMM_WORLD, &st);
        printf("int8 %d %d %d %d\n", i8[0], i8[1], i8[2], i8[3]);
        show("int8", &st, MPI_INT8_T);
        uint64_t u64;
        MPI_Recv(&u64, 1, MPI_UINT64_T, 0, 7, MPI_COMM_WORLD, &st);
        printf("uint64 %llu\n", (unsigned long long)u64);
        show("uint64", &st, MPI_UINT64_T);
        int dummy = -5;
        MPI_Recv(&dummy, 1, MPI_INT, 0, 8, MPI_COMM_WORLD, &st);
        printf("empty message leaves %d\n", dummy);
        show("empty", &st, MPI_INT);
        MPI_Recv(&dummy, 0, MPI_INT, MPI_PROC_NULL, 8, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    }
    MPI_Finalize();
    return 0;
}
