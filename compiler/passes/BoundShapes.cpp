//===- BoundShapes.cpp - dynamic sizes to their upper bounds --------------===//
//
// A program exported with dynamic dimensions has `?` sizes, `torch.symbolic_int` bounds and a
// `torch.bind_symbolic_shape` for every tensor of dynamic shape. This pass gives every tensor its static
// shape at the upper bounds (what memory is planned for), keeps the bindings (over the function's symbols,
// in order) for torch-to-edge to carry into the edge dialect, and records the symbols on the function.
// Symbolic sizes used as arguments that shapes state (view sizes, slice ends, an arange's end, a group
// norm's sizes) become their upper bounds: the bindings say what the op computes at run time. A constant pad by
// sizes that are never negative is the fill concatenated around the tensor, each block sized by its size. So do sizes an
// op takes as run-time parameters (edge_ops.py `run_time_params`: a resize to the input's own size), each
// recorded on the op (`edge.run_time_params`) for the runtime to evaluate; so is a size that is the Scalar of an
// elementwise op (x + T, x / T, x < T) where it is never negative and fits 32 bits. A size used as another
// Scalar operand that an item() may give (full(shape, T), a size that may be negative) becomes the item() of a
// zero-dim int64 tensor computed at run time. An arange that starts at a size is the arange from 0 plus it. A select index or slice start that is a dim's size minus k
// becomes -k. Any other use of a symbolic size is an error.
//
//===----------------------------------------------------------------------===//
#include "passes/Passes.h"
#include "registry/OpTable.h"

#include "edge/runtime/SizeExpr.h"
#include "mlir/Dialect/Traits.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/StringSet.h"

namespace edgec {
#define GEN_PASS_DEF_TORCHBOUNDSHAPES
#include "passes/Passes.h.inc"
} // namespace edgec

using namespace mlir;
using namespace edgec;

