//===- EdgeDialect.h - the edge dialect -----------------------------------===//
#ifndef EDGEC_DIALECTS_EDGE_EDGEDIALECT_H
#define EDGEC_DIALECTS_EDGE_EDGEDIALECT_H

#include "edge/runtime/Limits.h"
#include "rules/SharedShapeRules.h"
#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/AffineMap.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace edgec::edge {
template <typename ConcreteType> class ViewOpTrait : public mlir::OpTrait::TraitBase<ConcreteType, ViewOpTrait> {};

/// How an op's result element type follows from its operands (the op registry's dtype rules).
enum class DtypeRule {
  Same,           // the first tensor operand's; every tensor operand has it
  First,          // the first tensor operand's; the others may differ
  Promote,        // the tensor operands promoted together, as ATen's result_type does
  PromoteToFloat, // promoted, then integers and bool become the default float (f32)
  Bool,           // bool (i1): comparisons and logical ops
  Index,          // i64: argmax
  Sum,            // the first tensor operand's if floating, else i64 (ATen's sum of integers and bools)
  Explicit,       // the result type as the program gives it (conversions)
};

/// The verifier shared by every generated edge op: checks the form (tensor or out-variant) and that the
/// result (or out) type has its inferred shape and the element type `rule` gives.
/// `promotedScalars` names the Scalar attributes that take part in type promotion as wrapped numbers.
/// `extraResults` are the element types (.pte names: "i64"; "same": the first result's) of the results after
/// the first, for ops ATen gives several. `shapes` holds each result's shape (ShapeRules.h).
mlir::LogicalResult verifyAtenOp(mlir::Operation *op,
                                 mlir::FailureOr<llvm::SmallVector<llvm::SmallVector<int64_t>>> shapes,
                                 DtypeRule rule, llvm::ArrayRef<llvm::StringRef> promotedScalars,
                                 llvm::ArrayRef<llvm::StringRef> extraResults);
/// The element type ATen's type promotion gives `operands` (c10 result_type over tensors: the highest
/// category, bool < integer < float, of the dimensioned tensors, then of the zero-dim ones; within a
/// category the wider type), or null if two types of one category and width differ (f16 and bf16
/// promote to f32).
/// Wrapped numbers (Scalar arguments, as `scalarType` types them) rank below zero-dim tensors.
mlir::Type promoteTypes(mlir::TypeRange operands, llvm::ArrayRef<mlir::Type> wrappedNumbers = {});
/// The type ATen gives a Scalar argument when it wraps it into a tensor: bool, i64, or the default float
/// (f32); null for anything else.
mlir::Type scalarType(mlir::Attribute scalar);
/// A Scalar attribute's value as a double (exact for integers up to 2^53).
double scalarValue(mlir::Attribute scalar);

/// The memory effects shared by every generated edge op: none in tensor form (the op is pure, so CSE and
/// DCE apply); in out-variant form it reads its memref inputs and writes its outs.
void getAtenOpEffects(mlir::Operation *op,
                      llvm::SmallVectorImpl<mlir::SideEffects::EffectInstance<mlir::MemoryEffects::Effect>> &effects);

/// A strided read of a contiguous buffer: the element at coordinate c of the result is element
/// offset + sum(c[d] * strides[d]) of the source (stride 0 repeats it: expand).
struct StridedLayout {
  llvm::SmallVector<int64_t> shape, strides;
  int64_t offset = 0;
};
/// The layout of the data-movement ops that read their operand strided (permute, slice.Tensor, select.int,
/// expand, as_strided), or an error (emitted) for attributes ATen rejects; failure without an error for other ops.
mlir::FailureOr<StridedLayout> viewLayout(mlir::Operation *op);

/// The .pte name of an element type, as the op registry and variant names spell it: f32, bf16, i64, u8, bool.
std::string dtypeName(mlir::Type t);
/// "2,3,4": a shape as diagnostics print it.
std::string formatShape(llvm::ArrayRef<int64_t> shape);
/// Row-major strides (in elements) of a contiguous tensor of `shape`.
llvm::SmallVector<int64_t> contiguousStrides(llvm::ArrayRef<int64_t> shape);
/// `dim` counted from the front (PyTorch's negative dims count from the back; rank 0 takes dims -1 and 0).
/// Assumes the dim is in range, which the op verifiers check.
int64_t normalizeDim(int64_t dim, int64_t rank);
/// Bytes a static-shape tensor or buffer occupies (whole bytes per element).
int64_t byteSize(mlir::ShapedType type);

