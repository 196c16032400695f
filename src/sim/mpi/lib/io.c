/*
 * MPI-IO as MPICH 4.0.2's ROMIO gives it over its UFS driver: files opened by every process of a
 * communicator, independent and collective reads and writes through a view (displacement, etype,
 * filetype), individual and shared file pointers, MPICH's error classes, and file error handlers
 * (MPI_ERRORS_RETURN by default, MPI_FILE_NULL's for errors without a file). The I/O itself goes
 * through the C library's descriptors (open, pread, pwrite...), inside the run's sandbox, as
 * ROMIO's goes through POSIX. Collective calls end with the same data a two-phase collective
 * writes: ROMIO's aggregation changes how the bytes travel, not which bytes the file gets.
 */
#include <mpi.h>
#include <mpisim_mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>
#include <sys/stat.h>

int __mpisim_io_flatten(MPI_Datatype type, MPI_Offset *off, MPI_Offset *len, int max);
int __mpisim_io_type_check(MPI_Datatype type);
int __mpisim_internal_keyval(const char *name); /* ROMIO's own keyvals (ADIO_Init, cb_config_list), once per process */
int __mpisim_io_shared(int id, int op, MPI_Offset v, MPI_Offset *old);
int __mpisim_io_request(MPI_Request *req, MPI_Offset bytes, const char *call);
int __mpisim_io_swap(void *buf, MPI_Offset bytes, MPI_Datatype type, MPI_Offset count);
int __mpisim_error_code(int errclass, const char *location, const char *msg);
int __mpisim_error(MPI_Comm comm, const char *fname, int errclass, const char *msg);
int __mpisim_io_frame(int cls, const char *fname, const char *kind);
int __mpisim_io_frame_on(int first, int cls, const char *fname, const char *kind);

#define IO_COOKIE 2487376

struct ADIOI_FileD {
    int cookie, fd, amode, atomicity, shared_id;
    MPI_Comm comm;
    char *filename;
    MPI_Info info;
    MPI_Errhandler eh;
    /* The view: byte displacement, etype, filetype flattened to runs (one filetype instance). */
    MPI_Offset disp;
    MPI_Datatype etype, filetype;
    int etype_size;
    MPI_Offset ft_size, ft_extent, ft_lb;
    int nruns;
    MPI_Offset *run_off, *run_len;
    char datarep[MPI_MAX_DATAREP_STRING];
    /* The individual file pointer, in etypes of the view. */
    MPI_Offset fp;
    /* A split collective in progress, and its status. */
    int split;
    MPI_Status split_status;
};

/* ------------------------------------------------------------------ errors and handlers */

/* MPI_FILE_NULL's handler: what errors without a file (MPI_File_open, MPI_File_delete) go to. */
static MPI_Errhandler io_null_eh = MPI_ERRORS_RETURN;
int __mpisim_file_errhandler_create(MPI_File_errhandler_function *fn, MPI_Errhandler *errhandler);
MPI_File_errhandler_function *__mpisim_file_errhandler_fn(MPI_Errhandler errhandler);

static int io_error(MPI_File fh, int code, const char *fname)
{
    MPI_Errhandler eh = (fh && fh->cookie == IO_COOKIE) ? fh->eh : io_null_eh;
    if (code == MPI_SUCCESS || eh == MPI_ERRORS_RETURN)
        return code;
    if (eh == MPI_ERRORS_ARE_FATAL || eh == MPI_ERRORS_ABORT) {
        char s[MPI_MAX_ERROR_STRING];
        int n, rank;
        MPI_Error_string(code, s, &n);
        MPI_Comm_rank(MPI_COMM_WORLD, &rank);
        fprintf(stderr, "Abort(%d) on node %d (rank %d in comm 0): Fatal error in P%s: %s\n", code, rank, rank, fname, s);
        MPI_Abort(MPI_COMM_WORLD, code);
    }
    if (__mpisim_file_errhandler_fn(eh)) {
        MPI_File f = fh;
        __mpisim_file_errhandler_fn(eh)(&f, &code);
    }
    return code;
}

/* ROMIO's ADIOI_Err_create_code: the error class of a failed system call. */
static int io_errno_class(int e)
{
    switch (e) {
    case ENOENT: return MPI_ERR_NO_SUCH_FILE;
    case ENOTDIR: case EISDIR: case ENAMETOOLONG: case ELOOP: return MPI_ERR_BAD_FILE;
    case EACCES: case EPERM: return MPI_ERR_ACCESS;
    case EROFS: return MPI_ERR_READ_ONLY;
    case ENOSPC: return MPI_ERR_NO_SPACE;
    case EEXIST: return MPI_ERR_FILE_EXISTS;
    default: return MPI_ERR_IO;
    }
}

/* ROMIO's MPIO_CHECK_INFO_ALL: MPI_Info_dup (an invalid handle fails it) agreed over comm; nonzero when it failed. */
static int io_info_bad(MPI_Info info, MPI_Comm comm)
{
    MPI_Info dup = MPI_INFO_NULL;
    int err = info == MPI_INFO_NULL ? MPI_SUCCESS : MPI_Info_dup(info, &dup), any = MPI_SUCCESS;
    MPI_Allreduce(&err, &any, 1, MPI_INT, MPI_MAX, comm);
    if (any == MPI_SUCCESS && dup != MPI_INFO_NULL)
        MPI_Info_free(&dup);
    return any != MPI_SUCCESS;
}

/* ROMIO's code for check `kind` of F (io_frames.c): the class with ROMIO's frame, as MPICH prints it. */
#define IO_FAIL(fh, cls, F, kind) io_error(fh, __mpisim_io_frame(cls, F, kind), F)
#define IO_CHECK_FH_THEN(fh, F, then) do { if (!(fh) || (fh)->cookie != IO_COOKIE) return then(IO_FAIL(MPI_FILE_NULL, MPI_ERR_FILE, F, "FILE_HANDLE")); } while (0)
#define IO_CHECK_FH(fh, F) IO_CHECK_FH_THEN(fh, F, )
/* ROMIO's get_atom.c, get_bytoff.c, get_posn.c, get_view.c, write_orde.c: the error handler has the error, fn_exit returns MPI_SUCCESS. */
#define IO_SUCCESS(e) ((void) (e), MPI_SUCCESS)

int MPI_File_create_errhandler(MPI_File_errhandler_function *fn, MPI_Errhandler *errhandler)
{
    if (!fn) return __mpisim_error(MPI_COMM_WORLD, "MPI_File_create_errhandler", MPI_ERR_ARG, "Null pointer in parameter file_errhandler_fn");
    if (!errhandler) return __mpisim_error(MPI_COMM_WORLD, "MPI_File_create_errhandler", MPI_ERR_ARG, "Null pointer in parameter errhandler");
    return __mpisim_file_errhandler_create(fn, errhandler);
}

int __mpisim_file_errhandler_check(MPI_Errhandler errhandler);

int MPI_File_set_errhandler(MPI_File fh, MPI_Errhandler errhandler)
{
    int err;
    /* MPICH's binding checks the handler before ROMIO looks at the file (MPI_FILE_NULL too). */
    MPIR_ARGCHECK("MPI_File_set_errhandler", MPIR_P(fh), errhandler);
    /* A handler made for communicators, windows or sessions (freed too: its object keeps its kind). */
    if ((err = __mpisim_file_errhandler_check(errhandler)))
        return err;
    if (fh == MPI_FILE_NULL) { io_null_eh = errhandler; return MPI_SUCCESS; }
    IO_CHECK_FH(fh, "MPI_File_set_errhandler");
    fh->eh = errhandler;
    return MPI_SUCCESS;
}

int MPI_File_get_errhandler(MPI_File fh, MPI_Errhandler *errhandler)
{
    if (!errhandler) return __mpisim_error(MPI_COMM_WORLD, "MPI_File_get_errhandler", MPI_ERR_ARG, "Null pointer in parameter errhandler");
    if (fh == MPI_FILE_NULL) { *errhandler = io_null_eh; return MPI_SUCCESS; }
    IO_CHECK_FH(fh, "MPI_File_get_errhandler");
    *errhandler = fh->eh;
    return MPI_SUCCESS;
}

int MPI_File_call_errhandler(MPI_File fh, int errorcode)
{
    io_error(fh, errorcode, "MPI_File_call_errhandler");
    return MPI_SUCCESS;
}

/* ------------------------------------------------------------------ views */

/* ROMIO's check_type (adio/common/ad_set_view.c): a view's etype and filetype have non-negative
 * displacements in nondecreasing order and, in a file open for writing, no overlapping regions;
 * else MPI_File_set_view fails with MPI_ERR_IO. */
