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

/// Collects the operands and attributes of an edge op from a torch op's operands, then creates and verifies
/// it. Scalars and lists must be constants: the error names the argument otherwise.
class EdgeOpBuilder {
public:
  EdgeOpBuilder(Operation *torchOp, ConversionPatternRewriter *rewriter = nullptr)
      : torchOp(torchOp), rewriter(rewriter) {}

  LogicalResult tensor(Value v) {
    operands.push_back(v);
    segments.push_back(1);
    return success();
  }
  /// A Tensor[]: the elements of a torch.prim.ListConstruct, converted, as one operand group.
  LogicalResult tensorList(Value list) {
    auto construct = list.getDefiningOp<torch::PrimListConstructOp>();
    if (!construct || !rewriter)
      return torchOp->emitError("a Tensor[] operand must be a torch.prim.ListConstruct");
    for (Value element : construct.getElements()) {
      Value converted = rewriter->getRemappedValue(element);
      if (!converted || !isa<RankedTensorType>(converted.getType()))
        return torchOp->emitError("an element of the tensor list has no static shape");
      operands.push_back(converted);
    }
    segments.push_back(construct.getElements().size());
    return success();
  }
  LogicalResult optionalTensor(Value v) {
    if (torch::isNone(v)) {
      segments.push_back(0);
      return success();
    }
    return tensor(v);
  }
  /// An ATen Scalar keeps its kind (bool, integer, float): it decides type promotion.
  LogicalResult scalarAttr(StringRef name, Value v) {
    Attribute a;
    if (std::optional<bool> b = torch::matchConstantBool(v))
      a = BoolAttr::get(ctx(), *b);
    else if (std::optional<int64_t> i = torch::matchConstantInt(v))
      a = IntegerAttr::get(IntegerType::get(ctx(), 64), *i);
    else if (std::optional<double> f = torch::matchConstantScalar(v))
      a = FloatAttr::get(Float64Type::get(ctx()), *f);
    else if (v.getDefiningOp<torch::Aten_LocalScalarDenseOp>())
      return failure(); // an item(): its pattern (TorchToEdgeScalars.cpp) was tried first and said why not
    else
      return notConstant(name);
    attrs.emplace_back(attrName(name), a);
    return success();
  }
  LogicalResult optionalScalarAttr(StringRef name, Value v) {
    return torch::isNone(v) ? success() : scalarAttr(name, v);
  }
  LogicalResult floatAttr(StringRef name, Value v) {
    std::optional<double> s = torch::matchConstantScalar(v);
    if (!s)
      return notConstant(name);
    attrs.emplace_back(attrName(name), FloatAttr::get(Float64Type::get(ctx()), *s));
    return success();
  }
  LogicalResult optionalFloatAttr(StringRef name, Value v) {
    return torch::isNone(v) ? success() : floatAttr(name, v);
  }
  LogicalResult intAttr(StringRef name, Value v) {
    std::optional<int64_t> i = torch::matchConstantInt(v);
    if (!i)
      return notConstant(name);
    attrs.emplace_back(attrName(name), IntegerAttr::get(IntegerType::get(ctx(), 64), *i));
    return success();
  }
  LogicalResult optionalIntAttr(StringRef name, Value v) { return torch::isNone(v) ? success() : intAttr(name, v); }
  LogicalResult boolAttr(StringRef name, Value v) {
    std::optional<bool> b = torch::matchConstantBool(v);
    if (!b)
      return notConstant(name);
    attrs.emplace_back(attrName(name), BoolAttr::get(ctx(), *b));
    return success();
  }
  LogicalResult intListAttr(StringRef name, Value v) {
    std::optional<SmallVector<int64_t>> list = torch::matchConstantIntList(v);
    if (!list)
      return notConstant(name);
    attrs.emplace_back(attrName(name), DenseI64ArrayAttr::get(ctx(), *list));
    return success();
  }
  LogicalResult optionalIntListAttr(StringRef name, Value v) {
    return torch::isNone(v) ? success() : intListAttr(name, v);
  }
  LogicalResult floatListAttr(StringRef name, Value v) {
    auto list = v.getDefiningOp<torch::PrimListConstructOp>();
    if (!list)
      return notConstant(name);
    SmallVector<double> values;
    for (Value e : list.getElements()) {
      std::optional<double> f = torch::matchConstantScalar(e);
      if (!f)
        return notConstant(name);
      values.push_back(*f);
    }
    attrs.emplace_back(attrName(name), DenseF64ArrayAttr::get(ctx(), values));
    return success();
  }
  LogicalResult optionalFloatListAttr(StringRef name, Value v) {
    return torch::isNone(v) ? success() : floatListAttr(name, v);
  }

