/* Intercommunicator cases of coll_diff.c (included there, after its intracommunicator cases). */

static void inter_suite(MPI_Comm ic, int in_a, const char *tag)
{
    char name[96];
    int r, ln, rn, i, k;
    PMPI_Comm_rank(ic, &r);
    PMPI_Comm_size(ic, &ln);
    PMPI_Comm_remote_size(ic, &rn);

    t_barrier(ic, tag);
    /* rooted collectives: root 0 of group A, then root rn-1 of group B */
    for (k = 0; k < 2; k++) {
        int root_in_a = (k == 0);
        int am_root_group = (in_a == root_in_a);
        int rootrank = root_in_a ? 0 : (in_a ? rn - 1 : ln - 1);
        int root = am_root_group ? (r == rootrank ? MPI_ROOT : MPI_PROC_NULL) : rootrank;
        int counts[2] = {3, 700}, ci;
        for (ci = 0; ci < 2; ci++) {
            int c = counts[ci];
            int big = c * (rn > ln ? rn : ln) + 1;
            double *s = malloc(sizeof(double) * big), *a = calloc(big, sizeof(double)), *b = calloc(big, sizeof(double));
            int *vc = malloc(sizeof(int) * (rn + ln)), *vd = malloc(sizeof(int) * (rn + ln));
            /* bcast */
            fill_d(a, c, root == MPI_ROOT ? 1 : r + 50, 20);
            fill_d(b, c, root == MPI_ROOT ? 1 : r + 50, 20);
            SIM_Bcast(a, c, MPI_DOUBLE, root, ic);
            MPI_Bcast(b, c, MPI_DOUBLE, root, ic);
            snprintf(name, sizeof name, "%s/bcast/c%d/k%d", tag, c, k);
            cmp_d(name, ic, a, b, root == MPI_PROC_NULL ? 0 : c);
            /* reduce: sum of the other group's data */
            fill_d(s, c, r + (in_a ? 0 : 100), 21);
            memset(a, 0, sizeof(double) * big);
            memset(b, 0, sizeof(double) * big);
            SIM_Reduce(s, a, c, MPI_DOUBLE, MPI_SUM, root, ic);
            MPI_Reduce(s, b, c, MPI_DOUBLE, MPI_SUM, root, ic);
            snprintf(name, sizeof name, "%s/reduce-sum/c%d/k%d", tag, c, k);
            cmp_d(name, ic, a, b, root == MPI_ROOT ? c : 0);
            /* gather / scatter */
            memset(a, 0, sizeof(double) * big);
            memset(b, 0, sizeof(double) * big);
            SIM_Gather(s, c, MPI_DOUBLE, a, c, MPI_DOUBLE, root, ic);
            MPI_Gather(s, c, MPI_DOUBLE, b, c, MPI_DOUBLE, root, ic);
            snprintf(name, sizeof name, "%s/gather/c%d/k%d", tag, c, k);
            cmp_d(name, ic, a, b, root == MPI_ROOT ? c * rn : 0);
            fill_d(s, c * rn, r + 7, 22);
            memset(a, 0, sizeof(double) * big);
            memset(b, 0, sizeof(double) * big);
            SIM_Scatter(s, c, MPI_DOUBLE, a, c, MPI_DOUBLE, root, ic);
            MPI_Scatter(s, c, MPI_DOUBLE, b, c, MPI_DOUBLE, root, ic);
            snprintf(name, sizeof name, "%s/scatter/c%d/k%d", tag, c, k);
            cmp_d(name, ic, a, b, (root == MPI_ROOT || root == MPI_PROC_NULL) ? 0 : c);
            /* gatherv / scatterv */
            for (i = 0; i < rn; i++) {
                vc[i] = (i * 3 + 1) % 3;
                vd[i] = 2 * i;
            }
            memset(a, 0, sizeof(double) * big);
            memset(b, 0, sizeof(double) * big);
            {
                int mine = (r * 3 + 1) % 3;
                SIM_Gatherv(s, mine, MPI_DOUBLE, a, vc, vd, MPI_DOUBLE, root, ic);
                MPI_Gatherv(s, mine, MPI_DOUBLE, b, vc, vd, MPI_DOUBLE, root, ic);
                snprintf(name, sizeof name, "%s/gatherv/c%d/k%d", tag, c, k);
                cmp_d(name, ic, a, b, root == MPI_ROOT ? 2 * rn : 0);
                memset(a, 0, sizeof(double) * big);
                memset(b, 0, sizeof(double) * big);
                SIM_Scatterv(s, vc, vd, MPI_DOUBLE, a, mine, MPI_DOUBLE, root, ic);
                MPI_Scatterv(s, vc, vd, MPI_DOUBLE, b, mine, MPI_DOUBLE, root, ic);
                snprintf(name, sizeof name, "%s/scatterv/c%d/k%d", tag, c, k);
                cmp_d(name, ic, a, b, (root == MPI_ROOT || root == MPI_PROC_NULL) ? 0 : mine);
            }
            free(s);
            free(a);
            free(b);
            free(vc);
            free(vd);
        }
    }
    /* all-to-all style */
    {
        int c, ci, cs[2] = {2, 600};
        for (ci = 0; ci < 2; ci++) {
            int big;
            double *s, *a, *b;
            c = cs[ci];
            big = c * (rn + ln) + 1;
            s = malloc(sizeof(double) * big);
            a = calloc(big, sizeof(double));
            b = calloc(big, sizeof(double));
            fill_d(s, c * rn, r + (in_a ? 0 : 100), 23);
            SIM_Allreduce(s, a, c, MPI_DOUBLE, MPI_SUM, ic);
            MPI_Allreduce(s, b, c, MPI_DOUBLE, MPI_SUM, ic);
            snprintf(name, sizeof name, "%s/allreduce-sum/c%d", tag, c);
            cmp_d(name, ic, a, b, c);
            memset(a, 0, sizeof(double) * big);
            memset(b, 0, sizeof(double) * big);
            SIM_Allgather(s, c, MPI_DOUBLE, a, c, MPI_DOUBLE, ic);
            MPI_Allgather(s, c, MPI_DOUBLE, b, c, MPI_DOUBLE, ic);
            snprintf(name, sizeof name, "%s/allgather/c%d", tag, c);
            cmp_d(name, ic, a, b, c * rn);
            memset(a, 0, sizeof(double) * big);
            memset(b, 0, sizeof(double) * big);
            SIM_Alltoall(s, c, MPI_DOUBLE, a, c, MPI_DOUBLE, ic);
            MPI_Alltoall(s, c, MPI_DOUBLE, b, c, MPI_DOUBLE, ic);
            snprintf(name, sizeof name, "%s/alltoall/c%d", tag, c);
            cmp_d(name, ic, a, b, c * rn);
            free(s);
            free(a);
            free(b);
        }
    }
    {
        int *rc = malloc(sizeof(int) * (rn + 1)), *rd = malloc(sizeof(int) * (rn + 1));
        int *sc = malloc(sizeof(int) * (rn + 1)), *sd = malloc(sizeof(int) * (rn + 1));
        int *sdb = malloc(sizeof(int) * (rn + 1)), *rdb = malloc(sizeof(int) * (rn + 1));
        int *lc = malloc(sizeof(int) * (ln + 1));
        MPI_Datatype *ty = malloc(sizeof(MPI_Datatype) * (rn + 1));
        int tot = 0, stot = 0, ltot = 0;
        double *s, *a, *b;
        for (i = 0; i < rn; i++) {
            /* remote process i contributes (i + 1) % 3 to allgatherv; alltoallv: I send
               (r + i) % 2 + 1 to remote i and receive (i + r) % 2 + 1 from it */
            rc[i] = (i + 1) % 3;
            rd[i] = tot;
            tot += rc[i] + 1;
            sc[i] = (r + i) % 2 + 1;
            sd[i] = stot;
            stot += sc[i];
            ty[i] = MPI_DOUBLE;
        }
        for (i = 0; i < ln; i++) {
            lc[i] = (i + 1) % 2 + 1;
            ltot += lc[i];
        }
        s = malloc(sizeof(double) * (tot + stot + ltot * 2 + 8));
        a = calloc(tot + stot + ltot * 2 + 8, sizeof(double));
        b = calloc(tot + stot + ltot * 2 + 8, sizeof(double));
        fill_d(s, tot + stot + ltot * 2 + 4, r + (in_a ? 0 : 100), 24);
        SIM_Allgatherv(s, (r + 1) % 3, MPI_DOUBLE, a, rc, rd, MPI_DOUBLE, ic);
        MPI_Allgatherv(s, (r + 1) % 3, MPI_DOUBLE, b, rc, rd, MPI_DOUBLE, ic);
        snprintf(name, sizeof name, "%s/allgatherv", tag);
        cmp_d(name, ic, a, b, tot);
        for (i = 0; i < rn; i++) {
            sdb[i] = sd[i] * 8;
            rdb[i] = sd[i] * 8;
        }
        memset(a, 0, sizeof(double) * (tot + stot + 8));
        memset(b, 0, sizeof(double) * (tot + stot + 8));
        SIM_Alltoallv(s, sc, sd, MPI_DOUBLE, a, sc, sd, MPI_DOUBLE, ic);
        MPI_Alltoallv(s, sc, sd, MPI_DOUBLE, b, sc, sd, MPI_DOUBLE, ic);
        snprintf(name, sizeof name, "%s/alltoallv", tag);
        cmp_d(name, ic, a, b, stot);
        memset(a, 0, sizeof(double) * (tot + stot + 8));
        memset(b, 0, sizeof(double) * (tot + stot + 8));
        SIM_Alltoallw(s, sc, sdb, ty, a, sc, rdb, ty, ic);
        MPI_Alltoallw(s, sc, sdb, ty, b, sc, rdb, ty, ic);
        snprintf(name, sizeof name, "%s/alltoallw", tag);
        cmp_d(name, ic, a, b, stot);
        /* reduce_scatter: both groups reduce the same total */
        {
            int *lcs = malloc(sizeof(int) * (ln + 1)), lt = 0, rt = 0;
            for (i = 0; i < ln; i++) {
                lcs[i] = 0;
            }
            /* totals must agree: give each process of the smaller total the difference */
            for (i = 0; i < ln; i++) {
                lcs[i] = (i % 2) + 1;
                lt += lcs[i];
            }
            for (i = 0; i < rn; i++)
                rt += (i % 2) + 1;
            if (lt < rt)
                lcs[ln - 1] += rt - lt;
            lt = lt < rt ? rt : lt;
            memset(a, 0, sizeof(double) * (tot + stot + 8));
            memset(b, 0, sizeof(double) * (tot + stot + 8));
            free(s);
            s = malloc(sizeof(double) * (lt + 8));
            fill_d(s, lt + 4, r + (in_a ? 0 : 100), 25);
            free(a);
            free(b);
            a = calloc(lt + 8, sizeof(double));
            b = calloc(lt + 8, sizeof(double));
            SIM_Reduce_scatter(s, a, lcs, MPI_DOUBLE, MPI_SUM, ic);
            MPI_Reduce_scatter(s, b, lcs, MPI_DOUBLE, MPI_SUM, ic);
            snprintf(name, sizeof name, "%s/reduce_scatter", tag);
            cmp_d(name, ic, a, b, lcs[r]);
            free(lcs);
        }
        free(s);
        free(a);
        free(b);
        {
            /* reduce_scatter_block: each group reduces rc * its local size; use equal sizes */
            if (ln == rn) {
                int rcnt = 2;
                s = malloc(sizeof(double) * (rcnt * ln + 1));
                a = calloc(rcnt * ln + 1, sizeof(double));
                b = calloc(rcnt * ln + 1, sizeof(double));
                fill_d(s, rcnt * ln, r + (in_a ? 0 : 100), 26);
                SIM_Reduce_scatter_block(s, a, rcnt, MPI_DOUBLE, MPI_SUM, ic);
                MPI_Reduce_scatter_block(s, b, rcnt, MPI_DOUBLE, MPI_SUM, ic);
                snprintf(name, sizeof name, "%s/reduce_scatter_block", tag);
                cmp_d(name, ic, a, b, rcnt);
                free(s);
                free(a);
                free(b);
            }
        }
        free(rc);
        free(rd);
        free(sc);
        free(sd);
        free(sdb);
        free(rdb);
        free(lc);
        free(ty);
    }
    t_barrier(ic, tag);
}
