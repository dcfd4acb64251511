#include "edge/runtime/Kernels.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <cstring>
#include <limits>

namespace {
edge::TensorInfo tensor(std::vector<int64_t> shape) {
  edge::TensorInfo t;
  t.dtype = edge::DType::f32;
  t.shape = shape;
  t.numel = 1;
  for (int64_t d : shape)
    t.numel *= d;
  t.nbytes = uint64_t(t.numel) * 4;
  t.hostOffset = 0;
  t.deviceOffset = -1;
  t.constantOffset = -1;
  return t;
}

/// Runs kernel `name` on tensors (inputs then outputs); returns the load-time check's error.
struct Call {
  std::vector<edge::TensorInfo> infos;
  std::vector<std::vector<float>> data;
  std::vector<int64_t> ints;
  std::vector<double> floats;

  Call &add(std::vector<int64_t> shape, std::vector<float> values = {}) {
    infos.push_back(tensor(shape));
    values.resize(size_t(infos.back().numel), std::numeric_limits<float>::quiet_NaN()); // poison outputs
    data.push_back(values);
    return *this;
  }
  edge::Error run(const char *name) {
    const edge::Kernel *k = edge::findKernel(name);
    REQUIRE(k != nullptr);
    std::vector<edge::TensorArg> args;
    for (size_t i = 0; i < infos.size(); ++i) {
      edge::TensorArg a = {data[i].data(), &infos[i]};
      args.push_back(a);
    }
    edge::KernelArgs ka = {args.data(), args.size(), ints.data(), ints.size(), floats.data(), floats.size()};
    edge::Error e = k->check(ka);
    if (e.ok())
      k->run(ka);
    return e;
  }
  /// A tensor of any dtype: `bytes` are its elements (storage of floats keeps 8-byte types aligned).
  Call &addRaw(edge::DType dtype, std::vector<int64_t> shape, const void *bytes, size_t size) {
    edge::TensorInfo t = tensor(shape);
    t.dtype = dtype;
    t.nbytes = uint64_t(t.numel) * edge::elementSize(dtype);
    infos.push_back(t);
    std::vector<float> storage(size_t(t.nbytes) / 4 + 2, 0.0f);
    if (bytes)
      memcpy(storage.data(), bytes, size);
    data.push_back(storage);
    return *this;
  }
  template <typename T> std::vector<T> outAs() const {
    std::vector<T> v(size_t(infos.back().numel));
    memcpy(v.data(), data.back().data(), v.size() * sizeof(T));
    return v;
  }
  const std::vector<float> &out() const { return data.back(); }
};

void near(const std::vector<float> &got, const std::vector<float> &want) {
  REQUIRE(got.size() == want.size());
  for (size_t i = 0; i < got.size(); ++i) {
    INFO("element " << i);
    CHECK(got[i] == Approx(want[i]).margin(1e-6));
  }
}
} // namespace

TEST_CASE("add, sub and mul broadcast", "[kernels]") {
  Call c;
  c.add({2, 3}, {1, 2, 3, 4, 5, 6}).add({3}, {10, 20, 30}).add({2, 3});
  c.ints = {1}; // Scalars: float kind
  c.floats = {0.5};
  REQUIRE(c.run("aten.add.Tensor").ok());
  near(c.out(), {6, 12, 18, 9, 15, 21});

  Call s;
  s.add({2, 1}, {1, 2}).add({1, 3}, {1, 2, 3}).add({2, 3});
  s.ints = {1}; // Scalars: float kind
  s.floats = {2.0};
  REQUIRE(s.run("aten.sub.Tensor").ok());
  near(s.out(), {-1, -3, -5, 0, -2, -4});

  Call m;
  m.add({2, 3}, {1, 2, 3, 4, 5, 6}).add({}, {2}).add({2, 3});
  REQUIRE(m.run("aten.mul.Tensor").ok());
  near(m.out(), {2, 4, 6, 8, 10, 12});

  Call bad;
  bad.add({2, 3}).add({2}).add({2, 3});
  bad.ints = {1}; // Scalars: float kind
  bad.floats = {1.0};
  CHECK_FALSE(bad.run("aten.add.Tensor").ok());
}