  /// Creates the edge op `name` with `resultType`, verifies it detached and inserts it only if valid; on
  /// failure the verifier's error stands at the torch op's location.
  FailureOr<Operation *> create(OpBuilder &b, StringRef name, TypeRange resultTypes) {
    OperationState state(torchOp->getLoc(), name);
    state.addOperands(operands);
    state.addTypes(resultTypes);
    state.addAttributes(attrs);
    // The sizes torch-bound-shapes recorded for run-time parameters go with the parameters.
    if (Attribute runTime = torchOp->getAttr(edge::attr::kRunTimeParams))
      state.addAttribute(edge::attr::kRunTimeParams, runTime);
    if (state.name.hasTrait<OpTrait::AttrSizedOperandSegments>()) {
      SmallVector<int32_t> sizes(segments.begin(), segments.end());
      sizes.push_back(0); // outs
      state.addAttribute("operandSegmentSizes", b.getDenseI32ArrayAttr(sizes));
    }
    Operation *op = Operation::create(state);
    // The op is not in a block yet: printing it in the diagnostic would show unknown operands, and the
    // error already points at the torch op's source line.
    MLIRContext *context = op->getContext();
    bool printOp = context->shouldPrintOpOnDiagnostic();
    context->printOpOnDiagnostic(false);
    LogicalResult verified = verify(op);
    context->printOpOnDiagnostic(printOp);
    if (failed(verified)) {
      op->destroy();
      return failure();
    }
    return b.insert(op);
  }

private:
  MLIRContext *ctx() { return torchOp->getContext(); }
  StringAttr attrName(StringRef name) { return StringAttr::get(ctx(), name); }
  LogicalResult notConstant(StringRef name) {
    return torchOp->emitError("argument '")
           << name << "' of " << torchOp->getName()
           << " must be a constant; non-constant scalars and lists are not supported yet";
  }

  Operation *torchOp;
  ConversionPatternRewriter *rewriter;
  SmallVector<Value> operands;
  SmallVector<int> segments;
  SmallVector<NamedAttribute> attrs;
};

/// A constant of `type` with every element `value` (`exact` where it is an integer), converted as PyTorch
/// fills: floats rounded, bools non-zero, integers from the exact value (else truncated).
Value splatValue(ConversionPatternRewriter &rewriter, Operation *op, RankedTensorType type, double value,
                 std::optional<int64_t> exact);
/// The same with `scalar`, a torch constant.
FailureOr<Value> splatConstant(ConversionPatternRewriter &rewriter, Operation *op, Type resultType, Value scalar);
/// Binds `v` to `shape` (an edge.bind_shape, which edge-infer-dims reads) and states the shape on the op that
/// defines it (edge.dims): ops alike at the upper bounds but of different dynamic sizes then differ for CSE.
void bindShape(OpBuilder &b, Location loc, Value v, AffineMap shape);
/// The torch.bind_symbolic_shape of `torchValue` (a result of the op being converted), if any.
torch::BindSymbolicShapeOp shapeBinding(Value torchValue);
/// `v`, an edge value standing for the torch value `torchValue` before the op's result replaces it, bound to
/// `torchValue`'s sizes (its binding, if any): a view or broadcast of dynamic shape inside a decomposition.
Value bindShapeOf(ConversionPatternRewriter &rewriter, Value v, Value torchValue);
/// Per dim of `torchValue`, whether its binding makes it depend on the size symbols.
SmallVector<bool> dynamicDims(Value torchValue);
/// `constant`, computed at bound shape for the torch value `torchValue`, as a value of the dynamic shape
/// its binding gives: a splat is one element per dynamic dim, expanded (a broadcast view); any other
/// constant is a view of itself, which stays a view (its binding makes it dynamic) and reads the prefix
/// of the constant that the actual sizes select (the first elements of an arange); either bound to
/// `torchValue`'s sizes. Static values return `constant` itself.
Value dynamicConstant(ConversionPatternRewriter &rewriter, Operation *op, Value torchValue, Value constant);
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

/// A constant int list (ATen's int[]); nullopt where it is not one.
inline std::optional<SmallVector<int64_t>> intList(Value v) { return torch::matchConstantIntList(v); }
/// A list parameter of a convolution or pooling op over `n` spatial dims: a single value repeats (ATen's
/// int[N] of one element), an empty one takes `empty`.
std::optional<SmallVector<int64_t>> spatial(Value v, size_t n, int64_t empty);
/// The float types compute in f32 (PyTorch's opmath for f16 and bf16); `wide` is x's shape in it.
struct Widened {
  Value x;
  RankedTensorType wide, narrow;
};
Widened widen(ChainBuilder &c, Value x);

/// Whether `t` has i64 or i32 elements (an index tensor's types).
inline bool isIndexType(Type t) {
  auto i = dyn_cast<IntegerType>(cast<ShapedType>(t).getElementType());
  return i && (i.getWidth() == 64 || i.getWidth() == 32);
}
/// `index` (i64 or i32) as i64 positions in a dim of `size`: negative ones count from the end when `wrap`
/// (tensor indexing), and `invalid` is set where the result is outside [0, size).
struct CheckedIndex {
  Value position, invalid;
};
CheckedIndex checkedIndex(ChainBuilder &c, Value index, int64_t size, bool wrap);
/// -1 (which takeRows reads as out of range) where `invalid`, else `position`.
Value poisoned(ChainBuilder &c, Value position, Value invalid);
/// PyTorch's advanced indexing of x by a list of integer index tensors (None keeps a dim whole): the index
/// tensors broadcast together to `broadcast`; their positions (negative ones from the end) make one flat
/// position into the indexed dims (-1 where any is out of range); `table` is x with the indexed dims first,
/// viewed as [rows, rest]. The indexing result has the broadcast dims in place of the indexed ones where
/// those are adjacent (after `before` kept dims), else first.
struct AdvancedIndex {
  SmallVector<int64_t> indexed, kept, broadcast, keptShape, perm;
  Value flat, table;
  int64_t rows = 1, rest = 1, before = 0;
};
FailureOr<AdvancedIndex> advancedIndex(ChainBuilder &c, Operation *op, ConversionPatternRewriter &rewriter, Value x,
                                       Value list);
