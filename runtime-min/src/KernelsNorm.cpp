// The norm family: native_layer_norm and native_group_norm.
#include "KernelSupport.h"

namespace edge {
namespace kernels {
namespace {

// ---- the norm family: native_layer_norm, native_group_norm ----------------------------------------------

/// Rows of `cols` contiguous elements, each normalized: the mean, then the biased variance of the deviations
/// from it (two passes: no cancellation), in f32 whatever the storage; values rounded once into the output's
/// type. Tensors: input, [weight], [bias], out, mean, rstd; the affine's element of column c in row r is
/// (r % groups) * (cols / spatial) + c / spatial.
void runNorm(const KernelArgs &a, bool hasWeight, bool hasBias, int64_t rows, int64_t cols, int64_t groups,
             int64_t spatial, double eps) {
  const size_t outs = 1 + hasWeight + hasBias;
  Typed<float> x(a, 0), y(a, outs), mean(a, outs + 1), rstd(a, outs + 2);
  Typed<float> weight(a, hasWeight ? 1 : 0), bias(a, hasBias ? 1 + hasWeight : 0);
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
      if (hasWeight)
        v = v * weight[first + c / spatial];
      if (hasBias)
        v = v + bias[first + c / spatial];
      y.set(base + c, v);
    }
    mean.set(r, m);
    rstd.set(r, s);
  }
}

/// The tensors every norm takes: of a dtype it `takes` (the registry's), the input, the weight and bias given,
/// three outputs: the output of the input's shape and mean and rstd of the shared rule's `stats`
/// (rules/SharedShapeRules.h). The weight and bias have `affine`'s shape.
Error checkNormTensors(const char *k, const KernelArgs &a, bool (*takes)(schema::DType), bool hasWeight, bool hasBias,
                       const Sizes &stats, const Sizes &affine) {
  const size_t outs = 1 + hasWeight + hasBias;
  EDGE_RETURN_IF_ERROR(expectTyped(k, a, outs + 3, takes));
  if (info(a, outs).shape != info(a, 0).shape)
    return bad(k, "the output's shape differs from the input's");
  if (!hasShape(info(a, outs + 1), stats) || !hasShape(info(a, outs + 2), stats))
    return bad(k, "mean and rstd do not have the statistics' shape");
  for (size_t t = 1; t < outs; ++t)
    if (!hasShape(info(a, t), affine))
      return bad(k, "weight and bias must have the shape the norm gives them");
  return Error::success();
}

Error checkNativeLayerNorm(const KernelArgs &a) {
  const char *k = "aten.native_layer_norm";
  NativeLayerNormParams p;
  RuleContext cx(k);
  Sizes in, stats, affine;
  if (a.numTensors < 1 || !readParams(a, &p))
    return bad(k, "malformed parameters");
  if (!sizesOf(a, 0, &in))
    return rankAbove(k);
  if (!edge_shapes::layerNormStats(cx, in, ints(p.normalized_shape), &stats))
    return cx.error();
  for (int64_t i = 0; i < p.normalized_shape.size; ++i)
    affine.push_back(Size(p.normalized_shape[i]));
  return checkNormTensors(k, a, registryDType<NativeLayerNormParams>, p.has_weight, p.has_bias, stats, affine);
}
void runNativeLayerNorm(const KernelArgs &a) {
  NativeLayerNormParams p;
  readParams(a, &p);
  int64_t cols = 1;
  for (int64_t i = 0; i < p.normalized_shape.size; ++i)
    cols *= p.normalized_shape[i];
  runNorm(a, p.has_weight, p.has_bias, cols ? info(a, 0).numel / cols : 0, cols, 1, 1, p.eps);
}

/// native_group_norm over the input's own sizes (N and HxW are the upper bounds of a dynamic program).
Error checkNativeGroupNorm(const KernelArgs &a) {
  const char *k = "aten.native_group_norm";
  NativeGroupNormParams p;
  RuleContext cx(k);
  Sizes in, stats, affine;
  if (a.numTensors < 1 || !readParams(a, &p))
    return bad(k, "malformed parameters");
  if (!sizesOf(a, 0, &in))
    return rankAbove(k);
  if (!edge_shapes::groupNormStats(cx, in, p.C, p.group, &stats))
    return cx.error();
  affine.push_back(Size(p.C));
  return checkNormTensors(k, a, registryDType<NativeGroupNormParams>, p.has_weight, p.has_bias, stats, affine);
}
void runNativeGroupNorm(const KernelArgs &a) {
  NativeGroupNormParams p;
  readParams(a, &p);
  const TensorInfo &x = info(a, 0);
  int64_t spatial = 1;
  for (size_t d = 2; d < x.shape.size(); ++d)
    spatial *= x.shape[d];
  runNorm(a, p.has_weight, p.has_bias, x.shape[0] * p.group, p.C / p.group * spatial, p.group, spatial ? spatial : 1,
          p.eps);
}


} // namespace

EDGE_KERNEL(NativeLayerNorm, checkNativeLayerNorm, runNativeLayerNorm)
EDGE_KERNEL(NativeGroupNorm, checkNativeGroupNorm, runNativeGroupNorm)

} // namespace kernels
} // namespace edge