namespace {
/// Symbolic sizes larger than this are unbounded as far as a memory plan goes (torch.export writes
/// int_oo, about 2^63, for a dimension without a maximum).
constexpr int64_t kMaxBound = int64_t(1) << 31;

/// A !torch.int constant at `b`'s insertion point.
Value constantInt(OpBuilder &b, Location loc, int64_t v) {
  return b.create<torch::ConstantIntOp>(loc, torch::IntType::get(b.getContext()), b.getI64IntegerAttr(v)).getResult();
}

/// A tensor type of `sizes` (expressions over the symbols: dynamic where not a constant) and `dtype`.
torch::ValueTensorType typedAt(ArrayRef<AffineExpr> sizes, Type dtype, MLIRContext *ctx) {
  SmallVector<int64_t> shape;
  for (AffineExpr size : sizes)
    shape.push_back(isa<AffineConstantExpr>(size) ? cast<AffineConstantExpr>(size).getValue() : ShapedType::kDynamic);
  return torch::ValueTensorType::get(ctx, true, shape, dtype);
}

/// Ops whose list operands may hold symbolic sizes: the result's shape (bound) says all they mean.
bool takesSizeList(Operation *op) {
  static const llvm::StringSet<> names = {
      "torch.aten.view", "torch.aten._unsafe_view", "torch.aten.reshape", "torch.aten.expand",
      "torch.aten.full", "torch.aten.zeros", "torch.aten.ones", "torch.aten.empty.memory_format",
      "torch.aten.new_zeros", "torch.aten.new_ones", "torch.aten.new_empty", "torch.aten.new_full"};
  return names.contains(torch::opName(op));
}

struct TorchBoundShapesPass : edgec::impl::TorchBoundShapesBase<TorchBoundShapesPass> {
  LogicalResult run(func::FuncOp func) {
    MLIRContext *ctx = func.getContext();
    // These attributes are the compiler's own: what an input program carries of them is dropped.
    func->removeAttr(edgec::edge::attr::kSymbols);
    for (unsigned i = 0; i < func.getNumArguments(); ++i)
      func.removeArgAttr(i, edgec::edge::attr::kDims);
    SmallVector<torch::SymbolicIntOp> symbolOps;
    func.walk([&](torch::SymbolicIntOp op) { symbolOps.push_back(op); });
    bool anyDynamic = false;
    func.walk([&](Operation *op) {
      for (Value v : op->getResults())
        anyDynamic |= isDynamicTensor(v);
    });
    for (BlockArgument arg : func.getArguments())
      anyDynamic |= isDynamicTensor(arg);
    if (!anyDynamic && symbolOps.empty())
      return success();

    if (symbolOps.size() > ::edge::kMaxSizeSymbols)
      return func.emitError("") << symbolOps.size() << " dynamic sizes; runtime-min takes at most "
                                << ::edge::kMaxSizeSymbols;
    // Symbols that size an input: the others are data-dependent (nonzero's row count, an unbacked symbol).
    llvm::DenseSet<Value> inputSymbols;
    func.walk([&](torch::BindSymbolicShapeOp bind) {
      if (isa<BlockArgument>(bind.getOperand()))
        inputSymbols.insert(bind.getShapeSymbols().begin(), bind.getShapeSymbols().end());
    });
    for (auto [i, op] : llvm::enumerate(symbolOps)) {
      // The attributes are signless 64-bit: read them as the signed values torch.export wrote.
      int64_t min = int64_t(op.getMinVal()), max = int64_t(op.getMaxVal());
      // A count found in the data is at most the elements there are: that bounds what torch.export leaves
      // unbounded (masked_select of zero-dim tensors) and tightens what it bounds loosely; it also corrects
      // masked_select's bound, which torch.export takes from the mask's elements even where the input
      // broadcasts the mask to more.
      if (std::optional<std::pair<int64_t, bool>> rows = rowCountBound(op.getResult()); rows && min >= 0)
        if (max >= kMaxBound || rows->first < max || (rows->second && rows->first > max))
          max = std::max(rows->first, min);
      if ((max >= kMaxBound || min < 0) && !inputSymbols.contains(op.getResult()))
        return op.emitError("data-dependent size ")
               << op.getSymbolName() << " has no usable upper bound (min_val " << min << ", max_val " << max
               << "): neither torch.export nor the elements of the op's operands bound it";
      if (max >= kMaxBound || min < 0)
        return op.emitError("dynamic size ")
               << op.getSymbolName() << " has no usable upper bound (min_val " << min << ", max_val " << max
               << "): export it with a maximum, e.g. --dynamic-dim INPUT:DIM:MIN:MAX";
      symbolIndex[op.getResult()] = i;
      symbols.push_back(edgec::edge::SizeSymbol{op.getSymbolName().str(), min, max});
    }
    allSymbols.clear();
    for (torch::SymbolicIntOp op : symbolOps)
      allSymbols.push_back(op.getResult());

    // Bindings over the function's symbols, in order.
    SmallVector<torch::BindSymbolicShapeOp> binds;
    func.walk([&](torch::BindSymbolicShapeOp op) { binds.push_back(op); });
    for (torch::BindSymbolicShapeOp bind : binds) {
      std::optional<AffineMap> over = overBoundedSymbols(bind);
      if (!over)
        return bind.emitError("binds a size that is not a torch.symbolic_int");
      AffineMap map = *over;
      dims[bind.getOperand()] = SmallVector<AffineExpr>(map.getResults());
      OpBuilder b(bind);
      b.create<torch::BindSymbolicShapeOp>(bind.getLoc(), bind.getOperand(), allSymbols, AffineMapAttr::get(map));
      bind.erase();
    }

    if (failed(gatherAtSizePositions(func)) || failed(clampToSizes(func)) || failed(padsBySizes(func)))
      return failure();
    arangesFromZero(func);

    // Symbolic sizes used as op arguments become their upper bounds.
    SmallVector<Operation *> sizeOps;
    WalkResult walk = func.walk([&](Operation *op) -> WalkResult {
      if (op->getNumResults() != 1 || !isa<torch::IntType>(op->getResult(0).getType()))
        return WalkResult::advance();
      std::optional<AffineExpr> e = sizeExpr(op->getResult(0));
      // The minimum or maximum of two sizes is a size only where the bounds decide which it is.
      if (!e && isSizeArithmetic(op) && sizeExpr(op->getOperand(0)) && sizeExpr(op->getOperand(1)))
        return op->emitError("takes the ")
               << (torch::opName(op) == "torch.prim.max.int" ? "maximum" : "minimum") << " of sizes "
               << edgec::edge::formatSize(*sizeExpr(op->getOperand(0)), symbols) << " and "
               << edgec::edge::formatSize(*sizeExpr(op->getOperand(1)), symbols)
               << ", which the bounds do not decide: not supported yet";
      if (!e || isa<AffineConstantExpr>(*e))
        return WalkResult::advance();
      sizeOps.push_back(op);
      std::optional<std::pair<int64_t, int64_t>> range = edgec::edge::sizeRange(*e, symbols);
      if (!range)
        return op->emitError("symbolic size ") << edgec::edge::formatSize(*e, symbols) << " has no computable upper bound";
      Value bound;
      auto constantInt = [&](int64_t v) {
        OpBuilder b(op);
        b.setInsertionPointAfter(op);
        return ::constantInt(b, op->getLoc(), v);
      };
      for (OpOperand &use : llvm::make_early_inc_range(op->getResult(0).getUses())) {
        Operation *user = use.getOwner();
        if (isa<torch::BindSymbolicShapeOp>(user) || isSizeArithmetic(user) || isa<torch::AtenSizeIntOp>(user))
          continue;
        if (std::optional<int64_t> fromEnd = indexFromEnd(user, use.getOperandNumber(), *e)) {
          use.set(constantInt(*fromEnd));
          continue;
        }
        // A parameter the op takes at run time (edge_ops.py `run_time_params`: a resize's output size, the Scalar
        // of x + T, x / T, x < T): its bound here, the size recorded for the runtime. A Scalar takes it so where
        // the size is never negative and fits 32 bits (the word devices take it in); otherwise, and for another
        // Scalar operand an item() may give (full(shape, T)), a zero-dim tensor that holds the size at run time.
        std::optional<RunTimeUse> param = runTimeParamUse(user, use.getOperandNumber(), *e);
        bool item = itemOperandIndex(user) == use.getOperandNumber();
        if (param && (!item || (range->first >= 0 && range->second <= INT32_MAX))) {
          runTimeUses.push_back(*param);
          if (!bound)
            bound = constantInt(range->second);
          use.set(bound);
          continue;
        }
        if (item) {
          if (failed(sizeAsTensor(use, *e, *range)))
            return WalkResult::interrupt();
          continue;
        }
        bool sizeList = isa<torch::PrimListConstructOp>(user) && !user->getResult(0).use_empty() &&
                        llvm::all_of(user->getResult(0).getUsers(), takesSizeList);
        FailureOr<bool> stated = statedByShapes(user, use.getOperandNumber(), *e);
        if (failed(stated))
          return WalkResult::interrupt();
        // A list's values: the op that takes the list is the one to name.
        Operation *taker = user;
        if (isa<torch::PrimListConstructOp>(user) && !user->getResult(0).use_empty())
          taker = *user->getResult(0).getUsers().begin();
        if (!sizeList && !*stated)
          return taker->emitError("uses the symbolic size ")
                 << edgec::edge::formatSize(*e, symbols) << " as a value in " << torch::opName(taker)
                 << "; edgec takes symbolic sizes as the sizes of view, reshape, expand and full-like ops, "
                    "slice ends, an arange's start and end, a group norm's sizes, select and slice positions, "
                    "clamp's bounds, and the Scalar operand of add, sub, rsub, mul, div, pow, fmod, "
                    "remainder, comparisons, masked_fill, full and fill, and constant_pad_nd's amounts";
        if (!bound)
          bound = constantInt(range->second);
        use.set(bound);
      }
      return WalkResult::advance();
    });
    if (walk.wasInterrupted())
      return failure();
    recordRunTimeParams();

    // Every tensor takes its shape at the upper bounds.
    auto bound = [&](Value v) -> LogicalResult {
      auto type = dyn_cast<torch::ValueTensorType>(v.getType());
      if (!type || !isDynamicTensor(v))
        return success();
      auto it = dims.find(v);
      // torch-mlir binds every value the program uses; an unused result of a multi-result op (the
      // statistics of a layer norm, the indices of a pooling) is not, and takes its dynamic sizes from a
      // bound result of the same rank at the same positions.
      if (it == dims.end() && v.use_empty() && isa<OpResult>(v))
        for (Value sibling : v.getDefiningOp()->getResults())
          if (auto s = dims.find(sibling); s != dims.end() && s->second.size() == type.getSizes().size()) {
            it = s;
            break;
          }
      if (it == dims.end())
        return emitError(v.getLoc(), "dynamic shape ") << type << " has no torch.bind_symbolic_shape";
      SmallVector<int64_t> sizes(type.getSizes());
      for (auto [i, e] : llvm::enumerate(it->second)) {
        if (!ShapedType::isDynamic(sizes[i]))
          continue;
        std::optional<std::pair<int64_t, int64_t>> range = edgec::edge::sizeRange(e, symbols);
        if (!range || range->first < 0)
          return emitError(v.getLoc(), "size ")
                 << edgec::edge::formatSize(e, symbols) << " of a dynamic shape has no computable non-negative range";
        if (ShapedType::isDynamic(sizes[i]))
          sizes[i] = range->second;
      }
      v.setType(torch::ValueTensorType::get(ctx, true, sizes, type.getDtype()));
      return success();
    };
    for (BlockArgument arg : func.getArguments())
      if (failed(bound(arg)))
        return failure();
    WalkResult typed = func.walk([&](Operation *op) {
      for (Value v : op->getResults())
        if (failed(bound(v)))
          return WalkResult::interrupt();
      return WalkResult::advance();
    });
    if (typed.wasInterrupted())
      return failure();
    // The size arithmetic nothing uses any more (the symbols stay: the bindings use them).
    for (Operation *op : llvm::reverse(sizeOps))
      if (!isa<torch::SymbolicIntOp>(op) && op->use_empty())
        op->erase();
    func.setType(FunctionType::get(ctx, func.getBody().front().getArgumentTypes(),
                                   func.getBody().front().getTerminator()->getOperandTypes()));
    edgec::edge::setSizeSymbols(func, symbols);
    return success();
  }

