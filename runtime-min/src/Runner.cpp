#include "edge/runtime/Runner.h"

#include "edge/runtime/Model.h"
#include "edge/runtime/Npy.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>

namespace edge {
namespace {
int fail(const Error &e) {
  fprintf(stderr, "edge-run: error: %s: %s\n", errorCodeName(e.code()), e.message().c_str());
  return 1;
}

std::string shapeText(const std::vector<int64_t> &shape) {
  std::string s = "[";
  for (size_t i = 0; i < shape.size(); ++i)
    s += (i ? "," : "") + std::to_string(shape[i]);
  return s + "]";
}

void printValues(const TensorInfo &t, const void *data) {
  printf("  %s%s", dtypeName(t.dtype), shapeText(t.shape).c_str());
  if (t.dtype != schema::DType::f32) {
    printf("\n");
    return;
  }
  const float *f = static_cast<const float *>(data);
  const int64_t shown = std::min<int64_t>(t.numel, 16);
  printf(" = [");
  for (int64_t i = 0; i < shown; ++i)
    printf("%s%.6g", i ? ", " : "", f[i]);
  printf("%s]\n", shown < t.numel ? ", ..." : "");
}

/// Compares an f32 output with a reference; returns false on mismatch.
bool compare(size_t index, const TensorInfo &t, const void *data, const NpyArray &ref, double tolerance) {
  if (ref.dtype != schema::DType::f32 || ref.shape != t.shape) {
    fprintf(stderr, "edge-run: output %zu is f32%s, the reference is %s%s\n", index, shapeText(t.shape).c_str(),
            dtypeName(ref.dtype), shapeText(ref.shape).c_str());
    return false;
  }
  const float *out = static_cast<const float *>(data);
  const float *r = reinterpret_cast<const float *>(ref.data.data());
  double maxRef = 0, maxErr = 0;
  bool nan = false;
  for (int64_t i = 0; i < t.numel; ++i) {
    maxRef = std::max(maxRef, double(std::fabs(r[i])));
    double err = std::fabs(double(out[i]) - double(r[i]));
    if (std::isnan(err) && !(std::isnan(out[i]) && std::isnan(r[i])))
      nan = true;
    if (err > maxErr)
      maxErr = err;
  }
  double allowed = tolerance * maxRef;
  bool ok = !nan && maxErr <= allowed;
  printf("check output %zu: max abs error %.3g, allowed %.3g (%.1e x max|ref| %.3g): %s\n", index, maxErr, allowed,
         tolerance, maxRef, ok ? "ok" : "MISMATCH");
  return ok;
}
} // namespace

int runProgram(const RunOptions &options) {
  Result<Program> program = Program::loadFile(options.program.c_str());
  if (!program.ok())
    return fail(Error(program.error().code(), options.program + ": " + program.error().message()));
  Program p = program.take();
  if (options.cpuOnly && p.hasVulkanPartitions())
    return fail(Error(ErrorCode::InvalidArgument, "--cpu-only: the program has Vulkan partitions"));
  if (options.inputs.size() != p.numInputs())
    return fail(Error(ErrorCode::InvalidArgument,
                      formatMessage("the program takes %zu inputs, %zu given", p.numInputs(), options.inputs.size())));
  if (options.outputs.size() > p.numOutputs() || options.checks.size() > p.numOutputs())
    return fail(Error(ErrorCode::InvalidArgument, formatMessage("the program has %zu outputs", p.numOutputs())));
  std::vector<NpyArray> inputs;
  for (size_t i = 0; i < options.inputs.size(); ++i) {
    Result<NpyArray> a = readNpy(options.inputs[i].c_str());
    if (!a.ok())
      return fail(a.error());
    const TensorInfo &t = p.value(p.inputValue(i));
    if (a.value().dtype != t.dtype || a.value().shape != t.shape)
      return fail(Error(ErrorCode::InvalidArgument,
                        formatMessage("input %zu (%s) is %s%s, the program takes %s%s", i, options.inputs[i].c_str(),
                                      dtypeName(a.value().dtype), shapeText(a.value().shape).c_str(),
                                      dtypeName(t.dtype), shapeText(t.shape).c_str())));
    inputs.push_back(a.take());
  }
  std::vector<NpyArray> references;
  for (size_t i = 0; i < options.checks.size(); ++i) {
    Result<NpyArray> a = readNpy(options.checks[i].c_str());
    if (!a.ok())
      return fail(a.error());
    references.push_back(a.take());
  }

  ModelOptions modelOptions;
  modelOptions.validation = options.validation;
  modelOptions.deviceIndex = options.deviceIndex;
  Result<std::unique_ptr<Model>> loaded = Model::load(std::move(p), modelOptions);
  if (!loaded.ok())
    return fail(loaded.error());
  std::unique_ptr<Model> model = loaded.take();
  printf("device: %s\n", model->deviceName().c_str());
  for (size_t i = 0; i < inputs.size(); ++i) {
    Error e = model->setInput(i, inputs[i].data.data(), inputs[i].data.size());
    if (!e.ok())
      return fail(e);
  }
  Error e = model->execute();
  if (!e.ok())
    return fail(e);

  const Program &prog = model->program();
  bool ok = true;
  for (size_t i = 0; i < prog.numOutputs(); ++i) {
    const TensorInfo &t = prog.value(prog.outputValue(i));
    printf("output %zu:", i);
    printValues(t, model->output(i));
    if (i < options.outputs.size()) {
      Error w = writeNpy(options.outputs[i].c_str(), t.dtype, t.shape, model->output(i), size_t(t.nbytes));
      if (!w.ok())
        return fail(w);
    }
    if (i < references.size())
      ok = compare(i, t, model->output(i), references[i], options.tolerance) && ok;
  }

  if (options.iterations > 0) {
    std::vector<double> times;
    for (int i = 0; i < options.iterations; ++i) {
      std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now();
      Error run = model->execute();
      if (!run.ok())
        return fail(run);
      times.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
    }
    std::sort(times.begin(), times.end());
    printf("latency: median %.4f ms, min %.4f ms over %d iterations\n", times[times.size() / 2], times[0],
           options.iterations);
  }
  if (options.validation)
    printf("validation messages: %u\n", model->validationMessages());
  return ok ? 0 : 1;
}

} // namespace edge
