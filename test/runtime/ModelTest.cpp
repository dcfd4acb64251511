#include "edge/runtime/Model.h"
#include "TestPrograms.h"

#include <catch2/catch.hpp>

#include <atomic>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <thread>
#include <type_traits>
#include <utility>

#include <unistd.h>

using namespace edgetest;

TEST_CASE("a CPU program executes and re-executes", "[model]") {
  edge::Result<edge::Program> p = edge::Program::load(build(addProgram()));
  REQUIRE(p.ok());
  edge::Result<std::unique_ptr<edge::Model>> m = edge::Model::load(p.take(), edge::ModelOptions());
  REQUIRE(m.ok());
  std::unique_ptr<edge::Model> model = m.take();
  CHECK(model->deviceName() == "CPU");
  const float a[6] = {1, 2, 3, 4, 5, 6}, b[6] = {1, 1, 1, 2, 2, 2};
  REQUIRE(model->setInput(0, a, sizeof(a)).ok());
  REQUIRE(model->setInput(1, b, sizeof(b)).ok());
  for (int run = 0; run < 2; ++run) {
    REQUIRE(model->execute().ok());
    const float *out = static_cast<const float *>(model->output(0));
    CHECK(out[0] == 3);
    CHECK(out[5] == 10);
  }
  CHECK_FALSE(model->setInput(0, a, 4).ok());
  CHECK_FALSE(model->setInput(2, a, sizeof(a)).ok());
  CHECK(model->output(1) == nullptr);
}

// A Model owns its Impl: a copy would delete it twice, so copying must not compile; moving hands it over.
static_assert(!std::is_copy_constructible<edge::Model>::value, "Model must not be copyable");
static_assert(!std::is_copy_assignable<edge::Model>::value, "Model must not be copy-assignable");
static_assert(std::is_move_constructible<edge::Model>::value, "Model must be movable");
static_assert(std::is_move_assignable<edge::Model>::value, "Model must be move-assignable");

TEST_CASE("a moved Model executes; the moved-from one is only destroyed", "[model]") {
  edge::Result<edge::Program> p = edge::Program::load(build(addProgram()));
  REQUIRE(p.ok());
  edge::Result<std::unique_ptr<edge::Model>> m = edge::Model::load(p.take(), edge::ModelOptions());
  REQUIRE(m.ok());
  std::unique_ptr<edge::Model> first = m.take();
  edge::Model moved(std::move(*first));
  p = edge::Program::load(build(addProgram()));
  REQUIRE(p.ok());
  m = edge::Model::load(p.take(), edge::ModelOptions());
  REQUIRE(m.ok());
  std::unique_ptr<edge::Model> other = m.take();
  *other = std::move(moved); // frees what `other` held, takes the first model's
  const float a[6] = {1, 2, 3, 4, 5, 6}, b[6] = {1, 1, 1, 2, 2, 2};
  REQUIRE(other->setInput(0, a, sizeof(a)).ok());
  REQUIRE(other->setInput(1, b, sizeof(b)).ok());
  REQUIRE(other->execute().ok());
  CHECK(static_cast<const float *>(other->output(0))[5] == 10);
}

TEST_CASE("kernel calls are checked at load", "[model]") {
  ProgramSpec s = addProgram();
  s.calls[0].floats.clear(); // alpha missing
  edge::Result<edge::Program> p = edge::Program::load(build(s));
  REQUIRE(p.ok());
  edge::Result<std::unique_ptr<edge::Model>> m = edge::Model::load(p.take(), edge::ModelOptions());
  REQUIRE_FALSE(m.ok());
  CHECK(m.error().message().find("alpha") != std::string::npos);

  s = addProgram();
  s.calls[0].kernel = "aten.unknown";
  p = edge::Program::load(build(s));
  REQUIRE(p.ok());
  m = edge::Model::load(p.take(), edge::ModelOptions());
  REQUIRE_FALSE(m.ok());
  CHECK(m.error().code() == edge::ErrorCode::Unsupported);
}

namespace {
// An app's own aten.add.Tensor (instrumented: it counts its calls and multiplies instead), and a kernel for an
// op the runtime lacks.
int appKernelChecks = 0, appKernelRuns = 0;
edge::Error appCheck(const edge::KernelArgs &args) {
  ++appKernelChecks;
  return args.numTensors == 3 ? edge::Error::success() : edge::Error(edge::ErrorCode::InvalidProgram, "3 tensors");
}
void appMultiply(const edge::KernelArgs &args) {
  ++appKernelRuns;
  const float *a = static_cast<const float *>(args.tensors[0].data), *b = static_cast<const float *>(args.tensors[1].data);
  float *out = static_cast<float *>(args.tensors[2].data);
  for (int64_t i = 0; i < args.tensors[2].info->numel; ++i)
    out[i] = a[i] * b[i];
}
} // namespace

