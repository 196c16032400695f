// An error inside a user header: it is reported with the header's name and line.
#include <stdio.h>
#include "header_error_defs.h"

int main(void) {
    puts("RAN");
    struct config c = {1};
    return c.size;
}
