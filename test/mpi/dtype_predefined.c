// mpi-np: 1 2
/*
 * Predefined datatypes: MPI_Type_size, extent and name of every C predefined type (and of
 * the pair types, MPI_BYTE, MPI_PACKED, MPI_AINT/OFFSET/COUNT), then a message of each
 * (rank 0 to rank 1, or to itself with one rank) received into a zeroed buffer: the bytes that
 * arrive are printed as a checksum, and MPI_Get_count in the type.
 */
#include <mpi.h>
#include <stdio.h>
#include <string.h>

struct entry { MPI_Datatype t; const char *name; };

int main(int argc, char **argv) {
    int rank, size;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    struct entry types[] = {
        {MPI_CHAR, "MPI_CHAR"}, {MPI_SIGNED_CHAR, "MPI_SIGNED_CHAR"}, {MPI_UNSIGNED_CHAR, "MPI_UNSIGNED_CHAR"},
        {MPI_WCHAR, "MPI_WCHAR"}, {MPI_SHORT, "MPI_SHORT"}, {MPI_UNSIGNED_SHORT, "MPI_UNSIGNED_SHORT"},
        {MPI_INT, "MPI_INT"}, {MPI_UNSIGNED, "MPI_UNSIGNED"}, {MPI_LONG, "MPI_LONG"},
        {MPI_UNSIGNED_LONG, "MPI_UNSIGNED_LONG"}, {MPI_LONG_LONG_INT, "MPI_LONG_LONG_INT"},
        {MPI_LONG_LONG, "MPI_LONG_LONG"}, {MPI_UNSIGNED_LONG_LONG, "MPI_UNSIGNED_LONG_LONG"},
        {MPI_FLOAT, "MPI_FLOAT"}, {MPI_DOUBLE, "MPI_DOUBLE"}, {MPI_LONG_DOUBLE, "MPI_LONG_DOUBLE"},
        {MPI_INT8_T, "MPI_INT8_T"}, {MPI_INT16_T, "MPI_INT16_T"}, {MPI_INT32_T, "MPI_INT32_T"},
        {MPI_INT64_T, "MPI_INT64_T"}, {MPI_UINT8_T, "MPI_UINT8_T"}, {MPI_UINT16_T, "MPI_UINT16_T"},
        {MPI_UINT32_T, "MPI_UINT32_T"}, {MPI_UINT64_T, "MPI_UINT64_T"}, {MPI_C_BOOL, "MPI_C_BOOL"},
        {MPI_C_FLOAT_COMPLEX, "MPI_C_FLOAT_COMPLEX"}, {MPI_C_DOUBLE_COMPLEX, "MPI_C_DOUBLE_COMPLEX"},
        {MPI_BYTE, "MPI_BYTE"}, {MPI_PACKED, "MPI_PACKED"}, {MPI_AINT, "MPI_AINT"}, {MPI_OFFSET, "MPI_OFFSET"},
        {MPI_COUNT, "MPI_COUNT"}, {MPI_FLOAT_INT, "MPI_FLOAT_INT"}, {MPI_DOUBLE_INT, "MPI_DOUBLE_INT"},
        {MPI_LONG_INT, "MPI_LONG_INT"}, {MPI_2INT, "MPI_2INT"}, {MPI_SHORT_INT, "MPI_SHORT_INT"},
        {MPI_LONG_DOUBLE_INT, "MPI_LONG_DOUBLE_INT"},
    };
    int n = sizeof types / sizeof types[0];
    int to = size > 1 ? 1 : 0;
    for (int i = 0; i < n; i++) {
        int ts;
        MPI_Aint lb, ext, tlb, text;
        char name[MPI_MAX_OBJECT_NAME];
        int len;
        MPI_Type_size(types[i].t, &ts);
        MPI_Type_get_extent(types[i].t, &lb, &ext);
        MPI_Type_get_true_extent(types[i].t, &tlb, &text);
        MPI_Type_get_name(types[i].t, name, &len);
        printf("%s: size %d lb %ld extent %ld true extent %ld name %s\n", types[i].name, ts, (long)lb, (long)ext, (long)text, name);

        /* three elements; the payload bytes are a pattern, but only the type's data bytes travel */
        unsigned char out[3 * 32], in[3 * 32 + 8];
        for (int k = 0; k < (int)sizeof out; k++) out[k] = (unsigned char)(k * 13 + i);
        /* floating-point payloads are ordinary numbers (no NaN bit patterns); MPI_LONG_DOUBLE gets bytes */
        if (types[i].t == MPI_FLOAT || types[i].t == MPI_C_FLOAT_COMPLEX) {
            float *f = (float *)out;
            for (int k = 0; k < 6; k++) f[k] = k * 0.25f + i;
        } else if (types[i].t == MPI_DOUBLE || types[i].t == MPI_C_DOUBLE_COMPLEX) {
            double *d = (double *)out;
            for (int k = 0; k < 6; k++) d[k] = k * 0.5 + i;
        } else if (types[i].t == MPI_C_BOOL) {
            for (int k = 0; k < 3; k++) out[k] = (unsigned char)(k % 2);
        }
        if (types[i].t == MPI_FLOAT_INT || types[i].t == MPI_DOUBLE_INT || types[i].t == MPI_LONG_INT ||
            types[i].t == MPI_SHORT_INT || types[i].t == MPI_LONG_DOUBLE_INT) {
            /* pair types have padding, which does not travel: zero it, then set the value and the int */
            memset(out, 0, sizeof out);
            for (int k = 0; k < 3; k++) {
                unsigned char *e = out + k * ext;
                if (types[i].t == MPI_FLOAT_INT) { float f = k + 1.5f; memcpy(e, &f, 4); memcpy(e + 4, &k, 4); }
                if (types[i].t == MPI_DOUBLE_INT) { double d = k + 2.5; memcpy(e, &d, 8); memcpy(e + 8, &k, 4); }
                if (types[i].t == MPI_LONG_INT) { long l = 1000L * k; memcpy(e, &l, 8); memcpy(e + 8, &k, 4); }
                if (types[i].t == MPI_SHORT_INT) { short h = (short)(7 * k); memcpy(e, &h, 2); memcpy(e + 4, &k, 4); }
                if (types[i].t == MPI_LONG_DOUBLE_INT) {
                    for (int b = 0; b < 16; b++) e[b] = (unsigned char)(b * 5 + k); /* bytes only: no long double arithmetic */
                    memcpy(e + 16, &k, 4);
                }
            }
        }
        memset(in, 0, sizeof in);
        if (rank == 0) {
            MPI_Request req;
            MPI_Isend(out, 3, types[i].t, to, i, MPI_COMM_WORLD, &req);
            if (to == 0) {
                MPI_Status st;
                MPI_Recv(in, 3, types[i].t, 0, i, MPI_COMM_WORLD, &st);
                int c;
                MPI_Get_count(&st, types[i].t, &c);
                unsigned long sum = 0;
                for (int k = 0; k < (int)sizeof in; k++) sum = sum * 31 + in[k];
                printf("  received count %d checksum %lu\n", c, sum);
            }
            MPI_Wait(&req, MPI_STATUS_IGNORE);
        } else if (rank == 1) {
            MPI_Status st;
            MPI_Recv(in, 3, types[i].t, 0, i, MPI_COMM_WORLD, &st);
            int c;
            MPI_Get_count(&st, types[i].t, &c);
            /* pair types: only their data bytes arrive, the padding stays 0 */
            unsigned long sum = 0;
            for (int k = 0; k < (int)sizeof in; k++) sum = sum * 31 + in[k];
            printf("  received count %d checksum %lu\n", c, sum);
        }
    }
    MPI_Finalize();
    return 0;
}