TEST_CASE("an app's kernel registered under an ATen name replaces the built-in one or adds a missing one", "[model]") {
  edge::KernelRegistry registry;
  edge::Kernel kernel = {"aten.add.Tensor", appCheck, appMultiply, false, nullptr};
  REQUIRE(registry.add(kernel).ok());
  edge::Kernel unnamed = {nullptr, appCheck, appMultiply, false, nullptr};
  CHECK(registry.add(unnamed).code() == edge::ErrorCode::InvalidArgument);
  CHECK(registry.find("aten.add.Tensor")->run == appMultiply);
  CHECK(registry.find("aten.relu.default") == edge::findKernel("aten.relu.default")); // the built-ins behind
  CHECK(registry.find("aten.unknown") == nullptr);

  const float a[6] = {1, 2, 3, 4, 5, 6}, b[6] = {1, 1, 1, 2, 2, 2};
  edge::ModelOptions options;
  options.kernels = &registry;
  appKernelChecks = appKernelRuns = 0;
  edge::Result<edge::Program> p = edge::Program::load(build(addProgram()));
  REQUIRE(p.ok());
  edge::Result<std::unique_ptr<edge::Model>> m = edge::Model::load(p.take(), options);
  REQUIRE(m.ok());
  CHECK(appKernelChecks == 1);
  REQUIRE(m.value()->setInput(0, a, sizeof(a)).ok());
  REQUIRE(m.value()->setInput(1, b, sizeof(b)).ok());
  REQUIRE(m.value()->execute().ok());
  CHECK(appKernelRuns == 1);
  CHECK(static_cast<const float *>(m.value()->output(0))[5] == 12); // 6 * 2, not 6 + 2 * 2

  // An op the runtime has no kernel for runs once the app registers one.
  ProgramSpec missing = addProgram();
  missing.calls[0].kernel = "app.multiply";
  kernel.name = "app.multiply";
  REQUIRE(registry.add(kernel).ok());
  CHECK(registry.size() == 2);
  p = edge::Program::load(build(missing));
  REQUIRE(p.ok());
  m = edge::Model::load(p.take(), options);
  REQUIRE(m.ok());
  REQUIRE(m.value()->setInput(0, a, sizeof(a)).ok());
  REQUIRE(m.value()->setInput(1, b, sizeof(b)).ok());
  REQUIRE(m.value()->execute().ok());
  CHECK(appKernelRuns == 2);
  CHECK(static_cast<const float *>(m.value()->output(0))[0] == 1);
  // Without the registry the built-in kernel runs: 6 + 2 * 2.
  p = edge::Program::load(build(addProgram()));
  m = edge::Model::load(p.take(), edge::ModelOptions());
  REQUIRE(m.ok());
  REQUIRE(m.value()->setInput(0, a, sizeof(a)).ok());
  REQUIRE(m.value()->setInput(1, b, sizeof(b)).ok());
  REQUIRE(m.value()->execute().ok());
  CHECK(static_cast<const float *>(m.value()->output(0))[5] == 10);
  CHECK(appKernelRuns == 2);
}

TEST_CASE("a program over empty tensors loads, takes empty inputs and executes", "[model][empty]") {
  // softmax over the empty dim 0 of f32[0,4]: no arena bytes at all, the kernel must read nothing.
  ProgramSpec s;
  s.values = {{{0, 4}, 0, -1}, {{0, 4}, 0, -1}};
  s.inputs = {0};
  s.outputs = {1};
  s.calls = {{"aten._softmax.default", {0, 1}, {0, 0}, {}}};
  edge::Result<edge::Program> p = edge::Program::load(build(s));
  REQUIRE(p.ok());
  edge::Result<std::unique_ptr<edge::Model>> m = edge::Model::load(p.take(), edge::ModelOptions());
  REQUIRE(m.ok());
  std::unique_ptr<edge::Model> model = m.take();
  REQUIRE(model->setInput(0, nullptr, 0).ok());
  REQUIRE(model->execute().ok());
  CHECK(model->output(0) != nullptr);
  CHECK_FALSE(model->setInput(0, nullptr, 4).ok());
}

TEST_CASE("a program with a dynamic dimension runs at every size within its bounds", "[model][dynamic]") {
  edge::Result<edge::Program> p = edge::Program::load(build(dynamicReluProgram()));
  REQUIRE(p.ok());
  edge::Result<std::unique_ptr<edge::Model>> m = edge::Model::load(p.take(), edge::ModelOptions());
  REQUIRE(m.ok());
  std::unique_ptr<edge::Model> model = m.take();
  const float x[12] = {-1, 2, -3, 4, -5, 6, -7, 8, -9, 10, -11, 12};
  // Sizes change between executes, and back, or stay (the bound first: the sizes given at load): each
  // execute sees its own.
  const int64_t rows[] = {4, 2, 2, 4, 1, 1, 2};
  for (int64_t r : rows) {
    const int64_t shape[2] = {r, 3};
    REQUIRE(model->setInput(0, x, size_t(r * 3 * 4), shape, 2).ok());
    REQUIRE(model->execute().ok());
    const edge::TensorInfo &out = model->outputInfo(0);
    REQUIRE(out.shape == std::vector<int64_t>({r, 3}));
    CHECK(out.numel == r * 3);
    CHECK(out.nbytes == uint64_t(r * 3 * 4));
    const float *y = static_cast<const float *>(model->output(0));
    for (int64_t i = 0; i < r * 3; ++i)
      CHECK(y[i] == (x[i] < 0 ? 0 : x[i]));
  }
  const float big[15] = {0};
  const int64_t above[2] = {5, 3}, wrongStatic[2] = {2, 4}, rank1[1] = {6};
  edge::Error e = model->setInput(0, big, sizeof(big), above, 2);
  REQUIRE_FALSE(e.ok());
  CHECK(e.message().find("above its upper bound 4 (dynamic size s0)") != std::string::npos);
  CHECK_FALSE(model->setInput(0, big, 8 * 4, wrongStatic, 2).ok());
  CHECK_FALSE(model->setInput(0, big, 6 * 4, rank1, 1).ok());
  const int64_t two[2] = {2, 3};
  CHECK_FALSE(model->setInput(0, x, 5 * 4, two, 2).ok()); // bytes that do not hold the shape
}