TEST_CASE("relu keeps NaN", "[kernels]") {
  Call c;
  float nan = std::numeric_limits<float>::quiet_NaN();
  c.add({4}, {-1, 0, 2, nan}).add({4});
  REQUIRE(c.run("aten.relu.default").ok());
  CHECK(c.out()[0] == 0);
  CHECK(c.out()[2] == 2);
  CHECK(std::isnan(c.out()[3]));
}

TEST_CASE("hardtanh clamps and keeps NaN", "[kernels]") {
  Call c;
  float nan = std::numeric_limits<float>::quiet_NaN();
  c.add({5}, {-7, 0.5f, 6, 9, nan}).add({5});
  c.ints = {1, 1}; // Scalars: float kind
  c.floats = {0.0, 6.0}; // min_val, max_val
  REQUIRE(c.run("aten.hardtanh.default").ok());
  near(std::vector<float>(c.out().begin(), c.out().begin() + 4), {0, 0.5f, 6, 6});
  CHECK(std::isnan(c.out()[4]));

  Call inverted;
  inverted.add({1}, {1}).add({1});
  inverted.ints = {1, 1}; // Scalars: float kind
  inverted.floats = {6.0, 0.0};
  CHECK_FALSE(inverted.run("aten.hardtanh.default").ok());
}

TEST_CASE("max_pool2d skips padding, honours stride and dilation, keeps NaN", "[kernels]") {
  // 1x1x3x4 input, kernel 2, stride [] (= kernel), padding 1, dilation 1: output 1x1x2x3
  Call c;
  float nan = std::numeric_limits<float>::quiet_NaN();
  c.add({1, 1, 3, 4}, {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, nan, 12}).add({1, 1, 2, 3});
  c.ints = {1, 2, 0, 1, 1, 1, 1, 0}; // kernel_size [2], stride [], padding [1], dilation [1], ceil_mode
  REQUIRE(c.run("aten.max_pool2d.default").ok());
  near(std::vector<float>(c.out().begin(), c.out().begin() + 4), {1, 3, 4, 9});
  CHECK(std::isnan(c.out()[4]));
  CHECK(c.out()[5] == 12);

  Call bad;
  bad.add({1, 1, 3, 4}).add({1, 1, 9, 9});
  bad.ints = {1, 2, 0, 1, 1, 1, 1, 0};
  CHECK_FALSE(bad.run("aten.max_pool2d.default").ok());
}

TEST_CASE("mm and addmm", "[kernels]") {
  Call mm;
  mm.add({2, 3}, {1, 2, 3, 4, 5, 6}).add({3, 2}, {1, 0, 0, 1, 1, 1}).add({2, 2});
  REQUIRE(mm.run("aten.mm.default").ok());
  near(mm.out(), {4, 5, 10, 11});

  Call addmm;
  addmm.add({2}, {100, 200}).add({2, 3}, {1, 2, 3, 4, 5, 6}).add({3, 2}, {1, 0, 0, 1, 1, 1}).add({2, 2});
  addmm.ints = {1, 1}; // Scalars: float kind
  addmm.floats = {0.5, 2.0}; // beta, alpha
  REQUIRE(addmm.run("aten.addmm.default").ok());
  near(addmm.out(), {58, 110, 70, 122});

  Call bad;
  bad.add({2, 3}).add({2, 2}).add({2, 2});
  CHECK_FALSE(bad.run("aten.mm.default").ok());
}

TEST_CASE("permute", "[kernels]") {
  Call c;
  c.add({2, 1, 3}, {1, 2, 3, 4, 5, 6}).add({3, 2, 1});
  c.ints = {3, 2, 0, -2};
  REQUIRE(c.run("aten.permute.default").ok());
  near(c.out(), {1, 4, 2, 5, 3, 6});

  Call bad;
  bad.add({2, 3}).add({3, 2});
  bad.ints = {2, 0, 0};
  CHECK_FALSE(bad.run("aten.permute.default").ok());
}