static int io_view_type_ok(MPI_File fh, MPI_Datatype t)
{
    int n = __mpisim_io_flatten(t, NULL, NULL, 0), ok = 1, j = -1, i;
    MPI_Offset *off = malloc((n ? n : 1) * sizeof *off), *len = malloc((n ? n : 1) * sizeof *len);
    __mpisim_io_flatten(t, off, len, n);
    for (i = 0; i < n; i++) {
        if (len[i] > 0 && off[i] < 0) ok = 0;
        if (len[i] == 0) continue;
        if (j >= 0 && off[j] > off[i]) ok = 0;
        if (j >= 0 && (fh->amode & (MPI_MODE_WRONLY | MPI_MODE_RDWR)) && off[j] + len[j] > off[i]) ok = 0;
        j = i;
    }
    free(off);
    free(len);
    return ok;
}

static int io_set_view(MPI_File fh, MPI_Offset disp, MPI_Datatype etype, MPI_Datatype filetype, const char *datarep)
{
    MPI_Aint lb, extent;
    int size, n;
    MPI_Type_size(etype, &fh->etype_size);
    MPI_Type_size(filetype, &size);
    MPI_Type_get_extent(filetype, &lb, &extent);
    n = __mpisim_io_flatten(filetype, NULL, NULL, 0);
    free(fh->run_off);
    free(fh->run_len);
    fh->run_off = malloc((n ? n : 1) * sizeof(MPI_Offset));
    fh->run_len = malloc((n ? n : 1) * sizeof(MPI_Offset));
    fh->nruns = __mpisim_io_flatten(filetype, fh->run_off, fh->run_len, n);
    fh->disp = disp;
    fh->etype = etype;
    fh->filetype = filetype;
    fh->ft_size = size;
    fh->ft_extent = extent;
    fh->ft_lb = lb;
    strncpy(fh->datarep, datarep, MPI_MAX_DATAREP_STRING - 1);
    fh->datarep[MPI_MAX_DATAREP_STRING - 1] = 0;
    fh->fp = 0;
    return MPI_SUCCESS;
}

/* Where the view's data byte `k` lies (ROMIO's offset mapping): filetype instance *inst, run *run
 * of it, *rest bytes into that run. Returns 0 when the filetype has no data. */
static int io_locate(MPI_File fh, MPI_Offset k, MPI_Offset *inst, int *run, MPI_Offset *rest)
{
    int i;
    if (fh->ft_size == 0 || fh->nruns == 0) return 0;
    *inst = k / fh->ft_size;
    *rest = k % fh->ft_size;
    for (i = 0; i < fh->nruns; i++) {
        if (*rest < fh->run_len[i]) { *run = i; return 1; }
        *rest -= fh->run_len[i];
    }
    return 0;
}

/* The file byte where the view's data byte `k` lies. */
static MPI_Offset io_byte(MPI_File fh, MPI_Offset k)
{
    MPI_Offset inst, rest;
    int run;
    if (!io_locate(fh, k, &inst, &run, &rest)) return fh->disp;
    return fh->disp + inst * fh->ft_extent + fh->run_off[run] + rest;
}

/*
 * Moves `n` bytes between `buf` and the view's data bytes from `k` on; returns the bytes moved or
 * -errno. The runs are walked in order from where `k` lies, not looked up again for each one (a
 * view of 4-byte runs made each run cost the whole filetype's), and a filetype without holes
 * (the default view's MPI_BYTE) is one run: a 1 MiB write is one pwrite, not a million.
 */
static MPI_Offset io_transfer(MPI_File fh, MPI_Offset k, char *buf, MPI_Offset n, int writing)
{
    MPI_Offset done = 0, inst, rest;
    int run;
    const int tiled = fh->nruns == 1 && fh->run_len[0] == fh->ft_extent;
    if (n > 0 && !io_locate(fh, k, &inst, &run, &rest)) return -EIO;
    while (done < n) {
        MPI_Offset at = fh->disp + inst * fh->ft_extent + fh->run_off[run] + rest;
        MPI_Offset left = tiled ? n - done : fh->run_len[run] - rest;
        MPI_Offset chunk = n - done < left ? n - done : left;
        ssize_t r;
        if (chunk > 0) {
            r = writing ? pwrite(fh->fd, buf + done, chunk, at) : pread(fh->fd, buf + done, chunk, at);
            if (r < 0) return -errno;
            done += r;
            if (r < chunk) break;
        }
        rest = 0;
        if (++run == fh->nruns) { run = 0; inst++; }
    }
    return done;
}

/* ROMIO's MPIR_Status_set_bytes: through MPI_Status_set_elements_x and its checks, so a NULL
   status is that function's error (on MPI_COMM_WORLD's handler), and the call goes on. */
static void io_status(MPI_Status *status, MPI_Offset bytes)
{
    if (status == MPI_STATUS_IGNORE) return;
    MPI_Status_set_elements_x(status, MPI_BYTE, bytes);
}

/* ROMIO's ADIOI_Err_create_code(myname, filename, e): its frame, at its line in adio/common/error.c. */
static int io_errno_code(int e, const char *myname, const char *filename)
{
    char loc[64], msg[MPI_MAX_ERROR_STRING];
    int line, cls = io_errno_class(e);
    switch (e) {
    case EACCES: line = 24; snprintf(msg, sizeof msg, "Access denied to file %s", filename); break;
    case ENAMETOOLONG: line = 32; snprintf(msg, sizeof msg, "Pathname %s too long (%d characters)", filename, (int)strlen(filename)); break;
    case ENOENT: line = 37; snprintf(msg, sizeof msg, "File %s does not exist", filename); break;
    case EISDIR: line = 44; snprintf(msg, sizeof msg, "Invalid or missing directory %s", filename); break;
    case EROFS: line = 51; snprintf(msg, sizeof msg, "Read access is required to this file"); break;
    case EEXIST: line = 56; snprintf(msg, sizeof msg, "File exists"); break;
    case ENOTDIR: case ELOOP: line = 63; snprintf(msg, sizeof msg, "Invalid or missing directory %s", filename); break;
    case ENOSPC: line = 69; snprintf(msg, sizeof msg, "Not enough space for file "); break;
    /* EPERM too: ROMIO's default case, an I/O error. */
    default: line = 78; cls = MPI_ERR_IO; snprintf(msg, sizeof msg, "Other I/O error %s", strerror(e)); break;
    }
    snprintf(loc, sizeof loc, "%s(%d)", myname, line);
    return __mpisim_error_code(cls, loc, msg);
}

/* ADIO_ResolveFileType of a NULL name: ENOENT's code, the name as MPICH prints a NULL %s. */
static int io_null_name(void) { return io_errno_code(ENOENT, "ADIO_RESOLVEFILETYPE", "<NULL>"); }

/* ADIOI_Err_create_code for a failed read or write: the class, and for a plain I/O error ROMIO's
   frame with the system's words ("Other I/O error Bad address" for an unmapped buffer). */
static int io_transfer_error(int e, int writing)
{
    char msg[160];
    int cls = io_errno_class(e);
    if (cls != MPI_ERR_IO) return cls;
    snprintf(msg, sizeof msg, "Other I/O error %s", strerror(e));
    return __mpisim_error_code(cls, writing ? "ADIOI_GEN_WRITECONTIG(80)" : "ADIOI_GEN_READCONTIG(78)", msg);
}

/* A read or write of count datatypes at the view's etype offset `off` (an explicit offset, or
 * a file pointer's): the memory side packed through the datatype, the file side through the
 * view. Returns an error class, with the bytes moved in *moved. */
static int io_rw(MPI_File fh, MPI_Offset off, void *buf, MPI_Count count, MPI_Datatype datatype, int writing, MPI_Offset *moved)
{
    int size, pos = 0, contig;
    MPI_Aint lb, extent;
    MPI_Offset bytes, got;
    char *tmp;
    *moved = 0;
    if (writing && (fh->amode & MPI_MODE_RDONLY)) return MPI_ERR_READ_ONLY;
    if (!writing && (fh->amode & MPI_MODE_WRONLY)) return MPI_ERR_ACCESS;
    if (count < 0) return MPI_ERR_COUNT;
    if (datatype == MPI_DATATYPE_NULL) return MPI_ERR_TYPE;
    MPI_Type_size(datatype, &size);
    bytes = (MPI_Offset) size * count;
    if (fh->etype_size && bytes % fh->etype_size) return MPI_ERR_IO;
    if (bytes == 0) return MPI_SUCCESS;
    MPI_Type_get_extent(datatype, &lb, &extent);
    /* external32 is big-endian: its bytes are always converted in a packed copy. */
    contig = __mpisim_io_flatten(datatype, NULL, NULL, 0) == 1 && extent == size && strcmp(fh->datarep, "external32") && strcmp(fh->datarep, "EXTERNAL32");
    if (contig) {
        MPI_Offset r0, l0;
        __mpisim_io_flatten(datatype, &r0, &l0, 1);
        tmp = (char *) buf + r0;
    } else {
        tmp = malloc(bytes);
        if (writing) MPI_Pack(buf, (int) count, datatype, tmp, (int) bytes, &pos, MPI_COMM_SELF);
        if (writing && (fh->datarep[0] == 'e' || fh->datarep[0] == 'E')) __mpisim_io_swap(tmp, bytes, datatype, count);
    }
    got = io_transfer(fh, off * fh->etype_size, tmp, bytes, writing);
    if (!contig) {
        if (!writing && got > 0 && (fh->datarep[0] == 'e' || fh->datarep[0] == 'E')) __mpisim_io_swap(tmp, got, datatype, count);
        if (!writing && got > 0) { pos = 0; MPI_Unpack(tmp, (int) got, &pos, buf, (int) (got / size), datatype, MPI_COMM_SELF); }
        free(tmp);
    }
    if (got < 0) return io_transfer_error((int) -got, writing);
    *moved = got;
    return MPI_SUCCESS;
}