TEST_CASE("a dynamic size below its symbol's minimum is an error at execute", "[model][dynamic]") {
  edge::Result<edge::Program> p = edge::Program::load(build(dynamicReluProgram(2)));
  REQUIRE(p.ok());
  edge::Result<std::unique_ptr<edge::Model>> m = edge::Model::load(p.take(), edge::ModelOptions());
  REQUIRE(m.ok());
  const float x[3] = {1, 2, 3};
  const int64_t shape[2] = {1, 3};
  REQUIRE(m.value()->setInput(0, x, sizeof(x), shape, 2).ok());
  edge::Error e = m.value()->execute();
  REQUIRE_FALSE(e.ok());
  CHECK(e.message().find("outside [2, 4], the bounds of dynamic size s0") != std::string::npos);
  // A failed execute leaves nothing half-sized: the next one at a good size runs at it.
  const float y[6] = {-1, 2, -3, 4, -5, 6};
  const int64_t good[2] = {2, 3};
  REQUIRE(m.value()->setInput(0, y, sizeof(y), good, 2).ok());
  REQUIRE(m.value()->execute().ok());
  REQUIRE(m.value()->outputInfo(0).shape == std::vector<int64_t>({2, 3}));
  const float *out = static_cast<const float *>(m.value()->output(0));
  for (int i = 0; i < 6; ++i)
    CHECK(out[i] == (y[i] < 0 ? 0 : y[i]));
}

TEST_CASE("the wait for the device is bounded by a positive time", "[model]") {
  edge::Result<edge::Program> p = edge::Program::load(build(addProgram()));
  REQUIRE(p.ok());
  edge::ModelOptions options;
  CHECK(options.waitTimeoutMs == 600000);
  options.waitTimeoutMs = 0;
  edge::Result<std::unique_ptr<edge::Model>> m = edge::Model::load(p.take(), options);
  REQUIRE_FALSE(m.ok());
  CHECK(m.error().message() == "ModelOptions::waitTimeoutMs must be above 0");
}

TEST_CASE("the prologue runs at the first execute and when the sizes change, not at the same sizes", "[model][dynamic]") {
  edge::KernelRegistry registry;
  edge::Kernel square = {"app.square", appCheck, appMultiply, false, nullptr};
  REQUIRE(registry.add(square).ok());
  edge::ModelOptions options;
  options.kernels = &registry;
  edge::Result<edge::Program> p = edge::Program::load(build(prologueProgram()));
  REQUIRE(p.ok());
  edge::Result<std::unique_ptr<edge::Model>> m = edge::Model::load(p.take(), options);
  REQUIRE(m.ok());
  std::unique_ptr<edge::Model> model = m.take();
  appKernelRuns = 0;
  float x[12];
  // (rows, first value of x, prologue runs so far after the execute)
  const int64_t runs[][3] = {{2, 0, 1}, {2, 0, 1}, {2, 100, 1}, {3, 0, 2}, {3, 7, 2}, {2, 0, 3}, {2, 1, 3}};
  for (const int64_t *r : runs) {
    const int64_t rows = r[0], shape[2] = {rows, 3};
    for (int i = 0; i < 12; ++i)
      x[i] = float(r[1] + i);
    REQUIRE(model->setInput(0, x, size_t(rows * 3 * 4), shape, 2).ok());
    REQUIRE(model->execute().ok());
    CHECK(appKernelRuns == r[2]);
    const float *y = static_cast<const float *>(model->output(0));
    for (int64_t i = 0; i < rows * 3; ++i)
      CHECK(y[i] == x[i] + float((i + 1) * (i + 1)));
  }
  // An input shape refused by setInput changes nothing: the sizes are still the last execute's.
  const int64_t tooMany[2] = {5, 3};
  CHECK_FALSE(model->setInput(0, x, sizeof(x), tooMany, 2).ok());
  const int64_t two[2] = {2, 3};
  REQUIRE(model->setInput(0, x, 24, two, 2).ok());
  REQUIRE(model->execute().ok());
  CHECK(appKernelRuns == 3);

  // In the caller's host arena, which other Models may share between executes, the prologue runs every time.
  alignas(16) static uint8_t arena[256];
  options.memory.hostArena = arena;
  options.memory.hostArenaBytes = sizeof(arena);
  p = edge::Program::load(build(prologueProgram()));
  REQUIRE(p.ok());
  m = edge::Model::load(p.take(), options);
  REQUIRE(m.ok());
  appKernelRuns = 0;
  for (int i = 1; i <= 3; ++i) {
    REQUIRE(m.value()->setInput(0, x, 24, two, 2).ok());
    REQUIRE(m.value()->execute().ok());
    CHECK(appKernelRuns == i);
    CHECK(static_cast<const float *>(m.value()->output(0))[5] == x[5] + 36);
  }

  // The prologue holds at most the program's instructions.
  ProgramSpec longer = prologueProgram();
  longer.prologueInstructions = 3;
  edge::Result<edge::Program> bad = edge::Program::load(build(longer));
  REQUIRE_FALSE(bad.ok());
  CHECK(bad.error().message().find("a prologue of 3 instructions of 2") != std::string::npos);
}

