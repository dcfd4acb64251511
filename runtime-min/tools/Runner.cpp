#include "Runner.h"

#include "Npy.h"
#include "Profile.h"
#include "edge/runtime/Model.h"
#include "edge/runtime/Signature.h"
#include "edge/runtime/Verify.h"

#include "DTypes.h"

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

/// `shape` has the value's rank and its static sizes (a dynamic size is checked against its bounds later).
bool shapeFits(const std::vector<int64_t> &shape, const TensorInfo &t) {
  if (shape.size() != t.shape.size())
    return false;
  for (size_t d = 0; d < shape.size(); ++d)
    if ((t.dynamicShape.empty() || t.dynamicShape[d] < 0) && shape[d] != t.shape[d])
      return false;
  return true;
}

/// "[2,3]"; with `dynamic` (a value's dynamicShape), a dynamic size as "<=" its upper bound.
std::string shapeText(const std::vector<int64_t> &shape, const std::vector<int32_t> *dynamic = nullptr) {
  std::string s = "[";
  for (size_t i = 0; i < shape.size(); ++i)
    s += (i ? "," : "") + std::string(dynamic && i < dynamic->size() && (*dynamic)[i] >= 0 ? "<=" : "") +
         std::to_string(shape[i]);
  return s + "]";
}

bool isFloat(DType dtype) { return isFloatingDType(dtype); }

/// The element type of a program input or output: complex64 ones are f32 pairs (the shape's last dim).
const char *ioTypeName(DType dtype, bool complexPairs) {
  return complexPairs ? "complex64 as f32 pairs " : dtypeName(dtype);
}

/// NumPy has no bfloat16, so a bf16 input comes as an f32 array whose values bf16 holds exactly.
Error narrowToBf16(const std::string &path, NpyArray *a) {
  std::vector<uint8_t> narrowed(a->data.size() / 2);
  for (size_t k = 0; k < a->data.size() / 4; ++k) {
    float f;
    memcpy(&f, &a->data[k * 4], 4);
    uint16_t b = floatToBf16(f);
    if (bf16ToFloat(b) != f && !(f != f))
      return Error(ErrorCode::InvalidArgument,
                   formatMessage("%s: element %zu (%.9g) is not exactly a bf16 value", path.c_str(), k, f));
    memcpy(&narrowed[k * 2], &b, 2);
  }
  a->data.swap(narrowed);
  a->dtype = DType::bf16;
  return Error::success();
}

void printValues(const TensorInfo &t, const void *data, bool complexPairs) {
  printf("  %s%s", ioTypeName(t.dtype, complexPairs), shapeText(t.shape).c_str());
  const int64_t shown = std::min<int64_t>(t.numel, 16);
  printf(" = [");
  for (int64_t i = 0; i < shown; ++i)
    printf("%s%.6g", i ? ", " : "", elementAsDouble(t.dtype, data, i));
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
           c.maxReference > 0 ? c.allowed / c.maxReference : tolerance, c.maxReference);
  else
    printf("check output %zu: %s, exact: max abs error %.3g", index, dtypeName(t.dtype), c.maxError);
  if (c.mismatches)
    printf(", %lld element(s) %s, first at %lld: output %.9g, reference %.9g", (long long)c.mismatches,
           isFloat(t.dtype) ? "NaN or infinite where the reference is not the same" : "differ",
           (long long)c.firstMismatch, c.firstOutput, c.firstReference);
  printf(": %s\n", c.ok ? "ok" : "MISMATCH");
  return c.ok;
}
/// edge-run --verify: the examples the program carries, run and compared; 0 if every output matches.
int verify(Model &model, double tolerance) {
  std::vector<BundledCheck> checks;
  Error e = verifyBundled(model, tolerance, &checks);
  if (!e.ok())
    return fail(e);
  size_t failed = 0;
  for (size_t i = 0; i < checks.size(); ++i) {
    const Comparison &c = checks[i].comparison;
    printf("verify example %zu output %zu: ", checks[i].example, checks[i].output);
    if (!c.problem.empty())
      printf("%s", c.problem.c_str());
    else
      printf("max abs error %.3g, allowed %.3g", c.maxError, c.allowed);
    if (c.mismatches)
      printf(", %lld element(s) differ", (long long)c.mismatches);
    printf(": %s\n", c.ok ? "ok" : "MISMATCH");
    failed += !c.ok;
  }
  printf("verify: %s (%zu example(s), %zu output(s) checked on %s)\n", failed ? "FAILED" : "passed",
         bundledExamples(model.program()), checks.size(), model.deviceName().c_str());
  return failed ? 1 : 0;
}
} // namespace