/* ------------------------------------------------------------------ open, close, delete */

static const char *io_name(const char *filename)
{
    /* ROMIO's file system prefixes: "ufs:" and its kin name the driver, not the file. */
    const char *c = strchr(filename, ':');
    if (c && c - filename > 1 && c - filename < 12 && !strchr(filename, '/'))
        return c + 1;
    if (c && (strncmp(filename, "ufs:", 4) == 0 || strncmp(filename, "nfs:", 4) == 0 || strncmp(filename, "testfs:", 7) == 0))
        return c + 1;
    return filename;
}

static MPI_Offset io_file_size(MPI_File fh)
{
    struct stat st;
    if (fstat(fh->fd, &st) != 0) return 0;
    return st.st_size;
}

/* The etype offset in the view of the end of file (ROMIO's ADIOI_Get_eof_offset). */
static MPI_Offset io_eof_offset(MPI_File fh)
{
    MPI_Offset fsize = io_file_size(fh), data = 0, inst, end;
    int i;
    if (fh->etype_size == 0 || fh->ft_size == 0) return 0;
    if (fsize <= fh->disp) return 0;
    inst = (fsize - fh->disp) / fh->ft_extent;
    data = inst * fh->ft_size;
    end = fh->disp + inst * fh->ft_extent;
    for (i = 0; i < fh->nruns; i++) {
        MPI_Offset a = end + fh->run_off[i], b = a + fh->run_len[i];
        if (fsize >= b) data += fh->run_len[i];
        else if (fsize > a) data += fsize - a;
    }
    return (data + fh->etype_size - 1) / fh->etype_size;
}

int MPI_File_open(MPI_Comm comm, const char *filename, int amode, MPI_Info info, MPI_File *fh)
{
    static const char F[] = "MPI_File_open";
    int inter, rank, lo, hi, acc, err = MPI_SUCCESS, maxerr, oflags, fd = -1;
    const char *name;
    MPI_Comm dup;
    MPI_File f;
    /* ROMIO's order: a null comm, the info (agreed over comm, which is not checked yet), then
       MPI_Comm_test_inter, whose error (an invalid comm) is under ROMIO's own. */
    if (comm == MPI_COMM_NULL) return IO_FAIL(MPI_FILE_NULL, MPI_ERR_COMM, F, "COMM");
    if (io_info_bad(info, comm)) return IO_FAIL(MPI_FILE_NULL, MPI_ERR_OTHER, F, "INFO_ALL");
    inter = 0;
    if ((err = MPI_Comm_test_inter(comm, &inter)) || inter)
        return io_error(MPI_FILE_NULL, __mpisim_io_frame_on(err, MPI_ERR_COMM, F, "commnotintra"), F);
    acc = ((amode & MPI_MODE_RDONLY) != 0) + ((amode & MPI_MODE_RDWR) != 0) + ((amode & MPI_MODE_WRONLY) != 0);
    if (acc != 1) return IO_FAIL(MPI_FILE_NULL, MPI_ERR_AMODE, F, "fileamodeone");
    if ((amode & MPI_MODE_RDONLY) && (amode & (MPI_MODE_CREATE | MPI_MODE_EXCL))) return IO_FAIL(MPI_FILE_NULL, MPI_ERR_AMODE, F, "fileamoderead");
    if ((amode & MPI_MODE_RDWR) && (amode & MPI_MODE_SEQUENTIAL)) return IO_FAIL(MPI_FILE_NULL, MPI_ERR_AMODE, F, "fileamodeseq");
    __mpisim_internal_keyval("adio_init");
    MPI_Allreduce(&amode, &lo, 1, MPI_INT, MPI_BAND, comm);
    MPI_Allreduce(&amode, &hi, 1, MPI_INT, MPI_BOR, comm);
    if (lo != hi) return IO_FAIL(MPI_FILE_NULL, MPI_ERR_NOT_SAME, F, "fileamodediff");
    if (!filename) return io_error(MPI_FILE_NULL, io_null_name(), F);
    __mpisim_internal_keyval("cb_config_list");
    MPI_Comm_dup(comm, &dup);
    MPI_Comm_rank(dup, &rank);
    name = io_name(filename);
    oflags = (amode & MPI_MODE_RDONLY) ? O_RDONLY : (amode & MPI_MODE_WRONLY) ? O_WRONLY : O_RDWR;
    /* ROMIO's collective open: the first aggregator creates the file, then every process opens it. */
    if (amode & MPI_MODE_CREATE) {
        if (rank == 0) {
            fd = open(name, oflags | O_CREAT | ((amode & MPI_MODE_EXCL) ? O_EXCL : 0), 0666);
            if (fd < 0) err = io_errno_class(errno);
        }
        MPI_Bcast(&err, 1, MPI_INT, 0, dup);
        if (err != MPI_SUCCESS) {
            if (fd >= 0) close(fd);
            MPI_Comm_free(&dup);
            return io_error(MPI_FILE_NULL, err, F);
        }
    }
    if (fd < 0) {
        fd = open(name, oflags);
        if (fd < 0) err = io_errno_class(errno);
    }
    /* An open that failed anywhere fails everywhere ("Open failed on a remote node"). */
    MPI_Allreduce(&err, &maxerr, 1, MPI_INT, MPI_MAX, dup);
    if (maxerr != MPI_SUCCESS) {
        if (fd >= 0) close(fd);
        MPI_Comm_free(&dup);
        return io_error(MPI_FILE_NULL, err != MPI_SUCCESS ? err : MPI_ERR_IO, F);
    }
    f = calloc(1, sizeof *f);
    f->cookie = IO_COOKIE;
    f->fd = fd;
    f->amode = amode;
    f->comm = dup;
    f->filename = strdup(filename);
    f->eh = io_null_eh;
    f->info = MPI_INFO_NULL;
    if (info != MPI_INFO_NULL) MPI_Info_dup(info, &f->info);
    io_set_view(f, 0, MPI_BYTE, MPI_BYTE, "native");
    if (rank == 0) f->shared_id = __mpisim_io_shared(0, 0, 0, NULL);
    MPI_Bcast(&f->shared_id, 1, MPI_INT, 0, dup);
    if (amode & MPI_MODE_APPEND) {
        f->fp = io_file_size(f);
        if (rank == 0) __mpisim_io_shared(f->shared_id, 2, f->fp, NULL);
        MPI_Barrier(dup);
    }
    *fh = f;
    return MPI_SUCCESS;
}

/* Whether a datatype is predefined (a view keeps its own copies of the others). */
static int io_is_named(MPI_Datatype t)
{
    MPI_Count ni, na, nc, nd;
    int combiner;
    PMPI_Type_get_envelope_c(t, &ni, &na, &nc, &nd, &combiner);
    return combiner == MPI_COMBINER_NAMED;
}

int MPI_File_close(MPI_File *fh)
{
    static const char F[] = "MPI_File_close";
    MPI_File f;
    int rank;
    if (!fh) return io_error(MPI_FILE_NULL, MPI_ERR_ARG, F);
    f = *fh;
    IO_CHECK_FH(f, F);
    MPI_Comm_rank(f->comm, &rank);
    MPI_Barrier(f->comm);
    close(f->fd);
    if (rank == 0) {
        __mpisim_io_shared(f->shared_id, 3, 0, NULL);
        if (f->amode & MPI_MODE_DELETE_ON_CLOSE) unlink(io_name(f->filename));
    }
    MPI_Barrier(f->comm);
    MPI_Comm_free(&f->comm);
    if (f->info != MPI_INFO_NULL) MPI_Info_free(&f->info);
    /* The view's own copies of derived types go with the file, as ROMIO frees them at close. */
    if (!io_is_named(f->etype)) MPI_Type_free(&f->etype);
    if (!io_is_named(f->filetype)) MPI_Type_free(&f->filetype);
    free(f->filename);
    free(f->run_off);
    free(f->run_len);
    f->cookie = 0;
    free(f);
    *fh = MPI_FILE_NULL;
    return MPI_SUCCESS;
}