/// Upper-bound dynamic shapes. A function with dynamic shapes lists its size symbols (`edge.symbols`: the
/// program's torch.symbolic_int names and bounds, s0, s1, ... in order). Types are static at the symbols'
/// upper bounds, so memory is planned for the largest shape; each value whose sizes depend on a symbol
/// carries them as affine expressions over the symbols (`edge.dims`), which the runtime evaluates.
struct SizeSymbol {
  std::string name;
  int64_t min, max;
};
llvm::SmallVector<SizeSymbol> sizeSymbols(mlir::func::FuncOp func);
llvm::SmallVector<SizeSymbol> sizeSymbols(mlir::Operation *op); // of the enclosing function
/// The sizes `op` records for its run-time parameter `name` (attr::kRunTimeParams): per element, the size, or
/// nullopt for an element that is a constant; empty where `name` has none; failure where malformed.
mlir::FailureOr<llvm::SmallVector<std::optional<mlir::AffineExpr>>> runTimeSizes(mlir::Operation *op,
                                                                                llvm::StringRef name);
void setSizeSymbols(mlir::func::FuncOp func, llvm::ArrayRef<SizeSymbol> symbols);
/// The fold of an op whose result equals its first operand where their types agree (the registry's
/// `same_type_is_identity`): that operand, in tensor form, in a function without size symbols or where both
/// sizes are stated (edge.dims) as the same expressions.
mlir::LogicalResult foldToSameTypeOperand(mlir::Operation *op, llvm::SmallVectorImpl<mlir::OpFoldResult> &results);
/// The sizes of `v` (a tensor or memref) as expressions over its function's size symbols: its `edge.dims`,
/// or its static shape as constants.
llvm::SmallVector<mlir::AffineExpr> dimsOf(mlir::Value v);
/// A size expression as diagnostics print it: "s0 * 16".
std::string formatSize(mlir::AffineExpr e);
/// The same with the symbols' names (those given at export: `seq floordiv 5 - 1` rather than `s0 ...`).
std::string formatSize(mlir::AffineExpr e, llvm::ArrayRef<SizeSymbol> symbols);
/// True if size `e` is the constant `v`.
bool isConstantSize(mlir::AffineExpr e, int64_t v);
/// True if a size of `v` depends on a symbol.
bool isDynamic(mlir::Value v);
/// Records `dims` as the sizes of `v` (an op result or a function argument); nothing if all are constant.
void setDims(mlir::Value v, llvm::ArrayRef<mlir::AffineExpr> dims, unsigned numSymbols);
/// The least and greatest values `e` takes with every symbol within its bounds (interval arithmetic; where
/// symbols repeat, every value tried over domains of at most 2^16 points, else an over-approximation), or nullopt
/// if it can overflow or divide by a non-positive value.
std::optional<std::pair<int64_t, int64_t>> sizeRange(mlir::AffineExpr e, llvm::ArrayRef<SizeSymbol> symbols);
/// The sizes of `op`'s results from its operands' (dimsOf: its shape rule over symbolic sizes), for a Vulkan
/// or CPU kernel to compute at run time; an error (emitted) if the op cannot take the dynamic sizes it has.
mlir::FailureOr<llvm::SmallVector<llvm::SmallVector<mlir::AffineExpr>>> inferDims(mlir::Operation *op);

/// Row-major strides of a contiguous tensor whose sizes may depend on the size symbols.
llvm::SmallVector<mlir::AffineExpr> contiguousStrides(llvm::ArrayRef<mlir::AffineExpr> shape, mlir::MLIRContext *ctx);
/// The product of `sizes` (1 for none): a tensor's element count, the size of merged dims.
mlir::AffineExpr sizeProduct(llvm::ArrayRef<mlir::AffineExpr> sizes, mlir::MLIRContext *ctx);
/// A strided read (StridedLayout) whose sizes, strides and offset may depend on the size symbols.
struct SymbolicLayout {
  llvm::SmallVector<mlir::AffineExpr> shape, strides;
  mlir::AffineExpr offset;
};
/// The layout of a strided-read op (permute, slice.Tensor, select.int, expand, as_strided) over its operand's
/// dimsOf (the same rule as viewLayout's); failure for other ops.
mlir::FailureOr<SymbolicLayout> symbolicViewLayout(mlir::Operation *op);
/// The layout of strided-read `op` over an operand that is itself the strided read `operand` of a buffer: the
/// composition, a strided read of that buffer. Failure for as_strided (it reads storage) and other ops.
mlir::FailureOr<SymbolicLayout> composeViewLayout(mlir::Operation *op, const SymbolicLayout &operand);
/// `layout` viewed as `shape` (a reshape of what it reads, as a contiguous view's), where strides can express
/// it (PyTorch's rule for views of strided tensors); failure where they cannot.
mlir::FailureOr<SymbolicLayout> reshapeLayout(const SymbolicLayout &layout, llvm::ArrayRef<mlir::AffineExpr> shape,
                                              mlir::MLIRContext *ctx);