TEST_CASE("convolution with stride, padding, dilation and groups", "[kernels]") {
  // 1x2x3x3 input, 2 groups, 2x2 kernel of ones per group, padding 1, stride 2, bias [10, 20].
  Call c;
  c.add({1, 2, 3, 3}, {1, 2, 3, 4, 5, 6, 7, 8, 9, 1, 1, 1, 1, 1, 1, 1, 1, 1})
      .add({2, 1, 2, 2}, {1, 1, 1, 1, 1, 1, 1, 1})
      .add({2}, {10, 20})
      .add({1, 2, 2, 2});
  // has_bias, stride, padding, dilation, transposed, output_padding, groups (lists as length, values)
  c.ints = {1, 2, 2, 2, 2, 1, 1, 2, 1, 1, 0, 2, 0, 0, 2};
  REQUIRE(c.run("aten.convolution.default").ok());
  near(c.out(), {11, 15, 21, 38, 21, 22, 22, 24});

  Call wrongShape;
  wrongShape.add({1, 2, 3, 3}).add({2, 1, 2, 2}).add({1, 2, 3, 3});
  wrongShape.ints = {0, 2, 2, 2, 2, 1, 1, 2, 1, 1, 0, 2, 0, 0, 2};
  CHECK_FALSE(wrongShape.run("aten.convolution.default").ok());

  // has_bias must agree with the tensors: a bias claimed but not passed makes the output read as the bias.
  Call claimedBias;
  claimedBias.add({1, 2, 3, 3}).add({2, 1, 2, 2}).add({1, 2, 2, 2});
  claimedBias.ints = {1, 2, 2, 2, 2, 1, 1, 2, 1, 1, 0, 2, 0, 0, 2};
  CHECK_FALSE(claimedBias.run("aten.convolution.default").ok());
  claimedBias.ints[0] = 0;
  CHECK(claimedBias.run("aten.convolution.default").ok());

  // The form no kernel takes, as the registry states it (no_kernel_when): refused at load with its reason.
  Call transposed;
  transposed.add({1, 2, 3, 3}).add({2, 1, 2, 2}).add({1, 2, 2, 2});
  transposed.ints = {0, 2, 2, 2, 2, 1, 1, 2, 1, 1, 1, 2, 0, 0, 2};
  edge::Error refused = transposed.run("aten.convolution.default");
  CHECK_FALSE(refused.ok());
  CHECK(refused.message().find("transposed convolution has no kernel yet") != std::string::npos);

  Call truncated;
  truncated.add({1, 2, 3, 3}).add({2, 1, 2, 2}).add({1, 2, 2, 2});
  truncated.ints = {0, 2, 1, 1, 2};
  CHECK_FALSE(truncated.run("aten.convolution.default").ok());
}

TEST_CASE("mean over dims", "[kernels]") {
  Call c;
  c.add({2, 2, 2}, {1, 2, 3, 4, 5, 6, 7, 8}).add({2, 1, 1});
  c.ints = {1, 2, 1, -1, 1, 0};
  REQUIRE(c.run("aten.mean.dim").ok());
  near(c.out(), {2.5, 6.5});

  Call all;
  all.add({2, 2}, {1, 2, 3, 4}).add({});
  all.ints = {0, 0, 0};
  REQUIRE(all.run("aten.mean.dim").ok());
  near(all.out(), {2.5});
}

TEST_CASE("softmax", "[kernels]") {
  Call c;
  c.add({2, 2}, {0, 0, 0, std::log(3.0f)}).add({2, 2});
  c.ints = {0, 0}; // dim 0, half_to_float false
  REQUIRE(c.run("aten._softmax.default").ok());
  near(c.out(), {0.5, 0.25, 0.5, 0.75});
}

TEST_CASE("unknown kernels are not found", "[kernels]") { CHECK(edge::findKernel("aten.nope") == nullptr); }

// Zero-element tensors: PyTorch's results, and no kernel touches their (null) data.
TEST_CASE("softmax over an empty dimension gives an empty result", "[kernels][empty]") {
  Call c;
  c.add({0, 3}).add({0, 3});
  c.ints = {0, 0}; // over the empty dim: rows of the other dims have nothing to read
  REQUIRE(c.run("aten._softmax.default").ok());
  CHECK(c.out().empty());

  Call d;
  d.add({3, 0}).add({3, 0});
  d.ints = {-1, 0};
  REQUIRE(d.run("aten._softmax.default").ok());
}

