/* <semaphore.h> between threads: a bounded buffer (producer and consumers), trywait on an empty
   semaphore, sem_getvalue, and a timed wait whose deadline has passed. */
#include <semaphore.h>
#include <pthread.h>
#include <stdio.h>
#include <errno.h>
#include <time.h>

#define SLOTS 4
#define ITEMS 40
#define CONSUMERS 3

static sem_t empty, full, mutex;
static int ring[SLOTS], head, tail, consumed[CONSUMERS];
static long total;

static void *produce(void *arg)
{
  (void)arg;
  for (int k = 1; k <= ITEMS; k++) {
    sem_wait(&empty);
    sem_wait(&mutex);
    ring[head] = k; head = (head + 1) % SLOTS;
    sem_post(&mutex);
    sem_post(&full);
  }
  for (int c = 0; c < CONSUMERS; c++) { sem_wait(&empty); sem_wait(&mutex); ring[head] = 0; head = (head + 1) % SLOTS; sem_post(&mutex); sem_post(&full); }
  return NULL;
}

static void *consume(void *arg)
{
  int id = (int)(long)arg;
  for (;;) {
    sem_wait(&full);
    sem_wait(&mutex);
    int v = ring[tail]; tail = (tail + 1) % SLOTS;
    total += v;
    sem_post(&mutex);
    sem_post(&empty);
    if (v == 0) return NULL;
    consumed[id]++;
  }
}

int main(void)
{
  pthread_t p, c[CONSUMERS];
  sem_init(&empty, 0, SLOTS); sem_init(&full, 0, 0); sem_init(&mutex, 0, 1);
  int rc = sem_trywait(&full);
  printf("trywait %d %s\n", rc, rc ? (errno == EAGAIN ? "EAGAIN" : "other") : "-");
  pthread_create(&p, NULL, produce, NULL);
  for (long k = 0; k < CONSUMERS; k++) pthread_create(&c[k], NULL, consume, (void *)k);
  pthread_join(p, NULL);
  for (int k = 0; k < CONSUMERS; k++) pthread_join(c[k], NULL);
  int value;
  sem_getvalue(&empty, &value);
  printf("total %ld consumed %d empty %d\n", total, consumed[0] + consumed[1] + consumed[2], value);
  struct timespec past = { 0, 0 };
  rc = sem_timedwait(&full, &past);
  printf("timedwait %d %s\n", rc, rc ? (errno == ETIMEDOUT ? "ETIMEDOUT" : "other") : "-");
  sem_destroy(&empty); sem_destroy(&full); sem_destroy(&mutex);
  return 0;
}