/// Attribute names the passes put on ops, values and functions; one place for all of them.
namespace attr {
inline constexpr llvm::StringLiteral kTarget = "edge.target";       // "vulkan" | "cpu" on kernel ops
inline constexpr llvm::StringLiteral kPartition = "edge.partition"; // index of the op's partition
// On kernel ops that compute from constants and size symbols alone (edge-hoist-prologue): they run first, as
// the program's prologue, which runtime-min runs again only when the sizes change. Their out-variant forms and
// dispatches keep it, and the prologue's partitions hold nothing else (edge-partition).
inline constexpr llvm::StringLiteral kPrologue = "edge.prologue";
// A buffer has a host copy (the host touches it: inputs, outputs, CPU kernels), a device copy (a Vulkan
// kernel touches it) or both; each attribute is the copy's byte offset in its arena.
inline constexpr llvm::StringLiteral kHostOffset = "edge.host_offset";
inline constexpr llvm::StringLiteral kDeviceOffset = "edge.device_offset";
inline constexpr llvm::StringLiteral kConstantOffset = "edge.constant_offset"; // on memref.global
inline constexpr llvm::StringLiteral kArenaSizes = "edge.arena_sizes";         // {host, device, constant} bytes
inline constexpr llvm::StringLiteral kSymbols = "edge.symbols"; // on functions: [{name, min, max}]
// on ops: one entry per result, an affine map over the symbols or unit for a static result; on
// function arguments: the affine map
inline constexpr llvm::StringLiteral kDims = "edge.dims";
// On ops (torch and edge): the int parameters (edge_ops.py `run_time_params`) a dynamic program gives as
// symbolic sizes, {name = [per element: an affine map over the symbols, or unit for a constant]}; the
// attribute itself holds the upper bounds.
inline constexpr llvm::StringLiteral kRunTimeParams = "edge.run_time_params";
// On function arguments and results: a complex64 tensor, held as an f32 tensor with a last dim of 2
// (real and imaginary parts).
inline constexpr llvm::StringLiteral kComplexPairs = "edge.complex_pairs";
} // namespace attr
inline constexpr llvm::StringLiteral kTargetVulkan = "vulkan";
inline constexpr llvm::StringLiteral kTargetCpu = "cpu";
inline constexpr llvm::StringLiteral kArenaHost = "host";
inline constexpr llvm::StringLiteral kArenaDevice = "device";
inline constexpr llvm::StringLiteral kArenaConstant = "constant";
/// Limits of the Vulkan shaders (runtime-min's, shared by the partitioner, kernel selectors and verifiers).
inline constexpr int64_t kMaxVulkanRank = EDGE_MAX_VULKAN_RANK;
inline constexpr int64_t kMaxPushConstantSize = EDGE_MAX_PUSH_CONSTANT_SIZE;
inline constexpr int64_t kMaxShaderBindings = EDGE_MAX_SHADER_BINDINGS;

/// Spatial dim `i` of a convolution's stride, padding, dilation or output_padding list (the shared rule's
/// reading: one value stands for every dim; an empty list, torch-mlir's unused output_padding, is `empty`).
inline int64_t spatial(llvm::ArrayRef<int64_t> v, int i, int64_t empty = 0) {
  return ::edge_shapes::spatialValue(::edge_shapes::Ints{v.data(), v.size()}, i, empty);
}

using PoolWindow = ::edge_shapes::PoolWindow;
/// The window of `kernel`, `stride`, `padding`, `dilation` over `spatialRank` (1 to 3) dims, or failure if a
/// list is malformed or a value out of range (kernel, stride and dilation at least 1, padding from 0 to half
/// the kernel, as PyTorch checks).
mlir::FailureOr<PoolWindow> poolWindow(int spatialRank, llvm::ArrayRef<int64_t> kernel, llvm::ArrayRef<int64_t> stride,
                                       llvm::ArrayRef<int64_t> padding, llvm::ArrayRef<int64_t> dilation);
