//===- TorchToEdgeSort.cpp - sort and topk into edge ops ------------------===//
//
// sort and topk by rank: each element's place is the count of the elements that sort before it, and the
// values and indices are gathered in that order.
//===----------------------------------------------------------------------===//
#include "passes/TorchToEdgeChains.h"

using namespace mlir;
using namespace edgec;

namespace {

/// The sorted order of the rows of x [M, n] (ascending, or descending), as indices [M, count] of the first
/// `count` places: each element's rank is the number of elements that sort before it (strictly smaller,
/// or equal and earlier: stable; NaN after every number, or before them descending, as PyTorch's sort),
/// and place r takes the element of rank r. Work and memory in M n^2.
Value sortedOrder(ChainBuilder &c, Value x, bool descending, int64_t count) {
  ConversionPatternRewriter &rewriter = c.builder();
  auto t = cast<RankedTensorType>(x.getType());
  int64_t m = t.getDimSize(0), n = t.getDimSize(1);
  Type i1 = rewriter.getI1Type(), i64 = rewriter.getI64Type();
  auto pairs = RankedTensorType::get({m, n, n}, i1);
  Value mine = c.view(x, {m, n, 1}), other = c.view(x, {m, 1, n}); // element i, element j
  Value before =
      descending ? c.make<edge::GtTensorOp>(pairs, other, mine) : c.make<edge::LtTensorOp>(pairs, other, mine);
  Value same = c.make<edge::EqTensorOp>(pairs, other, mine);
  if (isa<FloatType>(t.getElementType())) {
    Value nan = c.make<edge::IsnanOp>(t.clone(i1), x);
    Value mineNan = c.view(nan, {m, n, 1}), otherNan = c.view(nan, {m, 1, n});
    // ascending: a number before NaN; descending: NaN before a number
    Value nanOrder = descending
                         ? c.make<edge::LogicalAndOp>(pairs, otherNan, c.logicalNot(mineNan, mineNan.getType()))
                         : c.make<edge::LogicalAndOp>(pairs, mineNan, c.logicalNot(otherNan, otherNan.getType()));
    before = c.make<edge::LogicalOrOp>(pairs, before, nanOrder);
    same = c.make<edge::LogicalOrOp>(pairs, same, c.make<edge::LogicalAndOp>(pairs, mineNan, otherNan));
  }
  SmallVector<Attribute> earlier;
  for (int64_t i = 0; i < n; ++i)
    for (int64_t j = 0; j < n; ++j)
      earlier.push_back(rewriter.getBoolAttr(j < i));
  Value earlierMask = c.constant(RankedTensorType::get({1, n, n}, i1), earlier);
  before = c.make<edge::LogicalOrOp>(pairs, before, c.make<edge::LogicalAndOp>(pairs, same, earlierMask));
  Value rank = c.reduce<edge::SumDimIntListOp>(c.convert(before, pairs.clone(i64)), {2}, false,
                                               RankedTensorType::get({m, n}, i64));
  // place r takes the i of rank r
  auto places = RankedTensorType::get({m, count, n}, i1);
  Value at = c.make<edge::EqTensorOp>(places, c.view(rank, {m, 1, n}),
                                      c.indexConstant({1, count, 1}, llvm::to_vector(llvm::seq<int64_t>(0, count))));
  Value which = c.make<edge::WhereSelfOp>(places.clone(i64), at,
                                          c.indexConstant({1, 1, n}, llvm::to_vector(llvm::seq<int64_t>(0, n))),
                                          c.indexConstant({}, {0}));
  return c.reduce<edge::SumDimIntListOp>(which, {2}, false, RankedTensorType::get({m, count}, i64));
}

/// sort(x, dim, descending) and topk(x, k, dim, largest, sorted): sortedOrder of x with dim moved last,
/// the first n (or k) places; values gathered at the indices. topk's order for sorted=False is PyTorch's
/// to choose: it is sorted here too.
template <typename OpT> struct DecomposeSortOrTopk : ChainDecomposition<OpT> {
  using ChainDecomposition<OpT>::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(OpT op, typename OpT::Adaptor adaptor, RankedTensorType resultType,
                                          ChainBuilder &c, ConversionPatternRewriter &rewriter) const override {
    constexpr bool isTopk = std::is_same_v<OpT, torch::AtenTopkOp>;
    StringRef name = isTopk ? "topk" : "sort";
    Value x = adaptor.getSelf();
    auto xType = cast<RankedTensorType>(x.getType());
    int64_t rank = std::max<int64_t>(xType.getRank(), 1);
    std::optional<int64_t> dim = normalizedDim(torch::matchConstantInt(op.getDim()), xType.getRank());
    std::optional<bool> descending;
    std::optional<int64_t> k;
    if constexpr (isTopk) {
      descending = torch::matchConstantBool(op.getLargest());
      k = torch::matchConstantInt(op.getK());
    } else {
      descending = torch::matchConstantBool(op.getDescending());
    }
    if (!dim || !descending || (isTopk && !k))
      return op.emitError(name) << ": dim, the direction and k must be constants";
    if (xType.getRank() == 0)
      x = c.view(x, {1});
    SmallVector<int64_t> shape(cast<RankedTensorType>(x.getType()).getShape());
    int64_t n = shape[*dim], count = isTopk ? *k : n;
    if (count < 0 || count > n)
      return op.emitError(name) << ": k = " << count << " is out of range for a dim of size " << n;
    SmallVector<int64_t> perm;
    for (int64_t d = 0; d < rank; ++d)
      if (d != *dim)
        perm.push_back(d);
    perm.push_back(*dim);
    bool moved = *dim != rank - 1;
    Value last = moved ? c.permute(x, perm) : x;
    int64_t m = cast<RankedTensorType>(x.getType()).getNumElements() / std::max<int64_t>(n, 1);
    Value rows = c.view(last, {m, n});
    Value order = count == 0 ? splatValue(rewriter, op, RankedTensorType::get({m, 0}, rewriter.getI64Type()), 0.0, 0)
                             : sortedOrder(c, rows, *descending, count);
    Value values = gatherAlong(c, rows, 1, order);
    SmallVector<int64_t> movedShape;
    for (int64_t p : perm)
      movedShape.push_back(p == *dim ? count : shape[p]);
    SmallVector<Value> results;
    for (Value v : {values, order}) {
      v = c.view(v, movedShape);
      if (moved) {
        SmallVector<int64_t> back(perm.size());
        for (auto [i, p] : llvm::enumerate(perm))
          back[p] = i;
        v = c.permute(v, back);
      }
      results.push_back(c.view(v, resultType.getShape()));
    }
    return results;
  }
};

} // namespace

void edgec::populateTorchToEdgeSortPatterns(RewritePatternSet &patterns, TypeConverter &converter) {
  patterns.add<DecomposeSortOrTopk<torch::AtenSortOp>, DecomposeSortOrTopk<torch::AtenTopkOp>>(converter,
                                                                                               patterns.getContext());
}