  /// A select's index or a slice's start that is a size not counted from the end (x[:, T], x[:, T:T + 4], a
  /// key/value cache read at its length): the positions arange(start, ...) gathered with index_select, the
  /// select's dim then squeezed, so that the size is an arange's start, which takes it as a value at run time.
  LogicalResult gatherAtSizePositions(func::FuncOp func) {
    SmallVector<Operation *> users;
    func.walk([&](Operation *op) {
      StringRef name = torch::opName(op);
      if (name != "torch.aten.select.int" && name != "torch.aten.slice.Tensor")
        return;
      if (std::optional<AffineExpr> e = symbolicSize(op->getOperand(2)); e && !indexFromEnd(op, 2, *e))
        users.push_back(op);
    });
    MLIRContext *ctx = func.getContext();
    for (Operation *op : users) {
      const bool select = torch::opName(op) == "torch.aten.select.int";
      Location loc = op->getLoc();
      auto selfType = dyn_cast<torch::ValueTensorType>(op->getOperand(0).getType());
      auto resultType = dyn_cast<torch::ValueTensorType>(op->getResult(0).getType());
      std::optional<int64_t> dim = torch::matchConstantInt(op->getOperand(1));
      std::optional<int64_t> step = select ? std::optional<int64_t>(1) : torch::matchConstantInt(op->getOperand(4));
      if (!selfType || !selfType.getHasSizes() || !resultType || !resultType.getHasSizes() || !dim || !step || *step <= 0)
        return op->emitError("uses the symbolic size ")
               << edgec::edge::formatSize(*sizeExpr(op->getOperand(2)), symbols) << " as its "
               << (select ? "index" : "start") << "; edgec takes it with a constant dim"
               << (select ? "" : " and a constant positive step") << " on a tensor of known rank";
      const int64_t rank = int64_t(selfType.getSizes().size()), d = *dim < 0 ? *dim + rank : *dim;
      if (d < 0 || d >= rank)
        return op->emitError("dim ") << *dim << " of a rank-" << rank << " tensor";
      std::optional<SmallVector<AffineExpr>> selfSizes = sizesOf(op->getOperand(0));
      std::optional<SmallVector<AffineExpr>> resultSizes = sizesOf(op->getResult(0));
      if (!selfSizes || !resultSizes)
        return op->emitError("a dynamic shape without torch.bind_symbolic_shape");
      OpBuilder b(op);
      auto typed = [&](ArrayRef<AffineExpr> sizes, Type dtype) { return typedAt(sizes, dtype, ctx); };
      auto constantInt = [&](int64_t v) { return ::constantInt(b, loc, v); };
      Value none = b.create<torch::ConstantNoneOp>(loc, torch::NoneType::get(ctx)).getResult();
      AffineExpr count = select ? getAffineConstantExpr(1, ctx) : (*resultSizes)[d];
      auto si64 = IntegerType::get(ctx, 64, IntegerType::Signed);
      // Only the start and step matter to an arange whose start is a size: its count is its result's.
      auto positions = b.create<torch::AtenArangeStartStepOp>(
          loc, typed(count, si64), op->getOperand(2), constantInt(0), constantInt(*step), constantInt(4 /* int64 */),
          none, none, none);
      bindNew(b, positions.getResult(), count);
      SmallVector<AffineExpr> gatheredSizes(*selfSizes);
      gatheredSizes[d] = count;
      auto gathered = b.create<torch::AtenIndexSelectOp>(loc, typed(gatheredSizes, selfType.getDtype()),
                                                         op->getOperand(0), op->getOperand(1), positions.getResult());
      bindNew(b, gathered.getResult(), gatheredSizes);
      Value result = gathered.getResult();
      if (select)
        result = b.create<torch::AtenSqueezeDimOp>(loc, resultType, result, op->getOperand(1)).getResult();
      replaceRewritten(op, result);
    }
    return success();
  }