TEST_CASE("mean over an empty dimension is NaN, over a kept non-empty one empty", "[kernels][empty]") {
  Call c;
  c.add({0, 3}).add({3});
  c.ints = {1, 1, 0, 0, 0}; // dim (present, list), keepdim, dtype absent
  REQUIRE(c.run("aten.mean.dim").ok());
  REQUIRE(c.out().size() == 3);
  for (float v : c.out())
    CHECK(std::isnan(v));

  Call e;
  e.add({0, 3}).add({0});
  e.ints = {1, 1, 1, 0, 0}; // dim (present, list), keepdim, dtype absent
  REQUIRE(e.run("aten.mean.dim").ok());
  CHECK(e.out().empty());
}

TEST_CASE("every kernel accepts zero-element tensors", "[kernels][empty]") {
  Call add;
  add.add({0, 3}).add({1, 3}, {1, 2, 3}).add({0, 3});
  add.ints = {1}; // Scalars: float kind
  add.floats = {1.0};
  CHECK(add.run("aten.add.Tensor").ok());

  Call mul;
  mul.add({2, 0}).add({1}, {2}).add({2, 0});
  CHECK(mul.run("aten.mul.Tensor").ok());

  Call relu;
  relu.add({0}).add({0});
  CHECK(relu.run("aten.relu.default").ok());

  Call hardtanh;
  hardtanh.add({0, 4}).add({0, 4});
  hardtanh.ints = {1, 1}; // Scalars: float kind
  hardtanh.floats = {-1.0, 1.0};
  CHECK(hardtanh.run("aten.hardtanh.default").ok());

  // An empty inner dimension: the product is all zeros (plus the bias for addmm).
  Call mm;
  mm.add({2, 0}).add({0, 3}).add({2, 3});
  REQUIRE(mm.run("aten.mm.default").ok());
  near(mm.out(), {0, 0, 0, 0, 0, 0});
  Call addmm;
  addmm.add({3}, {1, 2, 3}).add({2, 0}).add({0, 3}).add({2, 3});
  addmm.ints = {1, 1}; // Scalars: float kind
  addmm.floats = {2.0, 1.0};
  REQUIRE(addmm.run("aten.addmm.default").ok());
  near(addmm.out(), {2, 4, 6, 2, 4, 6});
  Call mmEmpty;
  mmEmpty.add({0, 3}).add({3, 2}).add({0, 2});
  CHECK(mmEmpty.run("aten.mm.default").ok());

  Call permute;
  permute.add({0, 2}).add({2, 0});
  permute.ints = {2, 1, 0};
  CHECK(permute.run("aten.permute.default").ok());

  Call conv; // an empty batch
  conv.add({0, 1, 3, 3}).add({1, 1, 2, 2}, {1, 1, 1, 1}).add({0, 1, 2, 2});
  conv.ints = {0, 2, 1, 1, 2, 0, 0, 2, 1, 1, 0, 2, 0, 0, 1};
  CHECK(conv.run("aten.convolution.default").ok());

  Call pool; // an empty batch; PyTorch rejects empty channels or spatial dims
  pool.add({0, 1, 2, 2}).add({0, 1, 1, 1});
  pool.ints = {1, 2, 0, 1, 0, 1, 1, 0};
  CHECK(pool.run("aten.max_pool2d.default").ok());
  Call emptyPlane;
  emptyPlane.add({1, 1, 0, 2}).add({1, 1, 0, 1});
  emptyPlane.ints = {1, 2, 0, 1, 0, 1, 1, 0};
  CHECK_FALSE(emptyPlane.run("aten.max_pool2d.default").ok());
}

