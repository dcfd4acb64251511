#include "edge/runtime/Model.h"
#include "TestPrograms.h"

#include <catch2/catch.hpp>

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
