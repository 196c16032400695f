#!/usr/bin/python3
"""Writes an OTF2 archive with the real OTF2 library (python3-otf2) from a JSON description.

usage: otf2_write.py <dir> <spec.json>
spec: {"ranks": n, "resolution": ticks per second,
       "comms": [{"name", "members": [world ranks], "parent": index}]   (comm 0 is the world),
       "events": [[[time, kind, args...], ...] per rank]}
kinds: enter/leave <region name>; send <receiver> <comm> <tag> <bytes>;
       isend <receiver> <comm> <tag> <bytes> <request>; isend_complete <request>;
       recv <sender> <comm> <tag> <bytes>; irecv_request <request>;
       irecv <sender> <comm> <tag> <bytes> <request>; request_test <request>;
       request_cancelled <request>; coll_begin; coll_end <OP> <comm> <root or -1> <sent> <received>;
       nbc_request <request>; nbc_complete <OP> <comm> <root or -1> <sent> <received> <request>;
       comm_create <comm>; comm_destroy <comm>
A comm with "lifecycle": true is flagged CREATE_DESTROY_EVENTS.
"""
import json
import sys

import otf2
from otf2.enums import CollectiveOp, CommFlag, GroupType, Paradigm, RegionRole

out, spec_file = sys.argv[1], sys.argv[2]
with open(spec_file) as f:
    spec = json.load(f)

with otf2.writer.open(out, timer_resolution=spec.get("resolution", 1000000000)) as trace:
    node = trace.definitions.system_tree_node("node")
    locations = []
    for r in range(spec["ranks"]):
        group = trace.definitions.location_group("rank %d" % r, system_tree_parent=node)
        locations.append(trace.definitions.location("main thread", group=group))
    trace.definitions.group("locations", group_type=GroupType.COMM_LOCATIONS, paradigm=Paradigm.MPI,
                            members=locations)
    comms = []
    for c in spec["comms"]:
        group = trace.definitions.group(c["name"] + " group", group_type=GroupType.COMM_GROUP,
                                        paradigm=Paradigm.MPI, members=c["members"])
        parent = comms[c["parent"]] if "parent" in c else None
        flags = CommFlag.CREATE_DESTROY_EVENTS if c.get("lifecycle") else CommFlag.NONE
        comms.append(trace.definitions.comm(c["name"], group=group, parent=parent, flags=flags))
    regions = {}

    def region(name):
        if name not in regions:
            regions[name] = trace.definitions.region(name, region_role=RegionRole.POINT2POINT,
                                                     paradigm=Paradigm.MPI)
        return regions[name]

    for rank, events in enumerate(spec["events"]):
        w = trace.event_writer_from_location(locations[rank])
        for ev in events:
            t, kind, *a = ev
            if kind == "enter":
                w.enter(t, region(a[0]))
            elif kind == "leave":
                w.leave(t, region(a[0]))
            elif kind == "send":
                w.mpi_send(t, a[0], comms[a[1]], a[2], a[3])
            elif kind == "isend":
                w.mpi_isend(t, a[0], comms[a[1]], a[2], a[3], a[4])
            elif kind == "isend_complete":
                w.mpi_isend_complete(t, a[0])
            elif kind == "recv":
                w.mpi_recv(t, a[0], comms[a[1]], a[2], a[3])
            elif kind == "irecv_request":
                w.mpi_irecv_request(t, a[0])
            elif kind == "irecv":
                w.mpi_irecv(t, a[0], comms[a[1]], a[2], a[3], a[4])
            elif kind == "request_test":
                w.mpi_request_test(t, a[0])
            elif kind == "request_cancelled":
                w.mpi_request_cancelled(t, a[0])
            elif kind == "coll_begin":
                w.mpi_collective_begin(t)
            elif kind == "coll_end":
                root = a[2] if a[2] >= 0 else 0xFFFFFFFF
                w.mpi_collective_end(t, getattr(CollectiveOp, a[0]), comms[a[1]], root, a[3], a[4])
            elif kind == "nbc_request":
                w.non_blocking_collective_request(t, a[0])
            elif kind == "nbc_complete":
                root = a[2] if a[2] >= 0 else 0xFFFFFFFF
                w.non_blocking_collective_complete(t, getattr(CollectiveOp, a[0]), comms[a[1]], root, a[3], a[4], a[5])
            elif kind == "comm_create":
                w.comm_create(t, comms[a[0]])
            elif kind == "comm_destroy":
                w.comm_destroy(t, comms[a[0]])
            else:
                raise SystemExit("unknown event kind %r" % kind)
