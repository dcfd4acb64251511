//===- TorchSimplifyScalars.cpp - scalar folds and inference no-ops -------===//
//
// Part of torch-simplify. Scalar ops (Int.bool, Float.Scalar, size arithmetic and comparisons) fold where
// their operands are constants; a conversion of a one-element tensor to a number (item, ScalarImplicit,
// Int.Tensor of an integer tensor) becomes _local_scalar_dense, which torch-to-edge keeps on the device where
// it is a Scalar operand of an elementwise op (TorchToEdgeScalars.cpp) and otherwise names as needing the host.
// Ops that compute nothing at inference (assertions, metadata checks, range constraints) are dropped; where
// their condition is constant and false, or contradicts the operand's static type, that is an error.
//===----------------------------------------------------------------------===//
#include "passes/Passes.h"

#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <cmath>
#include <variant>

using namespace mlir;
using namespace edgec;

namespace {
using Scalar = std::variant<int64_t, double, bool>;

std::optional<Scalar> matchScalar(Value v) {
  if (std::optional<int64_t> i = torch::matchConstantInt(v))
    return Scalar(*i);
  if (std::optional<bool> b = torch::matchConstantBool(v))
    return Scalar(*b);
  if (auto f = v.getDefiningOp<torch::ConstantFloatOp>())
    return Scalar(f.getValue().convertToDouble());
  return std::nullopt;
}

double asDouble(Scalar s) {
  return std::visit([](auto x) { return double(x); }, s);
}
bool isInt(Scalar s) { return !std::holds_alternative<double>(s); } // bools take part as 0 and 1
int64_t asInt(Scalar s) {
  if (auto *d = std::get_if<double>(&s))
    return int64_t(std::trunc(*d)); // Python's int(): toward zero
  return std::holds_alternative<bool>(s) ? int64_t(std::get<bool>(s)) : std::get<int64_t>(s);
}

/// The scalar of a one-element `torch.vtensor.literal`, or of `prim.NumToTensor` of a constant.
std::optional<Scalar> matchTensorScalar(Value v) {
  if (auto n = v.getDefiningOp<torch::PrimNumToTensorScalarOp>())
    return matchScalar(n.getA());
  auto literal = v.getDefiningOp<torch::ValueTensorLiteralOp>();
  auto dense = literal ? dyn_cast<DenseElementsAttr>(literal.getValue()) : DenseElementsAttr();
  if (!dense || dense.getNumElements() != 1)
    return std::nullopt;
  Type elem = dense.getElementType();
  if (isa<mlir::FloatType>(elem))
    return Scalar((*dense.getValues<APFloat>().begin()).convertToDouble());
  if (elem.isInteger(1))
    return Scalar(!(*dense.getValues<APInt>().begin()).isZero());
  if (auto i = dyn_cast<IntegerType>(elem))
    return Scalar(i.isUnsigned() ? int64_t((*dense.getValues<APInt>().begin()).getZExtValue())
                                 : (*dense.getValues<APInt>().begin()).getSExtValue());
  return std::nullopt;
}

/// The value of the scalar op `name` for constant operands, or nullopt for another op (or a division by 0).
std::optional<Scalar> foldScalarOp(StringRef name, ArrayRef<Scalar> a) {
  if (a.size() == 1) {
    if (name.starts_with("torch.aten.Int.") || name == "torch.aten.IntImplicit")
      return Scalar(asInt(a[0]));
    if (name.starts_with("torch.aten.Float.") || name == "torch.aten.FloatImplicit")
      return Scalar(asDouble(a[0]));
    if (name.starts_with("torch.aten.Bool."))
      return Scalar(asDouble(a[0]) != 0);
    if (name == "torch.aten.ScalarImplicit" || name == "torch.aten.item")
      return a[0];
    if (name == "torch.aten.neg.int")
      return Scalar(-asInt(a[0]));
    if (name == "torch.aten.__not__")
      return Scalar(asDouble(a[0]) == 0);
    return std::nullopt;
  }
  if (a.size() != 2)
    return std::nullopt;
  // The comparison and arithmetic of `.int`, `.float`, `.Scalar` and mixed overloads.
  if (!name.consume_front("torch.aten."))
    return std::nullopt;
  StringRef base = name.take_until([](char c) { return c == '.'; });
  StringRef overload = name.drop_front(base.size());
  if (!llvm::is_contained({".int", ".float", ".bool", ".Scalar", ".int_float", ".float_int"}, overload))
    return std::nullopt;
  bool ints = isInt(a[0]) && isInt(a[1]);
  double x = asDouble(a[0]), y = asDouble(a[1]);
  int64_t i = ints ? asInt(a[0]) : 0, j = ints ? asInt(a[1]) : 0;
  auto cmp = [&](auto op) { return ints ? Scalar(op(i, j)) : Scalar(op(x, y)); };
  if (base == "eq")
    return cmp(std::equal_to<>());
  if (base == "ne")
    return cmp(std::not_equal_to<>());
  if (base == "lt")
    return cmp(std::less<>());
  if (base == "le")
    return cmp(std::less_equal<>());
  if (base == "gt")
    return cmp(std::greater<>());
  if (base == "ge")
    return cmp(std::greater_equal<>());
  if (base == "add")
    return ints ? Scalar(i + j) : Scalar(x + y);
  if (base == "sub")
    return ints ? Scalar(i - j) : Scalar(x - y);
  if (base == "mul")
    return ints ? Scalar(i * j) : Scalar(x * y);
  if (base == "floordiv" && ints && j != 0) // Python's //: toward negative infinity
    return Scalar(i / j - ((i % j != 0) && ((i < 0) != (j < 0))));
  return std::nullopt;
}

Value makeConstant(PatternRewriter &rewriter, Location loc, Type type, Scalar s) {
  if (isa<torch::IntType>(type))
    return rewriter.create<torch::ConstantIntOp>(loc, type, rewriter.getI64IntegerAttr(asInt(s)));
  if (isa<torch::FloatType>(type))
    return rewriter.create<torch::ConstantFloatOp>(loc, type, rewriter.getF64FloatAttr(asDouble(s)));
  if (isa<torch::BoolType>(type))
    return rewriter.create<torch::ConstantBoolOp>(loc, type, rewriter.getBoolAttr(asDouble(s) != 0));
  return {};
}

/// Whether `name` converts one number (or a tensor's one element) into a number: Int.*, Float.*, Bool.*,
/// the implicit conversions and item. Of a value already of the result's kind, such an op is that value.
bool isNumberConversion(StringRef name) {
  return name.starts_with("torch.aten.Int.") || name.starts_with("torch.aten.Float.") ||
         name.starts_with("torch.aten.Bool.") || name == "torch.aten.IntImplicit" ||
         name == "torch.aten.FloatImplicit" || name == "torch.aten.ScalarImplicit" || name == "torch.aten.item";
}


/// A scalar op of constant operands becomes a constant; a tensor-to-number conversion of a constant tensor
/// too, and of any other tensor _local_scalar_dense where that is the same number.
struct FoldScalarOp : RewritePattern {
  FoldScalarOp(MLIRContext *ctx) : RewritePattern(MatchAnyOpTypeTag(), /*benefit=*/1, ctx) {}
  LogicalResult matchAndRewrite(Operation *op, PatternRewriter &rewriter) const override {
    if (!isa<torch::TorchDialect>(op->getDialect()) || op->getNumResults() != 1 || op->getNumOperands() == 0 ||
        op->getNumOperands() > 2 || !isa<torch::IntType, torch::FloatType, torch::BoolType>(op->getResultTypes()[0]))
      return failure();
    StringRef name = torch::opName(op);
    Type resultType = op->getResultTypes()[0];
    SmallVector<Scalar> operands;
    for (Value v : op->getOperands()) {
      std::optional<Scalar> s = isa<torch::ValueTensorType>(v.getType()) ? matchTensorScalar(v) : matchScalar(v);
      if (!s)
        break;
      operands.push_back(*s);
    }
    if (operands.size() == op->getNumOperands())
      if (std::optional<Scalar> folded = foldScalarOp(name, operands))
        if (Value c = makeConstant(rewriter, op->getLoc(), resultType, *folded)) {
          rewriter.replaceOp(op, c);
          return success();
        }
    if (op->getNumOperands() != 1)
      return failure();
    Value in = op->getOperand(0);
    // Int.Scalar of an int, Float.Scalar of a float, ...: the value itself.
    if (!isNumberConversion(name))
      return failure();
    if (in.getType() == resultType) {
      rewriter.replaceOp(op, in);
      return success();
    }
    auto tensor = dyn_cast<torch::ValueTensorType>(in.getType());
    if (!tensor || !tensor.getDtype())
      return failure();
    // The number of a tensor's one element, unconverted: what _local_scalar_dense (Tensor.item()) gives.
    Type elem = tensor.getDtype();
    bool same = name == "torch.aten.item" || name == "torch.aten.ScalarImplicit" ||
                (isa<torch::FloatType>(resultType) && isa<mlir::FloatType>(elem)) ||
                (isa<torch::BoolType>(resultType) && elem.isInteger(1)) ||
                (isa<torch::IntType>(resultType) && isa<IntegerType>(elem) && !elem.isInteger(1));
    if (!same)
      return failure();
    rewriter.replaceOpWithNewOp<torch::Aten_LocalScalarDenseOp>(op, resultType, in);
    return success();
  }
};

/// The element type of c10 ScalarType `code`, as !torch.vtensor spells it; null for codes edgec does not map.
Type dtypeOfCode(MLIRContext *ctx, int64_t code) {
  auto si = [&](unsigned w) { return IntegerType::get(ctx, w, IntegerType::Signed); };
  switch (code) {
  case 0: return IntegerType::get(ctx, 8, IntegerType::Unsigned);
  case 1: return si(8);
  case 2: return si(16);
  case 3: return si(32);
  case 4: return si(64);
  case 5: return Float16Type::get(ctx);
  case 6: return Float32Type::get(ctx);
  case 7: return Float64Type::get(ctx);
  case 9: return ComplexType::get(Float32Type::get(ctx));
  case 10: return ComplexType::get(Float64Type::get(ctx));
  case 11: return IntegerType::get(ctx, 1);
  case 15: return BFloat16Type::get(ctx);
  default: return {};
  }
}

/// The message of an assertion's `str` operand, for the error.
std::string message(Value v) {
  if (auto s = v.getDefiningOp<torch::ConstantStrOp>())
    return (": " + s.getValue()).str();
  return "";
}

/// Checks an op that computes nothing at inference where its condition is known; returns whether `op` is one.
FailureOr<bool> checkInferenceNoOp(Operation *op) {
  if (auto a = dyn_cast<torch::RuntimeAssertOp>(op)) {
    if (matchConstantBool(a.getCondition()) == false)
      return op->emitError("assertion fails: ") << a.getMessage();
    return true;
  }
  auto generic = dyn_cast<torch::OperatorOp>(op);
  if (!generic || op->getNumResults() != 0)
    return false;
  StringRef name = generic.getName();
  ValueRange args = op->getOperands();
  if (name == "torch.aten._assert_scalar") {
    std::optional<Scalar> cond = args.empty() ? std::nullopt : matchScalar(args[0]);
    if (cond && asDouble(*cond) == 0)
      return op->emitError("assertion fails") << (args.size() > 1 ? message(args[1]) : "");
    return true;
  }
  if (name == "torch.aten._assert_async" || name == "torch.aten._assert_async.msg") {
    std::optional<Scalar> cond = args.empty() ? std::nullopt : matchTensorScalar(args[0]);
    if (cond && asDouble(*cond) == 0)
      return op->emitError("assertion fails") << (args.size() > 1 ? message(args[1]) : "");
    return true;
  }
  if (name == "torch.aten.sym_constrain_range" || name == "torch.aten.sym_constrain_range_for_size") {
    std::optional<Scalar> size = args.empty() ? std::nullopt : matchScalar(args[0]);
    std::optional<int64_t> min = args.size() > 1 ? torch::matchConstantInt(args[1]) : std::nullopt;
    std::optional<int64_t> max = args.size() > 2 ? torch::matchConstantInt(args[2]) : std::nullopt;
    if (size && ((min && asInt(*size) < *min) || (max && asInt(*size) > *max)))
      return op->emitError("the size ") << asInt(*size) << " is outside the range "
                                        << (name.ends_with("_for_size") ? "constrained for a size" : "constrained")
                                        << " [" << (min ? std::to_string(*min) : "-inf") << ", "
                                        << (max ? std::to_string(*max) : "inf") << "]";
    return true;
  }
  if (name == "torch.aten._assert_tensor_metadata") {
    auto type = args.empty() ? torch::ValueTensorType() : dyn_cast<torch::ValueTensorType>(args[0].getType());
    if (!type)
      return true;
    if (std::optional<SmallVector<int64_t>> sizes = args.size() > 1 ? torch::matchConstantIntList(args[1])
                                                                    : std::nullopt;
        sizes && type.getHasSizes()) {
      ArrayRef<int64_t> have = type.getSizes();
      bool contradicts = sizes->size() != have.size();
      for (size_t d = 0; !contradicts && d < have.size(); ++d)
        contradicts = !ShapedType::isDynamic(have[d]) && have[d] != (*sizes)[d];
      if (contradicts) {
        InFlightDiagnostic diag = op->emitError("tensor metadata check fails: size [");
        llvm::interleaveComma(*sizes, diag);
        return diag << "] asserted for a tensor of type " << type;
      }
    }
    if (std::optional<int64_t> code = args.size() > 3 ? torch::matchConstantInt(args[3]) : std::nullopt)
      if (Type want = dtypeOfCode(op->getContext(), *code); want && type.getDtype() && want != type.getDtype())
        return op->emitError("tensor metadata check fails: dtype ")
               << want << " (ScalarType " << *code << ") asserted for a tensor of type " << type;
    return true;
  }
  return false;
}

/// An op whose result nothing reads and that cannot write anything: a named op without side effects, or a
/// generic op of scalars and value tensors only (the condition of a dropped assertion).
bool isDeadScalarOp(Operation *op) {
  if (!op->use_empty() || !isa<torch::TorchDialect>(op->getDialect()))
    return false;
  if (isa<torch::OperatorOp>(op))
    return op->getNumResults() > 0 && llvm::none_of(op->getOperandTypes(), [](Type t) {
             return isa<torch::NonValueTensorType, torch::ListType>(t);
           });
  return isMemoryEffectFree(op);
}
} // namespace

LogicalResult edgec::dropInferenceNoOps(Operation *root) {
  SmallVector<Operation *> noOps;
  bool ok = true;
  root->walk([&](Operation *op) {
    FailureOr<bool> is = checkInferenceNoOp(op);
    if (failed(is))
      ok = false;
    else if (*is)
      noOps.push_back(op);
  });
  if (!ok)
    return failure();
  llvm::SmallPtrSet<Operation *, 16> erased;
  for (Operation *op : noOps) {
    SmallVector<Operation *> worklist;
    for (Value v : op->getOperands())
      if (Operation *def = v.getDefiningOp())
        worklist.push_back(def);
    op->erase();
    // What computed only the condition goes with it.
    while (!worklist.empty()) {
      Operation *def = worklist.pop_back_val();
      if (erased.contains(def) || !isDeadScalarOp(def))
        continue;
      for (Value v : def->getOperands())
        if (Operation *d = v.getDefiningOp())
          worklist.push_back(d);
      erased.insert(def);
      def->erase();
    }
  }
  return success();
}

void edgec::populateTorchScalarPatterns(RewritePatternSet &patterns) { patterns.add<FoldScalarOp>(patterns.getContext()); }
