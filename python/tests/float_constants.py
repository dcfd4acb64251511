"""Prints an MLIR function of torch.constant.float ops and one-element literals whose values and names are
spelled by edgec_export.mlirtext; test/Exporter/mlir-text.test checks that edgec-opt prints it unchanged."""

import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from edgec_export.mlirtext import SsaNames, format_float  # noqa: E402


def main():
    rng = random.Random(1)
    values = [2.5, 1.234567, 0.1 + 0.2, 12345678.0, 1e20, 123456789012.0, 1e-7, 3.3333333333333e-7, 1e-5, 0.125,
              1 / 3, 0.7071067811865476, 0.044715, -1.0, 0.0, -0.0, 1e-12, 6.0, 100.0, 1e4, 1e5, 1e6, 1e7, 1e300,
              5e-324, 2.2250738585072014e-308, float("inf"), float("-inf")]
    values += [rng.uniform(-10, 10) for _ in range(300)] + [10 ** rng.uniform(-30, 30) for _ in range(300)]
    values += [float(rng.randint(-10 ** 9, 10 ** 9)) for _ in range(50)]
    names = SsaNames()
    lines = []
    for v in values:
        text = format_float(v)
        lines.append("%s = torch.constant.float %s" % (names.named("float" + text), text))
    for kind, limit in (("f32", 3e38), ("f16", 6e4), ("bf16", 3e38)):
        for v in values[:200]:
            if abs(v) < limit:
                lines.append("%s = torch.vtensor.literal(dense<%s> : tensor<1x%s>) : !torch.vtensor<[1],%s>"
                             % (names.numbered(), format_float(v, kind), kind, kind))
    print("module {\n  func.func @floats() {\n" + "".join("    %s\n" % l for l in lines) + "    return\n  }\n}\n")


if __name__ == "__main__":
    main()
