// A write to a pipe whose read end is closed raises SIGPIPE, whose default action ends the process.
// expect-fault: broken pipe at 14:5
#include <stdio.h>
#include <unistd.h>

int main(void)
{
    int p[2];
    if (pipe(p) != 0) return 1;
    close(p[0]);
    printf("the read end is closed\n");
    fflush(stdout);
    /* no handler for SIGPIPE: the process dies here */
    write(p[1], "x", 1); /*FAULT*/
    printf("never printed\n");
    return 0;
}
