//===- TorchToEdgeIndexing.cpp - indexing ops into edge gathers -----------===//
//
// Every op that picks elements by position becomes rows gathered from a 2-D view of its input by the edge
// embedding kernel (takeRows), with the positions computed by edge elementwise ops (at run time for
// tensors of indices, folded at compile time where they are constants) and the data moved around it by
// permutes and views. An index out of range gives NaN (0 for integers) where PyTorch raises an error: a
// kernel cannot raise, and nothing is read out of bounds.
//===----------------------------------------------------------------------===//
#include "passes/TorchToEdgeChains.h"

#include "mlir/Dialect/Traits.h"

using namespace mlir;
using namespace edgec;

namespace {

/// index_select(x, dim, index): the slices of x along dim at the positions of a 0-D or 1-D index (i64 or
/// i32); PyTorch takes no negative positions here.
struct DecomposeIndexSelect : ChainDecomposition<torch::AtenIndexSelectOp> {
  using ChainDecomposition::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(torch::AtenIndexSelectOp op, OpAdaptor adaptor, RankedTensorType resultType,
                                          ChainBuilder &c, ConversionPatternRewriter &rewriter) const override {
    Value x = adaptor.getSelf(), index = adaptor.getIndex();
    auto xType = cast<RankedTensorType>(x.getType());
    auto indexType = cast<RankedTensorType>(index.getType());
    std::optional<int64_t> dim = normalizedDim(torch::matchConstantInt(op.getDim()), xType.getRank());
    if (!dim)
      return op.emitError("index_select: dim must be a constant within the input's rank");
    if (!isIndexType(indexType) || indexType.getRank() > 1)
      return op.emitError("index_select: expects a 0-D or 1-D index of int64 or int32");
    if (xType.getRank() == 0)
      x = c.view(x, {1});
    int64_t size = cast<RankedTensorType>(x.getType()).getDimSize(*dim);
    CheckedIndex checked = checkedIndex(c, index, size, /*wrap=*/false);
    Value picked = c.selectIndices(x, *dim, poisoned(c, checked.position, checked.invalid));
    return SmallVector<Value>{c.view(picked, resultType.getShape())};
  }
};

/// index.Tensor(x, indices): advancedIndex's rows gathered, viewed and put in the result's layout.
struct DecomposeIndexTensor : ChainDecomposition<torch::AtenIndexTensorOp> {
  using ChainDecomposition::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(torch::AtenIndexTensorOp op, OpAdaptor adaptor, RankedTensorType resultType,
                                          ChainBuilder &c, ConversionPatternRewriter &rewriter) const override {
    FailureOr<AdvancedIndex> a = advancedIndex(c, op, rewriter, adaptor.getSelf(), op.getIndices());
    if (failed(a))
      return failure();
    SmallVector<int64_t> gatheredShape(a->broadcast);
    gatheredShape.append(a->keptShape);
    Value result = c.view(c.takeRows(a->table, a->flat), gatheredShape);
    if (a->before > 0)
      result = c.permute(result, resultOrder(*a));
    if (result.getType() != resultType)
      return op.emitError("index.Tensor: result type ")
             << resultType << " differs from the computed " << result.getType();
    return SmallVector<Value>{result};
  }
};

/// masked_select(x, mask): x and mask broadcast together and flattened, then the elements at the mask's
/// true positions (maskCoordinates), in order.
struct DecomposeMaskedSelect : ChainDecomposition<torch::AtenMaskedSelectOp> {
  using ChainDecomposition::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(torch::AtenMaskedSelectOp op, OpAdaptor adaptor, RankedTensorType resultType,
                                          ChainBuilder &c, ConversionPatternRewriter &rewriter) const override {
    Value x = adaptor.getSelf(), mask = adaptor.getMask();
    auto xType = cast<RankedTensorType>(x.getType()), maskType = cast<RankedTensorType>(mask.getType());
    if (!maskType.getElementType().isInteger(1))
      return op.emitError("masked_select: expects a boolean mask");
    SmallVector<int64_t> shape;
    if (!OpTrait::util::getBroadcastedShape(xType.getShape(), maskType.getShape(), shape))
      return op.emitError("masked_select: the input and the mask do not broadcast together");
    int64_t count = 1;
    for (int64_t s : shape)
      if (llvm::MulOverflow(count, s, count))
        return op.emitError("masked_select: too many elements");
    Value flatMask = c.view(c.expand(c.view(mask, maskType.getShape()), shape), {count});
    FailureOr<Value> coords = maskCoordinates(c, op, flatMask, 0, 1);
    if (failed(coords))
      return failure();
    int64_t rows = cast<RankedTensorType>(coords->getType()).getDimSize(0);
    auto positions = RankedTensorType::get({rows}, rewriter.getI64Type());
    Value index =
        c.make<edge::SelectIntOp>(positions, *coords, rewriter.getI64IntegerAttr(1), rewriter.getI64IntegerAttr(0));
    Value column = c.view(c.expand(x, shape), {count, 1});
    Value result = c.view(c.takeRows(column, index), {rows});
    if (result.getType() != resultType)
      return op.emitError("masked_select: result type ")
             << resultType << " differs from the computed " << result.getType();
    return SmallVector<Value>{result};
  }
};

/// gather(x, dim, index): gatherAlong.
struct DecomposeGather : ChainDecomposition<torch::AtenGatherOp> {
  using ChainDecomposition::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(torch::AtenGatherOp op, OpAdaptor adaptor, RankedTensorType resultType,
                                          ChainBuilder &c, ConversionPatternRewriter &rewriter) const override {
    Value x = adaptor.getSelf(), index = adaptor.getIndex();
    auto xType = cast<RankedTensorType>(x.getType());
    auto indexType = cast<RankedTensorType>(index.getType());
    int64_t rank = xType.getRank();
    std::optional<int64_t> dim = normalizedDim(torch::matchConstantInt(op.getDim()), rank);
    if (!dim)
      return op.emitError("gather: dim must be a constant within the input's rank");
    if (resultType.getNumElements() == 0) // PyTorch takes an empty index of any integer type
      return SmallVector<Value>{splatValue(rewriter, op, resultType, 0.0, 0)};
    if (!isIndexType(indexType))
      return op.emitError("gather: expects an int64 or int32 index");
    if (indexType.getRank() != rank && !(rank == 0 && indexType.getRank() <= 1))
      return op.emitError("gather: the index must have the input's rank");
    if (rank == 0) {
      x = c.view(x, {1});
      index = c.view(index, {1});
    }
    for (int64_t d = 0; d < std::max<int64_t>(rank, 1); ++d)
      if (d != *dim &&
          cast<RankedTensorType>(index.getType()).getDimSize(d) > cast<RankedTensorType>(x.getType()).getDimSize(d))
        return op.emitError("gather: the index is larger than the input in dim ") << d;
    return SmallVector<Value>{c.view(gatherAlong(c, x, *dim, index), resultType.getShape())};
  }
};

/// flip(x, dims): index_select with the reversed positions, one flipped dim after another.
struct DecomposeFlip : ChainDecomposition<torch::AtenFlipOp> {
  using ChainDecomposition::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(torch::AtenFlipOp op, OpAdaptor adaptor, RankedTensorType resultType,
                                          ChainBuilder &c, ConversionPatternRewriter &rewriter) const override {
    Value x = adaptor.getSelf();
    auto xType = cast<RankedTensorType>(x.getType());
    std::optional<SmallVector<int64_t>> dims = torch::matchConstantIntList(op.getDims());
    if (!dims)
      return op.emitError("flip: dims must be constants");
    SmallVector<bool> flipped(std::max<int64_t>(xType.getRank(), 1), false);
    for (int64_t d : *dims) {
      std::optional<int64_t> n = normalizedDim(d, xType.getRank());
      if (!n || flipped[*n])
        return op.emitError("flip: dim ") << d << " is out of range or repeated";
      flipped[*n] = true;
    }
    for (int64_t d = 0; d < xType.getRank(); ++d) {
      int64_t size = xType.getDimSize(d);
      if (!flipped[d] || size < 2)
        continue;
      SmallVector<int64_t> reversed;
      for (int64_t i = size - 1; i >= 0; --i)
        reversed.push_back(i);
      x = c.selectIndices(x, d, c.indexConstant({size}, reversed), /*checked=*/true);
    }
    return SmallVector<Value>{x};
  }
};

/// _embedding_bag and _embedding_bag_forward_only (F.embedding_bag; export without gradients): rows of weight [V, D] at
/// indices [N] (i64 or i32) reduced per bag, bag b holding positions [offsets[b], offsets[b + 1]) (the last to N, or to
/// offsets[B] with include_last_offset). A one-hot membership [B, N] (positions equal to padding_idx left out) selects:
/// sum and mean multiply it (with per_sample_weights) by the gathered rows, mean divides by the bag's size (at least 1,
/// as ATen: an empty bag is 0), max takes the amax of the member rows (an empty bag is 0). Only the output is computed:
/// offset2bag, bag_size and max_indices (backward bookkeeping, whose sizes ATen's kernel picks at run time)
/// must be unused. Work and memory grow with B x N (max: B x N x D).
template <typename OpT> struct DecomposeEmbeddingBag : ChainDecomposition<OpT> {
  using ChainDecomposition<OpT>::ChainDecomposition;
  using OpAdaptor = typename OpT::Adaptor;
  FailureOr<SmallVector<Value>> decompose(OpT op, OpAdaptor adaptor, RankedTensorType resultType, ChainBuilder &c,
                                          ConversionPatternRewriter &rewriter) const override {
    for (unsigned i = 1; i < 4; ++i)
      if (!op->getResult(i).use_empty())
        return op.emitError("_embedding_bag: only the output (result 0) is computed; offset2bag, bag_size and "
                            "max_indices must be unused");
    auto weightType = cast<RankedTensorType>(adaptor.getWeight().getType());
    auto indicesType = cast<RankedTensorType>(adaptor.getIndices().getType());
    auto offsetsType = dyn_cast<RankedTensorType>(adaptor.getOffsets().getType());
    std::optional<int64_t> mode = torch::matchConstantInt(op.getMode()),
                           paddingIdx = torch::matchConstantInt(op.getPaddingIdx());
    std::optional<bool> includeLast = torch::matchConstantBool(op.getIncludeLastOffset());
    bool weighted = !torch::isNone(op.getPerSampleWeights());
    if (weightType.getRank() != 2 || indicesType.getRank() != 1 || !offsetsType || offsetsType.getRank() != 1 ||
        !isa<FloatType>(weightType.getElementType()))
      return op.emitError("_embedding_bag: expects a floating-point weight [V, D], 1-D indices and 1-D offsets");
    if (!mode || *mode < 0 || *mode > 2 || !paddingIdx || !includeLast)
      return op.emitError("_embedding_bag: mode (0-2), padding_idx and include_last_offset must be constants");
    if (weighted && *mode != 0)
      return op.emitError("_embedding_bag: per_sample_weights are only supported in mode 'sum', as in PyTorch");
    int64_t n = indicesType.getDimSize(0), d = weightType.getDimSize(1);
    int64_t bags = offsetsType.getDimSize(0) - (*includeLast ? 1 : 0);
    if (bags < 0 || resultType.getShape() != ArrayRef<int64_t>{bags, d})
      return op.emitError("_embedding_bag: the output must be [bags, D]");
    Type i64 = rewriter.getI64Type(), i1 = rewriter.getI1Type(), f32 = rewriter.getF32Type();
    Value offsets = c.convertElements(adaptor.getOffsets(), i64);
    auto slice = [&](Value x, int64_t begin, int64_t end) { return c.slice(x, 0, begin, end); };
    Value starts = c.view(slice(offsets, 0, bags), {bags, 1});
    // Bag b ends at offsets[b + 1]; the last at N, or at offsets[B] with include_last_offset.
    FailureOr<Value> endsToN = padOrCrop(c, op, slice(offsets, std::min<int64_t>(1, bags), bags), 0, 0,
                                         bags - std::max<int64_t>(bags - 1, 0), double(n), n);
    if (failed(endsToN))
      return failure();
    Value positions = c.indexConstant({1, n}, llvm::to_vector(llvm::seq<int64_t>(0, n)));
    auto memberType = RankedTensorType::get({bags, n}, i1);
    Value kept;
    if (*paddingIdx >= 0)
      kept = c.view(c.withInt<edge::NeScalarOp>(adaptor.getIndices(), *paddingIdx, i1), {1, n});
    auto membership = [&](Value ends) {
      Value member =
          c.make<edge::LogicalAndOp>(memberType, c.make<edge::GeTensorOp>(memberType, positions, starts),
                                     c.make<edge::LtTensorOp>(memberType, positions, c.view(ends, {bags, 1})));
      return kept ? c.make<edge::LogicalAndOp>(memberType, member, kept) : member;
    };
    Value member = membership(*includeLast ? slice(offsets, 1, bags + 1) : *endsToN);
    // ATen's mean divides by the bag's size as if the last bag ran to N even with include_last_offset.
    Value sizeMember = *includeLast ? membership(*endsToN) : member;
    Value table = c.convertElements(adaptor.getWeight(), f32);
    Value rows = c.takeRows(table, adaptor.getIndices()); // [N, D]
    auto outType = RankedTensorType::get({bags, d}, f32);
    Value out;
    if (*mode == 2) {
      auto spread = RankedTensorType::get({bags, n, d}, f32);
      Value candidates = c.make<edge::WhereSelfOp>(spread, c.view(member, {bags, n, 1}), c.view(rows, {1, n, d}),
                                                   extremeSplat(c, op, spread.clone({1, 1, 1}), /*lowest=*/true));
      out = c.make<edge::AmaxOp>(outType, candidates, rewriter.getDenseI64ArrayAttr({1}), rewriter.getBoolAttr(false));
      Value empty = c.make<edge::LogicalNotOp>(RankedTensorType::get({bags, 1}, i1),
                                               c.make<edge::AmaxOp>(RankedTensorType::get({bags, 1}, i1), member,
                                                                    rewriter.getDenseI64ArrayAttr({1}),
                                                                    rewriter.getBoolAttr(true)));
      out = c.make<edge::WhereScalarSelfOp>(outType, empty, rewriter.getF64FloatAttr(0.0), out);
    } else {
      Value weights = c.convertElements(member, f32);
      if (weighted)
        weights =
            c.mul(weights, c.view(c.convertElements(adaptor.getPerSampleWeights(), f32), {1, n}), weights.getType());
      out = c.binary<edge::MmOp>(weights, rows, outType);
      if (*mode == 1) {
        Value size = c.make<edge::SumDimIntListOp>(
            RankedTensorType::get({bags, 1}, f32), c.convertElements(sizeMember, f32),
            rewriter.getDenseI64ArrayAttr({1}), rewriter.getBoolAttr(true), IntegerAttr());
        size = c.make<edge::ClampOp>(size.getType(), size, rewriter.getF64FloatAttr(1.0), Attribute());
        out = c.binary<edge::DivTensorOp>(out, size, outType);
      }
    }
    // The other results are unused (checked above): nothing replaces them.
    return SmallVector<Value>{c.convertElements(out, resultType.getElementType()), Value(), Value(), Value()};
  }
};

} // namespace

void edgec::populateTorchToEdgeIndexingPatterns(RewritePatternSet &patterns, TypeConverter &converter) {
  patterns.add<DecomposeIndexSelect, DecomposeIndexTensor, DecomposeMaskedSelect, DecomposeGather, DecomposeFlip,
               DecomposeEmbeddingBag<torch::Aten_EmbeddingBagOp>,
               DecomposeEmbeddingBag<torch::Aten_EmbeddingBagForwardOnlyOp>>(converter, patterns.getContext());
}
