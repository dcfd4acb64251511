// pte-craft KIND IN.pte OUT.pte: a program crafted as an attacker would (test/e2e/crafted-programs.test): one
// change of the kind named, then sealed again with a valid checksum, so that only the runtime's own checks
// stand between it and the Vulkan driver. The kinds are those that crashed, corrupted or hung lavapipe before
// the runtime checked them (issue 22).
#include "edge/runtime/Checksum.h"
#include "edge/runtime/Program.h"

#include <cstdio>
#include <cstring>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>
#include "edge/schema/program_generated.h"

namespace {

const uint32_t kOpNop = 0, kOpExecutionMode = 16, kOpFunction = 54, kOpLoad = 61, kOpDecorate = 71,
               kOpMemberDecorate = 72, kOpIAdd = 128, kOpFunctionCall = 57;

int fail(const std::string &message) {
  std::fprintf(stderr, "pte-craft: %s\n", message.c_str());
  return 1;
}

uint32_t *mutableWords(const flatbuffers::Vector<uint32_t> *v) { return const_cast<uint32_t *>(v->data()); }

/// The word offset of the first instruction of `spirv` with `opcode` for which `match` holds, or 0.
template <typename Match> size_t find(const uint32_t *w, size_t count, uint32_t opcode, Match match) {
  for (size_t at = 5; at < count && (w[at] >> 16); at += w[at] >> 16)
    if ((w[at] & 0xffffu) == opcode && match(at))
      return at;
  return 0;
}

/// The first pipeline whose shader is of `family` and has at least `specs` specialization constants, or null.
const edge::schema::Pipeline *pipelineOf(const edge::schema::Program &fb, const char *family, size_t specs) {
  for (const edge::schema::Pipeline *p : *fb.pipelines()) {
    const edge::schema::Shader *s = fb.shaders()->Get(p->shader());
    if (s->family()->str() == family && p->spec_constants()->size() >= specs)
      return p;
  }
  return nullptr;
}

} // namespace

