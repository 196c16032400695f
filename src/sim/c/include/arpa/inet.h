/* Built-in <arpa/inet.h>: address conversions, as glibc's. */
#ifndef _ARPA_INET_H
#define _ARPA_INET_H 1
#include <features.h>
#include <netinet/in.h>
in_addr_t inet_addr(const char *__cp);
#ifdef __USE_MISC
int inet_aton(const char *__cp, struct in_addr *__inp);
#endif
char *inet_ntoa(struct in_addr __in);
int inet_pton(int __af, const char *__cp, void *__buf);
const char *inet_ntop(int __af, const void *__cp, char *__buf, socklen_t __len);
#endif