int MPI_File_delete(const char *filename, MPI_Info info)
{
    __mpisim_internal_keyval("adio_init"); (void) info;
    if (!filename) return io_error(MPI_FILE_NULL, io_null_name(), "MPI_File_delete");
    /* ROMIO's ADIOI_GEN_Delete: no check of the info; a failed unlink is ADIOI_Err_create_code's. */
    if (unlink(io_name(filename)) != 0) return io_error(MPI_FILE_NULL, io_errno_code(errno, "ADIOI_GEN_DELETE", io_name(filename)), "MPI_File_delete");
    return MPI_SUCCESS;
}

/* ------------------------------------------------------------------ reads and writes */

enum { IO_AT, IO_IND, IO_SHARED };

/* ROMIO's checks of every data access, in its order (MPIO_CHECK_FILE_HANDLE, MPIO_CHECK_COUNT,
   MPIO_CHECK_DATATYPE): the file, then a count that is not negative, then a datatype that is one. */
/* MPIO_DATATYPE_ISCOMMITTED: a handle that names no datatype, or one not committed; MPICH's glue
   makes that code, under its own name. */
static int io_check_committed(MPI_File fh, MPI_Datatype datatype, const char *F)
{
    int bad = __mpisim_io_type_check(datatype);
    if (!bad) return MPI_SUCCESS;
    return io_error(fh, __mpisim_io_frame(MPI_ERR_TYPE, "MPIR_Ext_datatype_iscommitted", bad == 2 ? "dtypecommit" : "dtype"), F);
}

static int io_check_access(MPI_File fh, MPI_Count count, MPI_Datatype datatype, const char *F)
{
    IO_CHECK_FH(fh, F);
    if (count < 0) return IO_FAIL(fh, MPI_ERR_COUNT, F, "COUNT");
    if (datatype == MPI_DATATYPE_NULL) return IO_FAIL(fh, MPI_ERR_TYPE, F, "DATATYPE");
    return io_check_committed(fh, datatype, F);
}

/* Every read and write: where (explicit offset, individual or shared pointer), then io_rw. */
static int io_do(MPI_File fh, int how, MPI_Offset offset, void *buf, MPI_Count count, MPI_Datatype datatype, int writing, MPI_Offset *moved, const char *F)
{
    int e, size;
    MPI_Offset at;
    *moved = 0;
    if ((e = io_check_access(fh, count, datatype, F))) return e;
    if (how != IO_SHARED && (fh->amode & MPI_MODE_SEQUENTIAL)) return IO_FAIL(fh, MPI_ERR_UNSUPPORTED_OPERATION, F, "NOT_SEQUENTIAL_MODE");
    if (how == IO_AT && offset < 0) return IO_FAIL(fh, MPI_ERR_ARG, F, "iobadoffset");
    at = how == IO_AT ? offset : fh->fp;
    if (how == IO_SHARED) {
        MPI_Type_size(datatype, &size);
        __mpisim_io_shared(fh->shared_id, 1, fh->etype_size ? (MPI_Offset) size * count / fh->etype_size : 0, &at);
    }
    e = io_rw(fh, at, buf, count, datatype, writing, moved);
    if (e) return io_error(fh, e, F);
    if (how == IO_IND && fh->etype_size) fh->fp += *moved / fh->etype_size;
    return MPI_SUCCESS;
}

/*
 * A collective waits for every process of the file before and after, as ROMIO's two-phase I/O
 * does: when any process returns, every process's data is in the file.
 */
static int io_coll(MPI_File fh, int how, int coll, MPI_Offset offset, void *buf, MPI_Count count, MPI_Datatype datatype, int writing, MPI_Offset *moved, const char *F)
{
    int e, sync = coll && fh && fh->cookie == IO_COOKIE;
    if (sync) MPI_Barrier(fh->comm);
    e = io_do(fh, how, offset, buf, count, datatype, writing, moved, F);
    if (sync) MPI_Barrier(fh->comm);
    return e;
}

static int io_blocking(MPI_File fh, int how, int coll, MPI_Offset offset, void *buf, MPI_Count count, MPI_Datatype datatype, MPI_Status *status, int writing, const char *F)
{
    MPI_Offset moved;
    int e = io_coll(fh, how, coll, offset, buf, count, datatype, writing, &moved, F);
    if (e == MPI_SUCCESS) io_status(status, moved);
    return e;
}

static int io_nonblocking(MPI_File fh, int how, int coll, MPI_Offset offset, void *buf, MPI_Count count, MPI_Datatype datatype, MPI_Request *request, int writing, const char *F)
{
    MPI_Offset moved;
    int e = io_coll(fh, how, coll, offset, buf, count, datatype, writing, &moved, F);
    if (e == MPI_SUCCESS) __mpisim_io_request(request, moved, F);
    return e;
}

/* The ordered forms: each process's data after that of the lower ranks, from the shared pointer. */
static int io_ordered(MPI_File fh, void *buf, MPI_Count count, MPI_Datatype datatype, MPI_Status *status, int writing, const char *F)
{
    MPI_Offset n, before = 0, total, base = 0, moved;
    int size, rank, e;
    if ((e = io_check_access(fh, count, datatype, F))) return e;
    MPI_Type_size(datatype, &size);
    n = fh->etype_size ? (MPI_Offset) size * count / fh->etype_size : 0;
    MPI_Comm_rank(fh->comm, &rank);
    MPI_Exscan(&n, &before, 1, MPI_OFFSET, MPI_SUM, fh->comm);
    if (rank == 0) before = 0;
    MPI_Allreduce(&n, &total, 1, MPI_OFFSET, MPI_SUM, fh->comm);
    if (rank == 0) __mpisim_io_shared(fh->shared_id, 1, total, &base);
    MPI_Bcast(&base, 1, MPI_OFFSET, 0, fh->comm);
    e = io_rw(fh, base + before, buf, count, datatype, writing, &moved);
    if (e) return io_error(fh, e, F);
    io_status(status, moved);
    return MPI_SUCCESS;
}

/* A split collective: the begin does the transfer, the end gives its status. */
static int io_begin(MPI_File fh, int how, MPI_Offset offset, void *buf, MPI_Count count, MPI_Datatype datatype, int writing, int ordered, const char *F)
{
    int e, freed = __mpisim_io_type_check(datatype) == 3;
    /* ROMIO checks the count and datatype before the split collective already active; a freed type's
       object passes as committed, and where MPICH goes on with it mpisim fails as for no type. */
    if ((e = io_check_access(fh, count, freed ? MPI_INT : datatype, F))) return e;
    if (fh->split) return IO_FAIL(fh, MPI_ERR_IO, F, "iosplitcoll");
    if (freed) return io_check_committed(fh, datatype, F);
    /* ROMIO marks the split collective active before the transfer: one that fails stays begun. */
    fh->split = 1;
    return ordered ? io_ordered(fh, buf, count, datatype, &fh->split_status, writing, F)
                   : io_blocking(fh, how, 1, offset, buf, count, datatype, &fh->split_status, writing, F);
}

static int io_end(MPI_File fh, MPI_Status *status, const char *F)
{
    IO_CHECK_FH(fh, F);
    if (!fh->split) return IO_FAIL(fh, MPI_ERR_IO, F, "iosplitcollnone");
    fh->split = 0;
    if (status != MPI_STATUS_IGNORE) *status = fh->split_status;
    return MPI_SUCCESS;
}