TEST_CASE("a CPU kernel's run-time parameters follow the sizes of each execute", "[model][dynamic]") {
  edge::Result<edge::Program> p = edge::Program::load(build(resizeProgram()));
  REQUIRE(p.ok());
  edge::Result<std::unique_ptr<edge::Model>> m = edge::Model::load(p.take(), edge::ModelOptions());
  REQUIRE(m.ok());
  std::unique_ptr<edge::Model> model = m.take();
  const float x[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  // Each row [a, b] widened to 4 columns (scale 0.5): a, a + (b - a) / 4, a + 3 (b - a) / 4, b.
  const int64_t rows[] = {3, 4, 1, 3};
  for (int64_t r : rows) {
    const int64_t shape[4] = {1, 1, r, 2};
    REQUIRE(model->setInput(0, x, size_t(r * 2 * 4), shape, 4).ok());
    edge::Error e = model->execute();
    REQUIRE(e.ok());
    REQUIRE(model->outputInfo(0).shape == std::vector<int64_t>({1, 1, r, 4}));
    const float *y = static_cast<const float *>(model->output(0));
    for (int64_t i = 0; i < r; ++i) {
      float a = x[2 * i], b = x[2 * i + 1];
      CHECK(y[4 * i] == a);
      CHECK(y[4 * i + 1] == a * 0.75f + b * 0.25f);
      CHECK(y[4 * i + 2] == a * 0.25f + b * 0.75f);
      CHECK(y[4 * i + 3] == b);
    }
  }
}

TEST_CASE("a row count found in the data sizes what follows, execute after execute", "[model][dynamic]") {
  edge::Result<edge::Program> p = edge::Program::load(build(nonzeroProgram()));
  REQUIRE(p.ok());
  edge::Result<std::unique_ptr<edge::Model>> m = edge::Model::load(p.take(), edge::ModelOptions());
  REQUIRE(m.ok());
  std::unique_ptr<edge::Model> model = m.take();
  const float nan = std::numeric_limits<float>::quiet_NaN();
  // Counts change between executes, down to none and back to all: each execute sees its own.
  const float inputs[4][6] = {{0, 1, 0, 0, -2, 0}, {0, 0, 0, 0, -0.0f, 0}, {1, 2, 3, 4, 5, nan}, {0, 0, 7, 0, 0, 0}};
  const int64_t expected[4][12] = {{1, 2, 2, 2}, {0}, {1, 1, 1, 2, 1, 3, 2, 1, 2, 2, 2, 3}, {1, 3}};
  const int64_t counts[4] = {2, 0, 6, 1};
  for (int k = 0; k < 4; ++k) {
    REQUIRE(model->setInput(0, inputs[k], sizeof(inputs[k])).ok());
    REQUIRE(model->execute().ok());
    const edge::TensorInfo &out = model->outputInfo(0);
    REQUIRE(out.shape == std::vector<int64_t>({counts[k], 2}));
    CHECK(out.nbytes == uint64_t(counts[k] * 2 * 8));
    const int64_t *y = static_cast<const int64_t *>(model->output(0));
    for (int64_t i = 0; i < counts[k] * 2; ++i)
      CHECK(y[i] == expected[k][i]);
  }
}

TEST_CASE("a row count outside its symbol's bounds is an error at execute", "[model][dynamic]") {
  ProgramSpec spec = nonzeroProgram();
  spec.symbols[0].min = 1;
  edge::Result<edge::Program> p = edge::Program::load(build(spec));
  REQUIRE(p.ok());
  edge::Result<std::unique_ptr<edge::Model>> m = edge::Model::load(p.take(), edge::ModelOptions());
  REQUIRE(m.ok());
  const float zeros[6] = {0};
  REQUIRE(m.value()->setInput(0, zeros, sizeof(zeros)).ok());
  edge::Error e = m.value()->execute();
  REQUIRE_FALSE(e.ok());
  CHECK(e.message().find("aten.nonzero.default found 0 rows, outside [1, 6], the bounds of size u0") !=
        std::string::npos);
  const float ones[6] = {1, 1, 1, 1, 1, 1};
  REQUIRE(m.value()->setInput(0, ones, sizeof(ones)).ok());
  CHECK(m.value()->execute().ok()); // the failed execute left nothing behind
  CHECK(m.value()->outputInfo(0).shape == std::vector<int64_t>({6, 2}));
}

TEST_CASE("values are sized at the symbols' bounds at load: one planned too small is rejected", "[model][dynamic]") {
  ProgramSpec small = nonzeroProgram();
  small.values[2].shape = {3, 2}; // y = n + 1 has u0 rows, up to 6
  edge::Result<edge::Program> p = edge::Program::load(build(small));
  REQUIRE(p.ok());
  edge::Result<std::unique_ptr<edge::Model>> m = edge::Model::load(p.take(), edge::ModelOptions());
  REQUIRE_FALSE(m.ok());
  CHECK(m.error().message().find("value 2 dimension 0 evaluates to 6, outside [0, 3]") != std::string::npos);
}

TEST_CASE("a size symbol's source must be a kernel that finds rows, and such a kernel must size one", "[model]") {
  ProgramSpec wrongKernel = nonzeroProgram();
  wrongKernel.calls[0].kernel = "aten.abs.default";
  edge::Result<edge::Program> p = edge::Program::load(build(wrongKernel));
  REQUIRE(p.ok());
  edge::Result<std::unique_ptr<edge::Model>> m = edge::Model::load(p.take(), edge::ModelOptions());
  REQUIRE_FALSE(m.ok());
  CHECK(m.error().message().find("kernel 'aten.abs.default' finds no size symbol") != std::string::npos);
  ProgramSpec unsized = nonzeroProgram();
  unsized.symbols[0] = SymbolSpec("s0", 0, 6); // an input's dim: but no input has it
  CHECK_FALSE(edge::Program::load(build(unsized)).ok());
  unsized.inputs.push_back(1); // now one has: the nonzero call then sizes no symbol
  p = edge::Program::load(build(unsized));
  REQUIRE(p.ok());
  m = edge::Model::load(p.take(), edge::ModelOptions());
  REQUIRE_FALSE(m.ok());
  CHECK(m.error().message().find("finds a row count no size symbol takes") != std::string::npos);
}

TEST_CASE("dispatch times are an error for a model loaded without profiling", "[model][profile]") {
  edge::Result<edge::Program> p = edge::Program::load(build(addProgram()));
  REQUIRE(p.ok());
  edge::Result<std::unique_ptr<edge::Model>> m = edge::Model::load(p.take(), edge::ModelOptions());
  REQUIRE(m.ok());
  std::vector<edge::DispatchTime> times(1);
  edge::Error e = m.value()->dispatchTimes(&times);
  CHECK_FALSE(e.ok());
  CHECK(e.message().find("without profiling") != std::string::npos);
  CHECK(times.empty());
}

TEST_CASE("Models run on several threads at once; a Model used by two threads refuses the second", "[model][threads]") {
  const float a[6] = {1, 2, 3, 4, 5, 6}, b[6] = {1, 1, 1, 2, 2, 2};
  auto load = [&](const edge::ModelOptions &options) {
    edge::Result<edge::Program> p = edge::Program::load(build(addProgram()));
    REQUIRE(p.ok());
    edge::Result<std::unique_ptr<edge::Model>> m = edge::Model::load(p.take(), options);
    REQUIRE(m.ok());
    REQUIRE(m.value()->setInput(0, a, sizeof(a)).ok());
    REQUIRE(m.value()->setInput(1, b, sizeof(b)).ok());
    return m.take();
  };
  // Distinct Models, one per thread: every execute succeeds with the right result.
  std::vector<std::unique_ptr<edge::Model>> models;
  for (int t = 0; t < 4; ++t)
    models.push_back(load(edge::ModelOptions()));
  std::atomic<int> wrong(0);
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t)
    threads.emplace_back([&, t] {
      for (int i = 0; i < 200; ++i)
        if (!models[size_t(t)]->execute().ok() || static_cast<const float *>(models[size_t(t)]->output(0))[5] != 10)
          ++wrong;
    });
  for (std::thread &t : threads)
    t.join();
  CHECK(wrong == 0);

  // One Model, two threads: each call runs alone or is refused saying why; none races.
  std::unique_ptr<edge::Model> shared = load(edge::ModelOptions());
  std::atomic<int> ran(0), refused(0), other(0);
  threads.clear();
  for (int t = 0; t < 2; ++t)
    threads.emplace_back([&] {
      for (int i = 0; i < 500; ++i) {
        edge::Error e = i % 2 ? shared->execute() : shared->setInput(0, a, sizeof(a));
        if (e.ok())
          ++ran;
        else if (e.message().find("in use by another thread") != std::string::npos)
          ++refused;
        else
          ++other;
      }
    });
  for (std::thread &t : threads)
    t.join();
  CHECK(other == 0);
  CHECK(ran + refused == 1000);
  REQUIRE(shared->execute().ok());
  CHECK(static_cast<const float *>(shared->output(0))[5] == 10);
}

