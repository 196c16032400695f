/*
 * Dynamic processes in C, as MPICH 4.0.2's ch4 device writes them (src/mpid/ch4/src/ch4_spawn.c):
 * spawn opens a port, starts the children and accepts them on it; children connect back from
 * MPI_Init. Accept and connect first give the two roots a one-to-one intercommunicator (its
 * context ID allocated from the root's own mask, over MPI_COMM_SELF), broadcast the port's tag
 * and any error, then run MPI_Intercomm_create over that peer, so the new intercommunicator's
 * recvcontext_id is an ordinary allocation over the local communicator
 * (reference/mpich-internals.md §2.7). The runtime (../dynamic.ts) keeps ports, names and
 * process groups, and pairs a connecting root with an accepting one.
 */
#include <stdio.h>
#include <mpi.h>
#include <mpisim_mpi.h>
#include <stdlib.h>
#include <string.h>
#include "comm.h"

int MPIR_Init_impl(int thread, int required, int *provided);
int __mpisim_parent_port(char *port_name);
int __mpisim_set_parent(MPI_Comm parent);
int __mpisim_open_port(char *port_name, const char *fname);
int __mpisim_close_port(const char *port_name, const char *fname);
int __mpisim_port_tag(const char *port_name, int is_sender, const char *fname);
int __mpisim_dyn_exchange(const char *port_name, int is_sender, int recvctx, int *remote_ctx);
int __mpisim_spawn(int count, char **commands, char ***argvs, const int *maxprocs, const MPI_Info *infos, const char *port_name,
                   int *errcodes);
int __mpisim_check_info(MPI_Info info, MPI_Comm comm, const char *fname);
int __mpisim_dyn_error(MPI_Comm comm, const char *fname, int code, int kind);

#define MPISIM_DYN_CONNECT_FAIL 1
#define MPISIM_DYN_SPAWN_FAIL 2

/* peer_intercomm_create: the roots swap the recvcontext_id each took from its own mask. */
static int MPII_Peer_intercomm_create(const char *port_name, int is_sender, MPI_Comm *peer, const char *fname)
{
    int recvctx, remote_ctx, remote, me = 0, err = MPIR_Get_contextid_sparse(MPI_COMM_SELF, &recvctx, 0, fname);
    if (err)
        return err;
    remote = __mpisim_dyn_exchange(port_name, is_sender, recvctx, &remote_ctx);
    *peer = __mpisim_comm_create(MPI_COMM_SELF, MPISIM_INTER, remote_ctx, recvctx, &me, 1, 0, &remote, 1, fname,
                                 MPISIM_REMOTE_PROCS | MPISIM_INTERNAL);
    return MPI_SUCCESS;
}

/* dynamic_intercomm_create: the root reaches the other side, then Intercomm_create over the peer. */
static int MPII_Dynamic_intercomm_create(const char *port_name, int root, MPI_Comm comm, int is_sender, MPI_Comm *newcomm, const char *fname)
{
    int bcast_ints[2] = { -1, 0 }, err;
    MPI_Comm peer = MPI_COMM_NULL;
    if (MPIR_Comm_rank(comm) == root) {
        bcast_ints[0] = __mpisim_port_tag(port_name, is_sender, fname);
        if (bcast_ints[0] < 0)
            bcast_ints[1] = -bcast_ints[0];
        else
            bcast_ints[1] = MPII_Peer_intercomm_create(port_name, is_sender, &peer, fname);
        err = MPII_Bcast_binomial(bcast_ints, 2, MPI_INT, root, comm);
        if (!err)
            err = bcast_ints[1];
    } else {
        err = MPII_Bcast_binomial(bcast_ints, 2, MPI_INT, root, comm);
        /* The root's error code means nothing here: MPICH reports **comm_connect_fail. */
        if (!err && bcast_ints[1])
            return __mpisim_dyn_error(comm, fname, 0, MPISIM_DYN_CONNECT_FAIL);
    }
    if (err)
        return err;
    err = MPII_Intercomm_create_impl(comm, root, peer, 0, bcast_ints[0], newcomm, fname);
    if (peer != MPI_COMM_NULL) {
        __mpisim_free_contextid(__mpisim_comm_recvcontextid(peer));
        __mpisim_comm_release(peer);
    }
    return err;
}

static int MPII_Init_parent(void)
{
    char port_name[MPI_MAX_PORT_NAME];
    MPI_Comm parent;
    int err;
    if (!__mpisim_parent_port(port_name))
        return MPI_SUCCESS;
    err = MPII_Dynamic_intercomm_create(port_name, 0, MPI_COMM_WORLD, 1, &parent, "MPI_Init");
    if (!err)
        __mpisim_set_parent(parent);
    return err;
}

/* PMI_Init (MPICH 4.0.2's src/pmi/simple/simple_pmi.c) makes stdout unbuffered, writing out
   what the program printed before: under mpiexec stdout is a pipe to Hydra, fully buffered by
   glibc until then. */
static void mpisim_pmi_stdout(void)
{
    setbuf(stdout, NULL);
}

int MPI_Init(int *argc, char ***argv)
{
    int err = MPIR_Init_impl(0, MPI_THREAD_SINGLE, 0);
    (void)argc; (void)argv;
    if (!err) mpisim_pmi_stdout();
    return err ? err : MPII_Init_parent();
}

int MPI_Init_thread(int *argc, char ***argv, int required, int *provided)
{
    int err = MPIR_Init_impl(1, required, provided);
    (void)argc; (void)argv;
    if (!err) mpisim_pmi_stdout();
    return err ? err : MPII_Init_parent();
}