  /// A clamp whose bound is a size (x.clamp(max=T - 1)): maximum with the lower bound, then minimum with the
  /// upper one, as ATen's clamp, each size bound sizeTensor's zero-dim int64 tensor (as a zero-dim operand it
  /// keeps x's dtype, as a Python int does); a constant bound stays a clamp's.
  LogicalResult clampToSizes(func::FuncOp func) {
    SmallVector<torch::AtenClampOp> clamps;
    func.walk([&](torch::AtenClampOp op) {
      if (symbolicSize(op.getMin()) || symbolicSize(op.getMax()))
        clamps.push_back(op);
    });
    for (torch::AtenClampOp op : clamps) {
      MLIRContext *ctx = op.getContext();
      Location loc = op.getLoc();
      OpBuilder b(op);
      Type type = op.getResult().getType();
      Value none = b.create<torch::ConstantNoneOp>(loc, torch::NoneType::get(ctx)).getResult();
      // Each new tensor has the clamp's shape and binding.
      std::optional<ArrayRef<AffineExpr>> sizes = symbolicDims(op.getResult());
      auto bound = [&](Value t) {
        if (sizes)
          bindNew(b, t, *sizes);
        return t;
      };
      Value v = op.getSelf(), lo = op.getMin(), hi = op.getMax();
      // v = maximum (lower) or minimum of v and the size `limit`.
      auto limitBy = [&](Value limit, bool lower) -> LogicalResult {
        FailureOr<Value> size = sizeTensor(b, op, *symbolicSize(limit));
        if (failed(size))
          return failure();
        v = bound(lower ? b.create<torch::AtenMaximumOp>(loc, type, v, *size).getResult()
                        : b.create<torch::AtenMinimumOp>(loc, type, v, *size).getResult());
        return success();
      };
      // The lower bound first: clamp(x, lo, hi) is min(max(x, lo), hi), also where lo > hi.
      if (symbolicSize(lo)) {
        if (failed(limitBy(lo, true)))
          return failure();
        lo = none;
      } else if (!isa<torch::NoneType>(lo.getType()) && symbolicSize(hi)) {
        v = bound(b.create<torch::AtenClampOp>(loc, type, v, lo, none).getResult()), lo = none;
      }
      if (symbolicSize(hi)) {
        if (failed(limitBy(hi, false)))
          return failure();
        hi = none;
      }
      if (!isa<torch::NoneType>(lo.getType()) || !isa<torch::NoneType>(hi.getType()))
        v = bound(b.create<torch::AtenClampOp>(loc, type, v, lo, hi).getResult());
      replaceRewritten(op, v);
    }
    return success();
  }

