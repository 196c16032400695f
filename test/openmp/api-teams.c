/*
 * The parts of libgomp's API a program may call without a device: allocators with traits
 * (alignment, pool size and each fallback), omp_aligned_calloc and omp_realloc, the device
 * memory routines on the host (the initial device) and refused for a device that is not there,
 * and the affinity format (set, get, capture; its fields, widths and justification). Each
 * thread's capture is kept and printed after the region, in thread order.
 */
#include <omp.h>
#include <stdio.h>
#include <string.h>

int main(void)
{
  omp_alloctrait_t aligned[] = { { omp_atk_alignment, 256 } };
  omp_allocator_handle_t a256 = omp_init_allocator(omp_default_mem_space, 1, aligned);
  double *d = omp_alloc(10 * sizeof *d, a256);
  printf("aligned allocator %d, 256-aligned %d\n", a256 != omp_null_allocator, (int)((unsigned long)d % 256) == 0);
  omp_free(d, a256);
  omp_alloctrait_t bad[] = { { omp_atk_alignment, 24 } };
  printf("alignment 24 gives the null allocator: %d\n", omp_init_allocator(omp_default_mem_space, 1, bad) == omp_null_allocator);
  omp_alloctrait_t pinned[] = { { omp_atk_pinned, omp_atv_true } };
  printf("pinned gives the null allocator: %d\n", omp_init_allocator(omp_default_mem_space, 1, pinned) == omp_null_allocator);

  omp_alloctrait_t pool[] = { { omp_atk_pool_size, 4096 }, { omp_atk_fallback, omp_atv_null_fb } };
  omp_allocator_handle_t small = omp_init_allocator(omp_default_mem_space, 2, pool);
  char *p1 = omp_alloc(3000, small), *p2 = omp_alloc(3000, small);
  printf("pool: first %d second %d\n", p1 != NULL, p2 != NULL);
  omp_free(p1, small);
  p2 = omp_alloc(3000, small);
  printf("after free: %d\n", p2 != NULL);
  omp_free(p2, small);
  omp_alloctrait_t fb[] = { { omp_atk_pool_size, 100 }, { omp_atk_fallback, omp_atv_default_mem_fb } };
  omp_allocator_handle_t fallback = omp_init_allocator(omp_default_mem_space, 2, fb);
  char *big = omp_alloc(1000, fallback);
  printf("default_mem_fb: %d\n", big != NULL);
  omp_free(big, fallback);
  omp_alloctrait_t other[] = { { omp_atk_pool_size, 100 }, { omp_atk_fallback, omp_atv_allocator_fb }, { omp_atk_fb_data, (omp_uintptr_t)a256 } };
  omp_allocator_handle_t chained = omp_init_allocator(omp_default_mem_space, 3, other);
  big = omp_alloc(1000, chained);
  printf("allocator_fb: %d, 256-aligned %d\n", big != NULL, (int)((unsigned long)big % 256) == 0);
  omp_free(big, chained);
  printf("size 0: %d\n", omp_alloc(0, omp_default_mem_alloc) == NULL);

  int *z = omp_aligned_calloc(64, 8, sizeof *z, omp_default_mem_alloc);
  int sum = 0, z64 = (int)((unsigned long)z % 64) == 0;
  for (int i = 0; i < 8; i++)
    sum += z[i], z[i] = i + 1;
  z = omp_realloc(z, 16 * sizeof *z, omp_default_mem_alloc, omp_default_mem_alloc);
  printf("calloc zero %d, 64-aligned %d, kept %d %d\n", sum, z64, z[0], z[7]);
  printf("realloc to 0: %d\n", omp_realloc(z, 0, omp_null_allocator, omp_default_mem_alloc) == NULL);
  omp_set_default_allocator(omp_low_lat_mem_alloc);
  printf("default allocator %d\n", (int)omp_get_default_allocator());
  omp_set_default_allocator(omp_default_mem_alloc);
  omp_destroy_allocator(a256);
  omp_destroy_allocator(small);
  omp_destroy_allocator(fallback);
  omp_destroy_allocator(chained);

  int host = omp_get_initial_device();
  int src[12], dst[12] = { 0 };
  for (int i = 0; i < 12; i++)
    src[i] = i * i;
  int *t = omp_target_alloc(12 * sizeof(int), host);
  printf("target_alloc host %d, other %d\n", t != NULL, omp_target_alloc(8, host + 1) == NULL);
  printf("memcpy %d", omp_target_memcpy(t, src, 12 * sizeof(int), 0, 0, host, host));
  printf(" other device %d", omp_target_memcpy(t, src, 4, 0, 0, host + 1, host));
  printf(" present %d %d %d\n", omp_target_is_present(t, host), omp_target_is_present(NULL, 5), omp_target_is_present(src, host + 1));
  unsigned long volume[2] = { 2, 2 }, dst_off[2] = { 1, 1 }, src_off[2] = { 0, 1 }, dims[2] = { 3, 4 };
  printf("memcpy_rect %d", omp_target_memcpy_rect(dst, t, sizeof(int), 2, volume, dst_off, src_off, dims, dims, host, host));
  printf(" max dims %d", omp_target_memcpy_rect(NULL, NULL, 0, 0, NULL, NULL, NULL, NULL, NULL, host, host) > 2);
  printf(" associate %d disassociate %d\n", omp_target_associate_ptr(src, t, 4, 0, host), omp_target_disassociate_ptr(src, host));
  for (int i = 0; i < 12; i++)
    printf("%d%c", dst[i], i == 11 ? '\n' : ' ');
  omp_target_free(t, host);

  char buf[64];
  unsigned long n = omp_get_affinity_format(buf, sizeof buf);
  printf("default format %lu [%s]\n", n, buf);
  omp_set_affinity_format("L%L n%0.3n N%.4N a%a t%t T%T |%5n|%{thread_num}|%{num_threads}|%%");
  n = omp_get_affinity_format(buf, 8);
  printf("truncated %lu [%s]\n", n, buf);
  char lines[8][128];
  unsigned long lens[8];
#pragma omp parallel num_threads(3)
  {
    int me = omp_get_thread_num();
    lens[me] = omp_capture_affinity(lines[me], sizeof lines[me], NULL);
  }
  for (int i = 0; i < 3; i++)
    printf("%lu [%s]\n", lens[i], lines[i]);
  n = omp_capture_affinity(buf, 4, "%N-%n-%L-xyz");
  printf("capture %lu [%s]\n", n, buf);
  return 0;
}
