//===- OutVariants.cpp - destination-passing form on buffers --------------===//
#include "passes/Passes.h"

#include "mlir/IR/IRMapping.h"

namespace edgec {
#define GEN_PASS_DEF_EDGEOUTVARIANTS
#include "passes/Passes.h.inc"
} // namespace edgec

using namespace mlir;
using namespace edgec;

namespace {
MemRefType toMemRef(Type t) {
  auto tensor = cast<RankedTensorType>(t);
  return MemRefType::get(tensor.getShape(), tensor.getElementType());
}

struct EdgeOutVariantsPass : edgec::impl::EdgeOutVariantsBase<EdgeOutVariantsPass> {
  LogicalResult convert(func::FuncOp func, SymbolTable &symbols) {
    if (!func.getBody().hasOneBlock())
      return func.emitError("expects a function with one block");
    Block &block = func.getBody().front();
    for (Type t : llvm::concat<const Type>(func.getArgumentTypes(), func.getResultTypes()))
      if (!isa<RankedTensorType>(t))
        return func.emitError("out-variant conversion expects tensor arguments and results, got ") << t;

    IRMapping map;
    OpBuilder b(func.getContext());
    unsigned numSymbols = edge::sizeSymbols(func).size();
    for (BlockArgument arg : block.getArguments()) {
      arg.setType(toMemRef(arg.getType()));
      map.map(arg, arg);
    }
    SmallVector<Operation *> old;
    for (Operation &op : block)
      old.push_back(&op);
    for (Operation *op : old) {
      b.setInsertionPoint(op);
      Location loc = op->getLoc();
      if (auto c = dyn_cast<edge::ConstantOp>(op)) {
        MemRefType type = toMemRef(c.getType());
        OpBuilder mb(func); // globals go before the function
        auto global = mb.create<memref::GlobalOp>(loc, "__constant", mb.getStringAttr("private"), type, c.getValue(),
                                                  /*constant=*/true, IntegerAttr());
        symbols.insert(global); // renames to a unique symbol
        map.map(c.getResult(), b.create<memref::GetGlobalOp>(loc, type, global.getSymName()).getResult());
        continue;
      }
      if (auto ret = dyn_cast<func::ReturnOp>(op)) {
        SmallVector<Value> values;
        for (Value v : ret.getOperands())
          values.push_back(map.lookup(v));
        b.create<func::ReturnOp>(loc, values);
        continue;
      }
      auto aten = dyn_cast<edge::AtenOpInterface>(op);
      if (!aten)
        return op->emitError("unexpected op in out-variant conversion");
      if (aten.hasOutsForm())
        return op->emitError("is already in out-variant form");
      MemRefType type = toMemRef(op->getResult(0).getType());
      if (op->hasTrait<edge::ViewOpTrait>()) {
        // A view of a contiguous buffer is the same bytes with another shape: an alias, no kernel.
        auto cast = b.create<memref::ReinterpretCastOp>(loc, type, map.lookup(aten.getInputs()[0]), 0, type.getShape(),
                                                        edge::contiguousStrides(type.getShape()));
        edge::setDims(cast.getResult(), edge::dimsOf(op->getResult(0)), numSymbols);
        map.map(op->getResult(0), cast.getResult());
        continue;
      }
      SmallVector<Value> outs; // one buffer per result (max_pool2d_with_indices has two)
      for (Value result : op->getResults()) {
        outs.push_back(b.create<memref::AllocOp>(loc, toMemRef(result.getType())));
        edge::setDims(outs.back(), edge::dimsOf(result), numSymbols); // dynamic sizes live on the buffer
      }
      OperationState state(loc, op->getName());
      for (Value v : aten.getInputs())
        state.addOperands(map.lookup(v));
      state.propertiesAttr = op->getPropertiesAsAttribute();
      for (NamedAttribute attr : op->getDiscardableAttrs())
        if (attr.getName() != edge::attr::kDims)
          state.addAttribute(attr.getName(), attr.getValue());
      Operation *created = b.create(state);
      cast<edge::AtenOpInterface>(created).getOutsMutable().append(outs);
      for (auto [result, out] : llvm::zip(op->getResults(), outs))
        map.map(result, out);
    }
    for (Operation *op : llvm::reverse(old)) {
      op->dropAllUses();
      op->erase();
    }
    SmallVector<Type> results;
    for (Type t : func.getResultTypes())
      results.push_back(toMemRef(t));
    func.setType(FunctionType::get(func.getContext(), block.getArgumentTypes(), results));
    return success();
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTable symbols(module);
    for (auto func : llvm::make_early_inc_range(module.getOps<func::FuncOp>()))
      if (failed(convert(func, symbols)))
        return signalPassFailure();
  }
};
} // namespace
