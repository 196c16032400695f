/*
 * Communicators from groups (MPI-4.0 11.4): the sessions model's constructors, over the
 * process sets' groups. A group here is always one of MPI_COMM_WORLD's subsets, so
 * MPI_Comm_create_group on it makes the communicator; the string tag becomes its integer tag.
 */
#include <mpi.h>
#include <mpisim_mpi.h>
#include "comm.h"
#include <string.h>
#include <strings.h>

/* The session check of MPI_Group_from_session_pset, whose message prints every argument. */
int __mpisim_session_check(MPI_Session session, const char *fname, const char *pset_name, MPI_Group *newgroup);

int MPI_Group_from_session_pset(MPI_Session session, const char *pset_name, MPI_Group *newgroup)
{
    int err = __mpisim_session_check(session, "MPI_Group_from_session_pset", pset_name, newgroup);
    if (err)
        return err;
    MPIR_ARGCHECK("MPI_Group_from_session_pset", session, MPIR_P(pset_name), MPIR_P(newgroup));
    /* MPICH compares the names with MPL_stricmp: "mpi://self" is mpi://SELF. */
    if (!strcasecmp(pset_name, "mpi://WORLD"))
        return PMPI_Comm_group(MPI_COMM_WORLD, newgroup);
    if (!strcasecmp(pset_name, "mpi://SELF"))
        return PMPI_Comm_group(MPI_COMM_SELF, newgroup);
    return MPIR_Err_return_comm(MPI_COMM_WORLD, "MPI_Group_from_session_pset", MPI_ERR_ARG);
}

/* Every member computes the same tag from the string (FNV-1a, folded below MPI_TAG_UB). */
static int MPII_stringtag(const char *stringtag)
{
    unsigned h = 2166136261u;
    for (; stringtag && *stringtag; stringtag++)
        h = (h ^ (unsigned char)*stringtag) * 16777619u;
    return (int)(h % 32768u);
}

/* The communicator of a group, its errhandler set unless MPI_ERRHANDLER_NULL (the intercommunicator's local one). */
static int MPII_comm_create_from_group(MPI_Group group, const char *stringtag, MPI_Errhandler errhandler, MPI_Comm *newcomm)
{
    int err;
    if ((err = PMPI_Comm_create_group(MPI_COMM_WORLD, group, MPII_stringtag(stringtag), newcomm)))
        return err;
    if (*newcomm != MPI_COMM_NULL && errhandler != MPI_ERRHANDLER_NULL)
        err = PMPI_Comm_set_errhandler(*newcomm, errhandler);
    return err;
}

int MPI_Comm_create_from_group(MPI_Group group, const char *stringtag, MPI_Info info, MPI_Errhandler errhandler, MPI_Comm *newcomm)
{
    /* MPICH's binding checks every argument first: its error names this function, not the ones below. */
    MPIR_ARGCHECK("MPI_Comm_create_from_group", group, MPIR_P(stringtag), info, errhandler, MPIR_P(newcomm));
    return MPII_comm_create_from_group(group, stringtag, errhandler, newcomm);
}

int MPI_Intercomm_create_from_groups(MPI_Group local_group, int local_leader, MPI_Group remote_group, int remote_leader, const char *stringtag, MPI_Info info, MPI_Errhandler errhandler, MPI_Comm *newintercomm)
{
    MPI_Comm local;
    MPI_Group world;
    int err, peer, tag = MPII_stringtag(stringtag);
    MPIR_ARGCHECK("MPI_Intercomm_create_from_groups", local_group, local_leader, remote_group, remote_leader, MPIR_P(stringtag), info, errhandler, MPIR_P(newintercomm));
    if ((err = MPII_comm_create_from_group(local_group, stringtag, MPI_ERRHANDLER_NULL, &local)))
        return err;
    /* The leaders meet in MPI_COMM_WORLD: the remote leader's rank there. */
    PMPI_Comm_group(MPI_COMM_WORLD, &world);
    PMPI_Group_translate_ranks(remote_group, 1, &remote_leader, world, &peer);
    PMPI_Group_free(&world);
    /* MPICH calls MPIR_Intercomm_create_impl, not the binding: with leaders that exist, the
       groups' overlap (MPIDI_check_disjoint_gpids) is its error, not MPI_Intercomm_create's checks. */
    if (local_leader >= 0 && local_leader < MPIR_Comm_size(local) && peer != MPI_UNDEFINED)
        err = MPII_Intercomm_create_impl(local, local_leader, MPI_COMM_WORLD, peer, tag, newintercomm, "MPI_Intercomm_create_from_groups");
    else
        err = PMPI_Intercomm_create(local, local_leader, MPI_COMM_WORLD, peer, tag, newintercomm);
    PMPI_Comm_free(&local);
    if (!err && errhandler != MPI_ERRHANDLER_NULL)
        err = PMPI_Comm_set_errhandler(*newintercomm, errhandler);
    return err;
}
