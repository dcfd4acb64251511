//===- SelectNorm.cpp - the norm family ===//
#include "codegen/KernelSelect.h"
#include "dialects/edge/ShapeRules.h"

namespace edgec::select {
namespace {
// a row per workgroup: rows are long (hundreds to thousands); fewer invocations where the target allows fewer
constexpr int32_t kNormGroupSize = 256;

/// The norm family (norm.comp): one workgroup per row of `cols` contiguous elements, the affine's element
/// (row % groups) * (cols / spatial) + col / spatial.
DispatchRequest norm(Value input, Value weight, Value bias, ValueRange outs, Size rows, Size cols, int64_t groups,
                     Size spatial, double eps) {
  DispatchRequest r;
  r.family = "norm";
  r.name = std::string("norm") + (weight ? "_weight" : "") + (bias ? "_bias" : "");
  r.inputs = {input};
  if (weight) {
    r.defines.push_back("WEIGHT");
    r.inputs.push_back(weight);
  }
  if (bias) {
    r.defines.push_back("BIAS");
    r.inputs.push_back(bias);
  }
  typeBuffers(r, elementType(input), elementType(outs[0]), ComputeType::Float);
  r.outputs.append(outs.begin(), outs.end());
  r.spec = {rowTreeGroupSize(cols, rows, kNormGroupSize), 1, 1};
  r.groups = grid1d(rows, 1);
  NormPush push;
  push.rows = rows, push.cols = cols, push.groups = constant(groups, rows.getContext()), push.spatial = spatial;
  push.eps = eps;
  r.setPush(push);
  return r;
}

/// Any op of the family, by its roles: the rows of the shared rule (normRows) over the op's symbolic sizes.
template <typename NormOp> Dispatches normOf(NormOp op, const FoldedViews &) {
  using Member = edge::FamilyMember<NormOp>;
  edge::ShapeContext<edge::SymbolicSize> cx(op.getOperation());
  edge::Dims<edge::SymbolicSize> stats, affine;
  ::edge_shapes::NormRows<edge::SymbolicSize> rows;
  ArrayRef<int64_t> normalized = Member::normalized_shape(op);
  if (!::edge_shapes::normRows(cx, Member::grouped, cx.dims(Member::input(op)),
                               ::edge_shapes::Ints{normalized.data(), normalized.size()}, Member::C(op),
                               Member::group(op), &rows, &stats, &affine))
    return failure();
  return one(norm(Member::input(op), Member::weight(op), Member::bias(op), op.getOuts(), rows.rows.expr(),
                  rows.cols.expr(), rows.groups, rows.spatial.expr(), Member::eps(op)));
}
} // namespace

EDGE_SELECT_FAMILY(norm, selectNorm, normOf)
} // namespace edgec::select
