#include "edge/runtime/Runner.h"

#include "edge/runtime/Model.h"
#include "edge/runtime/Npy.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <limits>

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

/// IEEE binary16 to double.
double halfToDouble(uint16_t h) {
  int exponent = (h >> 10) & 0x1f, mantissa = h & 0x3ff;
  double sign = (h & 0x8000) ? -1.0 : 1.0;
  if (exponent == 0)
    return sign * std::ldexp(double(mantissa), -24);
  if (exponent == 31)
    return mantissa ? std::numeric_limits<double>::quiet_NaN() : sign * std::numeric_limits<double>::infinity();
  return sign * std::ldexp(double(mantissa | 0x400), exponent - 25);
}

/// Element i of a tensor of `dtype` as a double (memcpy: the bytes need not be aligned).
double element(schema::DType dtype, const void *data, int64_t i) {
  const uint8_t *p = static_cast<const uint8_t *>(data) + size_t(i) * elementSize(dtype);
  switch (dtype) {
  case schema::DType::f32: {
    float v;
    memcpy(&v, p, 4);
    return v;
  }
  case schema::DType::f64: {
    double v;
    memcpy(&v, p, 8);
    return v;
  }
  case schema::DType::f16: {
    uint16_t v;
    memcpy(&v, p, 2);
    return halfToDouble(v);
  }
  case schema::DType::i64: {
    int64_t v;
    memcpy(&v, p, 8);
    return double(v);
  }
  case schema::DType::i32: {
    int32_t v;
    memcpy(&v, p, 4);
    return v;
  }
  case schema::DType::i16: {
    int16_t v;
    memcpy(&v, p, 2);
    return v;
  }
  case schema::DType::i8:
    return int8_t(*p);
  case schema::DType::u8:
  case schema::DType::bool_:
    return *p;
  }
  return 0;
}

bool isFloat(schema::DType dtype) {
  return dtype == schema::DType::f32 || dtype == schema::DType::f64 || dtype == schema::DType::f16;
}

void printValues(const TensorInfo &t, const void *data) {
  printf("  %s%s", dtypeName(t.dtype), shapeText(t.shape).c_str());
  const int64_t shown = std::min<int64_t>(t.numel, 16);
  printf(" = [");
  for (int64_t i = 0; i < shown; ++i)
    printf("%s%.6g", i ? ", " : "", element(t.dtype, data, i));
  printf("%s]\n", shown < t.numel ? ", ..." : "");
}

bool compare(size_t index, const TensorInfo &t, const void *data, const NpyArray &ref, double tolerance) {
  Comparison c = compareOutput(t, data, ref, tolerance);
  if (!c.problem.empty()) {
    fprintf(stderr, "edge-run: output %zu %s\n", index, c.problem.c_str());
    return false;
  }
  if (isFloat(t.dtype))
    printf("check output %zu: max abs error %.3g, allowed %.3g (%.1e x max|ref| %.3g)", index, c.maxError, c.allowed,
           tolerance, c.maxReference);
  else
    printf("check output %zu: %s, exact: max abs error %.3g", index, dtypeName(t.dtype), c.maxError);
  if (c.mismatches)
    printf(", %lld element(s) %s, first at %lld: output %.9g, reference %.9g", (long long)c.mismatches,
           isFloat(t.dtype) ? "NaN or infinite where the reference is not the same" : "differ",
           (long long)c.firstMismatch, c.firstOutput, c.firstReference);
  printf(": %s\n", c.ok ? "ok" : "MISMATCH");
  return c.ok;
}
} // namespace

Comparison compareOutput(const TensorInfo &t, const void *data, const NpyArray &ref, double tolerance) {
  Comparison c;
  if (ref.dtype != t.dtype || ref.shape != t.shape) {
    c.problem = formatMessage("is %s%s, the reference is %s%s", dtypeName(t.dtype), shapeText(t.shape).c_str(),
                              dtypeName(ref.dtype), shapeText(ref.shape).c_str());
    return c;
  }
  if (ref.data.size() != t.nbytes) { // parseNpy guarantees it; a hand-made NpyArray may not
    c.problem = "has a reference of the wrong byte size";
    return c;
  }
  const bool floating = isFloat(t.dtype);
  for (int64_t i = 0; i < t.numel; ++i) {
    double o = element(t.dtype, data, i), r = element(ref.dtype, ref.data.data(), i);
    bool match;
    if (!floating) {
      match = o == r;
      c.maxError = std::max(c.maxError, std::fabs(o - r));
    } else if (std::isnan(r)) {
      match = std::isnan(o);
    } else if (std::isinf(r)) {
      match = o == r;
    } else {
      match = std::isfinite(o);
      c.maxReference = std::max(c.maxReference, std::fabs(r));
      if (match)
        c.maxError = std::max(c.maxError, std::fabs(o - r));
    }
    if (!match && c.mismatches++ == 0) {
      c.firstMismatch = i;
      c.firstOutput = o;
      c.firstReference = r;
    }
  }
  c.allowed = floating ? tolerance * c.maxReference : 0;
  c.ok = c.mismatches == 0 && c.maxError <= c.allowed;
  return c;
}

int runProgram(const RunOptions &options) {
  if (!(options.tolerance >= 0) || std::isinf(options.tolerance))
    return fail(Error(ErrorCode::InvalidArgument,
                      formatMessage("--tolerance must be a finite number >= 0, not %g", options.tolerance)));
  if (options.iterations < 0)
    return fail(Error(ErrorCode::InvalidArgument, formatMessage("--iters must be >= 0, not %d", options.iterations)));
  if (options.deviceIndex < -1)
    return fail(Error(ErrorCode::InvalidArgument,
                      formatMessage("--device must be a device index >= 0, not %d", options.deviceIndex)));
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
  std::chrono::steady_clock::time_point loadStart = std::chrono::steady_clock::now();
  Result<std::unique_ptr<Model>> loaded = Model::load(std::move(p), modelOptions);
  if (!loaded.ok())
    return fail(loaded.error());
  double loadMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - loadStart).count();
  std::unique_ptr<Model> model = loaded.take();
  printf("device: %s\n", model->deviceName().c_str());
  if (options.iterations > 0) // timing runs: what a cold start costs (instance, device, pipelines, constants)
    printf("load: %.1f ms\n", loadMs);
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