int main(int argc, char **argv) {
  if (argc != 4)
    return fail("usage: pte-craft KIND IN.pte OUT.pte");
  std::string kind = argv[1];
  std::ifstream in(argv[2], std::ios::binary);
  std::vector<uint8_t> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (!edge::Program::load(bytes).ok())
    return fail("the input is not a valid program");
  // The flatbuffer is edited in place at the start of the file; resealProgram then fixes its checksum.
  const edge::schema::Program &fb = *edge::schema::GetProgram(bytes.data());
  if (kind == "previous-version") {
    // For A/B timing of a runtime across a format change whose older reader ignores what the new one added
    // (bench/runtime_ab.sh): the same program, marked with the previous version.
    const flatbuffers::voffset_t kVersion = edge::schema::Program::VT_VERSION;
    if (!reinterpret_cast<flatbuffers::Table *>(const_cast<edge::schema::Program *>(&fb))
             ->SetField<uint32_t>(kVersion, fb.version() - 1, 0))
      return fail("the program's version field cannot be changed in place");
  } else if (fb.shaders()->size() == 0 && kind != "bundle")
    return fail("the input has no shaders");
  // Shader 0's SPIR-V, which most kinds change.
  uint32_t *w = fb.shaders()->size() ? mutableWords(fb.shaders()->Get(0)->spirv()) : nullptr;
  size_t count = fb.shaders()->size() ? fb.shaders()->Get(0)->spirv()->size() : 0;

  if (kind == "previous-version") {
    // changed above
  } else if (kind == "spirv-bound") { // the id bound drivers size their tables by
    w[3] = 0xffffffffu;
  } else if (kind == "descriptor-set" || kind == "binding") {
    uint32_t decoration = kind == "binding" ? 33 : 34;
    size_t at = find(w, count, kOpDecorate, [&](size_t i) { return w[i + 2] == decoration; });
    if (!at)
      return fail("no such decoration");
    w[at + 3] = kind == "binding" ? 15 : 1;
  } else if (kind == "recursion") { // a load in a function becomes a call of that function
    size_t function = find(w, count, kOpFunction, [](size_t) { return true; });
    size_t at = function ? find(w, count, kOpLoad, [&](size_t i) { return i > function && (w[i] >> 16) == 4; }) : 0;
    if (!at)
      return fail("no load to replace");
    w[at] = (4u << 16) | kOpFunctionCall;
    w[at + 3] = w[function + 2];
  } else if (kind == "local-size") { // a literal 1024x1024x64 workgroup instead of the specialized one
    size_t mode = find(w, count, kOpExecutionMode, [&](size_t i) { return w[i + 2] == 17; });
    size_t builtIn = find(w, count, kOpDecorate, [&](size_t i) { return w[i + 2] == 11 && w[i + 3] == 25; });
    if (!mode)
      return fail("no LocalSize");
    w[mode + 3] = 1024, w[mode + 4] = 1024, w[mode + 5] = 64;
    for (size_t i = 0; builtIn && i < 4; ++i)
      w[builtIn + i] = (1u << 16) | kOpNop;
  } else if (kind == "push-constant-offset") { // a member of the push-constant block beyond what is pushed
    size_t at = find(w, count, kOpMemberDecorate, [&](size_t i) { return w[i + 3] == 35; });
    if (!at)
      return fail("no member offset");
    w[at + 4] = 4096;
  } else if (kind == "operand") { // one operand of an arithmetic instruction names another id
    size_t at = find(w, count, kOpIAdd, [](size_t) { return true; });
    if (!at)
      return fail("no integer addition");
    w[at + 3] = w[3] - 1;
  } else if (kind == "matmul-tile" || kind == "gemm-workgroup") {
    // A workgroup other than the tile's: 16x64 invocations over 16x16 tiles, or a GEMM core's doubled.
    const edge::schema::Pipeline *p =
        kind == "matmul-tile" ? pipelineOf(fb, "matmul", 4) : pipelineOf(fb, "conv2d", 3);
    if (!p)
      return fail("no such pipeline");
    uint32_t *spec = mutableWords(p->spec_constants());
    if (kind == "matmul-tile")
      spec[0] = 16, spec[1] = 64, spec[3] = 16;
    else
      spec[0] *= 2;
  } else if (kind == "spec-workgroup") { // a workgroup above every device's limits
    uint32_t *spec = mutableWords(fb.pipelines()->Get(0)->spec_constants());
    spec[0] = 1024, spec[1] = 1024, spec[2] = 64;
  } else if (kind == "workgroups") { // 65535 x 65535 workgroups: hours of work for lavapipe
    const edge::schema::Dispatch *d = fb.vulkan_partitions()->Get(0)->dispatches()->Get(0);
    uint32_t *groups = mutableWords(d->workgroups());
    groups[0] = 65535, groups[1] = 65535, groups[2] = 1;
  } else if (kind == "bundle") { // the first expected output of the first bundled example, changed
    if (!fb.bundled_examples() || fb.bundled_examples()->size() == 0)
      return fail("the input carries no examples");
    const flatbuffers::Vector<uint8_t> *data = fb.bundled_examples()->Get(0)->outputs()->Get(0)->data();
    uint8_t *bytes = const_cast<uint8_t *>(data->data());
    for (size_t i = 0; i < 4 && i < data->size(); ++i)
      bytes[i] = 0x7f; // an f32 of 3.4e38, or a large integer
  } else {
    return fail("unknown kind '" + kind + "'");
  }

  edge::resealProgram(bytes);
  std::ofstream out(argv[3], std::ios::binary);
  out.write(reinterpret_cast<const char *>(bytes.data()), std::streamsize(bytes.size()));
  return out ? 0 : fail(std::string("cannot write ") + argv[3]);
}