#define WR (void *)
int MPI_File_read(MPI_File fh, void *buf, int count, MPI_Datatype datatype, MPI_Status *status) { return io_blocking(fh, IO_IND, 0, 0, buf, count, datatype, status, 0, "MPI_File_read"); }
int MPI_File_read_c(MPI_File fh, void *buf, MPI_Count count, MPI_Datatype datatype, MPI_Status *status) { return io_blocking(fh, IO_IND, 0, 0, buf, count, datatype, status, 0, "MPI_File_read_c"); }
int MPI_File_read_all(MPI_File fh, void *buf, int count, MPI_Datatype datatype, MPI_Status *status) { return io_blocking(fh, IO_IND, 1, 0, buf, count, datatype, status, 0, "MPI_File_read_all"); }
int MPI_File_read_all_c(MPI_File fh, void *buf, MPI_Count count, MPI_Datatype datatype, MPI_Status *status) { return io_blocking(fh, IO_IND, 1, 0, buf, count, datatype, status, 0, "MPI_File_read_all_c"); }
int MPI_File_read_at(MPI_File fh, MPI_Offset offset, void *buf, int count, MPI_Datatype datatype, MPI_Status *status) { return io_blocking(fh, IO_AT, 0, offset, buf, count, datatype, status, 0, "MPI_File_read_at"); }
int MPI_File_read_at_c(MPI_File fh, MPI_Offset offset, void *buf, MPI_Count count, MPI_Datatype datatype, MPI_Status *status) { return io_blocking(fh, IO_AT, 0, offset, buf, count, datatype, status, 0, "MPI_File_read_at_c"); }
int MPI_File_read_at_all(MPI_File fh, MPI_Offset offset, void *buf, int count, MPI_Datatype datatype, MPI_Status *status) { return io_blocking(fh, IO_AT, 1, offset, buf, count, datatype, status, 0, "MPI_File_read_at_all"); }
int MPI_File_read_at_all_c(MPI_File fh, MPI_Offset offset, void *buf, MPI_Count count, MPI_Datatype datatype, MPI_Status *status) { return io_blocking(fh, IO_AT, 1, offset, buf, count, datatype, status, 0, "MPI_File_read_at_all_c"); }
int MPI_File_read_shared(MPI_File fh, void *buf, int count, MPI_Datatype datatype, MPI_Status *status) { return io_blocking(fh, IO_SHARED, 0, 0, buf, count, datatype, status, 0, "MPI_File_read_shared"); }
int MPI_File_read_shared_c(MPI_File fh, void *buf, MPI_Count count, MPI_Datatype datatype, MPI_Status *status) { return io_blocking(fh, IO_SHARED, 0, 0, buf, count, datatype, status, 0, "MPI_File_read_shared_c"); }
int MPI_File_read_ordered(MPI_File fh, void *buf, int count, MPI_Datatype datatype, MPI_Status *status) { return io_ordered(fh, buf, count, datatype, status, 0, "MPI_File_read_ordered"); }
int MPI_File_read_ordered_c(MPI_File fh, void *buf, MPI_Count count, MPI_Datatype datatype, MPI_Status *status) { return io_ordered(fh, buf, count, datatype, status, 0, "MPI_File_read_ordered_c"); }
int MPI_File_write(MPI_File fh, const void *buf, int count, MPI_Datatype datatype, MPI_Status *status) { return io_blocking(fh, IO_IND, 0, 0, WR buf, count, datatype, status, 1, "MPI_File_write"); }
int MPI_File_write_c(MPI_File fh, const void *buf, MPI_Count count, MPI_Datatype datatype, MPI_Status *status) { return io_blocking(fh, IO_IND, 0, 0, WR buf, count, datatype, status, 1, "MPI_File_write_c"); }
int MPI_File_write_all(MPI_File fh, const void *buf, int count, MPI_Datatype datatype, MPI_Status *status) { return io_blocking(fh, IO_IND, 1, 0, WR buf, count, datatype, status, 1, "MPI_File_write_all"); }
int MPI_File_write_all_c(MPI_File fh, const void *buf, MPI_Count count, MPI_Datatype datatype, MPI_Status *status) { return io_blocking(fh, IO_IND, 1, 0, WR buf, count, datatype, status, 1, "MPI_File_write_all_c"); }
int MPI_File_write_at(MPI_File fh, MPI_Offset offset, const void *buf, int count, MPI_Datatype datatype, MPI_Status *status) { return io_blocking(fh, IO_AT, 0, offset, WR buf, count, datatype, status, 1, "MPI_File_write_at"); }
int MPI_File_write_at_c(MPI_File fh, MPI_Offset offset, const void *buf, MPI_Count count, MPI_Datatype datatype, MPI_Status *status) { return io_blocking(fh, IO_AT, 0, offset, WR buf, count, datatype, status, 1, "MPI_File_write_at_c"); }
int MPI_File_write_at_all(MPI_File fh, MPI_Offset offset, const void *buf, int count, MPI_Datatype datatype, MPI_Status *status) { return io_blocking(fh, IO_AT, 1, offset, WR buf, count, datatype, status, 1, "MPI_File_write_at_all"); }
int MPI_File_write_at_all_c(MPI_File fh, MPI_Offset offset, const void *buf, MPI_Count count, MPI_Datatype datatype, MPI_Status *status) { return io_blocking(fh, IO_AT, 1, offset, WR buf, count, datatype, status, 1, "MPI_File_write_at_all_c"); }
int MPI_File_write_shared(MPI_File fh, const void *buf, int count, MPI_Datatype datatype, MPI_Status *status) { return io_blocking(fh, IO_SHARED, 0, 0, WR buf, count, datatype, status, 1, "MPI_File_write_shared"); }
int MPI_File_write_shared_c(MPI_File fh, const void *buf, MPI_Count count, MPI_Datatype datatype, MPI_Status *status) { return io_blocking(fh, IO_SHARED, 0, 0, WR buf, count, datatype, status, 1, "MPI_File_write_shared_c"); }
int MPI_File_write_ordered(MPI_File fh, const void *buf, int count, MPI_Datatype datatype, MPI_Status *status) { return io_ordered(fh, WR buf, count, datatype, status, 1, "MPI_File_write_ordered"); }
int MPI_File_write_ordered_c(MPI_File fh, const void *buf, MPI_Count count, MPI_Datatype datatype, MPI_Status *status) { return io_ordered(fh, WR buf, count, datatype, status, 1, "MPI_File_write_ordered_c"); }

int MPI_File_iread(MPI_File fh, void *buf, int count, MPI_Datatype datatype, MPI_Request *request) { return io_nonblocking(fh, IO_IND, 0, 0, buf, count, datatype, request, 0, "MPI_File_iread"); }
int MPI_File_iread_c(MPI_File fh, void *buf, MPI_Count count, MPI_Datatype datatype, MPI_Request *request) { return io_nonblocking(fh, IO_IND, 0, 0, buf, count, datatype, request, 0, "MPI_File_iread_c"); }
int MPI_File_iread_all(MPI_File fh, void *buf, int count, MPI_Datatype datatype, MPI_Request *request) { return io_nonblocking(fh, IO_IND, 1, 0, buf, count, datatype, request, 0, "MPI_File_iread_all"); }
int MPI_File_iread_all_c(MPI_File fh, void *buf, MPI_Count count, MPI_Datatype datatype, MPI_Request *request) { return io_nonblocking(fh, IO_IND, 1, 0, buf, count, datatype, request, 0, "MPI_File_iread_all_c"); }
int MPI_File_iread_at(MPI_File fh, MPI_Offset offset, void *buf, int count, MPI_Datatype datatype, MPI_Request *request) { return io_nonblocking(fh, IO_AT, 0, offset, buf, count, datatype, request, 0, "MPI_File_iread_at"); }
int MPI_File_iread_at_c(MPI_File fh, MPI_Offset offset, void *buf, MPI_Count count, MPI_Datatype datatype, MPI_Request *request) { return io_nonblocking(fh, IO_AT, 0, offset, buf, count, datatype, request, 0, "MPI_File_iread_at_c"); }
int MPI_File_iread_at_all(MPI_File fh, MPI_Offset offset, void *buf, int count, MPI_Datatype datatype, MPI_Request *request) { return io_nonblocking(fh, IO_AT, 1, offset, buf, count, datatype, request, 0, "MPI_File_iread_at_all"); }
int MPI_File_iread_at_all_c(MPI_File fh, MPI_Offset offset, void *buf, MPI_Count count, MPI_Datatype datatype, MPI_Request *request) { return io_nonblocking(fh, IO_AT, 1, offset, buf, count, datatype, request, 0, "MPI_File_iread_at_all_c"); }
int MPI_File_iread_shared(MPI_File fh, void *buf, int count, MPI_Datatype datatype, MPI_Request *request) { return io_nonblocking(fh, IO_SHARED, 0, 0, buf, count, datatype, request, 0, "MPI_File_iread_shared"); }
int MPI_File_iread_shared_c(MPI_File fh, void *buf, MPI_Count count, MPI_Datatype datatype, MPI_Request *request) { return io_nonblocking(fh, IO_SHARED, 0, 0, buf, count, datatype, request, 0, "MPI_File_iread_shared_c"); }
int MPI_File_iwrite(MPI_File fh, const void *buf, int count, MPI_Datatype datatype, MPI_Request *request) { return io_nonblocking(fh, IO_IND, 0, 0, WR buf, count, datatype, request, 1, "MPI_File_iwrite"); }
int MPI_File_iwrite_c(MPI_File fh, const void *buf, MPI_Count count, MPI_Datatype datatype, MPI_Request *request) { return io_nonblocking(fh, IO_IND, 0, 0, WR buf, count, datatype, request, 1, "MPI_File_iwrite_c"); }
int MPI_File_iwrite_all(MPI_File fh, const void *buf, int count, MPI_Datatype datatype, MPI_Request *request) { return io_nonblocking(fh, IO_IND, 1, 0, WR buf, count, datatype, request, 1, "MPI_File_iwrite_all"); }
int MPI_File_iwrite_all_c(MPI_File fh, const void *buf, MPI_Count count, MPI_Datatype datatype, MPI_Request *request) { return io_nonblocking(fh, IO_IND, 1, 0, WR buf, count, datatype, request, 1, "MPI_File_iwrite_all_c"); }
int MPI_File_iwrite_at(MPI_File fh, MPI_Offset offset, const void *buf, int count, MPI_Datatype datatype, MPI_Request *request) { return io_nonblocking(fh, IO_AT, 0, offset, WR buf, count, datatype, request, 1, "MPI_File_iwrite_at"); }
int MPI_File_iwrite_at_c(MPI_File fh, MPI_Offset offset, const void *buf, MPI_Count count, MPI_Datatype datatype, MPI_Request *request) { return io_nonblocking(fh, IO_AT, 0, offset, WR buf, count, datatype, request, 1, "MPI_File_iwrite_at_c"); }
int MPI_File_iwrite_at_all(MPI_File fh, MPI_Offset offset, const void *buf, int count, MPI_Datatype datatype, MPI_Request *request) { return io_nonblocking(fh, IO_AT, 1, offset, WR buf, count, datatype, request, 1, "MPI_File_iwrite_at_all"); }
int MPI_File_iwrite_at_all_c(MPI_File fh, MPI_Offset offset, const void *buf, MPI_Count count, MPI_Datatype datatype, MPI_Request *request) { return io_nonblocking(fh, IO_AT, 1, offset, WR buf, count, datatype, request, 1, "MPI_File_iwrite_at_all_c"); }
int MPI_File_iwrite_shared(MPI_File fh, const void *buf, int count, MPI_Datatype datatype, MPI_Request *request) { return io_nonblocking(fh, IO_SHARED, 0, 0, WR buf, count, datatype, request, 1, "MPI_File_iwrite_shared"); }
int MPI_File_iwrite_shared_c(MPI_File fh, const void *buf, MPI_Count count, MPI_Datatype datatype, MPI_Request *request) { return io_nonblocking(fh, IO_SHARED, 0, 0, WR buf, count, datatype, request, 1, "MPI_File_iwrite_shared_c"); }

