//===- TorchToEdgeChains.h - building blocks of torch-to-edge decompositions -===//
#ifndef EDGEC_PASSES_TORCHTOEDGECHAINS_H
#define EDGEC_PASSES_TORCHTOEDGECHAINS_H

#include "passes/Passes.h"

#include "mlir/IR/Verifier.h"

namespace edgec {
using namespace mlir;

/// The result type of `op`'s result `i`, converted; null where it has no static shape.
template <typename OpT> RankedTensorType convertedResult(const OpConversionPattern<OpT> &p, OpT op, unsigned i = 0) {
  return dyn_cast_or_null<RankedTensorType>(p.getTypeConverter()->convertType(op->getResult(i).getType()));
}

/// `dim` (negative from the end) within [0, rank) (a zero-dim tensor has dim 0, as in ATen); nullopt if it is
/// missing or out of range.
inline std::optional<int64_t> normalizedDim(std::optional<int64_t> dim, int64_t rank) {
  if (!dim)
    return std::nullopt;
  int64_t d = *dim < 0 ? *dim + std::max<int64_t>(rank, 1) : *dim;
  if (d < 0 || d >= std::max<int64_t>(rank, 1))
    return std::nullopt;
  return d;
}

/// Builds chains of elementwise edge ops for decompositions; every op is verified as it is created.
class ChainBuilder {
public:
  ChainBuilder(ConversionPatternRewriter &rewriter, Location loc) : r(rewriter), loc(loc) {}
  Value mulScalar(Value x, double s) {
    return add(r.create<edge::MulScalarOp>(loc, TypeRange{x.getType()}, x, r.getF64FloatAttr(s), ValueRange{}));
  }
  Value addScalar(Value x, double s) {
    return add(r.create<edge::AddScalarOp>(loc, TypeRange{x.getType()}, x, r.getF64FloatAttr(s), r.getI64IntegerAttr(1),
                                           ValueRange{}));
  }
  /// s - x.
  Value rsubScalar(Value x, double s) {
    return add(r.create<edge::RsubScalarOp>(loc, TypeRange{x.getType()}, x, r.getF64FloatAttr(s),
                                            r.getI64IntegerAttr(1), ValueRange{}));
  }
  Value mul(Value a, Value b, Type t) {
    return add(r.create<edge::MulTensorOp>(loc, TypeRange{t}, a, b, ValueRange{}));
  }
  Value plus(Value a, Value b, Type t) {
    return add(r.create<edge::AddTensorOp>(loc, TypeRange{t}, a, b, r.getI64IntegerAttr(1), ValueRange{}));
  }
  Value sub(Value a, Value b, Type t) {
    return add(r.create<edge::SubTensorOp>(loc, TypeRange{t}, a, b, r.getI64IntegerAttr(1), ValueRange{}));
  }
  template <typename OpT> Value unary(Value x) {
    return add(r.create<OpT>(loc, TypeRange{x.getType()}, x, ValueRange{}));
  }
  /// mean.dim or sum.dim_IntList over `dims`.
  template <typename OpT> Value reduce(Value x, ArrayRef<int64_t> dims, bool keepdim, Type t) {
    return add(r.create<OpT>(loc, TypeRange{t}, x, r.getDenseI64ArrayAttr(dims), r.getBoolAttr(keepdim), IntegerAttr(),
                             ValueRange{}));
  }
  Value mean(Value x, ArrayRef<int64_t> dims, Type t) { return reduce<edge::MeanDimOp>(x, dims, true, t); }
  Value notZero(Value x, Type t) {
    return add(r.create<edge::NeScalarOp>(loc, TypeRange{t}, x, r.getI64IntegerAttr(0), ValueRange{}));
  }
  /// Any edge op of one result `t` (its operands and attributes in ODS order; no out operands yet).
  template <typename OpT, typename... Args> Value make(Type t, Args &&...args) {
    return add(r.create<OpT>(loc, TypeRange{t}, std::forward<Args>(args)..., ValueRange{}));
  }
  Value view(Value x, ArrayRef<int64_t> shape) {
    auto t = cast<RankedTensorType>(x.getType());
    return t.getShape() == shape ? x : make<edge::ViewOp>(t.clone(shape), x, r.getDenseI64ArrayAttr(shape));
  }
  /// x itself for the identity permutation.
  Value permute(Value x, ArrayRef<int64_t> perm) {
    auto t = cast<RankedTensorType>(x.getType());
    if (llvm::equal(perm, llvm::seq<int64_t>(0, t.getRank())))
      return x;
    SmallVector<int64_t> shape;
    for (int64_t p : perm)
      shape.push_back(t.getDimSize(p));
    return make<edge::PermuteOp>(t.clone(shape), x, r.getDenseI64ArrayAttr(perm));
  }
  /// x with its last two dims swapped.
  Value transposeLast(Value x) {
    int64_t rank = cast<RankedTensorType>(x.getType()).getRank();
    SmallVector<int64_t> perm = llvm::to_vector(llvm::seq<int64_t>(0, rank));
    std::swap(perm[rank - 2], perm[rank - 1]);
    return permute(x, perm);
  }
  /// Elements begin, begin + step, ... before end of dim `dim` (0 <= begin <= end <= size, step >= 1).
  Value slice(Value x, int64_t dim, int64_t begin, int64_t end, int64_t step = 1) {
    auto t = cast<RankedTensorType>(x.getType());
    SmallVector<int64_t> shape(t.getShape());
    shape[dim] = end > begin ? 1 + (end - begin - 1) / step : 0; // no overflow for any step
    return make<edge::SliceTensorOp>(t.clone(shape), x, r.getI64IntegerAttr(dim), r.getI64IntegerAttr(begin),
                                     r.getI64IntegerAttr(end), r.getI64IntegerAttr(step));
  }
  Value expand(Value x, ArrayRef<int64_t> shape) {
    auto t = cast<RankedTensorType>(x.getType());
    return t.getShape() == shape ? x : make<edge::ExpandOp>(t.clone(shape), x, r.getDenseI64ArrayAttr(shape));
  }
  Value logicalNot(Value x, Type t) { return add(r.create<edge::LogicalNotOp>(loc, TypeRange{t}, x, ValueRange{})); }
  template <typename OpT> Value binary(Value a, Value b, Type t) {
    return add(r.create<OpT>(loc, TypeRange{t}, a, b, ValueRange{}));
  }
  Value convert(Value x, Type t) { return add(r.create<edge::_ToCopyOp>(loc, TypeRange{t}, x, ValueRange{})); }
  /// x converted to element type `elem` (x itself where it has it).
  Value convertElements(Value x, Type elem) {
    auto t = cast<RankedTensorType>(x.getType());
    return t.getElementType() == elem ? x : convert(x, t.clone(elem));
  }
  /// An elementwise op of x and an integer Scalar: the result keeps x's shape, with element type `elem`
  /// (x's where null).
  template <typename OpT> Value withInt(Value x, int64_t s, Type elem = Type()) {
    auto t = cast<RankedTensorType>(x.getType());
    return make<OpT>(elem ? t.clone(elem) : t, x, r.getI64IntegerAttr(s));
  }
  Value addInt(Value x, int64_t s) {
    return add(r.create<edge::AddScalarOp>(loc, TypeRange{x.getType()}, x, r.getI64IntegerAttr(s),
                                           r.getI64IntegerAttr(1), ValueRange{}));
  }
  /// A constant of `type` with `values`, row-major.
  Value constant(RankedTensorType type, ArrayRef<Attribute> values) {
    return r.create<edge::ConstantOp>(loc, type, DenseElementsAttr::get(type, values)).getResult();
  }
  /// An i64 constant of `shape` with `values`, row-major.
  Value indexConstant(ArrayRef<int64_t> shape, ArrayRef<int64_t> values) {
    auto type = RankedTensorType::get(shape, r.getI64Type());
    return r.create<edge::ConstantOp>(loc, type, DenseElementsAttr::get(type, values)).getResult();
  }
  /// Rows `indices` (i64 or i32, any shape) of `table` [rows, R]: [indices' shape..., R]. An index outside
  /// the table gives NaN (0 for integer tables), never a read out of bounds: the edge embedding kernel.
  Value takeRows(Value table, Value indices) {
    auto t = cast<RankedTensorType>(table.getType());
    SmallVector<int64_t> shape(cast<RankedTensorType>(indices.getType()).getShape());
    shape.push_back(t.getDimSize(1));
    return make<edge::EmbeddingOp>(t.clone(shape), table, indices, r.getI64IntegerAttr(-1), r.getBoolAttr(false),
                                   r.getBoolAttr(false));
  }
  /// index_select: the slices of x (rank >= 1) along `dim` at `indices` (i64 or i32; -1 where out of
  /// range, which stays out of range), by takeRows: of x viewed as [size, rest] where `dim` is the first
  /// with elements, else of x viewed as one column at flat positions. `checked`: every index is known to be
  /// within [0, size) (constant positions), which saves the range test.
  Value selectIndices(Value x, int64_t dim, Value indices, bool checked = false);
  ConversionPatternRewriter &builder() { return r; }
  /// Whether every op created so far verifies (each reports its own error).
  LogicalResult verified() const { return failure(failed); }

private:
  Value add(Operation *op) {
    if (mlir::failed(verify(op)))
      failed = true;
    return op->getResult(0);
  }
  ConversionPatternRewriter &r;
  Location loc;
  bool failed = false;
};

/// A decomposition into a chain of edge ops: the base converts the op's result type (no match where it has
/// no static shape), hands `decompose` a ChainBuilder, and replaces the op with the values it returns once
/// every op it created verifies (else the rewriter rolls them back).
template <typename OpT> struct ChainDecomposition : OpConversionPattern<OpT> {
  using OpConversionPattern<OpT>::OpConversionPattern;
  virtual FailureOr<SmallVector<Value>> decompose(OpT op, typename OpT::Adaptor adaptor, RankedTensorType resultType,
                                                  ChainBuilder &c, ConversionPatternRewriter &rewriter) const = 0;
  LogicalResult matchAndRewrite(OpT op, typename OpT::Adaptor adaptor,
                                ConversionPatternRewriter &rewriter) const final {
    auto resultType =
        dyn_cast_or_null<RankedTensorType>(this->getTypeConverter()->convertType(op->getResult(0).getType()));
    if (!resultType)
      return rewriter.notifyMatchFailure(op, "result type has no static shape");
    ChainBuilder c(rewriter, op.getLoc());
    FailureOr<SmallVector<Value>> results = decompose(op, adaptor, resultType, c, rewriter);
    if (failed(results) || failed(c.verified()))
      return failure();
    rewriter.replaceOp(op, *results);
    return success();
  }
};

/// A constant of `type` with every element `value` (`exact` where it is an integer), converted as PyTorch
/// fills: floats rounded, bools non-zero, integers from the exact value (else truncated).
Value splatValue(ConversionPatternRewriter &rewriter, Operation *op, RankedTensorType type, double value,
                 std::optional<int64_t> exact);
/// The norm kernels take a weight and a bias or neither (their CPU kernels tell the two apart by the tensor
/// count): where only one of `weight` and `bias` is given, the other becomes a ones weight or a zeros bias of
/// `type`.
inline void completeAffine(ConversionPatternRewriter &rewriter, Operation *op, RankedTensorType type, Value &weight,
                           Value &bias) {
  if (weight && !bias)
    bias = splatValue(rewriter, op, type, 0.0, std::nullopt);
  if (bias && !weight)
    weight = splatValue(rewriter, op, type, 1.0, std::nullopt);
}
/// The same with `scalar`, a torch constant.
FailureOr<Value> splatConstant(ConversionPatternRewriter &rewriter, Operation *op, Type resultType, Value scalar);
/// x with `before` and `after` elements of `fill` (`exact` where it is an integer) added at the ends of
/// `dim`; negative amounts remove elements instead (a slice), as constant_pad_nd. Fails (with an error at
/// `op`) where a dim would be cropped below zero.
FailureOr<Value> padOrCrop(ChainBuilder &c, Operation *op, Value x, int64_t dim, int64_t before, int64_t after,
                           double fill = 0.0, std::optional<int64_t> exact = 0);
/// How padding positions outside the input map into it: mirrored without the edge element, clamped to
/// the edge, or wrapped around.
enum class PadMode { Reflect, Replicate, Circular };
/// x padded by `pads` ((before, after) pairs, the last dim first, as F.pad) with each padded dim's
/// positions mapped into the input by `mode` and gathered; fails (with an error at `op`) where PyTorch
/// rejects the amounts.
FailureOr<Value> indexPad(ChainBuilder &c, Operation *op, Value x, ArrayRef<int64_t> pads, PadMode mode);
/// Inclusive prefix sums of x along `dim`, in x's type: log2(n) steps of x + x shifted by 1, 2, 4, ...
/// places (Hillis and Steele), exact for integers.
FailureOr<Value> prefixSum(ChainBuilder &c, Operation *op, Value x, int64_t dim);
/// torch.matmul of `a` and `b` (ATen's rules by rank), viewed to `resultType`.
FailureOr<Value> matmul(ChainBuilder &c, Operation *op, Value a, Value b, RankedTensorType resultType);

/// Complex tensors (complex64 as f32 tensors with a trailing dim of 2 holding real and imaginary parts):
/// TorchToEdgeComplex.cpp. Whether `type` is a complex vtensor; whether `op` has a complex tensor operand (or list
/// element) or result.
bool isComplexTensorType(Type type);
bool touchesComplexTensors(Operation *op);
/// A complex tensor type edgec does not take (complex128).
bool isUnsupportedComplexTensor(Type type);
/// The pair tensor of a complex64 vtensor of static shape (null if it has none or is complex128);
/// nullopt for other types.
std::optional<Type> convertComplexTensorType(torch::ValueTensorType t);
void populateTorchToEdgeComplexPatterns(RewritePatternSet &patterns, TypeConverter &converter);
/// Complex-number ops where they meet real tensors, among the main patterns: conj is the tensor, angle 0 or
/// pi; an FFT there has no complex operand or result declared, and fails with the types it computes.
void populateTorchToEdgeComplexOpOnRealPatterns(RewritePatternSet &patterns, TypeConverter &converter);
/// Converts every op that touches complex tensors, before the rest (see TorchToEdgeComplex.cpp).
LogicalResult lowerComplexOps(ModuleOp module, TypeConverter &converter);

/// Scalar operands that are a tensor's item() (_local_scalar_dense), as zero-dim tensor operands:
/// TorchToEdgeItem.cpp.
void populateTorchToEdgeItemPatterns(RewritePatternSet &patterns, TypeConverter &converter);
/// Why an item() cannot be compiled (a use that needs its value on the host), or nullopt.
std::optional<std::string> unsupportedItemUse(Operation *item);

/// The decompositions of indexing ops (index_select, index.Tensor, gather, flip, repeat, padding by
/// reflection and replication, slice_scatter, select_scatter, copy): TorchToEdgeIndexing.cpp.
void populateTorchToEdgeIndexingPatterns(RewritePatternSet &patterns, TypeConverter &converter);
/// The decompositions of network layers (group and batch norm with batch statistics, 1-D and 3-D
/// convolution and pooling, bilinear upsampling, vector norms, elu): TorchToEdgeLayers.cpp.
void populateTorchToEdgeLayerPatterns(RewritePatternSet &patterns, TypeConverter &converter);

} // namespace edgec

#endif // EDGEC_PASSES_TORCHTOEDGECHAINS_H