  /// A constant_pad_nd by amounts that are sizes (padding to a fixed length, F.pad(x, (0, 32 - T)); centred,
  /// (d // 2, d - d // 2)), each never negative: the pad by its constant amounts alone (crops included), then per
  /// dim the fill value expanded to each size amount's block (a broadcast view of a zero-dim literal)
  /// concatenated before and after it, each block sized by the size (its binding), so that the sizes shapes
  /// state are all the run time needs. Any other pad is left as it is.
  LogicalResult padsBySizes(func::FuncOp func) {
    SmallVector<torch::AtenConstantPadNdOp> pads;
    func.walk([&](torch::AtenConstantPadNdOp op) {
      auto list = op.getPad().getDefiningOp<torch::PrimListConstructOp>();
      if (list && llvm::any_of(list.getElements(), [&](Value v) { return symbolicSize(v).has_value(); }))
        pads.push_back(op);
    });
    for (torch::AtenConstantPadNdOp op : pads) {
      MLIRContext *ctx = op.getContext();
      Location loc = op.getLoc();
      auto list = op.getPad().getDefiningOp<torch::PrimListConstructOp>();
      auto type = dyn_cast<torch::ValueTensorType>(op.getSelf().getType());
      std::optional<double> fill = torch::matchConstantScalar(op.getValue());
      if (!type || !type.getHasSizes() || !type.getDtype() || !fill)
        return op.emitError("pads by a size: edgec takes a constant fill value on a tensor of known rank and dtype");
      const int64_t rank = int64_t(type.getSizes().size());
      const size_t amounts = list.getElements().size();
      if (amounts % 2 || int64_t(amounts / 2) > rank)
        return op.emitError("pad: ") << amounts << " amounts for a tensor of rank " << rank;
      OpBuilder b(op);
      auto constantInt = [&](int64_t v) { return ::constantInt(b, loc, v); };
      // Each amount a size expression or a constant; the sizes' ranges never negative.
      SmallVector<AffineExpr> amount;
      SmallVector<Value> constants;
      for (Value v : list.getElements()) {
        std::optional<AffineExpr> e = sizeExpr(v);
        if (!e)
          return op.emitError("pads by an amount that is neither a constant nor a size");
        if (auto c = dyn_cast<AffineConstantExpr>(*e)) {
          constants.push_back(constantInt(c.getValue()));
        } else {
          std::optional<std::pair<int64_t, int64_t>> range = edgec::edge::sizeRange(*e, symbols);
          if (!range || range->first < 0)
            return op.emitError("pads by the size ")
                   << edgec::edge::formatSize(*e, symbols) << ", which may be negative (a crop): edgec pads by sizes "
                   << "that are never negative";
          constants.push_back(constantInt(0));
        }
        amount.push_back(*e);
      }
      // x's sizes, kept current as the rewrite goes.
      std::optional<SmallVector<AffineExpr>> xSizes = sizesOf(op.getSelf());
      if (!xSizes)
        return op.emitError("a dynamic shape without torch.bind_symbolic_shape");
      SmallVector<AffineExpr> sizes = std::move(*xSizes);
      auto typed = [&](ArrayRef<AffineExpr> exprs) { return typedAt(exprs, type.getDtype(), ctx); };
      // First the constant amounts (a static pad, or crop, of x).
      Value x = op.getSelf();
      if (llvm::any_of(amount, [](AffineExpr e) { return isa<AffineConstantExpr>(e) && cast<AffineConstantExpr>(e).getValue(); })) {
        for (size_t k = 0; k < amounts / 2; ++k)
          for (size_t side = 0; side < 2; ++side)
            if (auto c = dyn_cast<AffineConstantExpr>(amount[2 * k + side]))
              sizes[size_t(rank) - 1 - k] =
                  simplifyAffineExpr(sizes[size_t(rank) - 1 - k] + c.getValue(), 0, symbols.size());
        auto constantList = b.create<torch::PrimListConstructOp>(
            loc, torch::ListType::get(ctx, torch::IntType::get(ctx)), constants);
        x = b.create<torch::AtenConstantPadNdOp>(loc, typed(sizes), x, constantList, op.getValue()).getResult();
        bindNew(b, x, sizes);
      }
      // The fill value, a zero-dim literal of x's dtype.
      Type elementType = type.getDtype();
      Attribute fillValue;
      if (auto f = dyn_cast<FloatType>(elementType)) {
        APFloat value(*fill);
        bool lost = false;
        value.convert(f.getFloatSemantics(), APFloat::rmNearestTiesToEven, &lost);
        fillValue = FloatAttr::get(f, value);
      } else if (auto i = dyn_cast<IntegerType>(elementType)) {
        fillValue = IntegerAttr::get(i, APInt(i.getWidth(), uint64_t(int64_t(*fill)), i.isSigned()));
      } else {
        return op.emitError("pads a ") << elementType << " tensor by a size: not supported";
      }
      auto zeroDim = torch::ValueTensorType::get(ctx, true, ArrayRef<int64_t>{}, elementType);
      Value literal = b.create<torch::ValueTensorLiteralOp>(
          loc, zeroDim, DenseElementsAttr::get(RankedTensorType::get({}, elementType), fillValue));
      Value implicit = b.create<torch::ConstantBoolOp>(loc, torch::BoolType::get(ctx), b.getBoolAttr(false));
      auto tensorList = torch::ListType::get(ctx, torch::ValueTensorType::get(ctx, false, {}, Type()));
      // Then per dim, the blocks of the size amounts around it.
      for (size_t k = 0; k < amounts / 2; ++k) {
        const int64_t d = rank - 1 - int64_t(k);
        AffineExpr before = amount[2 * k], after = amount[2 * k + 1];
        if (isa<AffineConstantExpr>(before) && isa<AffineConstantExpr>(after))
          continue;
        // The block's sizes: x's, but along d the amount (its !torch.int, which the loop below bounds).
        auto block = [&](AffineExpr e, Value size) {
          SmallVector<Value> sizeValues;
          SmallVector<AffineExpr> blockSizes(sizes);
          for (int64_t i = 0; i < rank; ++i) {
            if (i == d)
              sizeValues.push_back(size);
            else if (auto c = dyn_cast<AffineConstantExpr>(sizes[size_t(i)]))
              sizeValues.push_back(constantInt(c.getValue()));
            else
              sizeValues.push_back(b.create<torch::AtenSizeIntOp>(loc, torch::IntType::get(ctx), x, constantInt(i)));
          }
          blockSizes[size_t(d)] = e;
          auto sizeList = b.create<torch::PrimListConstructOp>(
              loc, torch::ListType::get(ctx, torch::IntType::get(ctx)), sizeValues);
          Value v = b.create<torch::AtenExpandOp>(loc, typed(blockSizes), literal, sizeList, implicit).getResult();
          bindNew(b, v, blockSizes);
          return v;
        };
        SmallVector<Value> parts;
        if (!isa<AffineConstantExpr>(before))
          parts.push_back(block(before, list.getElements()[2 * k]));
        parts.push_back(x);
        if (!isa<AffineConstantExpr>(after))
          parts.push_back(block(after, list.getElements()[2 * k + 1]));
        for (AffineExpr e : {before, after})
          if (!isa<AffineConstantExpr>(e))
            sizes[size_t(d)] = simplifyAffineExpr(sizes[size_t(d)] + e, 0, symbols.size());
        auto pieces = b.create<torch::PrimListConstructOp>(loc, tensorList, parts);
        x = b.create<torch::AtenCatOp>(loc, typed(sizes), pieces, constantInt(d)).getResult();
        bindNew(b, x, sizes);
      }
      if (x.getType() != op.getResult().getType())
        return op.emitError("pads by sizes to ") << x.getType() << ", where torch.export states "
                                                 << op.getResult().getType();
      replaceRewritten(op, x);
      if (list->use_empty())
        list->erase();
    }
    return success();
  }

  /// An arange whose start is a size, its step constant (arange(P, P + T): positions after a cache, and
  /// gatherAtSizePositions' own): the arange of its count from 0 plus the size, as add.Scalar, whose Scalar the
  /// loop below makes a run-time parameter like any other. Any other arange is left as it is.
  void arangesFromZero(func::FuncOp func) {
    SmallVector<Operation *> aranges;
    func.walk([&](Operation *op) {
      StringRef name = torch::opName(op);
      if ((name == "torch.aten.arange.start" || name == "torch.aten.arange.start_step") &&
          symbolicSize(op->getOperand(0)))
        aranges.push_back(op);
    });
    for (Operation *op : aranges) {
      bool stepped = torch::opName(op) == "torch.aten.arange.start_step";
      std::optional<int64_t> step = stepped ? torch::matchConstantInt(op->getOperand(2)) : std::optional<int64_t>(1);
      auto type = dyn_cast<torch::ValueTensorType>(op->getResult(0).getType());
      if (!step || *step == 0 || !type || !type.getHasSizes() || type.getSizes().size() != 1)
        continue;
      AffineExpr count = getAffineConstantExpr(type.getSizes()[0], op->getContext());
      if (std::optional<ArrayRef<AffineExpr>> bound = symbolicDims(op->getResult(0)))
        count = (*bound)[0];
      std::optional<std::pair<int64_t, int64_t>> range = edgec::edge::sizeRange(count, symbols);
      if (!range || range->second < 0)
        continue;
      OpBuilder b(op);
      auto constantInt = [&](int64_t v) { return ::constantInt(b, op->getLoc(), v); };
      // Its end at the count's bound: the binding says how many elements it has at run time.
      Value zero = constantInt(0), end = constantInt(range->second * *step), one = constantInt(1);
      Operation *fromZero = b.clone(*op);
      fromZero->setOperand(0, zero);
      fromZero->setOperand(1, end);
      bindNew(b, fromZero->getResult(0), count);
      auto sum = b.create<torch::AtenAddScalarOp>(op->getLoc(), type, fromZero->getResult(0), op->getOperand(0), one);
      bindNew(b, sum.getResult(), count);
      replaceRewritten(op, sum.getResult());
    }
  }

