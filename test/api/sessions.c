/* The sessions model without MPI_Init: process sets, their info, communicators and an
   intercommunicator from groups, a session's error handler. */
// mpi-np: 4
#include <mpi.h>
#include <stdio.h>

static void on_error(MPI_Session *s, int *code, ...)
{
    int cls;
    (void)s;
    MPI_Error_class(*code, &cls);
    printf("session handler: class %d\n", cls);
}

int main(void)
{
    MPI_Session s;
    MPI_Group world, self, half, other;
    MPI_Comm c, inter;
    MPI_Info info;
    int n, rank, size, flag, len;
    char name[64], value[64];
    MPI_Session s2;
    MPI_Info asked;
    MPI_Session_init(MPI_INFO_NULL, MPI_ERRORS_RETURN, &s);
    MPI_Initialized(&flag);
    printf("initialized %d\n", flag);
    /* The thread level a session reports, with no "thread_level" key and with one asking less. */
    MPI_Session_get_info(s, &info);
    MPI_Info_get(info, "thread_level", sizeof value - 1, value, &flag);
    printf("thread_level %d %s\n", flag, flag ? value : "-");
    MPI_Info_free(&info);
    MPI_Info_create(&asked);
    MPI_Info_set(asked, "thread_level", "MPI_THREAD_FUNNELED");
    MPI_Session_init(asked, MPI_ERRORS_RETURN, &s2);
    MPI_Session_get_info(s2, &info);
    MPI_Info_get(info, "thread_level", sizeof value - 1, value, &flag);
    printf("thread_level asked FUNNELED: %d %s\n", flag, flag ? value : "-");
    MPI_Info_free(&info);
    MPI_Info_free(&asked);
    MPI_Session_finalize(&s2);
    MPI_Session_get_num_psets(s, MPI_INFO_NULL, &n);
    for (int k = 0; k < n; k++) {
        len = 0;
        MPI_Session_get_nth_pset(s, MPI_INFO_NULL, k, &len, NULL);
        MPI_Session_get_nth_pset(s, MPI_INFO_NULL, k, &len, name);
        MPI_Session_get_pset_info(s, name, &info);
        MPI_Info_get(info, "mpi_size", sizeof value - 1, value, &flag);
        printf("pset %d: %s (%d) mpi_size %s\n", k, name, len, flag ? value : "-");
        MPI_Info_free(&info);
    }
    MPI_Group_from_session_pset(s, "mpi://WORLD", &world);
    MPI_Group_from_session_pset(s, "mpi://SELF", &self);
    MPI_Group_size(self, &size);
    printf("self group size %d\n", size);
    MPI_Comm_create_from_group(world, "org.mpisim.world", MPI_INFO_NULL, MPI_ERRORS_RETURN, &c);
    MPI_Comm_rank(c, &rank);
    MPI_Comm_size(c, &size);
    int sum;
    MPI_Allreduce(&rank, &sum, 1, MPI_INT, MPI_SUM, c);
    printf("rank %d of %d: sum %d\n", rank, size, sum);

    /* Two halves, and an intercommunicator between them. */
    int lo[2] = {0, 1}, hi[2] = {2, 3};
    MPI_Group_incl(world, 2, rank < 2 ? lo : hi, &half);
    MPI_Group_incl(world, 2, rank < 2 ? hi : lo, &other);
    MPI_Intercomm_create_from_groups(half, 0, other, 0, "org.mpisim.halves", MPI_INFO_NULL, MPI_ERRORS_RETURN, &inter);
    int rsize, irank, x = rank * 10, y = -1;
    MPI_Comm_remote_size(inter, &rsize);
    MPI_Comm_rank(inter, &irank);
    MPI_Sendrecv(&x, 1, MPI_INT, irank, 0, &y, 1, MPI_INT, irank, 0, inter, MPI_STATUS_IGNORE);
    printf("rank %d: inter rank %d remote size %d got %d\n", rank, irank, rsize, y);
    MPI_Comm_free(&inter);

    MPI_Errhandler eh;
    MPI_Session_create_errhandler(on_error, &eh);
    MPI_Session_set_errhandler(s, eh);
    MPI_Session_call_errhandler(s, MPI_ERR_OTHER);
    MPI_Errhandler_free(&eh);

    MPI_Comm_free(&c);
    MPI_Group_free(&half);
    MPI_Group_free(&other);
    MPI_Group_free(&world);
    MPI_Group_free(&self);
    MPI_Session_finalize(&s);
    printf("finalized null %d\n", s == MPI_SESSION_NULL);
    return 0;
}