namespace {
// A kernel that calls into its own Model while that Model executes it: the call must be refused, every time.
struct Reentry {
  edge::Model *model;
  std::string message;
};
edge::Error acceptAll(const edge::KernelArgs &) { return edge::Error::success(); }
void callOwnModel(const edge::KernelArgs &args) {
  Reentry &r = *static_cast<Reentry *>(args.context);
  const float a[6] = {0, 0, 0, 0, 0, 0};
  r.message = r.model ? r.model->setInput(0, a, sizeof(a)).message() : "";
  float *out = static_cast<float *>(args.tensors[2].data);
  for (int64_t i = 0; i < args.tensors[2].info->numel; ++i)
    out[i] = 1;
}
} // namespace

TEST_CASE("a call into a Model while it executes is refused", "[model][threads]") {
  Reentry reentry = {nullptr, ""};
  edge::KernelRegistry registry;
  edge::Kernel kernel = {"aten.add.Tensor", acceptAll, callOwnModel, false, &reentry};
  REQUIRE(registry.add(kernel).ok());
  edge::ModelOptions options;
  options.kernels = &registry;
  edge::Result<edge::Program> p = edge::Program::load(build(addProgram()));
  REQUIRE(p.ok());
  edge::Result<std::unique_ptr<edge::Model>> m = edge::Model::load(p.take(), options);
  REQUIRE(m.ok());
  reentry.model = m.value().get();
  REQUIRE(m.value()->execute().ok());
  CHECK(reentry.message == "the Model is in use by another thread: a Model is used by one thread at a time");
  const float a[6] = {1, 2, 3, 4, 5, 6};
  CHECK(m.value()->setInput(0, a, sizeof(a)).ok()); // free again once the execute returned
}

