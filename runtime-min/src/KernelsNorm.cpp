// The norm family: native_layer_norm and native_group_norm.
#include "KernelSupport.h"

namespace edge {
namespace kernels {
namespace {

// ---- the norm family: native_layer_norm, native_group_norm ----------------------------------------------

/// Rows of `cols` contiguous elements, each normalized: the mean, then the biased variance of the deviations
/// from it (two passes: no cancellation), in f32 whatever the storage; values rounded once into the output's
/// type. Tensors: the input at `input`, the weight and bias at `weightAt`, `biasAt` (-1: none), then out,
/// mean, rstd; the affine's element of column c in row r is (r % groups) * (cols / spatial) + c / spatial.
void runNorm(const KernelArgs &a, int input, int weightAt, int biasAt, int64_t rows, int64_t cols, int64_t groups,
             int64_t spatial, double eps) {
  const bool hasWeight = weightAt >= 0, hasBias = biasAt >= 0;
  const size_t outs = 1 + hasWeight + hasBias;
  Typed<float> x(a, size_t(input)), y(a, outs), mean(a, outs + 1), rstd(a, outs + 2);
  Typed<float> weight(a, size_t(hasWeight ? weightAt : input)), bias(a, size_t(hasBias ? biasAt : input));
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

/// runNorm's rows, columns, groups and spatial size.
struct Rows {
  int64_t rows, cols, groups, spatial;
};
/// Any op of the family, by its roles (FamilyMember<P>::input, weight, ...): the shared rule's statistics,
/// affine shape and rows (rules/SharedShapeRules.h normRows), the verifier's.
template <typename P> Error normOf(const KernelArgs &a, const P &p, Rows *r, Sizes *stats, Sizes *affine) {
  typedef FamilyMember<P> Member;
  RuleContext cx(Member::op());
  Sizes in;
  edge_shapes::NormRows<Size> rows;
  if (!sizesOf(a, size_t(Member::input(p)), &in))
    return rankAbove(Member::op());
  if (!edge_shapes::normRows(cx, Member::grouped, in, ints(Member::normalized_shape(p)), Member::C(p),
                             Member::group(p), &rows, stats, affine))
    return cx.error();
  r->groups = rows.groups;
  if (!rows.rows.known(&r->rows) || !rows.cols.known(&r->cols) || !rows.spatial.known(&r->spatial))
    return bad(Member::op(), "sizes overflow");
  return Error::success();
}
/// The tensors: of a dtype the registry lists, the input, the weight and bias given, and three outputs: the
/// output of the input's shape, mean and rstd of the statistics' shape. The weight and bias have the affine's
/// shape.
template <typename P> Error checkNormOp(const KernelArgs &a) {
  typedef FamilyMember<P> Member;
  const char *k = Member::op();
  P p;
  Rows rows;
  Sizes stats, affine;
  if (!readParams(a, &p))
    return bad(k, "malformed parameters");
  const int weight = Member::weight(p), bias = Member::bias(p);
  const size_t outs = 1 + (weight >= 0) + (bias >= 0);
  EDGE_RETURN_IF_ERROR(expectTyped(k, a, outs + 3, registryDType<P>));
  EDGE_RETURN_IF_ERROR(normOf(a, p, &rows, &stats, &affine));
  if (info(a, outs).shape != info(a, size_t(Member::input(p))).shape)
    return bad(k, "the output's shape differs from the input's");
  if (!hasShape(info(a, outs + 1), stats) || !hasShape(info(a, outs + 2), stats))
    return bad(k, "mean and rstd do not have the statistics' shape");
  const int affineAt[2] = {weight, bias};
  for (size_t i = 0; i < 2; ++i)
    if (affineAt[i] >= 0 && !hasShape(info(a, size_t(affineAt[i])), affine))
      return bad(k, "weight and bias must have the shape the norm gives them");
  return Error::success();
}
template <typename P> void runNormOp(const KernelArgs &a) {
  typedef FamilyMember<P> Member;
  P p;
  readParams(a, &p);
  Rows rows;
  Sizes stats, affine;
  (void)normOf(a, p, &rows, &stats, &affine); // checked at load
  // an empty group's spatial size 0 leaves no columns; 1 keeps runNorm's affine index defined
  runNorm(a, Member::input(p), Member::weight(p), Member::bias(p), rows.rows, rows.cols, rows.groups,
          rows.spatial ? rows.spatial : 1, Member::eps(p));
}

} // namespace

EDGE_FAMILY_KERNELS(norm, checkNormOp, runNormOp)

} // namespace kernels
} // namespace edge
