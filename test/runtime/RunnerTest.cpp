#include "Profile.h"
#include "Runner.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <cstring>
#include <limits>

namespace {
edge::TensorInfo info(edge::DType dtype, std::vector<int64_t> shape) {
  edge::TensorInfo t;
  t.dtype = dtype;
  t.shape = shape;
  t.numel = 1;
  for (int64_t d : shape)
    t.numel *= d;
  t.nbytes = uint64_t(t.numel) * edge::elementSize(dtype);
  t.hostOffset = 0;
  t.deviceOffset = -1;
  t.constantOffset = -1;
  return t;
}

template <typename T> edge::NpyArray array(edge::DType dtype, const std::vector<T> &values) {
  edge::NpyArray a;
  a.dtype = dtype;
  a.shape = {int64_t(values.size())};
  a.data.resize(values.size() * sizeof(T));
  if (!values.empty())
    memcpy(a.data.data(), values.data(), a.data.size());
  return a;
}

template <typename T>
edge::Comparison compare(edge::DType dtype, const std::vector<T> &out, const std::vector<T> &ref,
                         double tolerance = 1e-4) {
  edge::TensorInfo t = info(dtype, {int64_t(out.size())});
  return edge::compareOutput(t, out.data(), array(dtype, ref), tolerance);
}

const float kNan = std::numeric_limits<float>::quiet_NaN();
const float kInf = std::numeric_limits<float>::infinity();
} // namespace

TEST_CASE("the output check compares integer outputs exactly, by their own dtype", "[runner]") {
  using edge::DType;
  edge::Comparison c = compare<int64_t>(DType::i64, {1, -2, int64_t(1) << 40}, {1, -2, int64_t(1) << 40});
  CHECK(c.problem.empty());
  CHECK(c.ok);

  c = compare<int64_t>(DType::i64, {1, 5, 3}, {1, 2, 3});
  CHECK_FALSE(c.ok);
  CHECK(c.mismatches == 1);
  CHECK(c.firstMismatch == 1);
  CHECK(c.maxError == 3);

  c = compare<uint8_t>(DType::u8, {0, 255}, {0, 255});
  CHECK(c.ok);
}

TEST_CASE("the output check rejects a dtype or shape that differs from the output's", "[runner]") {
  using edge::DType;
  // A u8[3] output against an f32[3] reference: reading the output as floats overran its 3 bytes.
  const uint8_t out[3] = {1, 2, 3};
  edge::TensorInfo t = info(DType::u8, {3});
  edge::Comparison c = edge::compareOutput(t, out, array<float>(DType::f32, {1, 2, 3}), 1e-4);
  CHECK_FALSE(c.ok);
  CHECK(c.problem == "is u8[3], the reference is f32[3]");

  edge::TensorInfo f = info(DType::f32, {2});
  const float two[2] = {1, 2};
  c = edge::compareOutput(f, two, array<float>(DType::f32, {1, 2, 3}), 1e-4);
  CHECK_FALSE(c.ok);
  CHECK(c.problem == "is f32[2], the reference is f32[3]");
}

TEST_CASE("the output check handles NaN and infinities explicitly", "[runner]") {
  using edge::DType;
  // NaN meets NaN (torch.allclose(equal_nan=True)), an infinity the same infinity.
  edge::Comparison c = compare<float>(DType::f32, {1, kNan, kInf, -kInf}, {1, kNan, kInf, -kInf});
  CHECK(c.ok);
  CHECK(c.maxError == 0);
  CHECK(c.maxReference == 1);

  // A NaN reference where the output is finite.
  c = compare<float>(DType::f32, {1, 2}, {1, kNan});
  CHECK_FALSE(c.ok);
  CHECK(c.mismatches == 1);
  CHECK(c.firstMismatch == 1);
  CHECK(c.firstOutput == 2);
  CHECK(std::isnan(c.firstReference));

  // A NaN output where the reference is finite: a mismatch, whatever the tolerance.
  c = compare<float>(DType::f32, {kNan, 2}, {1, 2}, 1e9);
  CHECK_FALSE(c.ok);
  CHECK(c.mismatches == 1);
  CHECK(c.firstMismatch == 0);
  CHECK(std::isnan(c.firstOutput));

  c = compare<float>(DType::f32, {-kInf}, {kInf});
  CHECK_FALSE(c.ok);

  // Finite elements still obey the tolerance next to matching NaNs.
  c = compare<float>(DType::f32, {kNan, 100, 1.5}, {kNan, 100, 1});
  CHECK_FALSE(c.ok);
  CHECK(c.maxError == 0.5);
  CHECK(c.mismatches == 0);
}

TEST_CASE("the output check reads f64 and f16 outputs as what they are", "[runner]") {
  using edge::DType;
  CHECK(compare<double>(DType::f64, {1.0, 1e300}, {1.0, 1e300}).ok);
  CHECK_FALSE(compare<double>(DType::f64, {1.0, 2.0}, {1.0, 2.5}).ok);
  // f16: 0x3c00 = 1.0, 0x7e00 = NaN, 0xc000 = -2.0
  CHECK(compare<uint16_t>(DType::f16, {0x3c00, 0x7e00, 0xc000}, {0x3c00, 0x7e00, 0xc000}).ok);
  edge::Comparison c = compare<uint16_t>(DType::f16, {0x3c00}, {0xc000});
  CHECK_FALSE(c.ok);
  CHECK(c.maxError == 3);
}

