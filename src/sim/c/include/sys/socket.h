/* Built-in <sys/socket.h>: glibc's x86-64 types and constants, so programs that include it build.
 * A simulated process has no network: socket() fails with EACCES and says so on stderr. */
#ifndef _SYS_SOCKET_H
#define _SYS_SOCKET_H 1
#include <sys/types.h>
typedef unsigned int socklen_t;
typedef unsigned short sa_family_t;
struct sockaddr { sa_family_t sa_family; char sa_data[14]; };
struct sockaddr_storage { sa_family_t ss_family; char __ss_padding[118]; unsigned long __ss_align; };
#define AF_UNSPEC 0
#define AF_UNIX 1
#define AF_LOCAL AF_UNIX
#define AF_INET 2
#define AF_INET6 10
#define PF_UNSPEC AF_UNSPEC
#define PF_UNIX AF_UNIX
#define PF_LOCAL AF_LOCAL
#define PF_INET AF_INET
#define PF_INET6 AF_INET6
#define SOCK_STREAM 1
#define SOCK_DGRAM 2
#define SOCK_RAW 3
#define SOL_SOCKET 1
#define SO_REUSEADDR 2
#define SO_KEEPALIVE 9
#define SO_SNDBUF 7
#define SO_RCVBUF 8
#define SOMAXCONN 4096
#define SHUT_RD 0
#define SHUT_WR 1
#define SHUT_RDWR 2
#define MSG_PEEK 2
#define MSG_WAITALL 256
#define MSG_NOSIGNAL 16384
int socket(int __domain, int __type, int __protocol);
int socketpair(int __domain, int __type, int __protocol, int __fds[2]);
int bind(int __fd, const struct sockaddr *__addr, socklen_t __len);
int connect(int __fd, const struct sockaddr *__addr, socklen_t __len);
int listen(int __fd, int __n);
int accept(int __fd, struct sockaddr *__addr, socklen_t *__len);
ssize_t send(int __fd, const void *__buf, size_t __n, int __flags);
ssize_t recv(int __fd, void *__buf, size_t __n, int __flags);
ssize_t sendto(int __fd, const void *__buf, size_t __n, int __flags, const struct sockaddr *__addr, socklen_t __len);
ssize_t recvfrom(int __fd, void *__buf, size_t __n, int __flags, struct sockaddr *__addr, socklen_t *__len);
int setsockopt(int __fd, int __level, int __optname, const void *__optval, socklen_t __optlen);
int getsockopt(int __fd, int __level, int __optname, void *__optval, socklen_t *__optlen);
int getsockname(int __fd, struct sockaddr *__addr, socklen_t *__len);
int getpeername(int __fd, struct sockaddr *__addr, socklen_t *__len);
int shutdown(int __fd, int __how);
#endif
