/**
 * A simulated process has no network (the sandbox grants none; ranks talk through MPI): a
 * socket fails as a denied system call does (-1, errno EACCES, glibc's perror text) and mpisim
 * says why on stderr, and names other than "localhost" and the node's own are not found. The
 * headers' layouts and the conversions are compared with gcc in test/c/net_headers.c; the
 * refusal is mpisim's rule, written here.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeTmpDir, removeTmpDir, runMpisim } from '../helpers/cprog';

const PROG = `#include <stdio.h>
#include <errno.h>
#include <unistd.h>
#include <netdb.h>
#include <arpa/inet.h>
#include <mpi.h>
int main(int argc, char **argv) {
  char self[64];
  MPI_Init(&argc, &argv);
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  printf("socket %d errno %s\\n", fd, errno == EACCES ? "EACCES" : "other");
  perror("socket");
  struct hostent *h = gethostbyname("example.org");
  printf("example.org %s h_errno %d\\n", h ? "found" : "not found", h_errno);
  gethostname(self, sizeof self);
  h = gethostbyname(self);
  printf("own name %s\\n", h ? inet_ntoa(*(struct in_addr *)h->h_addr) : "not found");
  MPI_Finalize();
  return 0;
}
`;

test('no network: socket() is EACCES with a line saying why; only localhost and the node\'s own name resolve', async () => {
  const dir = makeTmpDir('net');
  try {
    writeFileSync(join(dir, 'net.c'), PROG);
    const r = await runMpisim(['run', '-n', '1', 'net.c'], { cwd: dir });
    assert.equal(r.status, 0, r.stderr);
    assert.equal(r.stdout, 'socket -1 errno EACCES\nexample.org not found h_errno 1\nown name 127.0.1.1\n');
    assert.equal(r.stderr, 'mpisim: socket: a simulated process has no network (ranks talk through MPI)\nsocket: Permission denied\n');
  } finally {
    removeTmpDir(dir);
  }
});