TEST_CASE("runProgram rejects negative or non-finite options before loading anything", "[runner]") {
  edge::RunOptions o;
  o.program = "/nonexistent.pte";
  o.iterations = -1;
  CHECK(edge::runProgram(o) == 1);
  o.iterations = 0;
  o.tolerance = -1e-4;
  CHECK(edge::runProgram(o) == 1);
  o.tolerance = std::numeric_limits<double>::quiet_NaN();
  CHECK(edge::runProgram(o) == 1);
  o.tolerance = 1e-4;
  o.deviceIndex = -2;
  CHECK(edge::runProgram(o) == 1);
}

namespace {
double flops(const std::string &op, const std::vector<std::vector<int64_t> > &shapes) {
  std::vector<edge::TensorInfo> infos;
  for (const std::vector<int64_t> &s : shapes)
    infos.push_back(info(edge::DType::f32, s));
  std::vector<const edge::TensorInfo *> operands;
  for (const edge::TensorInfo &t : infos)
    operands.push_back(&t);
  return edge::dispatchFlops(op, operands, 1);
}
} // namespace

TEST_CASE("the profile counts a matrix product's and a convolution's multiply-adds as two operations", "[profile]") {
  CHECK(flops("aten.mm.default", {{4, 16}, {16, 8}, {4, 8}}) == 2.0 * 4 * 8 * 16);
  CHECK(flops("aten.bmm.default", {{3, 4, 16}, {3, 16, 8}, {3, 4, 8}}) == 2.0 * 3 * 4 * 8 * 16);
  // addmm and baddbmm: the bias comes first, the sum's length is mat1's last dim
  CHECK(flops("aten.addmm.default", {{8}, {4, 16}, {16, 8}, {4, 8}}) == 2.0 * 4 * 8 * 16);
  CHECK(flops("aten.baddbmm.default", {{1, 4, 8}, {3, 4, 16}, {3, 16, 8}, {3, 4, 8}}) == 2.0 * 3 * 4 * 8 * 16);
  // addmm with beta 0 binds no bias; a fused epilogue's inputs follow the product's
  CHECK(flops("aten.addmm.default", {{4, 16}, {16, 8}, {4, 8}}) == 2.0 * 4 * 8 * 16);
  CHECK(flops("aten.addmm.default+aten.add.Tensor+aten.relu.default", {{8}, {4, 16}, {16, 8}, {4, 8}, {4, 8}}) ==
        2.0 * 4 * 8 * 16);
  CHECK(flops("aten.mm.default+aten.gelu.default", {{4, 16}, {16, 8}, {4, 8}}) == 2.0 * 4 * 8 * 16);
  // ... also into a view of the product ([4, 8] as [1, 4, 8]): a linear layer's residual add
  CHECK(flops("aten.addmm.default+aten.add.Tensor", {{8}, {4, 16}, {16, 8}, {1, 4, 8}, {1, 4, 8}}) == 2.0 * 4 * 8 * 16);
  // a convolution split along K: the partial sums of 3 slices, then their sum (no FLOPs counted twice)
  CHECK(flops("aten.convolution.default", {{1, 4, 9, 9}, {6, 2, 3, 3}, {3, 1, 6, 7, 7}}) == 2.0 * 294 * 18);
  CHECK(flops("aten.convolution.default", {{3, 1, 6, 7, 7}, {6}, {1, 6, 7, 7}}) == 0);
  // a product split along K: the partial sums of 5 slices, then their sum
  CHECK(flops("aten.addmm.default", {{1, 1280}, {1280, 1000}, {5, 1, 1000}}) == 2.0 * 1000 * 1280);
  CHECK(flops("aten.addmm.default", {{5, 1, 1000}, {1000}, {1, 1000}}) == 0);
  CHECK(flops("aten.convolution.default+aten.add.Tensor", {{1, 4, 9, 9}, {6, 2, 3, 3}, {1, 6, 7, 7}, {1, 6, 7, 7}}) ==
        2.0 * 294 * 18);
  // convolution: each output sums C_in/groups x kernel products (2 groups: w [6, 2, 3, 3] of an input of 4)
  CHECK(flops("aten.convolution.default", {{1, 4, 9, 9}, {6, 2, 3, 3}, {6}, {1, 6, 7, 7}}) == 2.0 * 294 * 18);
  // transposed: each input element feeds C_out/groups x kernel outputs (w [C_in, C_out, 3, 3])
  CHECK(flops("aten.convolution.default", {{1, 4, 5, 5}, {4, 6, 3, 3}, {6}, {1, 6, 11, 11}}) == 2.0 * 100 * 54);
  // as many channels in as out, sizes changing: either reading fits, so no count rather than a wrong one
  CHECK(flops("aten.convolution.default", {{1, 4, 9, 9}, {4, 4, 3, 3}, {1, 4, 7, 7}}) == 0);
  CHECK(flops("aten.add.Tensor", {{4, 8}, {4, 8}, {4, 8}}) == 0);
}