  /// `v` if it is a size that is not a constant, as an expression over the symbols.
  std::optional<AffineExpr> symbolicSize(Value v) {
    std::optional<AffineExpr> e = sizeExpr(v);
    if (!e || isa<AffineConstantExpr>(*e))
      return std::nullopt;
    return e;
  }

  /// Binds `v`, a tensor a rewrite made, to `sizes` where one is dynamic (dims and a torch.bind_symbolic_shape,
  /// as the input's bindings are after this pass rewrote them).
  void bindNew(OpBuilder &b, Value v, ArrayRef<AffineExpr> sizes) {
    if (llvm::all_of(sizes, [](AffineExpr e) { return isa<AffineConstantExpr>(e); }))
      return;
    dims[v] = SmallVector<AffineExpr>(sizes);
    b.create<torch::BindSymbolicShapeOp>(v.getLoc(), v, allSymbols,
                                         AffineMapAttr::get(AffineMap::get(0, symbols.size(), sizes, v.getContext())));
  }

  /// Replaces a rewritten op's single result with `v`, which bindNew bound already: the old bindings go.
  void replaceRewritten(Operation *op, Value v) {
    Value old = op->getResult(0);
    if (dims.erase(old))
      for (Operation *user : llvm::make_early_inc_range(old.getUsers()))
        if (isa<torch::BindSymbolicShapeOp>(user))
          user->erase();
    old.replaceAllUsesWith(v);
    op->erase();
  }

  /// Tensor `v`'s sizes as expressions: its binding's, else its static sizes (nullopt: dynamic, unbound).
  std::optional<SmallVector<AffineExpr>> sizesOf(Value v) {
    if (std::optional<ArrayRef<AffineExpr>> bound = symbolicDims(v))
      return SmallVector<AffineExpr>(*bound);
    auto type = dyn_cast<torch::ValueTensorType>(v.getType());
    if (!type || !type.getHasSizes())
      return std::nullopt;
    SmallVector<AffineExpr> exprs;
    for (int64_t size : type.getSizes()) {
      if (size == ShapedType::kDynamic)
        return std::nullopt;
      exprs.push_back(getAffineConstantExpr(size, v.getContext()));
    }
    return exprs;
  }

  /// The symbolic dims of tensor `v` (its binding), if it has one.
  std::optional<ArrayRef<AffineExpr>> symbolicDims(Value v) {
    auto it = dims.find(v);
    if (it == dims.end())
      return std::nullopt;
    return ArrayRef<AffineExpr>(it->second);
  }

  bool equalSizes(AffineExpr a, AffineExpr b) {
    return simplifyAffineExpr(a - b, 0, symbols.size()) == getAffineConstantExpr(0, a.getContext());
  }

  /// A select's index or a slice's start that is a dim's size minus a constant k: -k, as PyTorch counts
  /// positions from the end (x[:, T - 1] is x[:, -1]).
  std::optional<int64_t> indexFromEnd(Operation *user, unsigned operand, AffineExpr e) {
    StringRef name = torch::opName(user);
    if (!((name == "torch.aten.select.int" && operand == 2) || (name == "torch.aten.slice.Tensor" && operand == 2)))
      return std::nullopt;
    std::optional<int64_t> dim = torch::matchConstantInt(user->getOperand(1));
    std::optional<ArrayRef<AffineExpr>> sizes = symbolicDims(user->getOperand(0));
    if (!dim || !sizes)
      return std::nullopt;
    int64_t rank = sizes->size(), d = *dim < 0 ? *dim + rank : *dim;
    if (d < 0 || d >= rank)
      return std::nullopt;
    auto k = dyn_cast<AffineConstantExpr>(simplifyAffineExpr(e - (*sizes)[d], 0, symbols.size()));
    if (!k || k.getValue() >= 0)
      return std::nullopt;
    return k.getValue();
  }

  /// A symbolic size that an op takes as a run-time parameter (edge_ops.py `run_time_params`): the op, the
  /// parameter, the element (of a list; 0 for an int), the elements there are, and the size.
  struct RunTimeUse {
    Operation *op;
    std::string name;
    unsigned element, elements;
    AffineExpr size;
  };
  std::optional<RunTimeUse> runTimeParamUse(Operation *user, unsigned operand, AffineExpr size) {
    RunTimeUse use{user, "", 0, 1, size};
    unsigned taken = operand;
    if (isa<torch::PrimListConstructOp>(user)) {
      if (!user->getResult(0).hasOneUse())
        return std::nullopt;
      OpOperand &list = *user->getResult(0).getUses().begin();
      use = RunTimeUse{list.getOwner(), "", operand, user->getNumOperands(), size};
      taken = list.getOperandNumber();
    }
    const OpTableRow *row = lookupTorchOp(torch::opName(use.op));
    std::optional<std::string> name = row ? runTimeParam(*row, taken) : std::nullopt;
    if (!name)
      return std::nullopt;
    use.name = *name;
    return use;
  }
  /// Size `e` (in `range`) as the Scalar operand `use`: the item() of sizeTensor's zero-dim tensor.
  LogicalResult sizeAsTensor(OpOperand &use, AffineExpr e, std::pair<int64_t, int64_t> range) {
    Operation *user = use.getOwner();
    OpBuilder b(user);
    FailureOr<Value> size = sizeTensor(b, user, e, range);
    if (failed(size))
      return failure();
    use.set(b.create<torch::Aten_LocalScalarDenseOp>(user->getLoc(), torch::IntType::get(user->getContext()), *size));
    return success();
  }
  /// Size `e` for `user` as a zero-dim int64 tensor computed at run time: a literal plus the size, add.Scalar's
  /// run-time `other` (edge_ops.py `run_time_params`), which devices take as an unsigned word: a size that may be
  /// negative is shifted up by the literal's -k. Its range `range`, or sizeRange's.
  FailureOr<Value> sizeTensor(OpBuilder &b, Operation *user, AffineExpr e,
                              std::optional<std::pair<int64_t, int64_t>> range = std::nullopt) {
    if (!range)
      range = edgec::edge::sizeRange(e, symbols);
    if (!range)
      return user->emitError("symbolic size ") << edgec::edge::formatSize(e, symbols) << " has no computable upper bound";
    MLIRContext *ctx = user->getContext();
    Location loc = user->getLoc();
    int64_t shift = std::max<int64_t>(0, -range->first);
    if (range->second + shift > INT32_MAX)
      return user->emitError("uses the symbolic size ")
             << edgec::edge::formatSize(e, symbols) << " as a value in " << torch::opName(user)
             << ", but its range [" << range->first << ", " << range->second << "] does not fit 32 bits";
    auto si64 = IntegerType::get(ctx, 64, IntegerType::Signed);
    auto zeroDim = torch::ValueTensorType::get(ctx, true, ArrayRef<int64_t>{}, si64);
    auto constantInt = [&](int64_t v) { return ::constantInt(b, loc, v); };
    Value base = b.create<torch::ValueTensorLiteralOp>(
        loc, zeroDim, DenseElementsAttr::get(RankedTensorType::get({}, si64), APInt(64, uint64_t(-shift), true)));
    auto sum = b.create<torch::AtenAddScalarOp>(loc, zeroDim, base, constantInt(range->second + shift), constantInt(1));
    runTimeUses.push_back(RunTimeUse{sum, "other", 0, 1, e + shift});
    return sum.getResult();
  }

