//===- TorchToEdgeViews.cpp - views and reshapes into edge ops ------------===//
//
// Views and reshapes: the reshape forms exports leave as edge views, transposes as permutes, split_with_sizes
// as slices, repeat as a view and an expand, diagonal and unfold as strided views (as_strided).
//===----------------------------------------------------------------------===//
#include "passes/TorchToEdgeChains.h"

using namespace mlir;
using namespace edgec;

namespace {

/// Reshapes that exports and torch-mlir's importer leave (_unsafe_view, reshape, flatten, unflatten,
/// view_as): an edge view to the result's shape (a copy first where the operand is not contiguous, which
/// edge-out-variants arranges as for every view).
template <typename OpT> struct LowerAsView : ChainDecomposition<OpT> {
  using ChainDecomposition<OpT>::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(OpT op, typename OpT::Adaptor adaptor, RankedTensorType resultType,
                                          ChainBuilder &c, ConversionPatternRewriter &rewriter) const override {
    Value result = c.view(adaptor.getSelf(), resultType.getShape());
    if (result.getType() != resultType)
      return op.emitError("the result type ") << resultType << " is not a reshape of " << result.getType();
    return SmallVector<Value>{result};
  }
};

/// transpose.int (two dims swapped) and t (of a matrix; vectors stay as they are): an edge permute.
template <typename OpT> struct LowerTranspose : OpConversionPattern<OpT> {
  using OpConversionPattern<OpT>::OpConversionPattern;
  static std::optional<std::pair<int64_t, int64_t>> dims(torch::AtenTransposeIntOp op) {
    std::optional<int64_t> a = torch::matchConstantInt(op.getDim0()), b = torch::matchConstantInt(op.getDim1());
    if (!a || !b)
      return std::nullopt;
    return std::make_pair(*a, *b);
  }
  static std::optional<std::pair<int64_t, int64_t>> dims(torch::AtenTOp) { return std::make_pair(0, -1); }
  LogicalResult matchAndRewrite(OpT op, typename OpT::Adaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Value x = adaptor.getSelf();
    int64_t rank = cast<RankedTensorType>(x.getType()).getRank();
    std::optional<std::pair<int64_t, int64_t>> d = dims(op);
    if (!d)
      return op.emitError("transpose: dims must be constants");
    if (rank < 2) {
      rewriter.replaceOp(op, x);
      return success();
    }
    if (d->first < -rank || d->first >= rank || d->second < -rank || d->second >= rank)
      return op.emitError("transpose: dim out of range for rank ") << rank;
    SmallVector<int64_t> perm = llvm::to_vector(llvm::seq<int64_t>(0, rank));
    std::swap(perm[edge::normalizeDim(d->first, rank)], perm[edge::normalizeDim(d->second, rank)]);
    ChainBuilder c(rewriter, op.getLoc());
    Value result = c.permute(x, perm);
    if (failed(c.verified()))
      return failure();
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// split_with_sizes, unpacked: one slice per piece (views of the input; consumers on Vulkan read them in
/// place, edge-select-kernels).
struct DecomposeSplitWithSizes : OpConversionPattern<torch::AtenSplitWithSizesOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(torch::AtenSplitWithSizesOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    std::optional<SmallVector<int64_t>> sizes = torch::matchConstantIntList(op.getSplitSizes());
    std::optional<int64_t> dim = torch::matchConstantInt(op.getDim());
    if (!sizes || !dim)
      return op.emitError("split_with_sizes: split_sizes and dim must be constants");
    SmallVector<torch::PrimListUnpackOp> unpacks;
    for (Operation *user : op->getUsers()) {
      auto unpack = dyn_cast<torch::PrimListUnpackOp>(user);
      if (!unpack || unpack.getNumResults() != sizes->size())
        return op.emitError("split_with_sizes: its list must be unpacked into ") << sizes->size() << " tensors";
      unpacks.push_back(unpack);
    }
    SmallVector<Value> pieces;
    int64_t start = 0;
    for (auto [i, size] : llvm::enumerate(*sizes)) {
      Type resultType = unpacks.empty() ? Type() : getTypeConverter()->convertType(unpacks[0].getResult(i).getType());
      if (!resultType)
        return rewriter.notifyMatchFailure(op, "piece type has no static shape");
      auto slice = rewriter.create<edge::SliceTensorOp>(
          op.getLoc(), TypeRange{resultType}, adaptor.getSelf(), rewriter.getI64IntegerAttr(*dim),
          rewriter.getI64IntegerAttr(start), rewriter.getI64IntegerAttr(start + size), rewriter.getI64IntegerAttr(1),
          ValueRange{});
      if (failed(verify(slice)))
        return failure();
      pieces.push_back(slice.getResult(0));
      start += size;
    }
    for (torch::PrimListUnpackOp unpack : unpacks)
      rewriter.replaceOp(unpack, pieces);
    rewriter.eraseOp(op);
    return success();
  }
};

/// repeat(x, repeats): x (with leading dims of 1 added to the repeats' length) viewed as [1, s0, 1, s1, ...],
/// expanded to [r0, s0, r1, s1, ...] and viewed as [r0 s0, r1 s1, ...].
struct DecomposeRepeat : ChainDecomposition<torch::AtenRepeatOp> {
  using ChainDecomposition::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(torch::AtenRepeatOp op, OpAdaptor adaptor, RankedTensorType resultType,
                                          ChainBuilder &c, ConversionPatternRewriter &rewriter) const override {
    auto xType = cast<RankedTensorType>(adaptor.getSelf().getType());
    std::optional<SmallVector<int64_t>> repeats = torch::matchConstantIntList(op.getRepeats());
    if (!repeats || int64_t(repeats->size()) < xType.getRank() ||
        llvm::any_of(*repeats, [](int64_t r) { return r < 0; }))
      return op.emitError("repeat: repeats must be constants >= 0, at least one per dim of the input");
    SmallVector<int64_t> shape(repeats->size() - xType.getRank(), 1);
    shape.append(xType.getShape().begin(), xType.getShape().end());
    SmallVector<int64_t> pairs, expanded;
    for (auto [r, s] : llvm::zip(*repeats, shape)) {
      pairs.append({1, s});
      expanded.append({r, s});
    }
    Value x = c.expand(c.view(adaptor.getSelf(), pairs), expanded);
    return SmallVector<Value>{c.view(x, resultType.getShape())};
  }
};

/// diagonal(x, offset, dim1, dim2): a strided view, the other dims first and the diagonal last.
struct DecomposeDiagonal : ChainDecomposition<torch::AtenDiagonalOp> {
  using ChainDecomposition::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(torch::AtenDiagonalOp op, OpAdaptor adaptor, RankedTensorType resultType,
                                          ChainBuilder &c, ConversionPatternRewriter &rewriter) const override {
    auto xType = cast<RankedTensorType>(adaptor.getSelf().getType());
    int64_t rank = xType.getRank();
    std::optional<int64_t> offset = torch::matchConstantInt(op.getOffset());
    std::optional<int64_t> d1 = normalizedDim(torch::matchConstantInt(op.getDim1()), rank),
                           d2 = normalizedDim(torch::matchConstantInt(op.getDim2()), rank);
    if (!offset || !d1 || !d2 || *d1 == *d2 || rank < 2)
      return op.emitError("diagonal: offset and two different dims must be constants");
    SmallVector<int64_t> strides = edge::contiguousStrides(xType.getShape());
    int64_t s1 = xType.getDimSize(*d1), s2 = xType.getDimSize(*d2);
    int64_t length = std::max<int64_t>(0, *offset >= 0 ? std::min(s1, s2 - *offset) : std::min(s1 + *offset, s2));
    int64_t start = length == 0 ? 0 : (*offset >= 0 ? *offset * strides[*d2] : -*offset * strides[*d1]);
    SmallVector<int64_t> size, stride;
    for (int64_t d = 0; d < rank; ++d)
      if (d != *d1 && d != *d2) {
        size.push_back(xType.getDimSize(d));
        stride.push_back(strides[d]);
      }
    size.push_back(length);
    stride.push_back(strides[*d1] + strides[*d2]);
    Value result = c.make<edge::AsStridedOp>(xType.clone(size), adaptor.getSelf(), rewriter.getDenseI64ArrayAttr(size),
                                             rewriter.getDenseI64ArrayAttr(stride), rewriter.getI64IntegerAttr(start));
    return SmallVector<Value>{result};
  }
};

/// unfold: the windows of `size` elements every `step` along a dim, as a last dim; a strided view of the
/// contiguous input (as diagonal).
struct DecomposeUnfold : ChainDecomposition<torch::AtenUnfoldOp> {
  using ChainDecomposition::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(torch::AtenUnfoldOp op, OpAdaptor adaptor, RankedTensorType resultType,
                                          ChainBuilder &c, ConversionPatternRewriter &rewriter) const override {
    auto xType = cast<RankedTensorType>(adaptor.getSelf().getType());
    int64_t rank = xType.getRank();
    std::optional<int64_t> dim = normalizedDim(torch::matchConstantInt(op.getDimension()), rank); // 0-d: dim 0
    std::optional<int64_t> size = torch::matchConstantInt(op.getSize()), step = torch::matchConstantInt(op.getStep());
    if (!dim || !size || !step)
      return op.emitError("unfold: dimension, size and step must be constants");
    int64_t length = rank == 0 ? 1 : xType.getDimSize(*dim);
    if (*size < 0 || *size > length || *step < 1)
      return op.emitError("unfold: size ")
             << *size << " must be within [0, " << length << "] and step " << *step << " positive";
    SmallVector<int64_t> strides = edge::contiguousStrides(xType.getShape()), shape(xType.getShape());
    int64_t inner = rank == 0 ? 1 : strides[*dim];
    if (rank > 0) {
      shape[*dim] = (length - *size) / *step + 1;
      strides[*dim] = inner * *step;
    }
    shape.push_back(*size);
    strides.push_back(inner);
    Value result =
        c.make<edge::AsStridedOp>(xType.clone(shape), adaptor.getSelf(), rewriter.getDenseI64ArrayAttr(shape),
                                  rewriter.getDenseI64ArrayAttr(strides), rewriter.getI64IntegerAttr(0));
    return SmallVector<Value>{result};
  }
};

} // namespace

void edgec::populateTorchToEdgeViewPatterns(RewritePatternSet &patterns, TypeConverter &converter) {
  patterns
      .add<LowerAsView<torch::Aten_UnsafeViewOp>, LowerAsView<torch::AtenReshapeOp>,
           LowerAsView<torch::AtenFlattenUsingIntsOp>, LowerAsView<torch::AtenUnflattenIntOp>,
           LowerAsView<torch::AtenViewAsOp>, LowerTranspose<torch::AtenTransposeIntOp>, LowerTranspose<torch::AtenTOp>,
           DecomposeSplitWithSizes, DecomposeRepeat, DecomposeDiagonal, DecomposeUnfold>(converter,
                                                                                         patterns.getContext());
}
