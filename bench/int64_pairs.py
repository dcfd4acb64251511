#!/usr/bin/env python3
"""Writes the int64 microbenchmarks of bench/int64_pairs.sh: one ATen program per kind of int64 work, in the
input format (torch dialect), with deterministic wide int64 inputs as .npy (stdlib only: no numpy needed).

  add_mul      x * y + y over 2^20 elements: carries and 64-bit products
  floor_div    x // y over 2^20 elements: 64-bit division (word pairs: a shift-subtract loop)
  sum_rows     sum over rows of a [1024, 1024] tensor: a 64-bit accumulation per output
  to_float     int64 -> f32 over 2^20 elements: the rounding conversion
  embedding    4096 int64 token ids gathering rows of a [30000, 64] f32 table: index reads only

Usage: int64_pairs.py OUTDIR
"""
import os
import random
import struct
import sys

N = 1 << 20


def npy(path, dtype, shape, values):
    """A .npy file (format 1.0) of little-endian `dtype` ('<i8' or '<f4') values."""
    header = "{'descr': '%s', 'fortran_order': False, 'shape': (%s), }" % (
        dtype, "".join("%d, " % d for d in shape) if len(shape) != 1 else "%d," % shape[0])
    header += " " * (63 - (10 + len(header)) % 64) + "\n"
    with open(path, "wb") as f:
        f.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)) + header.encode())
        f.write(struct.pack("<%d%s" % (len(values), "q" if dtype == "<i8" else "f"), *values))


def vt(shape, dtype="si64"):
    return "!torch.vtensor<[%s],%s>" % (",".join(str(d) for d in shape), dtype)


def program(args, body, result):
    params = ", ".join("%%arg%d: %s" % (i, t) for i, t in enumerate(args))
    return "module {\n  func.func @main(%s) -> %s {\n%s    return %%r : %s\n  }\n}\n" % (
        params, result, "".join("    %s\n" % line for line in body), result)


def main(out):
    os.makedirs(out, exist_ok=True)
    rng = random.Random(7)
    wide = [rng.randrange(-2**62, 2**62) for _ in range(N)]
    divisors = [(rng.randrange(1, 2**40) >> rng.randrange(0, 40)) or 3 for _ in range(N)]
    t = vt([N])
    cases = {
        "add_mul": ([t, t], ["%int1 = torch.constant.int 1",
                             "%%p = torch.aten.mul.Tensor %%arg0, %%arg1 : %s, %s -> %s" % (t, t, t),
                             "%%r = torch.aten.add.Tensor %%p, %%arg1, %%int1 : %s, %s, !torch.int -> %s" % (t, t, t)],
                    t, [wide, divisors]),
        "floor_div": ([t, t], ["%%r = torch.aten.floor_divide %%arg0, %%arg1 : %s, %s -> %s" % (t, t, t)], t,
                      [wide, divisors]),
        "sum_rows": ([vt([1024, 1024])], [
            "%int0 = torch.constant.int 0", "%dims = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>",
            "%false = torch.constant.bool false", "%none = torch.constant.none",
            "%%r = torch.aten.sum.dim_IntList %%arg0, %%dims, %%false, %%none : %s, !torch.list<int>, !torch.bool, "
            "!torch.none -> %s" % (vt([1024, 1024]), vt([1024]))], vt([1024]), [[v >> 12 for v in wide]]),
        "to_float": ([t], ["%int6 = torch.constant.int 6", "%none = torch.constant.none",
                           "%false = torch.constant.bool false",
                           "%%r = torch.aten._to_copy %%arg0, %%int6, %%none, %%none, %%none, %%false, %%none : %s, "
                           "!torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> %s"
                           % (t, vt([N], "f32"))], vt([N], "f32"), [wide]),
    }
    ids = vt([4096])
    table = [rng.uniform(-1, 1) for _ in range(30000 * 64)]
    weight = "!torch.vtensor<[30000,64],f32>"
    cases["embedding"] = ([weight, ids], [
        "%int-1 = torch.constant.int -1", "%false = torch.constant.bool false",
        "%%r = torch.aten.embedding %%arg0, %%arg1, %%int-1, %%false, %%false : %s, %s, !torch.int, !torch.bool, "
        "!torch.bool -> %s" % (weight, ids, vt([4096, 64], "f32"))], vt([4096, 64], "f32"),
        [table, [rng.randrange(0, 30000) for _ in range(4096)]])
    for name, (args, body, result, inputs) in cases.items():
        with open(os.path.join(out, name + ".mlir"), "w") as f:
            f.write(program(args, body, result))
        for k, (arg, values) in enumerate(zip(args, inputs)):
            shape = [int(d) for d in arg.split("[")[1].split("]")[0].split(",")]
            npy(os.path.join(out, "%s.input%d.npy" % (name, k)), "<f4" if arg.endswith("f32>") else "<i8", shape,
                values)


if __name__ == "__main__":
    main(sys.argv[1])
