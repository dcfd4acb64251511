#include "CpuBackend.h"

#include "edge/runtime/Kernels.h"
#include "edge/schema/program_generated.h"

namespace edge {

KernelArgs CpuBackend::Call::args() {
  KernelArgs a = {tensors.data(),
                  tensors.size(),
                  ints.data(),
                  ints.size(),
                  floats.data(),
                  floats.size(),
                  rowSymbol >= 0 ? &rows : nullptr,
                  kernel->context};
  return a;
}

Error CpuBackend::setUp(const KernelRegistry *registry) {
  const Program &program = state_.program;
  const schema::Program &fb = program.fb();
  unitOf_.assign(fb.instructions()->size(), -1);
  for (uint32_t i = 0; i < fb.instructions()->size(); ++i) {
    const schema::KernelCall *call = fb.instructions()->Get(i)->op_as_KernelCall();
    if (!call)
      continue;
    unitOf_[i] = int(calls_.size());
    Call k;
    k.instruction = i;
    k.kernel = registry ? registry->find(call->kernel()->c_str()) : findKernel(call->kernel()->c_str());
    if (!k.kernel)
      return Error(ErrorCode::Unsupported,
                   formatMessage("instruction %u: no CPU kernel '%s' in this runtime", i, call->kernel()->c_str()));
    k.dynamic = false;
    k.rowSymbol = -1;
    k.rows = 0;
    for (size_t s = 0; s < program.numSymbols(); ++s)
      if (fb.symbols()->Get(uint32_t(s))->source_instruction() == int32_t(i))
        k.rowSymbol = int(s);
    if ((k.rowSymbol >= 0) != k.kernel->findsRows)
      return Error(ErrorCode::InvalidProgram,
                   formatMessage(k.kernel->findsRows
                                     ? "instruction %u: kernel '%s' finds a row count no size symbol takes"
                                     : "instruction %u: kernel '%s' finds no size symbol",
                                 i, call->kernel()->c_str()));
    for (uint32_t a = 0; a < call->args()->size(); ++a) {
      uint32_t v = call->args()->Get(a);
      // A row-finding kernel's output has its planned rows (the room it may fill), whatever the count.
      bool planned = k.rowSymbol >= 0 && a + 1 == call->args()->size();
      TensorArg arg = {state_.dataOf(v), planned ? &program.value(v) : &state_.live[v]};
      k.tensors.push_back(arg);
      k.values.push_back(v);
      k.dynamic |= !planned && !state_.live[v].dynamicShape.empty();
    }
    if (call->int_params())
      k.ints.assign(call->int_params()->begin(), call->int_params()->end());
    if (call->dynamic_int_params())
      k.sizedInts.assign(call->dynamic_int_params()->begin(), call->dynamic_int_params()->end());
    k.dynamic |= !k.sizedInts.empty();
    if (call->float_params())
      k.floats.assign(call->float_params()->begin(), call->float_params()->end());
    calls_.push_back(k);
    // At the sizes of load time, as the tensors' shapes.
    EDGE_RETURN_IF_ERROR(prepare(uint32_t(calls_.size() - 1)));
  }
  return Error::success();
}

Error CpuBackend::prepare(uint32_t unit) {
  Call &k = calls_[unit];
  for (size_t p = 0; p < k.sizedInts.size(); p += 2) // indices checked at load (Program::load)
    EDGE_RETURN_IF_ERROR(state_.evaluateSize(int32_t(k.sizedInts[p + 1]), &k.ints[k.sizedInts[p]]));
  Error e = k.kernel->check(k.args());
  if (!e.ok())
    return Error(e.code(), formatMessage("instruction %u: ", k.instruction) + e.message());
  return Error::success();
}

void CpuBackend::rebind() {
  for (size_t c = 0; c < calls_.size(); ++c)
    for (size_t a = 0; a < calls_[c].values.size(); ++a)
      calls_[c].tensors[a].data = state_.dataOf(calls_[c].values[a]);
}

void CpuBackend::runStep(const Step &step) {
  for (size_t i = step.begin; i < step.end; ++i) { // instructions: kernel calls alone (Model's schedule)
    Call &k = calls_[size_t(unitOf_[i])];
    k.kernel->run(k.args());
  }
}

Error CpuBackend::run(size_t first, size_t end, StepRunner &others) {
  for (size_t j = first; j < end; ++j)
    if ((*steps_)[j].partition < 0)
      runStep((*steps_)[j]);
    else
      others.runStep(j);
  return Error::success();
}

Error CpuBackend::dispatchTimes(std::vector<DispatchTime> *times) const {
  times->clear();
  return Error(ErrorCode::InvalidArgument, "no dispatch times without profiling: ModelOptions::profile times Vulkan dispatches, and the model has "
                                           "none");
}

} // namespace edge
