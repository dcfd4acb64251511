//===- KernelBridge.h - edge ops as runtime-min sees them -----------------===//
//
// What the serializer writes for a CPU kernel call and what constant folding passes to the same kernel at
// compile time: element types, constant bytes and the op's parameters in the kernels' encoding.
//
//===----------------------------------------------------------------------===//
#ifndef EDGEC_PASSES_KERNELBRIDGE_H
#define EDGEC_PASSES_KERNELBRIDGE_H

#include "edge/runtime/DType.h"
#include "edge/schema/program_generated.h"
#include "mlir/IR/AffineExpr.h"
#include "mlir/IR/BuiltinAttributeInterfaces.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/Operation.h"

#include <utility>
#include <vector>

namespace edgec {
/// The .pte element type of `type`, or an error at `loc`.
mlir::FailureOr<::edge::DType> runtimeDType(mlir::Location loc, mlir::Type type);
/// The raw little-endian bytes of a constant (splats expanded), or an error at `loc`.
mlir::FailureOr<std::vector<uint8_t>> elementsBytes(mlir::Location loc, mlir::ElementsAttr value);
/// The op's parameters as runtime-min's kernels read them (program.fbs KernelCall): in schema order, as the
/// op registry generates both sides; integers, bools and int lists (length, then elements) to `ints`,
/// floats to `floats`, each optional preceded by a presence flag in `ints`. With `runTime`, the run-time
/// parameters' symbolic sizes (`edge.run_time_params`) as (index in `ints`, size); without, an op that has
/// any is an error.
mlir::LogicalResult encodeKernelParams(mlir::Operation *op, std::vector<int64_t> &ints, std::vector<double> &floats,
                                       std::vector<std::pair<uint32_t, mlir::AffineExpr>> *runTime = nullptr);
} // namespace edgec

#endif