int MPI_File_read_all_begin(MPI_File fh, void *buf, int count, MPI_Datatype datatype) { return io_begin(fh, IO_IND, 0, buf, count, datatype, 0, 0, "MPI_File_read_all_begin"); }
int MPI_File_read_all_begin_c(MPI_File fh, void *buf, MPI_Count count, MPI_Datatype datatype) { return io_begin(fh, IO_IND, 0, buf, count, datatype, 0, 0, "MPI_File_read_all_begin_c"); }
int MPI_File_read_all_end(MPI_File fh, void *buf, MPI_Status *status) { (void) buf; return io_end(fh, status, "MPI_File_read_all_end"); }
int MPI_File_read_at_all_begin(MPI_File fh, MPI_Offset offset, void *buf, int count, MPI_Datatype datatype) { return io_begin(fh, IO_AT, offset, buf, count, datatype, 0, 0, "MPI_File_read_at_all_begin"); }
int MPI_File_read_at_all_begin_c(MPI_File fh, MPI_Offset offset, void *buf, MPI_Count count, MPI_Datatype datatype) { return io_begin(fh, IO_AT, offset, buf, count, datatype, 0, 0, "MPI_File_read_at_all_begin_c"); }
int MPI_File_read_at_all_end(MPI_File fh, void *buf, MPI_Status *status) { (void) buf; return io_end(fh, status, "MPI_File_read_at_all_end"); }
int MPI_File_read_ordered_begin(MPI_File fh, void *buf, int count, MPI_Datatype datatype) { return io_begin(fh, IO_IND, 0, buf, count, datatype, 0, 1, "MPI_File_read_ordered_begin"); }
int MPI_File_read_ordered_begin_c(MPI_File fh, void *buf, MPI_Count count, MPI_Datatype datatype) { return io_begin(fh, IO_IND, 0, buf, count, datatype, 0, 1, "MPI_File_read_ordered_begin_c"); }
int MPI_File_read_ordered_end(MPI_File fh, void *buf, MPI_Status *status) { (void) buf; return io_end(fh, status, "MPI_File_read_ordered_end"); }
int MPI_File_write_all_begin(MPI_File fh, const void *buf, int count, MPI_Datatype datatype) { return io_begin(fh, IO_IND, 0, WR buf, count, datatype, 1, 0, "MPI_File_write_all_begin"); }
int MPI_File_write_all_begin_c(MPI_File fh, const void *buf, MPI_Count count, MPI_Datatype datatype) { return io_begin(fh, IO_IND, 0, WR buf, count, datatype, 1, 0, "MPI_File_write_all_begin_c"); }
int MPI_File_write_all_end(MPI_File fh, const void *buf, MPI_Status *status) { (void) buf; return io_end(fh, status, "MPI_File_write_all_end"); }
int MPI_File_write_at_all_begin(MPI_File fh, MPI_Offset offset, const void *buf, int count, MPI_Datatype datatype) { return io_begin(fh, IO_AT, offset, WR buf, count, datatype, 1, 0, "MPI_File_write_at_all_begin"); }
int MPI_File_write_at_all_begin_c(MPI_File fh, MPI_Offset offset, const void *buf, MPI_Count count, MPI_Datatype datatype) { return io_begin(fh, IO_AT, offset, WR buf, count, datatype, 1, 0, "MPI_File_write_at_all_begin_c"); }
int MPI_File_write_at_all_end(MPI_File fh, const void *buf, MPI_Status *status) { (void) buf; return io_end(fh, status, "MPI_File_write_at_all_end"); }
int MPI_File_write_ordered_begin(MPI_File fh, const void *buf, int count, MPI_Datatype datatype) { return io_begin(fh, IO_IND, 0, WR buf, count, datatype, 1, 1, "MPI_File_write_ordered_begin"); }
int MPI_File_write_ordered_begin_c(MPI_File fh, const void *buf, MPI_Count count, MPI_Datatype datatype) { return io_begin(fh, IO_IND, 0, WR buf, count, datatype, 1, 1, "MPI_File_write_ordered_begin_c"); }
int MPI_File_write_ordered_end(MPI_File fh, const void *buf, MPI_Status *status) { (void) buf; return IO_SUCCESS(io_end(fh, status, "MPI_File_write_ordered_end")); }

/* ------------------------------------------------------------------ pointers, size, view */

int MPI_File_seek(MPI_File fh, MPI_Offset offset, int whence)
{
    static const char F[] = "MPI_File_seek";
    MPI_Offset to;
    IO_CHECK_FH(fh, F);
    if (fh->amode & MPI_MODE_SEQUENTIAL) return io_error(fh, MPI_ERR_UNSUPPORTED_OPERATION, F);
    /* ROMIO's seek.c: each whence has its own check and frame. */
    if (whence == MPI_SEEK_SET) to = offset;
    else if (whence == MPI_SEEK_CUR) to = fh->fp + offset;
    else if (whence == MPI_SEEK_END) to = io_eof_offset(fh) + offset;
    else return IO_FAIL(fh, MPI_ERR_ARG, F, "iobadwhence");
    if (to < 0) return IO_FAIL(fh, MPI_ERR_ARG, F, whence == MPI_SEEK_SET ? "iobadoffset" : whence == MPI_SEEK_CUR ? "ionegoffset" : "ionegoffset#2");
    fh->fp = to;
    return MPI_SUCCESS;
}

int MPI_File_get_position(MPI_File fh, MPI_Offset *offset)
{
    IO_CHECK_FH_THEN(fh, "MPI_File_get_position", IO_SUCCESS);
    if (fh->amode & MPI_MODE_SEQUENTIAL) return IO_SUCCESS(io_error(fh, MPI_ERR_UNSUPPORTED_OPERATION, "MPI_File_get_position"));
    *offset = fh->fp;
    return MPI_SUCCESS;
}

int MPI_File_seek_shared(MPI_File fh, MPI_Offset offset, int whence)
{
    static const char F[] = "MPI_File_seek_shared";
    MPI_Offset mine[2], root[2], to, cur = 0;
    int rank, same, all;
    IO_CHECK_FH(fh, F);
    MPI_Comm_rank(fh->comm, &rank);
    mine[0] = offset;
    mine[1] = whence;
    root[0] = offset;
    root[1] = whence;
    MPI_Bcast(root, 2, MPI_OFFSET, 0, fh->comm);
    same = root[0] == mine[0] && root[1] == mine[1];
    MPI_Allreduce(&same, &all, 1, MPI_INT, MPI_LAND, fh->comm);
    if (!all) return io_error(fh, MPI_ERR_NOT_SAME, F);
    if (whence != MPI_SEEK_SET && whence != MPI_SEEK_CUR && whence != MPI_SEEK_END) return io_error(fh, MPI_ERR_ARG, F);
    __mpisim_io_shared(fh->shared_id, 1, 0, &cur);
    to = whence == MPI_SEEK_SET ? offset : whence == MPI_SEEK_CUR ? cur + offset : io_eof_offset(fh) + offset;
    if (to < 0) return io_error(fh, MPI_ERR_ARG, F);
    MPI_Barrier(fh->comm);
    if (rank == 0) __mpisim_io_shared(fh->shared_id, 2, to, NULL);
    MPI_Barrier(fh->comm);
    return MPI_SUCCESS;
}