TEST_CASE("hostile convolution parameters are rejected without overflow", "[kernels][overflow]") {
  // padding INT64_MAX: 2 * padding wraps to -2, which made a 5-wide input "produce" 3 outputs.
  Call c;
  c.add({1, 1, 5, 5}).add({1, 1, 1, 1}, {1}).add({1, 1, 3, 3});
  const int64_t big = INT64_MAX;
  c.ints = {0, 2, 1, 1, 2, big, big, 2, 1, 1, 0, 2, 0, 0, 1};
  CHECK_FALSE(c.run("aten.convolution.default").ok());

  Call dilation; // dilation * (kernel - 1) overflows
  dilation.add({1, 1, 5, 5}).add({1, 1, 3, 3}).add({1, 1, 1, 1});
  dilation.ints = {0, 2, 1, 1, 2, 0, 0, 2, big / 2 + 1, 1, 0, 2, 0, 0, 1};
  CHECK_FALSE(dilation.run("aten.convolution.default").ok());

  Call groups; // weight channels * groups overflows to the input's 0 channels
  groups.add({1, 0, 5, 5}).add({0, 4, 1, 1}).add({1, 0, 5, 5});
  groups.ints = {0, 2, 1, 1, 2, 0, 0, 2, 1, 1, 0, 2, 0, 0, int64_t(1) << 62};
  CHECK_FALSE(groups.run("aten.convolution.default").ok());

  Call stride; // (output - 1) * stride overflows
  stride.add({1, 1, 5, 5}).add({1, 1, 1, 1}, {1}).add({1, 1, 2, 2});
  stride.ints = {0, 2, big, big, 2, 0, 0, 2, 1, 1, 0, 2, 0, 0, 1};
  CHECK_FALSE(stride.run("aten.convolution.default").ok());
}

TEST_CASE("max_pool2d checks the exact output shape and bounds the work of huge windows", "[kernels][overflow]") {
  // A 2^40-wide window, half of it padding, over a 1x1 plane: windows at strides 1 give 2 outputs, and
  // the loops visit only the one real element (not 2^40 offsets).
  Call c;
  const int64_t k = int64_t(1) << 40;
  c.add({1, 1, 1, 1}, {7}).add({1, 1, 2, 2});
  c.ints = {1, k, 1, 1, 1, k / 2, 1, 1, 0};
  REQUIRE(c.run("aten.max_pool2d.default").ok());
  near(c.out(), {7, 7, 7, 7});

  Call wrong; // one output too many for floor mode
  wrong.add({1, 1, 5, 5}).add({1, 1, 3, 3});
  wrong.ints = {1, 2, 1, 2, 1, 0, 1, 1, 0};
  CHECK_FALSE(wrong.run("aten.max_pool2d.default").ok());
  Call ceil; // ceil_mode: (5 - 2) / 2 rounded up + 1 = 3
  ceil.add({1, 1, 5, 5}).add({1, 1, 3, 3});
  ceil.ints = {1, 2, 1, 2, 1, 0, 1, 1, 1};
  CHECK(ceil.run("aten.max_pool2d.default").ok());

  Call hugeStride;
  hugeStride.add({1, 1, 5, 5}).add({1, 1, 2, 2});
  hugeStride.ints = {1, 2, 1, INT64_MAX, 1, 0, 1, 1, 1};
  CHECK_FALSE(hugeStride.run("aten.max_pool2d.default").ok());
}

TEST_CASE("pooling's window rule is the compiler's: ceil_mode takes a window wider than the padded input",
          "[kernels][rules]") {
  // PyTorch: a 1x1 plane, kernel 4, stride 2, padding 1, ceil_mode gives one window (div_rtn(1 + 2 - 3 - 1 +
  // 1, 2) + 1), over the one real element; the compiler's verifier gives the same shape
  // (test/Dialect/Edge/ops.mlir @pool_ceil_wider_than_input). runtime-min refused it while it had its own
  // statement of the rule; both now evaluate rules/SharedShapeRules.h.
  Call c;
  c.add({1, 1, 1, 1}, {7}).add({1, 1, 1, 1});
  c.ints = {1, 4, 1, 2, 1, 1, 1, 1, 1}; // kernel [4], stride [2], padding [1], dilation [1], ceil_mode
  REQUIRE(c.run("aten.max_pool2d.default").ok());
  near(c.out(), {7});
  Call floorMode; // floor((1 + 2 - 3 - 1) / 2) + 1 = 0 windows
  floorMode.add({1, 1, 1, 1}).add({1, 1, 1, 1});
  floorMode.ints = {1, 4, 1, 2, 1, 1, 1, 1, 0};
  edge::Error e = floorMode.run("aten.max_pool2d.default");
  REQUIRE_FALSE(e.ok());
  CHECK(e.message().find("the window does not fit the padded input") != std::string::npos);
}

