//===- OpTable.cpp - the rows of aten_ops.tsv, for passes -------------------===//
#include "registry/OpTable.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

namespace {
const edgec::OpTableRow kRows[] = {
#define EDGEC_OP(aten, edge, lowering, cpu, vulkan, origin, dtypes, dataDtypes, notCompiled, dataRows, noKernelWhen,   \
                 noKernelWhy, runTimeParams)                                                                   \
  {aten, edge, lowering, cpu, vulkan, origin, dtypes, dataDtypes, notCompiled, dataRows, noKernelWhen, noKernelWhy,     \
   runTimeParams},
#include "registry/OpTable.inc"
#undef EDGEC_OP
};
} // namespace

const edgec::OpTableRow *edgec::lookupTorchOp(llvm::StringRef torchName) {
  if (!torchName.consume_front("torch."))
    return nullptr;
  if (const OpTableRow *row = lookupOp(torchName))
    return row;
  return lookupOp(torchName.str() + ".default");
}

bool edgec::isElementwiseExpr(llvm::StringRef atenName) {
  static const llvm::StringLiteral names[] = {
#define EDGEC_ELEMENTWISE(aten, name, expr, pairsExpr, s0, s1, onInputs, absent0, absent1, commutative) aten,
#include "registry/OpTable.inc"
#undef EDGEC_ELEMENTWISE
  };
  return llvm::is_contained(names, atenName);
}

bool edgec::operandsCommute(llvm::StringRef atenName,
                            llvm::function_ref<std::optional<double>(llvm::StringRef)> scalar) {
  struct Row {
    llvm::StringLiteral atenName, scalar0, scalar1;
    bool commutative;
  };
  static const Row rows[] = {
#define EDGEC_ELEMENTWISE(aten, name, expr, pairsExpr, s0, s1, onInputs, absent0, absent1, commutative)                \
  {aten, s0, s1, commutative},
#include "registry/OpTable.inc"
#undef EDGEC_ELEMENTWISE
  };
  const Row *row = llvm::find_if(rows, [&](const Row &r) { return r.atenName == atenName; });
  if (row == std::end(rows) || !row->commutative)
    return false;
  for (llvm::StringRef name : {row->scalar0, row->scalar1})
    if (!name.empty() && scalar(name) != 1.0)
      return false;
  return true;
}

std::optional<std::string> edgec::runTimeParam(const OpTableRow &row, unsigned operand) {
  llvm::SmallVector<llvm::StringRef> entries;
  llvm::StringRef(row.runTimeParams).split(entries, ' ', -1, false);
  for (llvm::StringRef entry : entries) {
    auto [name, index] = entry.split(':');
    unsigned i;
    if (!index.getAsInteger(10, i) && i == operand)
      return name.str();
  }
  return std::nullopt;
}

const edgec::OpTableRow *edgec::lookupOp(llvm::StringRef atenName) {
  for (const OpTableRow &row : kRows)
    if (row.atenName == atenName)
      return &row;
  return nullptr;
}
