// The norm family: native_layer_norm and native_group_norm.
#include "KernelSupport.h"

namespace edge {
namespace kernels {
namespace {

// ---- the norm family: native_layer_norm, native_group_norm ----------------------------------------------

/// Rows of `cols` contiguous elements, each normalized: the mean, then the biased variance of the deviations
/// from it (two passes: no cancellation), in f32 whatever the storage; values rounded once into the output's
/// type. Tensors: input, [weight, bias], out, mean, rstd (the lowering passes weight and bias both or
/// neither); the affine's element of column c in row r is (r % groups) * (cols / spatial) + c / spatial.
void runNorm(const KernelArgs &a, int64_t rows, int64_t cols, int64_t groups, int64_t spatial, double eps) {
  const bool affine = a.numTensors == 6;
  const size_t outs = a.numTensors - 3;
  Typed<float> x(a, 0), y(a, outs), mean(a, outs + 1), rstd(a, outs + 2);
  Typed<float> weight(a, affine ? 1 : 0), bias(a, affine ? 2 : 0);
  for (int64_t r = 0; r < rows; ++r) {
    const int64_t base = r * cols, first = (r % groups) * (cols / spatial);
    float sum = 0.0f;
    for (int64_t c = 0; c < cols; ++c)
      sum += x[base + c];
    const float m = sum / float(cols);
    float squares = 0.0f;
    for (int64_t c = 0; c < cols; ++c)
      squares += (x[base + c] - m) * (x[base + c] - m);
    const float s = 1.0f / std::sqrt(squares / float(cols) + float(eps));
    for (int64_t c = 0; c < cols; ++c) {
      float v = (x[base + c] - m) * s;
      if (affine)
        v = v * weight[first + c / spatial] + bias[first + c / spatial];
      y.set(base + c, v);
    }
    mean.set(r, m);
    rstd.set(r, s);
  }
}

/// The tensors every norm takes: float dtypes, four or six of them, the output of the input's shape and the
/// statistics of `stats`.
Error checkNormTensors(const char *k, const KernelArgs &a, const std::vector<int64_t> &stats) {
  if (a.numTensors != 4 && a.numTensors != 6)
    return bad(k, "expects an input, a weight and bias or neither, and three outputs");
  EDGE_RETURN_IF_ERROR(expectTyped(k, a, a.numTensors, floatDType));
  const size_t outs = a.numTensors - 3;
  if (info(a, outs).shape != info(a, 0).shape)
    return bad(k, "the output's shape differs from the input's");
  if (info(a, outs + 1).shape != stats || info(a, outs + 2).shape != stats)
    return bad(k, "mean and rstd do not have the statistics' shape");
  return Error::success();
}

Error checkNativeLayerNorm(const KernelArgs &a) {
  const char *k = "aten.native_layer_norm";
  NativeLayerNormParams p;
  if (a.numTensors < 1 || !readParams(a, &p))
    return bad(k, "malformed parameters");
  const TensorInfo &x = info(a, 0);
  const size_t n = size_t(p.normalized_shape.size), r = x.shape.size();
  if (n < 1 || n > r)
    return bad(k, "normalized_shape does not fit the input's rank");
  for (size_t i = 0; i < n; ++i)
    if (x.shape[r - n + i] != p.normalized_shape[int64_t(i)])
      return bad(k, "normalized_shape is not the input's trailing shape");
  std::vector<int64_t> stats(x.shape.begin(), x.shape.end() - n);
  stats.resize(r, 1);
  EDGE_RETURN_IF_ERROR(checkNormTensors(k, a, stats));
  if (a.numTensors == 6)
    for (size_t t = 1; t < 3; ++t)
      if (info(a, t).shape.size() != n || !std::equal(info(a, t).shape.begin(), info(a, t).shape.end(), x.shape.end() - n))
        return bad(k, "weight and bias must have the normalized shape");
  return Error::success();
}
void runNativeLayerNorm(const KernelArgs &a) {
  NativeLayerNormParams p;
  readParams(a, &p);
  int64_t cols = 1;
  for (int64_t i = 0; i < p.normalized_shape.size; ++i)
    cols *= p.normalized_shape[i];
  runNorm(a, cols ? info(a, 0).numel / cols : 0, cols, 1, 1, p.eps);
}

/// native_group_norm over the input's own sizes (N and HxW are the upper bounds of a dynamic program).
Error checkNativeGroupNorm(const KernelArgs &a) {
  const char *k = "aten.native_group_norm";
  NativeGroupNormParams p;
  if (a.numTensors < 1 || !readParams(a, &p))
    return bad(k, "malformed parameters");
  const TensorInfo &x = info(a, 0);
  if (x.shape.size() < 2 || x.shape[1] != p.C || p.group < 1 || p.C % p.group)
    return bad(k, "expects an input [N, C, ...] whose C channels divide into the groups");
  std::vector<int64_t> stats;
  stats.push_back(x.shape[0]);
  stats.push_back(p.group);
  EDGE_RETURN_IF_ERROR(checkNormTensors(k, a, stats));
  if (a.numTensors == 6)
    for (size_t t = 1; t < 3; ++t)
      if (info(a, t).shape.size() != 1 || info(a, t).shape[0] != p.C)
        return bad(k, "weight and bias must have one element per channel");
  return Error::success();
}
void runNativeGroupNorm(const KernelArgs &a) {
  NativeGroupNormParams p;
  readParams(a, &p);
  const TensorInfo &x = info(a, 0);
  int64_t spatial = 1;
  for (size_t d = 2; d < x.shape.size(); ++d)
    spatial *= x.shape[d];
  runNorm(a, x.shape[0] * p.group, p.C / p.group * spatial, p.group, spatial ? spatial : 1, p.eps);
}


const Kernel kTable[] = {
    {"aten.native_layer_norm.default", checkNativeLayerNorm, runNativeLayerNorm, false},
    {"aten.native_group_norm.default", checkNativeGroupNorm, runNativeGroupNorm, false},
};

} // namespace

extern const KernelTable kNormKernels = {kTable, sizeof(kTable) / sizeof(kTable[0])};

} // namespace kernels
} // namespace edge