TEST_CASE("strided reads and reductions report the shared rule's reason", "[kernels][rules]") {
  Call permute; // dims [0, 0]: the compiler's verifier says the same (test/Dialect/Edge/invalid.mlir)
  permute.add({2, 3}).add({2, 2});
  permute.ints = {2, 0, 0};
  edge::Error e = permute.run("aten.permute.default");
  REQUIRE_FALSE(e.ok());
  CHECK(e.message().find("dimension 0 repeats in the permutation") != std::string::npos);

  Call amax; // an extremum of no elements: PyTorch refuses it
  amax.add({0, 3}).add({3});
  amax.ints = {1, 0, 0}; // dim [0], keepdim false
  e = amax.run("aten.amax.default");
  REQUIRE_FALSE(e.ok());
  CHECK(e.message().find("over a zero-element tensor has no identity") != std::string::npos);
  Call sum; // a sum of no elements is 0
  sum.add({0, 3}).add({3});
  sum.ints = {1, 1, 0, 0, 0}; // dim present [0], keepdim false, no dtype
  CHECK(sum.run("aten.sum.dim_IntList").ok());
}

TEST_CASE("a rule's result past the largest rank is no shape: embedding of rank-8 indices", "[kernels][rules]") {
  // The result would be rank 9; a list of sizes keeps 8 and says it overflowed, which must not read as the
  // 8-D output (the kernel would write D times its size).
  Call c;
  c.add({4, 3});
  edge::TensorInfo indices = tensor({1, 1, 1, 1, 1, 1, 1, 2});
  indices.dtype = edge::DType::i64;
  indices.nbytes = 16;
  c.infos.push_back(indices);
  c.data.push_back(std::vector<float>(4, 0.0f));
  c.add({1, 1, 1, 1, 1, 1, 1, 2});
  c.ints = {-1, 0, 0}; // padding_idx, scale_grad_by_freq, sparse
  edge::Error e = c.run("aten.embedding.default");
  REQUIRE_FALSE(e.ok());
  Call ok; // rank 7 indices: a rank-8 output
  ok.add({4, 3}, {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11});
  indices = tensor({1, 1, 1, 1, 1, 1, 2});
  indices.dtype = edge::DType::i64;
  indices.nbytes = 16;
  ok.infos.push_back(indices);
  std::vector<float> rows(4, 0.0f);
  const int64_t picked[2] = {3, 1};
  memcpy(rows.data(), picked, sizeof picked);
  ok.data.push_back(rows);
  ok.add({1, 1, 1, 1, 1, 1, 2, 3});
  ok.ints = {-1, 0, 0};
  REQUIRE(ok.run("aten.embedding.default").ok());
  near(ok.out(), {9, 10, 11, 3, 4, 5});
}

TEST_CASE("integer kernels compute exactly and wrap as PyTorch does", "[kernels][dtype]") {
  using edge::DType;
  int32_t a[] = {1, 2147483647, -5}, b[] = {1, 1, 2};
  Call add;
  add.addRaw(DType::i32, {3}, a, sizeof(a)).addRaw(DType::i32, {3}, b, sizeof(b)).addRaw(DType::i32, {3}, nullptr, 0);
  add.ints = {0, 3}; // alpha: the integer Scalar 3
  REQUIRE(add.run("aten.add.Tensor").ok());
  CHECK(add.outAs<int32_t>() == std::vector<int32_t>{4, -2147483646, 1});

  int64_t big[] = {(int64_t(1) << 53) + 1, -7};
  Call addScalar; // 2^53 + 1 is not a double: an integer kernel must not go through one
  addScalar.addRaw(DType::i64, {2}, big, sizeof(big)).addRaw(DType::i64, {2}, nullptr, 0);
  addScalar.ints = {0, 2, 0, 1}; // other = 2, alpha = 1
  REQUIRE(addScalar.run("aten.add.Scalar").ok());
  CHECK(addScalar.outAs<int64_t>() == std::vector<int64_t>{(int64_t(1) << 53) + 3, -5});

  // Division always computes in float: a program asking for an integer quotient is rejected at load.
  Call div;
  div.addRaw(DType::i32, {3}, a, sizeof(a)).addRaw(DType::i32, {3}, b, sizeof(b)).addRaw(DType::i32, {3}, nullptr, 0);
  CHECK_FALSE(div.run("aten.div.Tensor").ok());
}

