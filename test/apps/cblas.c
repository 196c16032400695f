/*
 * The ten CBLAS routines HPL calls (hpl_blas.h with -DHPL_CALL_CBLAS), written as the reference
 * BLAS defines them: plain loops, column-major, row-major by the usual transposition identities.
 * Real applications that need a BLAS (hpcc's HPL, PTRANS and DGEMM) link this file under both
 * mpicc.mpich and `mpisim cc`, so both builds do the same arithmetic in the same order and their
 * residuals can be compared digit for digit; a native BLAS cannot be linked into a simulated
 * process.
 *
 * Enumerations are taken as int: CBLAS's values (RowMajor 101, ColMajor 102, NoTrans 111,
 * Trans 112, ConjTrans 113, Upper 121, Lower 122, NonUnit 131, Unit 132, Left 141, Right 142).
 */
enum { RowMajor = 101, ColMajor = 102, NoTrans = 111, Upper = 121, Lower = 122, Unit = 132, Left = 141, Right = 142 };

#define IDX(a, lda, i, j) ((a)[(long)(j) * (lda) + (i)])

static int flipTrans(int t) { return t == NoTrans ? 112 : NoTrans; }
static int flipUplo(int u) { return u == Upper ? Lower : Upper; }

int cblas_idamax(const int n, const double *x, const int incx) {
  int best = 0;
  double max = -1.0;
  if (n <= 0 || incx <= 0) return 0;
  for (int i = 0; i < n; i++) {
    double v = x[(long)i * incx];
    if (v < 0) v = -v;
    if (v > max) { max = v; best = i; }
  }
  return best;
}

void cblas_dswap(const int n, double *x, const int incx, double *y, const int incy) {
  long ix = incx < 0 ? (long)(1 - n) * incx : 0, iy = incy < 0 ? (long)(1 - n) * incy : 0;
  for (int i = 0; i < n; i++, ix += incx, iy += incy) { double t = x[ix]; x[ix] = y[iy]; y[iy] = t; }
}

void cblas_dcopy(const int n, const double *x, const int incx, double *y, const int incy) {
  long ix = incx < 0 ? (long)(1 - n) * incx : 0, iy = incy < 0 ? (long)(1 - n) * incy : 0;
  for (int i = 0; i < n; i++, ix += incx, iy += incy) y[iy] = x[ix];
}

void cblas_daxpy(const int n, const double alpha, const double *x, const int incx, double *y, const int incy) {
  long ix = incx < 0 ? (long)(1 - n) * incx : 0, iy = incy < 0 ? (long)(1 - n) * incy : 0;
  if (alpha == 0.0) return;
  for (int i = 0; i < n; i++, ix += incx, iy += incy) y[iy] += alpha * x[ix];
}

void cblas_dscal(const int n, const double alpha, double *x, const int incx) {
  if (incx <= 0) return;
  for (int i = 0; i < n; i++) x[(long)i * incx] *= alpha;
}

static void dgemvCol(int trans, int m, int n, double alpha, const double *a, int lda,
                     const double *x, int incx, double beta, double *y, int incy) {
  int leny = trans == NoTrans ? m : n, lenx = trans == NoTrans ? n : m;
  long kx = incx < 0 ? (long)(1 - lenx) * incx : 0, ky = incy < 0 ? (long)(1 - leny) * incy : 0;
  for (int i = 0; i < leny; i++) {
    double *yi = &y[ky + (long)i * incy];
    *yi = beta == 0.0 ? 0.0 : *yi * beta;
  }
  if (alpha == 0.0) return;
  if (trans == NoTrans) {
    for (int j = 0; j < n; j++) {
      double t = alpha * x[kx + (long)j * incx];
      for (int i = 0; i < m; i++) y[ky + (long)i * incy] += t * IDX(a, lda, i, j);
    }
  } else {
    for (int j = 0; j < n; j++) {
      double t = 0.0;
      for (int i = 0; i < m; i++) t += IDX(a, lda, i, j) * x[kx + (long)i * incx];
      y[ky + (long)j * incy] += alpha * t;
    }
  }
}

void cblas_dgemv(const int order, const int trans, const int m, const int n, const double alpha,
                 const double *a, const int lda, const double *x, const int incx, const double beta,
                 double *y, const int incy) {
  if (order == ColMajor) dgemvCol(trans, m, n, alpha, a, lda, x, incx, beta, y, incy);
  else dgemvCol(flipTrans(trans), n, m, alpha, a, lda, x, incx, beta, y, incy);
}

static void dgerCol(int m, int n, double alpha, const double *x, int incx, const double *y, int incy,
                    double *a, int lda) {
  long kx = incx < 0 ? (long)(1 - m) * incx : 0, ky = incy < 0 ? (long)(1 - n) * incy : 0;
  for (int j = 0; j < n; j++) {
    double yj = y[ky + (long)j * incy];
    if (yj == 0.0) continue;
    double t = alpha * yj;
    for (int i = 0; i < m; i++) IDX(a, lda, i, j) += x[kx + (long)i * incx] * t;
  }
}

