"""The synthetic programs of bench/kernel_ab.sh: `write SET DIR` prints them as torch-dialect MLIR (the
format torch-mlir's importer prints), `inputs SET DIR` saves random f32 inputs for them (on the GPU machine,
which has NumPy)."""
import sys

# name: (op as printed, its operands' shapes, its result's shape, the operands after the tensors as MLIR)
SETS = {
    "batched_b": {},  # zoo models only (kernel_ab.sh)
    "split_k": {},  # zoo models only (kernel_ab.sh)
    "attention": {},  # zoo and dynamic models only (kernel_ab.sh)
    "matmul": {
        "mm_2048": ("torch.aten.mm", [(2048, 2048), (2048, 2048)], (2048, 2048), ""),
        "addmm_2048": ("torch.aten.addmm", [(2048,), (2048, 2048), (2048, 2048)], (2048, 2048), "%one, %one"),
        "bmm_attn": ("torch.aten.bmm", [(48, 256, 64), (48, 64, 256)], (48, 256, 256), ""),
    },
    "adaptive_pool": {
        "adaptive2d_global": ("torch.aten._adaptive_avg_pool2d", [(8, 2048, 7, 7)], (8, 2048, 1, 1), "%size"),
        "adaptive2d_overlap": ("torch.aten._adaptive_avg_pool2d", [(8, 512, 30, 30)], (8, 512, 7, 7), "%size"),
        "adaptive3d": ("torch.aten._adaptive_avg_pool3d", [(4, 256, 16, 28, 28)], (4, 256, 4, 7, 7), "%size"),
        "adaptive1d": ("torch.aten.adaptive_avg_pool1d", [(16, 768, 1000)], (16, 768, 50), "%size"),
    },
    "upsample": {
        "bilinear_x4_seg_head": ("torch.aten.upsample_bilinear2d.vec", [(1, 21, 64, 64)], (1, 21, 256, 256),
                                 "%size, %false, %none"),
        "bilinear_x2_features": ("torch.aten.upsample_bilinear2d.vec", [(1, 64, 128, 128)], (1, 64, 256, 256),
                                 "%size, %false, %none"),
        "bilinear_aligned_odd": ("torch.aten.upsample_bilinear2d.vec", [(1, 32, 75, 75)], (1, 32, 225, 300),
                                 "%size, %true, %none"),
        "bilinear_down": ("torch.aten.upsample_bilinear2d.vec", [(4, 256, 56, 56)], (4, 256, 28, 28),
                          "%size, %false, %none"),
    },
}
# the scalar operands a program may name, with their definitions and types
SCALARS = {"%one": ("torch.constant.int 1", "!torch.int"), "%false": ("torch.constant.bool false", "!torch.bool"),
           "%true": ("torch.constant.bool true", "!torch.bool"), "%none": ("torch.constant.none", "!torch.none")}


def vtensor(shape):
    return "!torch.vtensor<[%s],f32>" % ",".join(str(s) for s in shape)


def program(op, shapes, out, extra):
    args = ", ".join("%%a%d: %s" % (i, vtensor(s)) for i, s in enumerate(shapes))
    lines = ["%s = %s" % (name, definition) for name, (definition, _) in SCALARS.items()]
    if "%size" in extra:  # the output's sizes after N and C
        names = []
        for i, s in enumerate(out[2:]):
            lines.append("%%s%d = torch.constant.int %d" % (i, s))
            names.append("%%s%d" % i)
        lines.append("%%size = torch.prim.ListConstruct %s : (%s) -> !torch.list<int>" %
                     (", ".join(names), ", ".join(["!torch.int"] * len(names))))
    operands = ", ".join("%%a%d" % i for i in range(len(shapes))) + (", " + extra if extra else "")
    types = ", ".join(vtensor(s) for s in shapes)
    if extra:
        types += ", " + ", ".join("!torch.list<int>" if e.strip() == "%size" else SCALARS[e.strip()][1]
                                  for e in extra.split(","))
    lines.append("%%0 = %s %s : %s -> %s" % (op, operands, types, vtensor(out)))
    return ("module {\n  func.func @main(%s) -> %s {\n    %s\n    return %%0 : %s\n  }\n}\n"
            % (args, vtensor(out), "\n    ".join(lines), vtensor(out)))


def main(what, set_name, out_dir):
    for name, (op, shapes, out, extra) in SETS[set_name].items():
        if what == "write":
            with open("%s/%s.mlir" % (out_dir, name), "w") as f:
                f.write(program(op, shapes, out, extra))
        else:
            import numpy as np
            r = np.random.default_rng(0)
            for i, s in enumerate(shapes):
                np.save("%s/%s.input%d.npy" % (out_dir, name, i), r.standard_normal(s).astype(np.float32))


if __name__ == "__main__":
    main(*sys.argv[1:])
