// edge-run --profile: each Vulkan dispatch's GPU time (Model::dispatchTimes), summarized per op and per
// dispatch kind (op, operand shapes, shader variant), with the bandwidth and arithmetic rate it reached.
#ifndef EDGE_RUN_PROFILE_H
#define EDGE_RUN_PROFILE_H

#include "edge/runtime/Model.h"

#include <string>
#include <vector>

namespace edge {

/// Floating-point operations of one dispatch of `op` (an ATen name) on operands `shapes` (inputs, then
/// outputs; `outputs` of them), counting a multiply-add as two: matrix products and convolutions; 0 for
/// other ops or where the shapes do not determine it.
double dispatchFlops(const std::string &op, const std::vector<const TensorInfo *> &operands, size_t outputs);

/// Prints the tables for `samples` (one Model::dispatchTimes per execute) on stdout: each dispatch's median
/// over the samples, grouped. With a non-empty `jsonPath`, also writes every dispatch and the per-op totals
/// there as JSON.
Error reportProfile(const Model &model, const std::vector<std::vector<DispatchTime> > &samples,
                    const std::string &jsonPath);

} // namespace edge

#endif