Comparison compareOutput(const TensorInfo &t, const void *data, const NpyArray &ref, double tolerance) {
  ExpectedTensor expected = {ref.dtype, ref.shape, ref.data.data(), ref.data.size()};
  return compareTensors(t, data, expected, tolerance);
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
  std::chrono::steady_clock::time_point openStart = std::chrono::steady_clock::now();
  Result<Program> program =
      options.map ? Program::mapFile(options.program.c_str()) : Program::loadFile(options.program.c_str());
  double openMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - openStart).count();
  if (!program.ok())
    return fail(Error(program.error().code(), options.program + ": " + program.error().message()));
  Program p = program.take();
  const bool profile = options.profile || !options.profileJson.empty();
  if (profile && !p.hasVulkanPartitions())
    return fail(Error(ErrorCode::InvalidArgument, "--profile: the program has no Vulkan dispatches to time"));
  const int iterations = profile && options.iterations == 0 ? 20 : options.iterations;
  if (options.cpuOnly && p.hasVulkanPartitions())
    return fail(Error(ErrorCode::InvalidArgument, "--cpu-only: the program has Vulkan partitions"));
  if (options.verify && (!options.inputs.empty() || !options.checks.empty() || options.iterations || profile))
    return fail(Error(ErrorCode::InvalidArgument, "--verify runs the examples the program carries: no --input, "
                                                  "--check, --iters or --profile"));
  if (options.verify && bundledExamples(p) == 0)
    return fail(Error(ErrorCode::InvalidArgument, "--verify: the program carries no examples (edgec compile --bundle "
                                                  "IN.npy --expect OUT.npy)"));
  if (!options.verify && options.inputs.size() != p.numInputs())
    return fail(Error(ErrorCode::InvalidArgument,
                      formatMessage("the program takes %zu inputs, %zu given", p.numInputs(), options.inputs.size())));
  if (options.outputs.size() > p.numOutputs() || options.checks.size() > p.numOutputs())
    return fail(Error(ErrorCode::InvalidArgument, formatMessage("the program has %zu outputs", p.numOutputs())));
  std::vector<NpyArray> inputs;
  for (size_t i = 0; i < options.inputs.size(); ++i) {
    const TensorInfo &t = p.value(p.inputValue(i));
    Result<NpyArray> a = readNpy(options.inputs[i].c_str(), npyFileLimit(t));
    if (!a.ok())
      return fail(a.error());
    if (t.dtype == DType::bf16 && a.value().dtype == DType::f32 && shapeFits(a.value().shape, t)) {
      Error e = narrowToBf16(options.inputs[i], &a.value());
      if (!e.ok())
        return fail(e);
    }
    const bool complex = p.inputIsComplex(i);
    if (a.value().dtype != t.dtype || !shapeFits(a.value().shape, t) || a.value().complexPairs != complex)
      return fail(
          Error(ErrorCode::InvalidArgument,
                formatMessage("input %zu (%s) is %s%s, the program takes %s%s", i, options.inputs[i].c_str(),
                              ioTypeName(a.value().dtype, a.value().complexPairs), shapeText(a.value().shape).c_str(),
                              ioTypeName(t.dtype, complex), shapeText(t.shape, &t.dynamicShape).c_str())));
    inputs.push_back(a.take());
  }
  std::vector<NpyArray> references;
  for (size_t i = 0; i < options.checks.size(); ++i) {
    Result<NpyArray> a = readNpy(options.checks[i].c_str(), npyFileLimit(p.value(p.outputValue(i))));
    if (!a.ok())
      return fail(a.error());
    references.push_back(a.take());
  }

  ModelOptions modelOptions;
  modelOptions.validation = options.validation;
  modelOptions.deviceIndex = options.deviceIndex;
  modelOptions.profile = profile;
  modelOptions.waitTimeoutMs = options.waitTimeoutMs;
  modelOptions.robustBufferAccess = options.robustBufferAccess;
  std::vector<uint8_t> publicKey;
  if (!options.publicKey.empty()) {
    Result<std::vector<uint8_t> > key = readFile(options.publicKey.c_str(), kPublicKeyBytes);
    if (!key.ok() || key.value().size() != kPublicKeyBytes)
      return fail(Error(ErrorCode::InvalidArgument, formatMessage("--public-key: '%s' is not a %zu-byte public key "
                                                                  "(edgec keygen writes one)",
                                                                  options.publicKey.c_str(), kPublicKeyBytes)));
    publicKey = key.take();
    modelOptions.publicKey = publicKey.data();
  }
  if (options.sharedDevice && p.hasVulkanPartitions()) {
    if (!*options.sharedDevice) {
      Result<std::shared_ptr<Device> > opened = Device::open(modelOptions.deviceOptions());
      if (!opened.ok())
        return fail(opened.error());
      *options.sharedDevice = opened.take();
    }
    modelOptions.device = *options.sharedDevice;
  }
  std::chrono::steady_clock::time_point loadStart = std::chrono::steady_clock::now();
  Result<std::unique_ptr<Model>> loaded = Model::load(std::move(p), modelOptions);
  if (!loaded.ok())
    return fail(loaded.error());
  double loadMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - loadStart).count();
  std::unique_ptr<Model> model = loaded.take();
  printf("device: %s\n", model->deviceName().c_str());
  printf("execution: %s\n", model->submission().c_str());
  if (iterations > 0) { // timing runs: what a cold start costs (opening and checking the program's head, then
                        // instance, device, pipelines, weights)
    printf("planned: weights %llu bytes, host arena %llu bytes, device arena %llu bytes\n",
           (unsigned long long)model->program().constantBytes(), (unsigned long long)model->program().hostArenaBytes(),
           (unsigned long long)model->program().deviceArenaBytes());
    printf("open: %.1f ms\n", openMs);
    printf("load: %.1f ms\n", loadMs);
  }
  if (options.verify)
    return verify(*model, options.tolerance);
  for (size_t i = 0; i < inputs.size(); ++i) {
    Error e = model->setInput(i, inputs[i].data.data(), inputs[i].data.size(), inputs[i].shape.data(),
                              inputs[i].shape.size());
    if (!e.ok())
      return fail(e);
  }
  Error e = model->execute();
  if (!e.ok())
    return fail(e);

  const Program &prog = model->program();
  bool ok = true;
  for (size_t i = 0; i < prog.numOutputs(); ++i) {
    const TensorInfo &t = model->outputInfo(i); // at the shape this execute gave it
    printf("output %zu:", i);
    const bool complex = prog.outputIsComplex(i);
    printValues(t, model->output(i), complex);
    if (i < options.outputs.size()) {
      std::vector<float> widened; // NumPy has no bfloat16: bf16 outputs are written as f32, exactly
      if (t.dtype == DType::bf16)
        for (int64_t k = 0; k < t.numel; ++k)
          widened.push_back(float(elementAsDouble(t.dtype, model->output(i), k)));
      Error w = t.dtype != DType::bf16 ? writeNpy(options.outputs[i].c_str(), t.dtype, t.shape,
                                                          model->output(i), size_t(t.nbytes), complex)
                                               : writeNpy(options.outputs[i].c_str(), DType::f32, t.shape,
                                                          widened.data(), widened.size() * sizeof(float));
      if (!w.ok())
        return fail(w);
    }
    if (i < references.size() && references[i].complexPairs != complex) {
      fprintf(stderr, "edge-run: output %zu is %s, the reference is %s\n", i, complex ? "complex64" : "real",
              complex ? "real" : "complex64");
      ok = false;
    } else if (i < references.size()) { // complex64: real and imaginary parts compared as f32 elements
      ok = compare(i, t, model->output(i), references[i], options.tolerance) && ok;
    }
  }

  if (iterations > 0) {
    std::vector<std::vector<uint8_t>> firstOutputs;
    for (size_t i = 0; i < prog.numOutputs(); ++i) {
      const uint8_t *bytes = static_cast<const uint8_t *>(model->output(i));
      size_t nbytes = size_t(model->outputInfo(i).nbytes);
      firstOutputs.push_back(nbytes ? std::vector<uint8_t>(bytes, bytes + nbytes) : std::vector<uint8_t>());
    }
    std::vector<double> times;
    std::vector<std::vector<DispatchTime> > dispatchTimes(profile ? size_t(iterations) : 0);
    for (int i = 0; i < iterations; ++i) {
      std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now();
      Error run = model->execute();
      if (!run.ok())
        return fail(run);
      times.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
      if (profile) {
        Error read = model->dispatchTimes(&dispatchTimes[size_t(i)]);
        if (!read.ok())
          return fail(read);
      }
    }
    std::sort(times.begin(), times.end());
    printf("latency: median %.4f ms, min %.4f ms over %d iterations%s\n", times[times.size() / 2], times[0],
           iterations, profile ? " (with a timestamp after every dispatch)" : "");
    if (profile) {
      Error e = reportProfile(*model, dispatchTimes, options.profileJson);
      if (!e.ok())
        return fail(e);
    }
    // Executing again with the same inputs must give the same bytes (record once, submit many).
    for (size_t i = 0; i < prog.numOutputs(); ++i)
      if (!firstOutputs[i].empty() && memcmp(firstOutputs[i].data(), model->output(i), firstOutputs[i].size()) != 0) {
        fprintf(stderr, "edge-run: output %zu changed when the program was executed again\n", i);
        ok = false;
      }
  }
  if (options.validation)
    printf("validation messages: %u\n", model->validationMessages());
  return ok ? 0 : 1;
}

} // namespace edge