int MPI_File_get_position_shared(MPI_File fh, MPI_Offset *offset)
{
    MPI_Offset cur = 0;
    IO_CHECK_FH(fh, "MPI_File_get_position_shared");
    __mpisim_io_shared(fh->shared_id, 1, 0, &cur);
    /* Stored by the program's process, as ROMIO's ADIO_Get_shared_fp does: a NULL offset faults. */
    *offset = cur;
    return MPI_SUCCESS;
}

int MPI_File_get_byte_offset(MPI_File fh, MPI_Offset offset, MPI_Offset *disp)
{
    IO_CHECK_FH_THEN(fh, "MPI_File_get_byte_offset", IO_SUCCESS);
    if (offset < 0) return IO_SUCCESS(io_error(fh, MPI_ERR_ARG, "MPI_File_get_byte_offset"));
    if (fh->amode & MPI_MODE_SEQUENTIAL) return IO_SUCCESS(io_error(fh, MPI_ERR_UNSUPPORTED_OPERATION, "MPI_File_get_byte_offset"));
    *disp = io_byte(fh, offset * fh->etype_size);
    return MPI_SUCCESS;
}

int MPI_File_get_size(MPI_File fh, MPI_Offset *size)
{
    IO_CHECK_FH(fh, "MPI_File_get_size");
    if (!size) return IO_FAIL(fh, MPI_ERR_ARG, "MPI_File_get_size", "nullptr");
    *size = io_file_size(fh);
    return MPI_SUCCESS;
}

/* set_size and preallocate: every process calls, the first changes the file (ROMIO's ADIOI_GEN_Resize). */
static int io_resize(MPI_File fh, MPI_Offset size, int grow_only, const char *F)
{
    MPI_Offset root = size;
    int rank, err = MPI_SUCCESS;
    IO_CHECK_FH(fh, F);
    if (size < 0) return IO_FAIL(fh, MPI_ERR_ARG, F, "iobadsize");
    MPI_Bcast(&root, 1, MPI_OFFSET, 0, fh->comm);
    if (root != size) return IO_FAIL(fh, MPI_ERR_NOT_SAME, F, "notsame");
    if (fh->amode & MPI_MODE_RDONLY) return IO_FAIL(fh, MPI_ERR_READ_ONLY, F, "WRITABLE");
    MPI_Comm_rank(fh->comm, &rank);
    MPI_Barrier(fh->comm);
    if (rank == 0 && (!grow_only || io_file_size(fh) < size) && ftruncate(fh->fd, size) != 0) err = io_errno_class(errno);
    MPI_Bcast(&err, 1, MPI_INT, 0, fh->comm);
    return err ? io_error(fh, err, F) : MPI_SUCCESS;
}

int MPI_File_set_size(MPI_File fh, MPI_Offset size) { return io_resize(fh, size, 0, "MPI_File_set_size"); }
int MPI_File_preallocate(MPI_File fh, MPI_Offset size) { return io_resize(fh, size, 1, "MPI_File_preallocate"); }

int MPI_File_sync(MPI_File fh)
{
    if (!fh || fh->cookie != IO_COOKIE) /* ROMIO's fsync.c: MPI_ERR_ARG, not MPIO_CHECK_FILE_HANDLE's MPI_ERR_FILE */
        return IO_FAIL(MPI_FILE_NULL, MPI_ERR_ARG, "MPI_File_sync", "iobadfh");
    if (fh->amode & MPI_MODE_RDONLY) return IO_FAIL(fh, MPI_ERR_READ_ONLY, "MPI_File_sync", "WRITABLE");
    fsync(fh->fd);
    MPI_Barrier(fh->comm);
    return MPI_SUCCESS;
}

/* Registered data representations (MPI_Register_datarep); ROMIO reads and writes only the built-in ones. */
#define IO_MAX_DATAREP 16
static char io_datareps[IO_MAX_DATAREP][MPI_MAX_DATAREP_STRING];
static int io_ndatarep;

int MPI_File_set_view(MPI_File fh, MPI_Offset disp, MPI_Datatype etype, MPI_Datatype filetype, const char *datarep, MPI_Info info)
{
    static const char F[] = "MPI_File_set_view";
    int esize, fsize, committed = 1;
    MPI_Datatype e, f;
    IO_CHECK_FH(fh, F);
    int err;
    /* ROMIO's checks in its order: null types are argument errors, other bad ones MPICH's glue's. */
    if (disp < 0 && disp != MPI_DISPLACEMENT_CURRENT) return IO_FAIL(fh, MPI_ERR_ARG, F, "iobaddisp");
    if (etype == MPI_DATATYPE_NULL) return IO_FAIL(fh, MPI_ERR_ARG, F, "ioetype");
    if ((err = io_check_committed(fh, etype, F))) return err;
    if (filetype == MPI_DATATYPE_NULL) return IO_FAIL(fh, MPI_ERR_ARG, F, "iofiletype");
    if ((err = io_check_committed(fh, filetype, F))) return err;
    if ((fh->amode & MPI_MODE_SEQUENTIAL) && disp != MPI_DISPLACEMENT_CURRENT) return IO_FAIL(fh, MPI_ERR_ARG, F, "iodispifseq");
    if (disp == MPI_DISPLACEMENT_CURRENT && !(fh->amode & MPI_MODE_SEQUENTIAL)) return IO_FAIL(fh, MPI_ERR_ARG, F, "iodispifseq#2");
    if (io_info_bad(info, fh->comm)) return IO_FAIL(fh, MPI_ERR_OTHER, F, "INFO_ALL");
    if (MPI_Type_size(etype, &esize) != MPI_SUCCESS || MPI_Type_size(filetype, &fsize) != MPI_SUCCESS) return io_error(fh, MPI_ERR_TYPE, F);
    if (esize == 0 || fsize % esize) return IO_FAIL(fh, MPI_ERR_ARG, F, "iofiletype#2");
    if (!datarep || (strcmp(datarep, "native") && strcmp(datarep, "NATIVE") && strcmp(datarep, "internal") && strcmp(datarep, "INTERNAL")
                     && strcmp(datarep, "external32") && strcmp(datarep, "EXTERNAL32")))
        return IO_FAIL(fh, MPI_ERR_UNSUPPORTED_DATAREP, F, "unsupporteddatarep");
    if (!io_view_type_ok(fh, etype) || !io_view_type_ok(fh, filetype)) return io_error(fh, MPI_ERR_IO, F);
    (void) committed;
    if (fh->info != MPI_INFO_NULL && info != MPI_INFO_NULL) { MPI_Info_free(&fh->info); MPI_Info_dup(info, &fh->info); }
    MPI_Barrier(fh->comm);
    if (disp == MPI_DISPLACEMENT_CURRENT) {
        MPI_Offset cur;
        __mpisim_io_shared(fh->shared_id, 1, 0, &cur);
        /* The shared pointer's byte offset in the file, through the old view (ROMIO's ADIOI_Get_byte_offset). */
        disp = io_byte(fh, cur * fh->etype_size);
        /* Every rank reads the shared pointer before rank 0 resets it for the new view. */
        MPI_Barrier(fh->comm);
    }
    /* The view holds its own copies of derived types: the program may free its own. */
    e = etype;
    f = filetype;
    if (!io_is_named(etype)) MPI_Type_dup(etype, &e);
    if (!io_is_named(filetype)) MPI_Type_dup(filetype, &f);
    if (!io_is_named(fh->etype)) MPI_Type_free(&fh->etype);
    if (!io_is_named(fh->filetype)) MPI_Type_free(&fh->filetype);
    io_set_view(fh, disp, e, f, datarep);
    {
        int rank;
        MPI_Comm_rank(fh->comm, &rank);
        if (rank == 0) __mpisim_io_shared(fh->shared_id, 2, 0, NULL);
    }
    MPI_Barrier(fh->comm);
    return MPI_SUCCESS;
}

int MPI_File_get_view(MPI_File fh, MPI_Offset *disp, MPI_Datatype *etype, MPI_Datatype *filetype, char *datarep)
{
    IO_CHECK_FH_THEN(fh, "MPI_File_get_view", IO_SUCCESS);
    /* ROMIO's "**iodatarepnomem" is no message of MPICH 4.0.2's: nothing is written, MPI_SUCCESS. */
    if (!datarep) return MPI_SUCCESS;
    *disp = fh->disp;
    strcpy(datarep, fh->datarep);
    if (io_is_named(fh->etype)) *etype = fh->etype; else MPI_Type_dup(fh->etype, etype);
    if (io_is_named(fh->filetype)) *filetype = fh->filetype; else MPI_Type_dup(fh->filetype, filetype);
    return MPI_SUCCESS;
}