TEST_CASE("Models sharing a Vulkan device execute from two threads at once", "[model][threads][vulkan]") {
  edge::DeviceOptions deviceOptions;
  deviceOptions.validation = true;
  edge::Result<std::shared_ptr<edge::Device>> device = edge::Device::open(deviceOptions);
  REQUIRE(device.ok());
  edge::ModelOptions options;
  options.device = device.value();
  std::vector<std::unique_ptr<edge::Model>> models;
  const float x[6] = {1, 2, 3, 4, 5, 6};
  for (int t = 0; t < 2; ++t) {
    edge::Result<edge::Program> p = edge::Program::load(build(vulkanProgram()));
    REQUIRE(p.ok());
    edge::Result<std::unique_ptr<edge::Model>> m = edge::Model::load(p.take(), options);
    REQUIRE(m.ok());
    REQUIRE(m.value()->setInput(0, x, sizeof(x)).ok());
    models.push_back(m.take());
  }
  std::atomic<int> failed(0);
  std::vector<std::thread> threads;
  for (int t = 0; t < 2; ++t)
    threads.emplace_back([&, t] {
      for (int i = 0; i < 50; ++i)
        if (!models[size_t(t)]->execute().ok())
          ++failed;
    });
  for (std::thread &t : threads)
    t.join();
  CHECK(failed == 0);
  CHECK(device.value()->validationMessages() == 0);
}

TEST_CASE("a CPU program runs in the caller's host arena", "[model][memory]") {
  edge::Result<edge::Program> p = edge::Program::load(build(addProgram()));
  REQUIRE(p.ok());
  const uint64_t planned = p.value().hostArenaBytes();
  CHECK(planned == 768);
  std::vector<double> memory(size_t(planned / 8 + 4)); // 16-byte aligned by operator new on these platforms
  REQUIRE(reinterpret_cast<uintptr_t>(memory.data()) % 16 == 0);
  edge::ModelOptions options;
  options.memory.hostArena = memory.data();
  options.memory.hostArenaBytes = planned;
  edge::Result<std::unique_ptr<edge::Model>> m = edge::Model::load(p.take(), options);
  REQUIRE(m.ok());
  const float a[6] = {1, 2, 3, 4, 5, 6}, b[6] = {1, 1, 1, 2, 2, 2};
  REQUIRE(m.value()->setInput(0, a, sizeof(a)).ok());
  REQUIRE(m.value()->setInput(1, b, sizeof(b)).ok());
  REQUIRE(m.value()->execute().ok());
  const float *out = static_cast<const float *>(m.value()->output(0));
  CHECK(out[5] == 10);
  // The output lives in the caller's memory.
  CHECK(reinterpret_cast<const uint8_t *>(out) >= reinterpret_cast<const uint8_t *>(memory.data()));
  CHECK(reinterpret_cast<const uint8_t *>(out) < reinterpret_cast<const uint8_t *>(memory.data()) + planned);

  options.memory.hostArenaBytes = planned - 1;
  p = edge::Program::load(build(addProgram()));
  m = edge::Model::load(p.take(), options);
  REQUIRE_FALSE(m.ok());
  CHECK(m.error().message().find("must hold 768 bytes") != std::string::npos);
  options.memory.hostArenaBytes = planned + 16;
  options.memory.hostArena = reinterpret_cast<uint8_t *>(memory.data()) + 4;
  p = edge::Program::load(build(addProgram()));
  CHECK_FALSE(edge::Model::load(p.take(), options).ok());
}

TEST_CASE("a CPU program's inputs and outputs bound to the caller's memory, with no copy", "[model][memory]") {
  edge::Result<edge::Program> p = edge::Program::load(build(addProgram()));
  REQUIRE(p.ok());
  edge::Result<std::unique_ptr<edge::Model>> m = edge::Model::load(p.take(), edge::ModelOptions());
  REQUIRE(m.ok());
  edge::Model &model = *m.value();
  alignas(16) float a[6] = {1, 2, 3, 4, 5, 6}, b[6] = {1, 1, 1, 2, 2, 2}, out[6] = {};
  REQUIRE(model.bindInput(0, a, sizeof(a)).ok());
  REQUIRE(model.bindInput(1, b, sizeof(b)).ok());
  REQUIRE(model.bindOutput(0, out, sizeof(out)).ok());
  CHECK(model.inputData(0) == static_cast<void *>(a));
  REQUIRE(model.execute().ok());
  CHECK(model.output(0) == static_cast<const void *>(out));
  CHECK(out[0] == 3);
  CHECK(out[5] == 10);
  // The kernels read the caller's memory at each execute: a change there, and no setInput, changes the result.
  a[5] = 100;
  REQUIRE(model.execute().ok());
  CHECK(out[5] == 104);
  // Unbound: back to the arena, which setInput fills.
  REQUIRE(model.bindOutput(0, nullptr, 0).ok());
  REQUIRE(model.bindInput(0, nullptr, 0).ok());
  CHECK(model.inputData(0) != static_cast<void *>(a));
  REQUIRE(model.setInput(0, a, sizeof(a)).ok());
  out[5] = -1;
  REQUIRE(model.execute().ok());
  CHECK(out[5] == -1);
  CHECK(static_cast<const float *>(model.output(0))[5] == 104);
  // Too small or misaligned memory is refused.
  CHECK_FALSE(model.bindInput(0, a, sizeof(a) - 4).ok());
  CHECK_FALSE(model.bindInput(0, reinterpret_cast<uint8_t *>(a) + 4, sizeof(a)).ok());
  CHECK_FALSE(model.bindOutput(1, out, sizeof(out)).ok());
}