/// The window of a max or average pooling op of the edge dialect (defined for each, in ShapesPooling.cpp).
template <typename PoolOp> mlir::FailureOr<PoolWindow> poolWindowOf(PoolOp op);
/// An average pool's divisor_override, absent where its schema has none (avg_pool1d).
template <typename PoolOp, typename = void> struct HasDivisorOverride : std::false_type {};
template <typename PoolOp>
struct HasDivisorOverride<PoolOp, std::void_t<decltype(std::declval<PoolOp>().getDivisorOverride())>>
    : std::true_type {};
template <typename PoolOp> std::optional<int64_t> divisorOverrideOf(PoolOp op) {
  if constexpr (HasDivisorOverride<PoolOp>::value) {
    if (auto v = op.getDivisorOverride())
      return int64_t(*v);
  }
  return std::nullopt;
}
} // namespace edgec::edge

#include "dialects/edge/EdgeDialect.h.inc"
#include "dialects/edge/EdgeInterfaces.h.inc"

#define GET_OP_CLASSES
#include "dialects/edge/EdgeOps.h.inc"

namespace edgec::edge {
/// What tells each op of a family apart (edge_ops.py `member`): FamilyMember<MaxPool3dOp>::spatial_rank, read
/// by the family's shape rule and selector. Also the lists of ops each shared shape rule binds.
#include "dialects/edge/EdgeFamilies.h.inc"

/// The dims a reduction names, whichever form its schema gives them (`int[1] dim`, `int[1]? dim`, `int dim`,
/// `int? dim`):
/// nullopt for every dim (an empty list means every dim too).
template <typename Op> std::optional<llvm::SmallVector<int64_t>> reducedDims(Op op) {
  auto dim = op.getDim();
  using D = decltype(dim);
  if constexpr (std::is_same_v<D, int64_t> || std::is_same_v<D, uint64_t>)
    return llvm::SmallVector<int64_t>{int64_t(dim)};
  else if constexpr (std::is_same_v<D, std::optional<int64_t>> || std::is_same_v<D, std::optional<uint64_t>>)
    return dim ? std::optional(llvm::SmallVector<int64_t>{int64_t(*dim)}) : std::nullopt;
  else if constexpr (std::is_same_v<D, llvm::ArrayRef<int64_t>>)
    return llvm::SmallVector<int64_t>(dim.begin(), dim.end());
  else
    return dim ? std::optional(llvm::SmallVector<int64_t>(dim->begin(), dim->end())) : std::nullopt;
}

/// Whether a reduction's schema has a `dtype` parameter, and if so whether it is given (mean.dim has one,
/// amax none).
template <typename Op, typename = void> struct HasDtypeParam : std::false_type {};
template <typename Op>
struct HasDtypeParam<Op, std::void_t<decltype(std::declval<Op>().getDtype())>> : std::true_type {};
template <typename Op> bool givesDtype(Op op) {
  if constexpr (HasDtypeParam<Op>::value)
    return op.getDtype().has_value();
  return false;
}

/// An op with extra results (max_pool2d_with_indices) whose extra results are unused becomes `FirstOnly`,
/// the op of the same operands and attributes that computes only the first (max_pool2d), in tensor form
/// (the registry's `first_result_only`).
template <typename WithExtras, typename FirstOnly> struct FirstResultOnly : mlir::OpRewritePattern<WithExtras> {
  using mlir::OpRewritePattern<WithExtras>::OpRewritePattern;
  mlir::LogicalResult matchAndRewrite(WithExtras op, mlir::PatternRewriter &rewriter) const override {
    if (!op.getOuts().empty() || op->getNumResults() < 2 ||
        llvm::any_of(op->getResults().drop_front(), [](mlir::Value v) { return !v.use_empty(); }))
      return mlir::failure();
    auto first = rewriter.create<FirstOnly>(op.getLoc(), mlir::TypeRange{op->getResult(0).getType()},
                                            op->getOperands(), op->getAttrs());
    rewriter.replaceAllUsesWith(op->getResult(0), first->getResult(0));
    rewriter.eraseOp(op);
    return mlir::success();
  }
};
} // namespace edgec::edge

#endif