  /// Each op's run-time parameters as `edge.run_time_params`: per parameter, per element, the size (an
  /// affine map over the function's symbols) or unit where the element is a constant.
  void recordRunTimeParams() {
    llvm::MapVector<Operation *, llvm::StringMap<SmallVector<Attribute>>> params;
    for (const RunTimeUse &u : runTimeUses) {
      SmallVector<Attribute> &elements = params[u.op][u.name];
      MLIRContext *ctx = u.op->getContext();
      elements.resize(u.elements, UnitAttr::get(ctx));
      elements[u.element] = AffineMapAttr::get(AffineMap::get(0, symbols.size(), u.size));
    }
    for (auto &[op, byName] : params) {
      SmallVector<NamedAttribute> entries;
      for (auto &entry : byName)
        entries.emplace_back(StringAttr::get(op->getContext(), entry.getKey()),
                             ArrayAttr::get(op->getContext(), entry.getValue()));
      op->setAttr(edgec::edge::attr::kRunTimeParams, DictionaryAttr::get(op->getContext(), entries));
    }
  }

  /// True if operand `operand` of `user` is a size that shapes already state, so that its upper bound serves
  /// the lowering and the shapes carry the rest at run time: a slice's end (its result's size), arange's end
  /// with a constant start and step (its values are start + i * step; the count is its result's size), and
  /// native_group_norm's N, C and HxW, which must be its input's sizes (an error otherwise). (Size lists are
  /// takesSizeList's.)
  FailureOr<bool> statedByShapes(Operation *user, unsigned operand, AffineExpr e) {
    StringRef name = torch::opName(user);
    auto constantScalar = [](Value v) { return torch::matchConstantScalar(v).has_value(); };
    if (name == "torch.aten.slice.Tensor")
      return operand == 3;
    if (name == "torch.aten.arange")
      return operand == 0;
    // (A start that is a size becomes an item(), sizeAsTensor: the count is still the result's.)
    auto knownStart = [&](Value start) {
      return constantScalar(start) || sizeExpr(start) || start.getDefiningOp<torch::Aten_LocalScalarDenseOp>();
    };
    if (name == "torch.aten.arange.start" || name == "torch.aten.arange.start_step")
      return operand == 1 && knownStart(user->getOperand(0)) &&
             (name == "torch.aten.arange.start" || constantScalar(user->getOperand(2)));
    if (name != "torch.aten.native_group_norm" || operand < 3 || operand > 5)
      return false;
    std::optional<ArrayRef<AffineExpr>> sizes = symbolicDims(user->getOperand(0));
    if (!sizes || sizes->size() < 2)
      return false;
    AffineExpr expected = operand == 3 ? (*sizes)[0] : (*sizes)[1];
    if (operand == 5) {
      expected = getAffineConstantExpr(1, e.getContext());
      for (AffineExpr d : sizes->drop_front(2))
        expected = expected * d;
    }
    if (!equalSizes(e, expected))
      return user->emitError("native_group_norm: ")
             << (operand == 3 ? "N" : operand == 4 ? "C" : "HxW") << " is " << edgec::edge::formatSize(e, symbols)
             << ", not the input's " << edgec::edge::formatSize(expected, symbols);
    return true;
  }

  /// The bound of a count found in the data, where `symbol` is dim 0 of a nonzero's or masked_select's
  /// result: the elements there are (of the operands broadcast together, at their upper bounds: a dynamic
  /// operand's sizes are over the symbols bounded before this one, such as another count), and whether the
  /// op is masked_select.
  std::optional<std::pair<int64_t, bool>> rowCountBound(Value symbol) {
    for (Operation *user : symbol.getUsers()) {
      auto bind = dyn_cast<torch::BindSymbolicShapeOp>(user);
      Operation *def = bind ? bind.getOperand().getDefiningOp() : nullptr;
      if (!def || !isa<torch::AtenNonzeroOp, torch::AtenMaskedSelectOp>(def))
        continue;
      AffineMap map = bind.getShapeExpressions();
      auto symbols = llvm::to_vector(bind.getShapeSymbols());
      unsigned position = llvm::find(symbols, symbol) - symbols.begin();
      if (map.getNumResults() == 0 || map.getResult(0) != getAffineSymbolExpr(position, symbol.getContext()))
        continue;
      SmallVector<int64_t> shape;
      for (Value operand : def->getOperands()) {
        std::optional<SmallVector<int64_t>> sizes = upperBoundSizes(operand);
        SmallVector<int64_t> joined;
        if (!sizes || !OpTrait::util::getBroadcastedShape(shape, *sizes, joined))
          return std::nullopt;
        shape = joined;
      }
      int64_t count = 1;
      for (int64_t d : shape)
        if (llvm::MulOverflow(count, d, count))
          return std::nullopt;
      return std::make_pair(count, isa<torch::AtenMaskedSelectOp>(def));
    }
    return std::nullopt;
  }

