//===- OpTable.cpp - the rows of aten_ops.tsv, for passes -------------------===//
#include "registry/OpTable.h"

namespace {
const edgec::OpTableRow kRows[] = {
#define EDGEC_OP(aten, edge, lowering, cpu, vulkan, origin, dtypes, dataDtypes, notCompiled, dataRows, noKernelWhen,   \
                 noKernelWhy)                                                                                  \
  {aten, edge, lowering, cpu, vulkan, origin, dtypes, dataDtypes, notCompiled, dataRows, noKernelWhen, noKernelWhy},
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

const edgec::OpTableRow *edgec::lookupOp(llvm::StringRef atenName) {
  for (const OpTableRow &row : kRows)
    if (row.atenName == atenName)
      return &row;
  return nullptr;
}
