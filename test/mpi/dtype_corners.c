// mpi-np: 2 3
// mpi-check: collective-matching,pending-buffer,buffer-overlap,leak,request-lifecycle
/* (no type-matching: its receives take messages of other type signatures on purpose, to see MPICH's counts) */
/* Datatype corners: MPI_Get_elements/_x and MPI_Get_count on partial receives of derived types,
   MPI_Type_get_envelope/get_contents, MPI_Type_dup, true extents, resized types; a message that
   ends inside an element of a non-contiguous receive type (MPI_ERR_TRUNCATE on ch4:ucx). */
#include <mpi.h>
#include <stdio.h>
static const char *comb(int c) {
  switch (c) {
  case MPI_COMBINER_NAMED: return "NAMED"; case MPI_COMBINER_DUP: return "DUP"; case MPI_COMBINER_CONTIGUOUS: return "CONTIGUOUS";
  case MPI_COMBINER_VECTOR: return "VECTOR"; case MPI_COMBINER_HVECTOR: return "HVECTOR"; case MPI_COMBINER_INDEXED: return "INDEXED";
  case MPI_COMBINER_HINDEXED: return "HINDEXED"; case MPI_COMBINER_INDEXED_BLOCK: return "INDEXED_BLOCK"; case MPI_COMBINER_STRUCT: return "STRUCT";
  case MPI_COMBINER_SUBARRAY: return "SUBARRAY"; case MPI_COMBINER_RESIZED: return "RESIZED"; case MPI_COMBINER_HINDEXED_BLOCK: return "HINDEXED_BLOCK";
  default: return "?";
  }
}
static void envelope(const char *name, MPI_Datatype t) {
  int ni, na, nd, c;
  MPI_Type_get_envelope(t, &ni, &na, &nd, &c);
  printf("%s: %s ints %d addrs %d types %d", name, comb(c), ni, na, nd);
  if (c != MPI_COMBINER_NAMED) {
    int ints[32]; MPI_Aint addrs[16]; MPI_Datatype types[16];
    MPI_Type_get_contents(t, ni, na, nd, ints, addrs, types);
    for (int i = 0; i < ni; i++) printf(" i%d", ints[i]);
    for (int i = 0; i < na; i++) printf(" a%ld", (long)addrs[i]);
    for (int i = 0; i < nd; i++) {
      int ni2, na2, nd2, c2;
      MPI_Type_get_envelope(types[i], &ni2, &na2, &nd2, &c2);
      printf(" t:%s", comb(c2));
      if (c2 != MPI_COMBINER_NAMED) MPI_Type_free(&types[i]);
    }
  }
  printf("\n");
}
int main(int argc, char **argv) {
  int rank, size;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  MPI_Datatype vec, st, dup, res, idx, sub, hv, ib;
  MPI_Type_vector(3, 2, 4, MPI_INT, &vec);
  int bl[3] = {1, 2, 1}; MPI_Aint disp[3] = {0, 8, 24}; MPI_Datatype tys[3] = {MPI_INT, MPI_DOUBLE, MPI_CHAR};
  MPI_Type_create_struct(3, bl, disp, tys, &st);
  MPI_Type_dup(vec, &dup);
  MPI_Type_create_resized(st, -4, 40, &res);
  int ibl[2] = {2, 3}, idp[2] = {5, 0};
  MPI_Type_indexed(2, ibl, idp, MPI_SHORT, &idx);
  int sz[2] = {4, 5}, ssz[2] = {2, 3}, st0[2] = {1, 2};
  MPI_Type_create_subarray(2, sz, ssz, st0, MPI_ORDER_C, MPI_FLOAT, &sub);
  MPI_Type_create_hvector(2, 1, 40, st, &hv);
  int ibd[3] = {4, 0, 2};
  MPI_Type_create_indexed_block(3, 2, ibd, MPI_INT, &ib);
  MPI_Datatype all[] = {vec, st, dup, res, idx, sub, hv, ib};
  const char *names[] = {"vec", "struct", "dup", "resized", "indexed", "subarray", "hvector", "indexed_block"};
  for (int i = 0; i < 8; i++) {
    MPI_Type_commit(&all[i]);
    int s; MPI_Aint lb, ex, tlb, tex; MPI_Count lbx, exx, tlbx, texx, sx;
    MPI_Type_size(all[i], &s); MPI_Type_size_x(all[i], &sx);
    MPI_Type_get_extent(all[i], &lb, &ex); MPI_Type_get_true_extent(all[i], &tlb, &tex);
    MPI_Type_get_extent_x(all[i], &lbx, &exx); MPI_Type_get_true_extent_x(all[i], &tlbx, &texx);
    printf("%s size %d/%lld lb %ld ext %ld tlb %ld text %ld | %lld %lld %lld %lld\n", names[i], s, (long long)sx, (long)lb, (long)ex, (long)tlb, (long)tex,
           (long long)lbx, (long long)exx, (long long)tlbx, (long long)texx);
    envelope(names[i], all[i]);
  }
  envelope("int", MPI_INT);
  /* partial receives: send k basic elements, receive as derived type */
  if (rank == 0) {
    int buf[64]; for (int i = 0; i < 64; i++) buf[i] = i;
    int ks[] = {0, 1, 2, 5, 6, 7, 12};
    for (int k = 0; k < 7; k++) MPI_Send(buf, ks[k], MPI_INT, 1, k, MPI_COMM_WORLD);
    char cb[64] = {0}; double d[4] = {1.5, 2.5, 3.5, 4.5};
    MPI_Send(d, 3, MPI_DOUBLE, 1, 20, MPI_COMM_WORLD);
    MPI_Send(cb, 13, MPI_CHAR, 1, 21, MPI_COMM_WORLD);
    MPI_Send(cb, 7, MPI_CHAR, 1, 22, MPI_COMM_WORLD);
    MPI_Send(cb, 7, MPI_CHAR, 1, 23, MPI_COMM_WORLD);
  } else if (rank == 1) {
    int rb[128];
    for (int k = 0; k < 7; k++) {
      MPI_Status stt; int c, e; MPI_Count ex;
      MPI_Recv(rb, 2, vec, 0, k, MPI_COMM_WORLD, &stt);
      MPI_Get_count(&stt, vec, &c); MPI_Get_elements(&stt, vec, &e); MPI_Get_elements_x(&stt, vec, &ex);
      printf("vec recv tag %d count %d elements %d %lld\n", k, c, e, (long long)ex);
      MPI_Get_count(&stt, MPI_INT, &c); MPI_Get_elements(&stt, MPI_INT, &e);
      printf("  as int count %d elements %d\n", c, e);
      MPI_Get_count(&stt, MPI_DOUBLE, &c); MPI_Get_elements(&stt, MPI_DOUBLE, &e);
      printf("  as double count %d elements %d\n", c, e);
    }
    /* A message that ends inside an element of a non-contiguous receive type: ch4:ucx reports
       MPI_ERR_TRUNCATE although it fits. */
    char sb[256]; MPI_Status stt; int c, e, cls;
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
    int tags[3] = {20, 21, 22};
    for (int k = 0; k < 3; k++) {
      int err = MPI_Recv(sb, 3, st, 0, tags[k], MPI_COMM_WORLD, &stt);
      MPI_Error_class(err, &cls);
      /* (the count of a truncated receive is whatever MPICH's recycled request held: not printed) */
      printf("struct recv tag %d: class %d source %d tag %d\n", tags[k], cls, stt.MPI_SOURCE, stt.MPI_TAG);
    }
    int cv[8];
    MPI_Datatype c2;
    MPI_Type_contiguous(2, MPI_INT, &c2); MPI_Type_commit(&c2);
    int err = MPI_Recv(cv, 2, c2, 0, 23, MPI_COMM_WORLD, &stt);
    MPI_Error_class(err, &cls); MPI_Get_count(&stt, c2, &c); MPI_Get_elements(&stt, c2, &e);
    printf("contig recv of 7 bytes: class %d count %d elements %d\n", cls, c, e);
    MPI_Type_free(&c2);
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_ARE_FATAL);
  }
  for (int i = 0; i < 8; i++) MPI_Type_free(&all[i]);
  MPI_Finalize();
  return 0;
}