  /// `bind`'s shape over the symbols bounded so far (in the function's order), or nullopt if it uses another.
  std::optional<AffineMap> overBoundedSymbols(torch::BindSymbolicShapeOp bind) {
    SmallVector<AffineExpr> replacements;
    for (Value s : bind.getShapeSymbols()) {
      auto it = symbolIndex.find(s);
      if (it == symbolIndex.end())
        return std::nullopt;
      replacements.push_back(getAffineSymbolExpr(it->second, bind.getContext()));
    }
    return bind.getShapeExpressions().replaceDimsAndSymbols({}, replacements, 0, symbols.size());
  }

  /// A tensor's sizes at their upper bounds, where they are static or bound over symbols already bounded.
  std::optional<SmallVector<int64_t>> upperBoundSizes(Value v) {
    auto type = dyn_cast<torch::ValueTensorType>(v.getType());
    if (!type || !type.getHasSizes())
      return std::nullopt;
    SmallVector<int64_t> sizes(type.getSizes());
    if (llvm::none_of(sizes, ShapedType::isDynamic))
      return sizes;
    for (Operation *user : v.getUsers()) {
      auto bind = dyn_cast<torch::BindSymbolicShapeOp>(user);
      if (!bind || bind.getOperand() != v || bind.getShapeExpressions().getNumResults() != sizes.size())
        continue;
      std::optional<AffineMap> map = overBoundedSymbols(bind);
      if (!map)
        return std::nullopt;
      for (auto [i, e] : llvm::enumerate(map->getResults())) {
        if (!ShapedType::isDynamic(sizes[i]))
          continue; // the type's own size
        std::optional<std::pair<int64_t, int64_t>> range = edgec::edge::sizeRange(e, symbols);
        if (!range || range->first < 0)
          return std::nullopt;
        sizes[i] = range->second;
      }
      return sizes;
    }
    return std::nullopt;
  }

  static bool isDynamicTensor(Value v) {
    auto type = dyn_cast<torch::ValueTensorType>(v.getType());
    return type && type.getHasSizes() && llvm::any_of(type.getSizes(), ShapedType::isDynamic);
  }

  /// The int arithmetic torch.export writes for sizes (edgec_export's _SYM_INT_OPS).
  static bool isSizeArithmetic(Operation *op) {
    static const llvm::StringSet<> names = {"torch.aten.add.int",       "torch.aten.sub.int",
                                            "torch.aten.mul.int",       "torch.aten.floordiv.int",
                                            "torch.aten.remainder.int", "torch.prim.max.int",
                                            "torch.prim.min.int"};
    return names.contains(torch::opName(op));
  }

  /// A !torch.int as an expression over the symbols, if it is a size: a symbol, a constant, the size of a
  /// tensor, or arithmetic on sizes.
  std::optional<AffineExpr> sizeExpr(Value v) {
    MLIRContext *ctx = v.getContext();
    if (auto it = symbolIndex.find(v); it != symbolIndex.end())
      return getAffineSymbolExpr(it->second, ctx);
    if (std::optional<int64_t> c = torch::matchConstantInt(v))
      return getAffineConstantExpr(*c, ctx);
    Operation *op = v.getDefiningOp();
    if (!op)
      return std::nullopt;
    if (auto size = dyn_cast<torch::AtenSizeIntOp>(op)) {
      std::optional<int64_t> d = torch::matchConstantInt(size.getDim());
      auto it = dims.find(size.getSelf());
      if (!d || it == dims.end())
        return std::nullopt;
      int64_t rank = it->second.size(), n = *d < 0 ? *d + rank : *d;
      if (n < 0 || n >= rank)
        return std::nullopt;
      return it->second[n];
    }
    if (!isSizeArithmetic(op))
      return std::nullopt;
    std::optional<AffineExpr> a = sizeExpr(op->getOperand(0)), b = sizeExpr(op->getOperand(1));
    if (!a || !b)
      return std::nullopt;
    StringRef name = torch::opName(op);
    if (name == "torch.aten.add.int")
      return *a + *b;
    if (name == "torch.aten.sub.int")
      return *a - *b;
    if (name == "torch.aten.mul.int")
      return *a * *b;
    if (name == "torch.aten.floordiv.int")
      return a->floorDiv(*b);
    if (name == "torch.aten.remainder.int") // Python's %: affine mod for the positive divisors sizes have
      return *a % *b;
    // max or min: whichever the bounds show it is (max(s0, 1) with s0 >= 1 is s0), else not a size.
    std::optional<std::pair<int64_t, int64_t>> ra = edgec::edge::sizeRange(*a, symbols),
                                               rb = edgec::edge::sizeRange(*b, symbols);
    if (!ra || !rb)
      return std::nullopt;
    bool max = name == "torch.prim.max.int";
    if (ra->first >= rb->second)
      return max ? a : b;
    if (rb->first >= ra->second)
      return max ? b : a;
    return std::nullopt;
  }

  void runOnOperation() override {
    for (auto func : getOperation().getOps<func::FuncOp>()) {
      symbolIndex.clear();
      symbols.clear();
      dims.clear();
      runTimeUses.clear();
      if (failed(run(func)))
        return signalPassFailure();
    }
  }

  SmallVector<RunTimeUse> runTimeUses;
  llvm::DenseMap<Value, unsigned> symbolIndex;
  SmallVector<edgec::edge::SizeSymbol> symbols;
  llvm::DenseMap<Value, SmallVector<AffineExpr>> dims;
  SmallVector<Value> allSymbols; // the function's torch.symbolic_int values, in order
};
} // namespace
