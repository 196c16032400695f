/* Built-in <netdb.h>: glibc's x86-64 types and constants. A simulated process sees no name
 * service: "localhost" and its own node's name (gethostname) resolve, as /etc/hosts has them on
 * Debian (127.0.0.1 and 127.0.1.1); other names are not found. */
#ifndef _NETDB_H
#define _NETDB_H 1
#include <features.h>
#include <netinet/in.h>
#include <sys/socket.h>
struct hostent { char *h_name; char **h_aliases; int h_addrtype; int h_length; char **h_addr_list; };
#ifdef __USE_MISC
#define h_addr h_addr_list[0]
#endif
#if defined __USE_MISC || !defined __USE_XOPEN2K8
extern int h_errno;
#define HOST_NOT_FOUND 1
#define TRY_AGAIN 2
#define NO_RECOVERY 3
#define NO_DATA 4
#endif
#ifdef __USE_MISC
#define NO_ADDRESS NO_DATA
#endif
struct addrinfo {
  int ai_flags; int ai_family; int ai_socktype; int ai_protocol; socklen_t ai_addrlen;
  struct sockaddr *ai_addr; char *ai_canonname; struct addrinfo *ai_next;
};
#ifdef __USE_XOPEN2K
#define AI_PASSIVE 0x0001
#define AI_CANONNAME 0x0002
#define AI_NUMERICHOST 0x0004
#define AI_V4MAPPED 0x0008
#define AI_ALL 0x0010
#define AI_ADDRCONFIG 0x0020
#define AI_NUMERICSERV 0x0400
#define EAI_BADFLAGS -1
#define EAI_NONAME -2
#define EAI_AGAIN -3
#define EAI_FAIL -4
#define EAI_FAMILY -6
#define EAI_SOCKTYPE -7
#define EAI_SERVICE -8
#define EAI_MEMORY -10
#define EAI_SYSTEM -11
#define EAI_OVERFLOW -12
#endif
#ifdef __USE_MISC
#define NI_MAXHOST 1025
#define NI_MAXSERV 32
#endif
#ifdef __USE_XOPEN2K
#define NI_NUMERICHOST 1
#define NI_NUMERICSERV 2
#define NI_NAMEREQD 8
#endif
struct hostent *gethostbyname(const char *__name);
struct hostent *gethostbyaddr(const void *__addr, socklen_t __len, int __type);
#ifdef __USE_XOPEN2K
int getaddrinfo(const char *__name, const char *__service, const struct addrinfo *__req, struct addrinfo **__pai);
void freeaddrinfo(struct addrinfo *__ai);
const char *gai_strerror(int __ecode);
int getnameinfo(const struct sockaddr *__sa, socklen_t __salen, char *__host, socklen_t __hostlen, char *__serv, socklen_t __servlen, int __flags);
#endif
#ifdef __USE_MISC
const char *hstrerror(int __err_num);
void herror(const char *__str);
#endif
#endif