namespace {
/// Counts what it allocates, and can be told to fail.
struct CountingAllocator : edge::Allocator {
  size_t live = 0, calls = 0, bytes = 0;
  bool fail = false;
  void *allocate(size_t size, size_t alignment) {
    if (fail)
      return nullptr;
    void *p = nullptr;
    if (posix_memalign(&p, alignment < sizeof(void *) ? sizeof(void *) : alignment, size))
      return nullptr;
    ++live, ++calls, bytes += size;
    return p;
  }
  void deallocate(void *data, size_t size) {
    --live;
    bytes -= size;
    free(data);
  }
};
} // namespace

TEST_CASE("a Model's own host buffers come from the app's allocator", "[model][memory]") {
  // out = a + 2 * c, c a constant the CPU kernel reads: from a file, the Model copies it into host memory.
  ProgramSpec s = addProgram();
  s.values[1].hostOffset = -1;
  s.constantOffsets[1] = 0;
  s.inputs = {0};
  const float c[6] = {1, 1, 1, 2, 2, 2};
  s.constants.assign(reinterpret_cast<const uint8_t *>(c), reinterpret_cast<const uint8_t *>(c) + sizeof(c));
  const std::vector<uint8_t> bytes = build(s);
  char path[] = "/tmp/edge-allocator-XXXXXX";
  int fd = mkstemp(path);
  REQUIRE(fd >= 0);
  REQUIRE(write(fd, bytes.data(), bytes.size()) == ssize_t(bytes.size()));
  close(fd);
  CountingAllocator allocator;
  edge::ModelOptions options;
  options.memory.allocator = &allocator;
  {
    edge::Result<edge::Program> p = edge::Program::loadFile(path);
    REQUIRE(p.ok());
    edge::Result<std::unique_ptr<edge::Model>> m = edge::Model::load(p.take(), options);
    REQUIRE(m.ok());
    CHECK(allocator.calls == 2); // the constants the kernel reads, the host arena
    CHECK(allocator.live == 2);
    const float a[6] = {1, 2, 3, 4, 5, 6};
    REQUIRE(m.value()->setInput(0, a, sizeof(a)).ok());
    REQUIRE(m.value()->execute().ok());
    const float *out = static_cast<const float *>(m.value()->output(0));
    CHECK(out[0] == 3);
    CHECK(out[5] == 10);
    CHECK(allocator.calls == 2); // nothing during an execute
  }
  CHECK(allocator.live == 0);
  CHECK(allocator.bytes == 0);
  allocator.fail = true;
  edge::Result<edge::Program> p = edge::Program::loadFile(path);
  REQUIRE(p.ok());
  edge::Result<std::unique_ptr<edge::Model>> m = edge::Model::load(p.take(), options);
  REQUIRE_FALSE(m.ok());
  CHECK(m.error().message().find("out of memory") != std::string::npos);
  unlink(path);
}

TEST_CASE("a bound input or output moves with the views that alias it", "[model][memory]") {
  // y = relu(x viewed as [6]): the relu reads an alias of input 0; z = relu(x) viewed as [2, 3] is output 0,
  // an alias of what the relu writes.
  ProgramSpec s;
  s.values = {{{2, 3}, 0, -1},
              {{6}, 0, -1, fb::DType::f32, {}, 1},
              {{6}, 256, -1},
              {{2, 3}, 256, -1, fb::DType::f32, {}, 3}};
  s.inputs = {0};
  s.outputs = {3};
  s.calls = {{"aten.relu.default", {1, 2}}};
  s.hostSize = 512;
  edge::Result<edge::Program> p = edge::Program::load(build(s));
  REQUIRE(p.ok());
  CHECK(p.value().value(3).aliasOf == 2);
  edge::Result<std::unique_ptr<edge::Model>> m = edge::Model::load(p.take(), edge::ModelOptions());
  REQUIRE(m.ok());
  alignas(16) float x[6] = {-1, 2, -3, 4, -5, 6}, y[6] = {};
  REQUIRE(m.value()->bindInput(0, x, sizeof(x)).ok());
  REQUIRE(m.value()->bindOutput(0, y, sizeof(y)).ok());
  REQUIRE(m.value()->execute().ok());
  CHECK(y[0] == 0);
  CHECK(y[1] == 2);
  CHECK(y[5] == 6);

  // An alias of no earlier value, or one reaching outside its value's bytes, is refused at load.
  s.values[3].aliasedPlusOne = 4;
  CHECK_FALSE(edge::Program::load(build(s)).ok());
  s.values[3].aliasedPlusOne = 3;
  s.values[3].hostOffset = 260;
  edge::Result<edge::Program> outside = edge::Program::load(build(s));
  REQUIRE_FALSE(outside.ok());
  CHECK(outside.error().message().find("lies outside the copies of value 2") != std::string::npos);
}