void cblas_dger(const int order, const int m, const int n, const double alpha, const double *x,
                const int incx, const double *y, const int incy, double *a, const int lda) {
  if (order == ColMajor) dgerCol(m, n, alpha, x, incx, y, incy, a, lda);
  else dgerCol(n, m, alpha, y, incy, x, incx, a, lda);
}

static void dtrsvCol(int uplo, int trans, int diag, int n, const double *a, int lda, double *x, int incx) {
  long kx = incx < 0 ? (long)(1 - n) * incx : 0;
#define X(i) x[kx + (long)(i) * incx]
  if (trans == NoTrans) {
    if (uplo == Upper) {
      for (int j = n - 1; j >= 0; j--) {
        if (X(j) == 0.0) continue;
        if (diag != Unit) X(j) /= IDX(a, lda, j, j);
        double t = X(j);
        for (int i = j - 1; i >= 0; i--) X(i) -= t * IDX(a, lda, i, j);
      }
    } else {
      for (int j = 0; j < n; j++) {
        if (X(j) == 0.0) continue;
        if (diag != Unit) X(j) /= IDX(a, lda, j, j);
        double t = X(j);
        for (int i = j + 1; i < n; i++) X(i) -= t * IDX(a, lda, i, j);
      }
    }
  } else {
    if (uplo == Upper) {
      for (int j = 0; j < n; j++) {
        double t = X(j);
        for (int i = 0; i < j; i++) t -= IDX(a, lda, i, j) * X(i);
        if (diag != Unit) t /= IDX(a, lda, j, j);
        X(j) = t;
      }
    } else {
      for (int j = n - 1; j >= 0; j--) {
        double t = X(j);
        for (int i = n - 1; i > j; i--) t -= IDX(a, lda, i, j) * X(i);
        if (diag != Unit) t /= IDX(a, lda, j, j);
        X(j) = t;
      }
    }
  }
#undef X
}

void cblas_dtrsv(const int order, const int uplo, const int trans, const int diag, const int n,
                 const double *a, const int lda, double *x, const int incx) {
  if (order == ColMajor) dtrsvCol(uplo, trans, diag, n, a, lda, x, incx);
  else dtrsvCol(flipUplo(uplo), flipTrans(trans), diag, n, a, lda, x, incx);
}

static void dgemmCol(int ta, int tb, int m, int n, int k, double alpha, const double *a, int lda,
                     const double *b, int ldb, double beta, double *c, int ldc) {
  for (int j = 0; j < n; j++) {
    for (int i = 0; i < m; i++) IDX(c, ldc, i, j) = beta == 0.0 ? 0.0 : beta * IDX(c, ldc, i, j);
    if (alpha == 0.0) continue;
    for (int l = 0; l < k; l++) {
      double blj = tb == NoTrans ? IDX(b, ldb, l, j) : IDX(b, ldb, j, l);
      if (blj == 0.0) continue;
      double t = alpha * blj;
      if (ta == NoTrans) for (int i = 0; i < m; i++) IDX(c, ldc, i, j) += t * IDX(a, lda, i, l);
      else for (int i = 0; i < m; i++) IDX(c, ldc, i, j) += t * IDX(a, lda, l, i);
    }
  }
}

void cblas_dgemm(const int order, const int ta, const int tb, const int m, const int n, const int k,
                 const double alpha, const double *a, const int lda, const double *b, const int ldb,
                 const double beta, double *c, const int ldc) {
  if (order == ColMajor) dgemmCol(ta, tb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc);
  else dgemmCol(tb, ta, n, m, k, alpha, b, ldb, a, lda, beta, c, ldc);
}

/* B := alpha * op(A)^-1 * B (Left) or alpha * B * op(A)^-1 (Right), A triangular. */
static void dtrsmCol(int side, int uplo, int trans, int diag, int m, int n, double alpha,
                     const double *a, int lda, double *b, int ldb) {
  for (int j = 0; j < n; j++)
    for (int i = 0; i < m; i++) IDX(b, ldb, i, j) *= alpha;
  if (side == Left) {
    /* each column of B is a triangular solve with op(A) */
    for (int j = 0; j < n; j++) dtrsvCol(uplo, trans, diag, m, a, lda, &IDX(b, ldb, 0, j), 1);
    return;
  }
  /* X * op(A) = B: row by row, X^T = op(A)^-T * B^T, i.e. a solve with the other transposition */
  for (int i = 0; i < m; i++) dtrsvCol(uplo, flipTrans(trans), diag, n, a, lda, &IDX(b, ldb, i, 0), ldb);
}

void cblas_dtrsm(const int order, const int side, const int uplo, const int trans, const int diag,
                 const int m, const int n, const double alpha, const double *a, const int lda,
                 double *b, const int ldb) {
  if (order == ColMajor) dtrsmCol(side, uplo, trans, diag, m, n, alpha, a, lda, b, ldb);
  else dtrsmCol(side == Left ? Right : Left, flipUplo(uplo), trans, diag, n, m, alpha, a, lda, b, ldb);
}