/// The permutation from [broadcast..., kept...] to the indexing result's layout (identity where the
/// broadcast dims come first).
SmallVector<int64_t> resultOrder(const AdvancedIndex &a);
/// The coordinates of a run-time boolean mask's true elements, [count, mask rank] (edge.nonzero, planned for
/// every element), for the indexing op `op` whose only index the mask is, at dim `d` (`numIndices`: the
/// index list's length, 0 if another index came first): the count is the size symbol torch.export binds to
/// the result's dim `d`.
FailureOr<Value> maskCoordinates(ChainBuilder &c, Operation *op, Value mask, int64_t d, size_t numIndices);
/// gather along `dim` (x and index of one rank, index no larger in the other dims): flat positions (a
/// constant base over index's shape plus index times dim's stride) into x viewed as one column; an index
/// outside [0, size) gives NaN (0 for integers).
Value gatherAlong(ChainBuilder &c, Value x, int64_t dim, Value index);
/// The lowest (or highest) value of `type`'s element type everywhere: the identity of a max (min).
Value extremeSplat(ChainBuilder &c, Operation *op, RankedTensorType type, bool lowest);

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

// The decomposition families, one file each; each calls the helpers above and nothing of another family.
/// Scalars and constants: item() values as device operands (Tensor.item(), _local_scalar_dense), literals, the
/// splat makers (full, zeros, ones, scalar_tensor, ... and their _like and new_ forms, empty) and arange:
/// TorchToEdgeScalars.cpp.
void populateTorchToEdgeScalarPatterns(RewritePatternSet &patterns, TypeConverter &converter);
/// Why an item() cannot be compiled (a use that needs its value on the host), or nullopt.
std::optional<std::string> unsupportedItemUse(Operation *item);
/// Normalization layers (layer norm as the norm kernel; group norm and batch norm forms through reductions):
/// TorchToEdgeNorms.cpp.
void populateTorchToEdgeNormPatterns(RewritePatternSet &patterns, TypeConverter &converter);
/// Elementwise compositions (gelu, elu, clamp.Tensor, div with a rounding mode, bitwise_not of bools):
/// TorchToEdgeElementwise.cpp.
void populateTorchToEdgeElementwisePatterns(RewritePatternSet &patterns, TypeConverter &converter);
/// Reductions and scans (any, mean and prod of everything, var, max.dim and min.dim, softmax.int, vector
/// norms and the distances built on them, cumsum): TorchToEdgeReductions.cpp.
void populateTorchToEdgeReductionPatterns(RewritePatternSet &patterns, TypeConverter &converter);
/// Views and reshapes (reshape forms, transpose, split_with_sizes, repeat, diagonal, unfold):
/// TorchToEdgeViews.cpp.
void populateTorchToEdgeViewPatterns(RewritePatternSet &patterns, TypeConverter &converter);
/// Matmul forms and attention (linear, matmul, scaled_dot_product_attention): TorchToEdgeMatmul.cpp.
void populateTorchToEdgeMatmulPatterns(RewritePatternSet &patterns, TypeConverter &converter);
/// Convolution forms the edge kernel does not take (1-D, 3-D, unbatched, transposed; conv1d/2d/3d) and
/// col2im: TorchToEdgeConvolution.cpp.
void populateTorchToEdgeConvolutionPatterns(RewritePatternSet &patterns, TypeConverter &converter);
/// Pooling, resizing and padding (max_pool2d_with_indices, 1-D and 3-D pooling, adaptive pooling,
/// upsampling, grid sampling, pad and constant_pad_nd, reflection and replication pads):
/// TorchToEdgePooling.cpp.
void populateTorchToEdgePoolingPatterns(RewritePatternSet &patterns, TypeConverter &converter);
/// Indexing by position (index_select, index.Tensor, masked_select, gather, flip, embedding_bag):
/// TorchToEdgeIndexing.cpp.
void populateTorchToEdgeIndexingPatterns(RewritePatternSet &patterns, TypeConverter &converter);
/// Writes into a tensor (slice_scatter, select_scatter, copy, scatter forms, index_put, masked_scatter):
/// TorchToEdgeScatter.cpp.
void populateTorchToEdgeScatterPatterns(RewritePatternSet &patterns, TypeConverter &converter);

} // namespace edgec

#endif // EDGEC_PASSES_TORCHTOEDGECHAINS_H