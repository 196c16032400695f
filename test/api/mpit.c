/* MPI_T: every control variable (name, verbosity, type, binding, scope, count, value,
   description) and category as MPICH lists them, before MPI_Init; no performance variables or
   events; writing a variable, the errors of bad indices, names and handles. */
// mpi-np: 1
#include <mpi.h>
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv)
{
    int provided, n, e;
    e = MPI_T_cvar_get_num(&n);
    printf("before init: %d\n", e);
    MPI_T_init_thread(MPI_THREAD_SINGLE, &provided);
    printf("provided %d\n", provided);
    MPI_T_cvar_get_num(&n);
    printf("%d cvars\n", n);
    for (int i = 0; i < n; i++) {
        char name[256], desc[2048];
        int nl = sizeof name, dl = sizeof desc, verb, bind, scope, count;
        MPI_Datatype dt;
        MPI_T_enum en;
        MPI_T_cvar_handle h;
        MPI_T_cvar_get_info(i, name, &nl, &verb, &dt, &en, desc, &dl, &bind, &scope);
        MPI_T_cvar_handle_alloc(i, NULL, &h, &count);
        char buf[4096];
        memset(buf, 0, sizeof buf);
        MPI_T_cvar_read(h, buf);
        printf("%d %s (%d) verbosity %d type %s bind %d scope %d count %d enum %d value ", i, name, nl, verb, dt == MPI_INT ? "int" : dt == MPI_CHAR ? "char" : "other", bind, scope, count, en != MPI_T_ENUM_NULL);
        if (dt == MPI_CHAR) printf("\"%s\"", buf); else printf("%d", *(int *)buf);
        printf("\n  %s (%d)\n", desc, dl);
        MPI_T_cvar_handle_free(&h);
        printf("  freed null %d\n", h == MPI_T_CVAR_HANDLE_NULL);
    }
    MPI_T_category_get_num(&n);
    printf("%d categories\n", n);
    for (int c = 0; c < n; c++) {
        char name[256], desc[1024];
        int nl = sizeof name, dl = sizeof desc, ncv, npv, ncc, idx[400], index;
        MPI_T_category_get_info(c, name, &nl, desc, &dl, &ncv, &npv, &ncc);
        MPI_T_category_get_cvars(c, ncv, idx);
        MPI_T_category_get_index(name, &index);
        printf("%d %s: %s (%d cvars, %d pvars, %d categories, index %d):", c, name, desc, ncv, npv, ncc, index);
        for (int k = 0; k < ncv; k++) printf(" %d", idx[k]);
        printf("\n");
    }
    int np, ne, stamp, idx;
    MPI_T_pvar_get_num(&np);
    MPI_T_event_get_num(&ne);
    MPI_T_category_changed(&stamp);
    printf("pvars %d events %d stamp %d\n", np, ne, stamp);

    /* Short buffers: MPICH's MPIR_T_strncpy. */
    char small[5];
    int len = sizeof small, zero = 0;
    MPI_T_cvar_get_info(0, small, &len, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
    MPI_T_cvar_get_info(0, NULL, &zero, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
    printf("short name \"%s\" %d, length %d\n", small, len, zero);

    e = MPI_T_cvar_get_index("MPIR_CVAR_NO_SUCH_VARIABLE", &idx);
    printf("bad name: %d\n", e);
    e = MPI_T_cvar_get_index("MPIR_CVAR_BCAST_SHORT_MSG_SIZE", &idx);
    printf("index of MPIR_CVAR_BCAST_SHORT_MSG_SIZE: %d %d\n", e, idx);
    MPI_T_cvar_handle h;
    int count, v = 4096, r = 0;
    MPI_T_cvar_handle_alloc(idx, NULL, &h, &count);
    e = MPI_T_cvar_write(h, &v);
    MPI_T_cvar_read(h, &r);
    printf("write %d read %d\n", e, r);
    MPI_T_cvar_handle_free(&h);
    e = MPI_T_cvar_get_info(100000, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
    printf("bad index: %d\n", e);
    MPI_T_pvar_session s;
    e = MPI_T_pvar_session_create(&s);
    printf("session %d\n", e);
    /* Not MPI_T_pvar_get_info(0, ...): MPICH 4.0.2 with no pvars dereferences NULL there. */
    MPI_T_pvar_session_free(&s);
    printf("session freed null %d\n", s == MPI_T_PVAR_SESSION_NULL);

    MPI_Init(&argc, &argv);
    MPI_T_cvar_get_num(&n);
    printf("after MPI_Init: %d cvars\n", n);
    MPI_Finalize();
    MPI_T_finalize();
    e = MPI_T_finalize();
    printf("finalize twice: %d\n", e);
    return 0;
}