TEST_CASE("a Vulkan program's input and output bound to the caller's memory, imported", "[model][memory][vulkan]") {
  edge::DeviceOptions deviceOptions;
  deviceOptions.validation = true;
  edge::Result<std::shared_ptr<edge::Device>> device = edge::Device::open(deviceOptions);
  REQUIRE(device.ok());
  edge::Result<edge::Program> p = edge::Program::load(build(vulkanEchoProgram()));
  REQUIRE(p.ok());
  edge::ModelOptions options;
  options.device = device.value();
  edge::Result<std::unique_ptr<edge::Model>> m = edge::Model::load(p.take(), options);
  REQUIRE(m.ok());
  edge::Model &model = *m.value();
  const size_t bytes = 1 << 16;
  void *in = nullptr, *out = nullptr;
  REQUIRE(posix_memalign(&in, 1 << 16, bytes) == 0); // aligned for any device's import
  REQUIRE(posix_memalign(&out, 1 << 16, bytes) == 0);
  memset(out, 0, bytes);
  // Vulkan tests run on lavapipe, which imports host memory (VK_EXT_external_memory_host).
  edge::Error e = model.bindInput(0, in, bytes);
  INFO(e.message());
  REQUIRE(e.ok());
  REQUIRE(model.bindOutput(0, out, bytes).ok());
  CHECK(model.inputData(0) == in);
  float *x = static_cast<float *>(in);
  for (int round = 0; round < 2; ++round) { // written in place between executes
    for (int i = 0; i < 6; ++i)
      x[i] = float(10 * round + i);
    REQUIRE(model.execute().ok());
    CHECK(model.output(0) == out); // the device's copy went straight to the caller's memory
    CHECK(memcmp(out, in, 6 * sizeof(float)) == 0);
  }
  // Back to the Model's arena: setInput copies there, and the output is read from the arena again.
  REQUIRE(model.bindInput(0, nullptr, 0).ok());
  REQUIRE(model.bindOutput(0, nullptr, 0).ok());
  const float y[6] = {6, 5, 4, 3, 2, 1};
  REQUIRE(model.setInput(0, y, sizeof(y)).ok());
  REQUIRE(model.execute().ok());
  CHECK(model.output(0) != out);
  CHECK(memcmp(model.output(0), y, sizeof(y)) == 0);
  CHECK(static_cast<float *>(out)[0] == 10); // the last bound execute's, untouched since
  // Memory the device cannot import (not aligned as it needs) is refused, and the input stays where it was.
  e = model.bindInput(0, static_cast<uint8_t *>(in) + 16, bytes - 16);
  REQUIRE_FALSE(e.ok());
  CHECK(e.message().find("input 0: the app's memory must be aligned") != std::string::npos);
  REQUIRE(model.execute().ok());
  CHECK(memcmp(model.output(0), y, sizeof(y)) == 0);
  CHECK(device.value()->validationMessages() == 0);
  m.value().reset();
  std::free(in);
  std::free(out);
}

TEST_CASE("a Vulkan program's host arena in the caller's memory", "[model][memory][vulkan]") {
  edge::DeviceOptions deviceOptions;
  deviceOptions.validation = true;
  edge::Result<std::shared_ptr<edge::Device>> device = edge::Device::open(deviceOptions);
  REQUIRE(device.ok());
  edge::Result<edge::Program> p = edge::Program::load(build(vulkanProgram()));
  REQUIRE(p.ok());
  const size_t bytes = 1 << 16;
  void *memory = nullptr;
  REQUIRE(posix_memalign(&memory, 1 << 16, bytes) == 0); // aligned for any device's import
  memset(memory, 0x55, bytes);
  edge::ModelOptions options;
  options.device = device.value();
  options.memory.hostArena = memory;
  options.memory.hostArenaBytes = bytes;
  // Vulkan tests run on lavapipe, which imports host memory (VK_EXT_external_memory_host).
  edge::Result<std::unique_ptr<edge::Model>> m = edge::Model::load(p.take(), options);
  INFO((m.ok() ? std::string() : m.error().message()));
  REQUIRE(m.ok());
  const float x[6] = {1, 2, 3, 4, 5, 6};
  REQUIRE(m.value()->setInput(0, x, sizeof(x)).ok());
  CHECK(memcmp(memory, x, sizeof(x)) == 0); // input 0 at host offset 0: written straight into the app's memory
  REQUIRE(m.value()->execute().ok());
  const uint8_t *out = static_cast<const uint8_t *>(m.value()->output(0));
  CHECK(out == static_cast<const uint8_t *>(memory) + 256); // output 0 at host offset 256, downloaded there
  CHECK(device.value()->validationMessages() == 0);
  m.value().reset();

  // Refused where the memory is not aligned as the device imports it.
  options.memory.hostArena = static_cast<uint8_t *>(memory) + 16;
  options.memory.hostArenaBytes = bytes - 16;
  p = edge::Program::load(build(vulkanProgram()));
  m = edge::Model::load(p.take(), options);
  REQUIRE_FALSE(m.ok());
  CHECK(m.error().message().find("app's memory") != std::string::npos);
  std::free(memory);
}