TEST_CASE("comparisons give bool in the operands' promoted type", "[kernels][dtype]") {
  using edge::DType;
  float x[] = {1.5f, 2.0f, -3.0f};
  int64_t y[] = {1, 2, -2};
  Call lt;
  lt.add({3}, {1.5f, 2.0f, -3.0f}).addRaw(DType::i64, {3}, y, sizeof(y)).addRaw(DType::bool_, {3}, nullptr, 0);
  REQUIRE(lt.run("aten.lt.Tensor").ok());
  CHECK(lt.outAs<uint8_t>() == std::vector<uint8_t>{0, 0, 1});
  Call eq;
  eq.addRaw(DType::f32, {3}, x, sizeof(x)).addRaw(DType::i64, {3}, y, sizeof(y)).addRaw(DType::bool_, {3}, nullptr, 0);
  REQUIRE(eq.run("aten.eq.Tensor").ok());
  CHECK(eq.outAs<uint8_t>() == std::vector<uint8_t>{0, 1, 0});
}

TEST_CASE("conversions truncate, wrap and round to nearest even", "[kernels][dtype]") {
  using edge::DType;
  float x[] = {-1.5f, 2.9f, 300.0f, 1.0f + 1.0f / 512, 65520.0f, 1e-8f};
  Call toU8;
  toU8.addRaw(DType::f32, {6}, x, sizeof(x)).addRaw(DType::u8, {6}, nullptr, 0);
  REQUIRE(toU8.run("aten._to_copy.default").ok());
  CHECK(toU8.outAs<uint8_t>() == std::vector<uint8_t>{255, 2, 44, 1, 240, 0});
  Call toF16;
  toF16.addRaw(DType::f32, {6}, x, sizeof(x)).addRaw(DType::f16, {6}, nullptr, 0);
  REQUIRE(toF16.run("aten._to_copy.default").ok());
  // 65520 rounds past the largest half (65504) to infinity; 1e-8 is below half the smallest subnormal.
  CHECK(toF16.outAs<uint16_t>() == std::vector<uint16_t>{0xbe00, 0x41cd, 0x5cb0, 0x3c02, 0x7c00, 0x0000});
  Call toBf16;
  toBf16.addRaw(DType::f32, {6}, x, sizeof(x)).addRaw(DType::bf16, {6}, nullptr, 0);
  REQUIRE(toBf16.run("aten._to_copy.default").ok());
  CHECK(toBf16.outAs<uint16_t>() == std::vector<uint16_t>{0xbfc0, 0x403a, 0x4396, 0x3f80, 0x4780, 0x322c});
}

