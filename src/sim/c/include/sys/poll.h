/* Built-in <sys/poll.h>: glibc's <poll.h> under its older name. */
#include <poll.h>