/* The info of ports and connections is checked, then unused: MPID_Open_port ignores it, and of
   accept/connect ch4 reads only "timeout" (how long to wait for the other side, ch4_spawn.c);
   mpisim's connect waits until the run would deadlock, and reports that. */
int MPI_Open_port(MPI_Info info, char *port_name)
{
    MPIR_ARGCHECK("MPI_Open_port", info, MPIR_P(port_name));
    int err = __mpisim_check_info(info, MPI_COMM_WORLD, "MPI_Open_port");
    return err ? err : __mpisim_open_port(port_name, "MPI_Open_port");
}

int MPI_Close_port(const char *port_name)
{
    MPIR_ARGCHECK("MPI_Close_port", MPIR_P(port_name));
    return __mpisim_close_port(port_name, "MPI_Close_port");
}

int MPI_Comm_accept(const char *port_name, MPI_Info info, int root, MPI_Comm comm, MPI_Comm *newcomm)
{
    int err = __mpisim_check_info(info, MPI_COMM_WORLD, "MPI_Comm_accept");
    if (!err)
        err = __mpisim_check_comm(comm, "MPI_Comm_accept");
    return err ? err : MPII_Dynamic_intercomm_create(port_name, root, comm, 0, newcomm, "MPI_Comm_accept");
}

int MPI_Comm_connect(const char *port_name, MPI_Info info, int root, MPI_Comm comm, MPI_Comm *newcomm)
{
    int err = __mpisim_check_info(info, MPI_COMM_WORLD, "MPI_Comm_connect");
    if (!err)
        err = __mpisim_check_comm(comm, "MPI_Comm_connect");
    return err ? err : MPII_Dynamic_intercomm_create(port_name, root, comm, 1, newcomm, "MPI_Comm_connect");
}

int MPI_Comm_disconnect(MPI_Comm *comm)
{
    MPIR_ARGCHECK("MPI_Comm_disconnect", MPIR_P(comm));
    return MPI_Comm_free(comm);
}

/* MPID_Comm_spawn_multiple: the root opens a port and starts the children with it; everyone
   learns the outcome by broadcast, then accepts the children's connection on the port. */
static int MPII_Comm_spawn_multiple(int count, char *commands[], char **argvs[], const int maxprocs[], const MPI_Info infos[],
                                    int root, MPI_Comm comm, MPI_Comm *intercomm, int errcodes[], const char *fname)
{
    char port_name[MPI_MAX_PORT_NAME];
    int bcast_ints[2] = { 0, 0 }, *pmi_errcodes = 0, should_accept = 1, i, err;
    memset(port_name, 0, sizeof port_name);
    if (MPIR_Comm_rank(comm) == root) {
        for (i = 0; i < count; i++)
            bcast_ints[0] += maxprocs[i];
        pmi_errcodes = calloc(bcast_ints[0] + 1, sizeof(int));
        bcast_ints[1] = __mpisim_open_port(port_name, 0) != MPI_SUCCESS
                        || __mpisim_spawn(count, commands, argvs, maxprocs, infos, port_name, pmi_errcodes) != 0;
    }
    err = MPII_Bcast_binomial(bcast_ints, 2, MPI_INT, root, comm);
    if (!err && bcast_ints[1])
        err = __mpisim_dyn_error(comm, fname, 0, MPISIM_DYN_SPAWN_FAIL);
    if (!err && errcodes != MPI_ERRCODES_IGNORE) {
        if (!pmi_errcodes)
            pmi_errcodes = calloc(bcast_ints[0] + 1, sizeof(int));
        err = MPII_Bcast_binomial(pmi_errcodes, bcast_ints[0], MPI_INT, root, comm);
        for (i = 0; i < bcast_ints[0]; i++) {
            errcodes[i] = pmi_errcodes[i];
            should_accept = should_accept && errcodes[i];
        }
        should_accept = !should_accept;
    }
    if (!err && should_accept)
        err = MPII_Dynamic_intercomm_create(port_name, root, comm, 0, intercomm, fname);
    if (MPIR_Comm_rank(comm) == root && port_name[0])
        __mpisim_close_port(port_name, 0);
    free(pmi_errcodes);
    return err;
}

int MPI_Comm_spawn(const char *command, char *argv[], int maxprocs, MPI_Info info, int root, MPI_Comm comm,
                   MPI_Comm *intercomm, int array_of_errcodes[])
{
    char *commands[1];
    char **argvs[1];
    int err = __mpisim_check_comm(comm, "MPI_Comm_spawn");
    /* The binding checks the root's arguments at the root only (spawn_api.txt). */
    if (!err && MPIR_Comm_rank(comm) == root)
        err = __mpisim_check_info(info, comm, "MPI_Comm_spawn");
    if (err)
        return err;
    commands[0] = (char *)command;
    argvs[0] = argv;
    return MPII_Comm_spawn_multiple(1, commands, argvs, &maxprocs, &info, root, comm, intercomm, array_of_errcodes, "MPI_Comm_spawn");
}

int MPI_Comm_spawn_multiple(int count, char *array_of_commands[], char **array_of_argv[], const int array_of_maxprocs[],
                            const MPI_Info array_of_info[], int root, MPI_Comm comm, MPI_Comm *intercomm, int array_of_errcodes[])
{
    int err = __mpisim_check_comm(comm, "MPI_Comm_spawn_multiple"), i;
    for (i = 0; !err && MPIR_Comm_rank(comm) == root && i < count; i++)
        err = __mpisim_check_info(array_of_info[i], comm, "MPI_Comm_spawn_multiple");
    if (err)
        return err;
    return MPII_Comm_spawn_multiple(count, array_of_commands, array_of_argv, array_of_maxprocs, array_of_info, root, comm,
                                    intercomm, array_of_errcodes, "MPI_Comm_spawn_multiple");
}