TEST_CASE("topk and sort: stable, NaN first when largest, and checked parameters", "[kernels][sort]") {
  using edge::DType;
  const float nan = std::numeric_limits<float>::quiet_NaN();
  // Row [3, NaN, 5, 3, -1]: largest first is NaN (1), 5 (2), then the tie 3 (0) before 3 (3).
  Call topk;
  topk.add({1, 5}, {3, nan, 5, 3, -1}).add({1, 4}).addRaw(DType::i64, {1, 4}, nullptr, 0);
  topk.ints = {4, -1, 1, 1}; // k, dim, largest, sorted
  REQUIRE(topk.run("aten.topk.default").ok());
  CHECK(topk.outAs<int64_t>() == std::vector<int64_t>{1, 2, 0, 3});
  CHECK(std::isnan(topk.data[1][0]));
  CHECK(topk.data[1][1] == 5.0f);

  // Ascending: NaN last, ties in order.
  Call sort;
  sort.add({5}, {3, nan, 5, 3, -1}).add({5}).addRaw(DType::i64, {5}, nullptr, 0);
  sort.ints = {0, 0}; // dim, descending
  REQUIRE(sort.run("aten.sort.default").ok());
  CHECK(sort.outAs<int64_t>() == std::vector<int64_t>{4, 0, 3, 2, 1});

  Call tooMany; // k beyond the dim
  tooMany.add({1, 5}).add({1, 6}).addRaw(DType::i64, {1, 6}, nullptr, 0);
  tooMany.ints = {6, -1, 1, 1};
  CHECK_FALSE(tooMany.run("aten.topk.default").ok());
  Call scalar; // a 0-D input has one place: k = 0 would leave its 0-D outputs unwritten
  scalar.add({}, {2}).add({}).addRaw(DType::i64, {}, nullptr, 0);
  scalar.ints = {0, 0, 1, 1};
  CHECK_FALSE(scalar.run("aten.topk.default").ok());
  scalar.ints[0] = 1;
  CHECK(scalar.run("aten.topk.default").ok());
  Call shape; // the outputs' shape must be the input's with dim k long
  shape.add({2, 5}).add({2, 3}).addRaw(DType::i64, {2, 3}, nullptr, 0);
  shape.ints = {2, -1, 1, 1};
  CHECK_FALSE(shape.run("aten.topk.default").ok());
}

TEST_CASE("kernels take the dtypes their registry entry lists, and no others", "[kernels][dtype]") {
  using edge::DType;
  // Each call once with a dtype the registry lists (the parameters are right) and once with one it does not.
  auto avgPool1d = [](DType t) -> bool {
    Call c;
    c.addRaw(t, {1, 1, 4}, nullptr, 0).addRaw(t, {1, 1, 2}, nullptr, 0);
    c.ints = {1, 2, 1, 2, 1, 0, 0, 1}; // kernel_size [2], stride [2], padding [0], ceil_mode, count_include_pad
    return c.run("aten.avg_pool1d.default").ok();
  };
  CHECK(avgPool1d(DType::i64));
  CHECK_FALSE(avgPool1d(DType::i32)); // ATen's CPU kernel takes floats and int64 only
  auto sort = [](DType t) -> bool {
    Call c;
    c.addRaw(t, {4}, nullptr, 0).addRaw(t, {4}, nullptr, 0).addRaw(DType::i64, {4}, nullptr, 0);
    c.ints = {0, 0}; // dim, descending
    return c.run("aten.sort.default").ok();
  };
  auto topk = [](DType t) -> bool {
    Call c;
    c.addRaw(t, {4}, nullptr, 0).addRaw(t, {2}, nullptr, 0).addRaw(DType::i64, {2}, nullptr, 0);
    c.ints = {2, 0, 1, 1}; // k, dim, largest, sorted
    return c.run("aten.topk.default").ok();
  };
  CHECK(sort(DType::bool_));
  CHECK(topk(DType::u8));
  CHECK_FALSE(topk(DType::bool_));
  auto softmax = [](DType t) -> bool {
    Call c;
    c.addRaw(t, {4}, nullptr, 0).addRaw(t, {4}, nullptr, 0);
    c.ints = {0, 0}; // dim, half_to_float
    return c.run("aten._softmax.default").ok();
  };
  CHECK(softmax(DType::f16));
  CHECK_FALSE(softmax(DType::i64));
  auto argmax = [](DType t) -> bool {
    Call c;
    c.addRaw(t, {4}, nullptr, 0).addRaw(DType::i64, {}, nullptr, 0);
    c.ints = {0, 0}; // dim absent, keepdim
    return c.run("aten.argmax.default").ok();
  };
  CHECK(argmax(DType::i8));
  CHECK_FALSE(argmax(DType::bool_));
  auto nonzero = [](DType t) -> bool {
    Call c;
    c.addRaw(t, {4}, nullptr, 0).addRaw(DType::i64, {4, 1}, nullptr, 0);
    return c.run("aten.nonzero.default").ok();
  };
  CHECK(nonzero(DType::bool_));
  CHECK_FALSE(nonzero(DType::f64)); // no dtype of the registry
}
