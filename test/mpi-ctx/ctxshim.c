/* LD_PRELOAD shim for the context-ID differential test: interposes MPICH's exported
   MPIR_Err_return_comm and prints the MPIR_Comm fields. Field offsets are those of Debian's
   mpich 4.0.2-3+b1 (ch4:ucx) build (reference/real-peers.md §2); the test checks them against
   the handle, size and rank before trusting the context IDs. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdint.h>
int MPIR_Err_return_comm(void *comm_ptr, const char fcname[], int errcode) {
  static int (*real)(void *, const char *, int);
  if (!real) real = (int (*)(void *, const char *, int))dlsym(RTLD_NEXT, "MPIR_Err_return_comm");
  if (comm_ptr) {
    char *p = (char *)comm_ptr;
    fprintf(stderr, "CTXSHIM handle=0x%08x send_ctx=0x%04x recv_ctx=0x%04x remote_size=%d rank=%d\n",
            *(uint32_t *)p, *(uint16_t *)(p + 0x40), *(uint16_t *)(p + 0x42), *(int *)(p + 0x44), *(int *)(p + 0x48));
  }
  return real(comm_ptr, fcname, errcode);
}
