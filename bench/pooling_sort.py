"""Pooling, sort and topk microbenchmarks: one op per program, as torch-mlir's importer prints it.
Usage:
  python3 bench/pooling_sort.py programs OUTDIR   writes NAME.mlir for every benchmark (no dependencies)
  python3 bench/pooling_sort.py data OUTDIR       with PyTorch: NAME.input0.npy and PyTorch's outputs
                                                  NAME.refK.npy (float32 inputs from a fixed seed)
then per program: edgec compile OUTDIR/NAME.mlir -o NAME.pte and
  edge-run NAME.pte -i OUTDIR/NAME.input0.npy --check OUTDIR/NAME.ref0.npy [...] --iters 200
(bench/RESULTS.md, "Pooling, sort and topk as kernels", compares two edgec builds this way.)"""
import sys


def program(name, in_shape, body, results):
    """A func over one f32 input `x` of `in_shape`; `body` lines compute `results` [(value, type)]."""
    t = "!torch.vtensor<[%s],f32>" % ",".join(map(str, in_shape))
    res_types = ", ".join(ty for _, ty in results)
    return """module {
  func.func @main(%%x: %s) -> (%s) {
    %%false = torch.constant.bool false
    %%true = torch.constant.bool true
    %%none = torch.constant.none
%s
    return %s : %s
  }
}
""" % (t, res_types, "\n".join("    " + line for line in body), ", ".join(v for v, _ in results), res_types)


def vt(shape, dtype="f32"):
    return "!torch.vtensor<[%s],%s>" % (",".join(map(str, shape)), dtype)


def int_list(name, values):
    """Lines defining %NAME as a !torch.list<int> of `values` (constants named by value)."""
    lines = ["%%%s_%d = torch.constant.int %d" % (name, i, v) for i, v in enumerate(values)]
    lines.append("%%%s = torch.prim.ListConstruct %s : (%s) -> !torch.list<int>" % (
        name, ", ".join("%%%s_%d" % (name, i) for i in range(len(values))), ", ".join(["!torch.int"] * len(values))))
    return lines


def out_size(n, k, s, p, d=1):
    return (n + 2 * p - d * (k - 1) - 1) // s + 1


def max_pool(name, shape, k, s, p, indices):
    sp = len(shape) - 2
    out = list(shape[:2]) + [out_size(n, k, s, p) for n in shape[2:]]
    body = int_list("k", [k] * sp) + int_list("s", [s] * sp) + int_list("p", [p] * sp) + int_list("d", [1] * sp)
    op = "max_pool%dd_with_indices" % sp
    body.append("%%v, %%i = torch.aten.%s %%x, %%k, %%s, %%p, %%d, %%false : %s, !torch.list<int>, !torch.list<int>, "
                "!torch.list<int>, !torch.list<int>, !torch.bool -> %s, %s" % (op, vt(shape), vt(out), vt(out, "si64")))
    results = [("%v", vt(out))] + ([("%i", vt(out, "si64"))] if indices else [])
    return program(name, shape, body, results)


def avg_pool(name, shape, k, s, p):
    sp = len(shape) - 2
    out = list(shape[:2]) + [out_size(n, k, s, p) for n in shape[2:]]
    body = int_list("k", [k] * sp) + int_list("s", [s] * sp) + int_list("p", [p] * sp)
    body.append("%%v = torch.aten.avg_pool%dd %%x, %%k, %%s, %%p, %%false, %%true, %%none : %s, !torch.list<int>, "
                "!torch.list<int>, !torch.list<int>, !torch.bool, !torch.bool, !torch.none -> %s"
                % (sp, vt(shape), vt(out)))
    return program(name, shape, body, [("%v", vt(out))])


def topk(name, shape, k):
    out = list(shape[:-1]) + [k]
    body = ["%%k = torch.constant.int %d" % k, "%int-1 = torch.constant.int -1",
            "%%v, %%i = torch.aten.topk %%x, %%k, %%int-1, %%true, %%true : %s, !torch.int, !torch.int, !torch.bool, "
            "!torch.bool -> %s, %s" % (vt(shape), vt(out), vt(out, "si64"))]
    return program(name, shape, body, [("%v", vt(out)), ("%i", vt(out, "si64"))])


def sort(name, shape):
    body = ["%int-1 = torch.constant.int -1",
            "%%v, %%i = torch.aten.sort %%x, %%int-1, %%false : %s, !torch.int, !torch.bool -> %s, %s"
            % (vt(shape), vt(shape), vt(shape, "si64"))]
    return program(name, shape, body, [("%v", vt(shape)), ("%i", vt(shape, "si64"))])


# name -> (program text, input shape, PyTorch reference function)
def benchmarks():
    return {
        # ResNet's stem pooling, values only and with indices
        "maxpool2d_stem": (max_pool("maxpool2d_stem", [1, 64, 112, 112], 3, 2, 1, False), [1, 64, 112, 112],
                           lambda F, x: [F.max_pool2d(x, 3, 2, 1)]),
        "maxpool2d_stem_indices": (max_pool("maxpool2d_stem_indices", [1, 64, 112, 112], 3, 2, 1, True),
                                   [1, 64, 112, 112], lambda F, x: list(F.max_pool2d(x, 3, 2, 1, return_indices=True))),
        # DenseNet's transition pooling
        "avgpool2d_transition": (avg_pool("avgpool2d_transition", [1, 256, 56, 56], 2, 2, 0), [1, 256, 56, 56],
                                 lambda F, x: [F.avg_pool2d(x, 2, 2, 0)]),
        # a video network's stem pooling (R3D-style)
        "maxpool3d_video": (max_pool("maxpool3d_video", [1, 64, 16, 56, 56], 3, 2, 1, False), [1, 64, 16, 56, 56],
                            lambda F, x: [F.max_pool3d(x, 3, 2, 1)]),
        "avgpool3d_video": (avg_pool("avgpool3d_video", [1, 64, 16, 56, 56], 2, 2, 0), [1, 64, 16, 56, 56],
                            lambda F, x: [F.avg_pool3d(x, 2, 2, 0)]),
        # a classifier's top 5 of 1000, a batch of 8; top 50 of 4096
        "topk_1000": (topk("topk_1000", [8, 1000], 5), [8, 1000], lambda F, x: list(F_topk(x, 5))),
        "topk_4096": (topk("topk_4096", [1, 4096], 50), [1, 4096], lambda F, x: list(F_topk(x, 50))),
        "sort_1024": (sort("sort_1024", [64, 1024]), [64, 1024], lambda F, x: list(F_sort(x))),
    }


def F_topk(x, k):
    import torch
    return torch.topk(x, k)


def F_sort(x):
    import torch
    return torch.sort(x)


def main(what, out):
    cases = benchmarks()
    if what == "programs":
        for name, (text, _, _) in cases.items():
            with open("%s/%s.mlir" % (out, name), "w") as f:
                f.write(text)
        return
    import numpy as np
    import torch
    import torch.nn.functional as F
    torch.manual_seed(0)
    for name, (_, shape, fn) in cases.items():
        # distinct values: topk's and sort's indices of ties are PyTorch's to choose
        x = torch.randperm(int(np.prod(shape))).reshape(shape).float() / 7.0
        np.save("%s/%s.input0.npy" % (out, name), x.numpy())
        for i, r in enumerate(fn(F, x)):
            np.save("%s/%s.ref%d.npy" % (out, name, i), r.numpy())


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
