"""Tests of edgec_export. The MLIR-text spellings are tested everywhere; export tests need PyTorch and skip
cleanly without it (CI has none; run them on a machine with PyTorch >= 2.1: python3 -m unittest discover
python/tests)."""

import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from edgec_export import mlirtext  # noqa: E402
from edgec_export.dynamic import DynamicDims  # noqa: E402

try:
    import torch
    from torch import nn
except ImportError:
    torch = None


class MlirTextTest(unittest.TestCase):
    def test_floats_as_mlir_prints_them(self):
        # spellings read from edgec-opt's output (test/Exporter/mlir-text.test checks thousands more)
        cases = [(2.5, "2.500000e+00"), (1.234567, "1.234567"), (0.1 + 0.2, "0.30000000000000004"),
                 (1e-7, "9.9999999999999995E-8"), (12345678.0, "0x41678C29C0000000"), (0.0, "0.000000e+00"),
                 (-0.0, "-0.000000e+00"), (1e20, "1.000000e+20")]
        for value, text in cases:
            self.assertEqual(mlirtext.format_float(value), text)

    def test_names(self):
        names = mlirtext.SsaNames()
        self.assertEqual(names.named("int1"), "%int1")
        self.assertEqual(names.named("int1"), "%int1_0")
        self.assertEqual(names.named("float2.500000e+00"), "%float2.500000e2B00")
        self.assertEqual(names.named("1x"), "%_1x")
        self.assertEqual(names.numbered(), "%0")


class DynamicDimsTest(unittest.TestCase):
    """--dynamic-dim and --dynamic-sample as parsed, without PyTorch (Dims made by a stand-in)."""

    @staticmethod
    def dims(*specs, inputs=2):
        return DynamicDims(list(specs), inputs, make_dim=lambda name, min, max: (name, min, max))

    def test_named_dims_share_a_size(self):
        d = self.dims("0:0:1:4:batch", "0:1:2:32:seq", "1:0:1:4:batch")
        self.assertEqual(d.shapes, ({0: ("batch", 1, 4), 1: ("seq", 2, 32)}, {0: ("batch", 1, 4)}))
        self.assertEqual(d.bounds, {"batch": (1, 4), "seq": (2, 32)})
        self.assertEqual(d.positions["batch"], [(0, 0), (1, 0)])
        self.assertEqual(self.dims("1:2:3:9").bounds, {"d1_2": (3, 9)})

    def test_bad_specs(self):
        for spec, message in [("0:0:1", "expected INPUT:DIM:MIN:MAX"), ("2:0:1:4", "the model has 2 inputs"),
                              ("0:0:5:4", "0 <= MIN <= MAX"), ("0:0:1:4:no-name", "an identifier"),
                              ("0:x:1:4", "are integers")]:
            with self.assertRaisesRegex(ValueError, message):
                self.dims(spec)
        with self.assertRaisesRegex(ValueError, "other bounds"):
            self.dims("0:0:1:4:batch", "1:0:1:8:batch")

    def test_samples_by_name_within_bounds(self):
        d = self.dims("0:0:1:4:batch", "0:1:2:32:seq")
        self.assertEqual(d.sample("batch=3,seq=17"), ({"batch": 3, "seq": 17}, "batch3_seq17"))
        self.assertEqual(d.sample("seq=2"), ({"seq": 2}, "seq2"))
        self.assertEqual(d.sample("4"), ({"batch": 4, "seq": 4}, "4"))
        for text, message in [("seq=33", r"seq = 33 is outside its bounds \[2, 32\]"),
                              ("batch=0", r"outside its bounds \[1, 4\]"), ("5", "batch = 5 is outside"),
                              ("len=3", "no dynamic dimension is named 'len'"), ("seq=x", "not an integer"),
                              ("x", "expected SIZE or NAME=SIZE")]:
            with self.assertRaisesRegex(ValueError, message):
                d.sample(text)


@unittest.skipIf(torch is None, "needs PyTorch")
class ExportTest(unittest.TestCase):
    def export(self, module, inputs, **kw):
        from edgec_export.export import export_module
        from edgec_export.printer import print_program

        return print_program(export_module(module, inputs, **kw), warn=None)

    def test_linear_kept_with_torch_mlir_set(self):
        text = self.export(nn.Sequential(nn.Linear(4, 3), nn.SiLU()), [torch.randn(2, 4)],
                           decompositions="torch-mlir")
        self.assertIn("torch.aten.linear %arg0, %0, %1 : !torch.vtensor<[2,4],f32>", text)
        self.assertIn("torch.aten.silu", text)
        text = self.export(nn.Sequential(nn.Linear(4, 3), nn.SiLU()), [torch.randn(2, 4)])
        self.assertNotIn("torch.aten.linear", text)
        self.assertIn("torch.aten.addmm", text)

    def test_multi_result_list_result_and_unregistered_op(self):
        class M(nn.Module):
            def __init__(self):
                super().__init__()
                self.bn = nn.BatchNorm2d(3)

            def forward(self, x):
                a, b = self.bn(x).split([1, 2], dim=1)
                return nn.functional.max_pool2d(a, 2) + b.sum(1, keepdim=True)[..., ::2, ::2]

        text = self.export(M().eval(), [torch.randn(1, 3, 4, 4)])
        self.assertIn('torch.operator "torch.aten._native_batch_norm_legit_no_training"', text)
        self.assertRegex(text, r"%\d+:3 = torch.operator")
        self.assertIn("%result0, %result1 = torch.aten.max_pool2d_with_indices", text)
        self.assertRegex(text, r"%\d+:2 = torch.prim.ListUnpack %\d+ : !torch.list<vtensor> -> ")

    def test_literal_dtypes_and_int_inputs(self):
        class M(nn.Module):
            def __init__(self):
                super().__init__()
                self.register_buffer("mask", torch.tensor([True, False, True]))
                self.register_buffer("offset", torch.tensor([1, 2, 3], dtype=torch.int64))
                self.register_buffer("halves", torch.tensor([0.5, 0.25, 2.0], dtype=torch.float16))
                self.register_buffer("one", torch.tensor([0.1]))

            def forward(self, ids):
                return torch.where(self.mask, ids + self.offset, ids) * self.one + self.halves.float()

        text = self.export(M(), [torch.tensor([4, 5, 6])])
        self.assertIn("%arg0: !torch.vtensor<[3],si64>", text)
        self.assertIn("dense_resource<torch_tensor_3_torch.bool> : tensor<3xi1>", text)
        self.assertIn("dense_resource<torch_tensor_3_torch.int64> : tensor<3xsi64>", text)
        self.assertIn("dense_resource<torch_tensor_3_torch.float16> : tensor<3xf16>", text)
        self.assertIn("dense<1.000000e-01> : tensor<1xf32>", text)
        self.assertIn('torch_tensor_3_torch.int64: "0x08000000010000000000000002', text)

    def test_cli_writes_references(self):
        from edgec_export.__main__ import main

        with tempfile.TemporaryDirectory() as d:
            src = os.path.join(d, "m.py")
            with open(src, "w") as f:
                f.write("import torch\ndef make():\n    return torch.nn.Linear(3, 2), [torch.ones(1, 3)]\n")
            out = os.path.join(d, "m.mlir")
            self.assertEqual(main([src + ":make", "-o", out, "--save-io", os.path.join(d, "m")]), 0)
            self.assertTrue(os.path.exists(os.path.join(d, "m.output0.npy")))
            with open(out) as f:
                self.assertTrue(f.read().startswith("module {\n  func.func @main(%arg0: !torch.vtensor<[1,3],f32>)"))


if __name__ == "__main__":
    unittest.main()
