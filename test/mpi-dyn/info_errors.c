/* Info arguments of spawn, ports and the name service: a handle that is no MPI_Info fails each
   binding's check ("Invalid MPI_Info"; spawn checks it at the root only), before the
   communicator is looked at; a real info (with keys these calls ignore) and MPI_INFO_NULL work.
   Errors are returned (MPI_ERRORS_RETURN). With the argument "world", a spawn over
   MPI_COMM_WORLD: only the root sees the bad info and returns, the others wait for it. */
#include <mpi.h>
#include <stdio.h>
#include <string.h>
#include "report.h"

int main(int argc, char **argv)
{
    MPI_Info info, bad, junk = (MPI_Info)0x12345;
    MPI_Comm c;
    char port[MPI_MAX_PORT_NAME] = "";
    char *cmds[2] = { "a", "b" };
    int np[2] = { 1, 1 }, errs[2];
    MPI_Init(&argc, &argv);
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
    MPI_Comm_set_errhandler(MPI_COMM_SELF, MPI_ERRORS_RETURN);
    MPI_Info_create(&info);
    MPI_Info_set(info, "timeout", "5");
    MPI_Info_set(info, "no_such_key", "x");
    bad = (MPI_Info)MPI_COMM_WORLD;
    MPI_Info infos[2] = { info, bad };
    if (argc > 1 && strcmp(argv[1], "world") == 0) {
        report("spawn over MPI_COMM_WORLD", MPI_Comm_spawn("a", MPI_ARGV_NULL, 1, bad, 0, MPI_COMM_WORLD, &c, errs));
        MPI_Finalize();
        return 0;
    }
    report("spawn, a communicator as info", MPI_Comm_spawn("a", MPI_ARGV_NULL, 1, bad, 0, MPI_COMM_SELF, &c, errs));
    report("spawn, no handle", MPI_Comm_spawn("a", MPI_ARGV_NULL, 1, junk, 0, MPI_COMM_SELF, &c, errs));
    report("spawn_multiple, second info bad", MPI_Comm_spawn_multiple(2, cmds, MPI_ARGVS_NULL, np, infos, 0, MPI_COMM_SELF, &c, errs));
    report("open_port", MPI_Open_port(bad, port));
    report("accept", MPI_Comm_accept("tag#0$", bad, 0, MPI_COMM_NULL, &c));
    report("connect", MPI_Comm_connect("tag#0$", junk, 0, MPI_COMM_WORLD, &c));
    report("publish", MPI_Publish_name("svc", bad, "port-a"));
    report("lookup", MPI_Lookup_name("svc", junk, port));
    report("unpublish", MPI_Unpublish_name("svc", bad, "port-a"));
    if (argc > 1) {
        /* One process names a service; the info's keys are ignored (Hydra's PMI-1 nameserver). */
        report("publish with info", MPI_Publish_name("svc", info, "port-a"));
        report("lookup with info", MPI_Lookup_name("svc", info, port));
        printf("looked up: %s\n", port);
        report("lookup with MPI_INFO_NULL", MPI_Lookup_name("svc", MPI_INFO_NULL, port));
        report("unpublish with info", MPI_Unpublish_name("svc", info, "port-a"));
    }
    MPI_Info_free(&info);
    MPI_Finalize();
    return 0;
}