static int io_type_extent(MPI_File fh, MPI_Datatype datatype, MPI_Aint *extent, const char *F)
{
    MPI_Aint lb;
    int e;
    IO_CHECK_FH(fh, F);
    if (datatype == MPI_DATATYPE_NULL) return IO_FAIL(fh, MPI_ERR_TYPE, F, "DATATYPE");
    /* A freed type's object passes as committed, and MPI_Type_get_extent reads its bounds (kept). */
    if (__mpisim_io_type_check(datatype) != 3 && (e = io_check_committed(fh, datatype, F))) return e;
    /* ROMIO returns PMPI_Type_get_extent's code as it is (its binding's error, e.g. a NULL extent). */
    return PMPI_Type_get_extent(datatype, &lb, extent);
}

int MPI_File_get_type_extent(MPI_File fh, MPI_Datatype datatype, MPI_Aint *extent) { return io_type_extent(fh, datatype, extent, "MPI_File_get_type_extent"); }
int MPI_File_get_type_extent_c(MPI_File fh, MPI_Datatype datatype, MPI_Count *extent)
{
    MPI_Aint e;
    int r = io_type_extent(fh, datatype, &e, "MPI_File_get_type_extent_c");
    if (r == MPI_SUCCESS) *extent = e;
    return r;
}

/* ROMIO's MPIOI_Register_datarep, its checks in its order: the name, a name in use, conversion
   functions (not supported), the extent function. */
static int io_register(const char *datarep, void *read_conversion_fn, void *write_conversion_fn,
                       MPI_Datarep_extent_function *dtype_file_extent_fn, const char *F)
{
    int i;
    if (!datarep || !datarep[0] || strlen(datarep) > MPI_MAX_DATAREP_STRING) return IO_FAIL(MPI_FILE_NULL, MPI_ERR_ARG, F, "datarepname");
    __mpisim_internal_keyval("adio_init");
    for (i = 0; i < io_ndatarep; i++) if (!strcmp(io_datareps[i], datarep)) return io_error(MPI_FILE_NULL, MPI_ERR_DUP_DATAREP, F);
    if (read_conversion_fn || write_conversion_fn) return IO_FAIL(MPI_FILE_NULL, MPI_ERR_CONVERSION, F, "drconvnotsupported");
    if (!dtype_file_extent_fn) return IO_FAIL(MPI_FILE_NULL, MPI_ERR_ARG, F, "datarepextent");
    if (io_ndatarep == IO_MAX_DATAREP || strlen(datarep) >= MPI_MAX_DATAREP_STRING) return io_error(MPI_FILE_NULL, MPI_ERR_INTERN, F);
    strcpy(io_datareps[io_ndatarep++], datarep);
    return MPI_SUCCESS;
}

int MPI_Register_datarep(const char *datarep, MPI_Datarep_conversion_function *read_conversion_fn, MPI_Datarep_conversion_function *write_conversion_fn,
                         MPI_Datarep_extent_function *dtype_file_extent_fn, void *extra_state)
{ (void) extra_state; return io_register(datarep, (void *)read_conversion_fn, (void *)write_conversion_fn, dtype_file_extent_fn, "MPI_Register_datarep"); }

int MPI_Register_datarep_c(const char *datarep, MPI_Datarep_conversion_function_c *read_conversion_fn, MPI_Datarep_conversion_function_c *write_conversion_fn,
                           MPI_Datarep_extent_function *dtype_file_extent_fn, void *extra_state)
{ (void) extra_state; return io_register(datarep, (void *)read_conversion_fn, (void *)write_conversion_fn, dtype_file_extent_fn, "MPI_Register_datarep_c"); }

/* ------------------------------------------------------------------ the file's properties */

int MPI_File_get_amode(MPI_File fh, int *amode)
{
    IO_CHECK_FH(fh, "MPI_File_get_amode");
    *amode = fh->amode;
    return MPI_SUCCESS;
}

int MPI_File_get_group(MPI_File fh, MPI_Group *group)
{
    IO_CHECK_FH(fh, "MPI_File_get_group");
    return MPI_Comm_group(fh->comm, group);
}

int MPI_File_set_atomicity(MPI_File fh, int flag)
{
    int root;
    IO_CHECK_FH(fh, "MPI_File_set_atomicity");
    flag = flag != 0;
    root = flag;
    MPI_Bcast(&root, 1, MPI_INT, 0, fh->comm);
    if (root != flag) return io_error(fh, MPI_ERR_NOT_SAME, "MPI_File_set_atomicity");
    fh->atomicity = flag;
    MPI_Barrier(fh->comm);
    return MPI_SUCCESS;
}

int MPI_File_get_atomicity(MPI_File fh, int *flag)
{
    IO_CHECK_FH_THEN(fh, "MPI_File_get_atomicity", IO_SUCCESS);
    *flag = fh->atomicity;
    return MPI_SUCCESS;
}

/* ROMIO's hints for the UFS driver on one node, as MPI_File_get_info reports them. */
static const char *const io_hints[][2] = {
    {"cb_buffer_size", "16777216"}, {"romio_cb_read", "automatic"}, {"romio_cb_write", "automatic"}, {"cb_nodes", "1"},
    {"romio_no_indep_rw", "false"}, {"romio_cb_pfr", "disable"}, {"romio_cb_fr_types", "aar"}, {"romio_cb_fr_alignment", "1"},
    {"romio_cb_ds_threshold", "0"}, {"romio_cb_alltoall", "automatic"}, {"ind_rd_buffer_size", "4194304"},
    {"ind_wr_buffer_size", "524288"}, {"romio_ds_read", "automatic"}, {"romio_ds_write", "automatic"},
    {"romio_synchronized_flush", "disabled"}, {"cb_config_list", "*:1"},
    {"romio_filesystem_type", "UFS: Generic ROMIO driver for all UNIX-like file systems"}, {"romio_aggregator_list", "0 "},
};

int MPI_File_get_info(MPI_File fh, MPI_Info *info_used)
{
    unsigned i;
    int n, k, flag;
    char key[MPI_MAX_INFO_KEY + 1], val[MPI_MAX_INFO_VAL + 1];
    IO_CHECK_FH(fh, "MPI_File_get_info");
    if (!info_used) {
        /* ROMIO returns MPI_Info_dup(fh's info, info_used): its binding reports the NULL (to
           MPI_COMM_WORLD's handler first, being an MPI call of its own). */
        MPI_Info probe;
        int err;
        MPI_Info_create(&probe);
        err = MPI_Info_dup(probe, NULL);
        MPI_Info_free(&probe);
        return io_error(fh, err, "MPI_File_get_info");
    }
    MPI_Info_create(info_used);
    for (i = 0; i < sizeof io_hints / sizeof io_hints[0]; i++) MPI_Info_set(*info_used, io_hints[i][0], io_hints[i][1]);
    if (fh->info != MPI_INFO_NULL) {
        MPI_Info_get_nkeys(fh->info, &n);
        for (k = 0; k < n; k++) {
            MPI_Info_get_nthkey(fh->info, k, key);
            MPI_Info_get(fh->info, key, MPI_MAX_INFO_VAL, val, &flag);
            /* ROMIO keeps the values of the hints it knows; other keys are not used. */
            for (i = 0; i < sizeof io_hints / sizeof io_hints[0]; i++)
                if (!strcmp(key, io_hints[i][0]) && strcmp(key, "romio_filesystem_type") && strcmp(key, "romio_aggregator_list")) MPI_Info_set(*info_used, key, val);
        }
    }
    return MPI_SUCCESS;
}

int MPI_File_set_info(MPI_File fh, MPI_Info info)
{
    IO_CHECK_FH(fh, "MPI_File_set_info");
    if (io_info_bad(info, fh->comm)) return IO_FAIL(fh, MPI_ERR_OTHER, "MPI_File_set_info", "INFO_ALL");
    if (info != MPI_INFO_NULL) {
        if (fh->info != MPI_INFO_NULL) MPI_Info_free(&fh->info);
        MPI_Info_dup(info, &fh->info);
    }
    MPI_Barrier(fh->comm);
    return MPI_SUCCESS;
}

/* ------------------------------------------------------------------ Fortran handles */

#define IO_MAX_F 1024
static MPI_File io_ftable[IO_MAX_F];

MPI_Fint MPI_File_c2f(MPI_File fh)
{
    int i;
    if (fh == MPI_FILE_NULL) return 0;
    for (i = 1; i < IO_MAX_F; i++) if (io_ftable[i] == fh) return i;
    for (i = 1; i < IO_MAX_F; i++) if (!io_ftable[i]) { io_ftable[i] = fh; return i; }
    return 0;
}

MPI_File MPI_File_f2c(MPI_Fint fh) { return fh > 0 && fh < IO_MAX_F ? io_ftable[fh] : MPI_FILE_NULL; }
