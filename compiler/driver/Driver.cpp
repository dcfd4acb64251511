//===- Driver.cpp - what the edgec commands do ----------------------------===//
#include "driver/Driver.h"

#include "codegen/Serialize.h"
#include "codegen/TargetDevice.h"
#include "driver/Pipelines.h"
#include "driver/Registration.h"
#include "passes/Passes.h"

#include "edge/runtime/DeviceFeatures.h"
#include "edge/runtime/Program.h"
#include "edge/runtime/Signature.h"
#include "edge/runtime/SizeExpr.h"
#include "Npy.h"
#include "mlir/IR/AsmState.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Support/Timing.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <map>
#include <set>
#include "edge/schema/program_generated.h"

using namespace mlir;

void edgec::registerCompileCLOptions() {
  registerAsmPrinterCLOptions();
  registerMLIRContextCLOptions();
  registerPassManagerCLOptions();
  registerDefaultTimingManagerCLOptions();
}

namespace {
/// A copy of the input followed by its NUL terminator and `kPadding`, all owned by the buffer.
class PaddedBuffer : public llvm::MemoryBuffer {
public:
  // Each ':' is one token the parser rejects wherever it over-reads; each '\n' ends the line a diagnostic
  // there prints. 32 tokens are far more than the one the parser reads past the end.
  static constexpr llvm::StringLiteral kPadding =
      ":\n:\n:\n:\n:\n:\n:\n:\n:\n:\n:\n:\n:\n:\n:\n:\n:\n:\n:\n:\n:\n:\n:\n:\n:\n:\n:\n:\n:\n:\n:\n:\n";

  PaddedBuffer(StringRef contents, StringRef name) : name(name.str()) {
    storage.reserve(contents.size() + 1 + kPadding.size() + 1);
    storage.append(contents.data(), contents.size());
    storage.push_back('\0');
    storage.append(kPadding.data(), kPadding.size());
    init(storage.data(), storage.data() + contents.size(), /*RequiresNullTerminator=*/true);
  }
  StringRef getBufferIdentifier() const override { return name; }
  BufferKind getBufferKind() const override { return MemoryBuffer_Malloc; }

private:
  std::string storage, name;
};
} // namespace

std::unique_ptr<llvm::MemoryBuffer> edgec::copyForParsing(StringRef contents, StringRef name) {
  return std::make_unique<PaddedBuffer>(contents, name);
}

std::optional<edgec::BadResourceBlob> edgec::findBadResourceBlob(StringRef text) {
  // Only the file metadata at the end can hold resources; a "{-#" earlier (in a string) is skipped by
  // scanning from the last one.
  size_t begin = text.rfind("{-#");
  if (begin == StringRef::npos)
    return std::nullopt;
  size_t section = text.find("dialect_resources", begin);
  if (section == StringRef::npos)
    return std::nullopt;
  size_t end = text.find("#-}", section);
  StringRef resources = text.slice(section, end == StringRef::npos ? text.size() : end);
  // Every `key: "0x..."` entry: the blob's first 4 bytes are its alignment, little-endian.
  for (size_t at = resources.find("\"0x"); at != StringRef::npos; at = resources.find("\"0x", at + 1)) {
    StringRef before = resources.take_front(at).rtrim();
    if (!before.ends_with(":"))
      continue;
    StringRef hex = resources.drop_front(at + 3);
    if (hex.size() < 8 || !llvm::all_of(hex.take_front(8), llvm::isHexDigit))
      continue; // too short or not hex: MLIR's parser reports it
    uint32_t align = 0;
    for (int byte = 3; byte >= 0; --byte)
      align = align << 8 | (llvm::hexDigitValue(hex[2 * byte]) << 4 | llvm::hexDigitValue(hex[2 * byte + 1]));
    if (align == 0)
      return BadResourceBlob{section + at, "resource blob has alignment 0 (its first 4 bytes); expected a power "
                                           "of two"};
  }
  return std::nullopt;
}

bool edgec::hasBadResourceBlob(const llvm::MemoryBuffer &buffer) {
  std::optional<BadResourceBlob> bad = findBadResourceBlob(buffer.getBuffer());
  if (!bad)
    return false;
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBuffer(buffer.getBuffer(), buffer.getBufferIdentifier(), false), llvm::SMLoc());
  sourceMgr.PrintMessage(llvm::errs(), llvm::SMLoc::getFromPointer(buffer.getBufferStart() + bad->offset),
                         llvm::SourceMgr::DK_Error, bad->message);
  return true;
}

std::unique_ptr<llvm::MemoryBuffer> edgec::openInputForParsing(StringRef path, std::string *message) {
  std::unique_ptr<llvm::MemoryBuffer> file = openInputFile(path, message);
  if (!file)
    return nullptr;
  return copyForParsing(file->getBuffer(), file->getBufferIdentifier());
}

/// The ops of a lowered module that the partitioner keeps off Vulkan (for `request`'s Vulkan target and
/// features), with why, one line per op kind, if any; false if the module does not lower or partition.
static bool listCpuFallbacks(ModuleOp module, const edgec::CompileRequest &request) {
  PassManager pm(module.getContext());
  edgec::buildLowerPipeline(pm, request.target);
  pm.addNestedPass<func::FuncOp>(edgec::createEdgePartition(
      edgec::EdgePartitionOptions{request.target, request.vulkanFeatures, request.vulkanMaxStorageBufferRange}));
  if (failed(pm.run(module)))
    return false;
  if (request.target == edgec::edge::kTargetCpu)
    return true;
  FailureOr<uint32_t> features = edgec::parseVulkanFeatures(request.vulkanFeatures);
  struct Fallback {
    std::string reason;
    unsigned count;
  };
  llvm::MapVector<StringRef, Fallback> fallbacks;
  module.walk([&](edgec::edge::AtenOpInterface op) {
    auto target = op->getAttrOfType<StringAttr>(edgec::edge::attr::kTarget);
    if (!target || target.getValue() != edgec::edge::kTargetCpu)
      return;
    std::optional<std::string> why = edgec::unsupportedReason(
        op, edgec::edge::kTargetVulkan, succeeded(features) ? *features : 0u, request.vulkanMaxStorageBufferRange);
    Fallback &f = fallbacks[op.getAtenName()];
    if (!f.count)
      f.reason = why.value_or("");
    ++f.count;
  });
  if (fallbacks.empty())
    return true;
  llvm::outs() << request.input << ": every op can be lowered; " << fallbacks.size()
               << " op kind(s) run on the CPU:\n";
  for (auto &[name, f] : fallbacks)
    llvm::outs() << llvm::format("%7u  ", f.count) << llvm::left_justify(name, 50) << "  " << f.reason << "\n";
  return true;
}

/// `edgec compile --list-unsupported`: the ops torch-to-edge cannot lower after torch-simplify and
/// torch-bound-shapes (which takes a dynamic program's size arithmetic: a size used where edgec cannot take
/// it is its error, at its location), one line each, and exit 1; if every op lowers, exit 0, naming only the
/// ops that a Vulkan target runs on the CPU rather than on Vulkan, and why (nothing where there are none).
static int listUnsupported(ModuleOp module, PassManager &pm, const edgec::CompileRequest &request) {
  StringRef input = request.input;
  pm.addPass(edgec::createTorchSimplify());
  pm.addPass(edgec::createTorchBoundShapes());
  if (failed(pm.run(module)))
    return 1;
  std::vector<edgec::UnsupportedOp> ops = edgec::findUnsupportedOps(module);
  unsigned uses = 0;
  for (const edgec::UnsupportedOp &op : ops)
    uses += op.count;
  if (ops.empty())
    return listCpuFallbacks(module, request) ? 0 : 1;
  llvm::outs() << input << ": " << ops.size() << " op" << (ops.size() == 1 ? "" : "s") << " (" << uses << " use"
               << (uses == 1 ? "" : "s") << ") cannot be compiled yet:\n";
  for (const edgec::UnsupportedOp &op : ops) {
    llvm::outs() << llvm::format("%7u  ", op.count);
    llvm::outs() << llvm::left_justify(op.name, 50) << "  " << op.reason;
    if (auto loc = dyn_cast<FileLineColLoc>(op.firstLoc))
      llvm::outs() << " (first at " << loc.getLine() << ":" << loc.getColumn() << ")";
    llvm::outs() << "\n";
  }
  return 1;
}

int edgec::compile(const CompileRequest &request) {
  if (request.emit != "pte" && request.emit != "edge" && request.emit != "planned") {
    llvm::errs() << "edgec: error: --emit must be pte, edge or planned\n";
    return 2;
  }
  if (failed(parseVulkanFeatures(request.vulkanFeatures))) {
    llvm::errs() << "edgec: error: " << unknownVulkanFeaturesMessage(request.vulkanFeatures) << "\n";
    return 2;
  }
  std::string deviceError;
  if (!edgec::parseVulkanDevice(request.vulkanDevice, deviceError)) {
    llvm::errs() << "edgec: error: --vulkan-device: " << deviceError << "\n";
    return 2;
  }
  if (request.vulkanMaxStorageBufferRange <= 0) {
    llvm::errs() << "edgec: error: --vulkan-max-storage-buffer-range must be a positive number of bytes\n";
    return 2;
  }
  DialectRegistry registry;
  registerAllDialects(registry);
  MLIRContext context(registry);

  std::string message;
  std::unique_ptr<llvm::MemoryBuffer> file = openInputForParsing(request.input, &message);
  if (!file) {
    llvm::errs() << "edgec: error: " << message << "\n";
    return 1;
  }
  if (hasBadResourceBlob(*file))
    return 1;
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, &context);
  if (!module)
    return 1;

  PassManager pm(&context);
  if (failed(applyPassManagerCLOptions(pm)))
    return 1;
  applyDefaultTimingPassManagerCLOptions(pm);
  if (request.listUnsupported)
    return listUnsupported(*module, pm, request);
  if (request.emit == "edge") {
    buildLowerPipeline(pm, request.target);
  } else {
    buildCompilePipeline(pm,
                         CompileOptions{request.target, request.vulkanFeatures, request.vulkanMaxStorageBufferRange,
                                        request.shaderCache, request.vulkanDevice});
  }
  if (failed(pm.run(*module)))
    return 1;
  if (request.emit != "pte") {
    std::string text;
    llvm::raw_string_ostream os(text);
    module->print(os);
    return failed(writeOutputFile(request.output.empty() ? "-" : request.output, text)) ? 1 : 0;
  }
  if (request.output.empty()) {
    llvm::errs() << "edgec: error: no output file (-o)\n";
    return 2;
  }
  std::vector<BundledExampleData> examples;
  if (!request.bundleInputs.empty() || !request.expectOutputs.empty()) {
    // Each example is the next program-inputs many --bundle files and program-outputs many --expect files: a
    // dynamic program carries examples at several sizes, which edge-run --verify runs in turn on one model.
    auto funcs = module->getOps<func::FuncOp>();
    const size_t numInputs = funcs.empty() ? 0 : (*funcs.begin()).getNumArguments();
    const size_t numOutputs = funcs.empty() ? 0 : (*funcs.begin()).getNumResults();
    const size_t count = numInputs ? request.bundleInputs.size() / numInputs : 0;
    if (!numInputs || !numOutputs || request.bundleInputs.size() != count * numInputs ||
        request.expectOutputs.size() != count * numOutputs) {
      llvm::errs() << "edgec: error: --bundle and --expect: " << request.bundleInputs.size() << " inputs and "
                   << request.expectOutputs.size() << " outputs do not make whole examples of " << numInputs
                   << " inputs and " << numOutputs << " outputs\n";
      return 1;
    }
    examples.resize(count);
    const std::vector<std::string> *files[2] = {&request.bundleInputs, &request.expectOutputs};
    for (int k = 0; k < 2; ++k)
      for (auto [i, path] : llvm::enumerate(*files[k])) {
        // An .npy file of at most the largest flatbuffer: it is stored in one.
        ::edge::Result<::edge::NpyArray> array = ::edge::readNpy(path.c_str(), EDGE_MAX_FLATBUFFER_BYTES);
        if (!array.ok()) {
          llvm::errs() << "edgec: error: " << (k ? "--expect" : "--bundle") << ": " << array.error().message() << "\n";
          return 1;
        }
        BundledTensorData tensor{array.value().dtype, array.value().shape, std::move(array.value().data)};
        BundledExampleData &example = examples[i / (k ? numOutputs : numInputs)];
        (k ? example.outputs : example.inputs).push_back(std::move(tensor));
      }
  }
  std::vector<uint8_t> secretKey;
  if (!request.signingKey.empty()) {
    ::edge::Result<std::vector<uint8_t>> key = ::edge::readFile(request.signingKey.c_str(), ::edge::kSecretKeyBytes);
    if (!key.ok() || key.value().size() != ::edge::kSecretKeyBytes) {
      llvm::errs() << "edgec: error: --sign: '" << request.signingKey << "' is not a " << ::edge::kSecretKeyBytes
                   << "-byte secret key (edgec keygen writes one)\n";
      return 1;
    }
    secretKey = key.take();
  }
  return failed(writeProgram(*module, request.output, examples, secretKey.empty() ? nullptr : secretKey.data())) ? 1
                                                                                                                 : 0;
}

int edgec::keygen(const std::string &publicPath, const std::string &secretPath) {
  uint8_t publicKey[::edge::kPublicKeyBytes], secretKey[::edge::kSecretKeyBytes];
  ::edge::Error e = ::edge::generateSigningKey(publicKey, secretKey);
  if (!e.ok()) {
    llvm::errs() << "edgec: error: " << e.message() << "\n";
    return 1;
  }
  if (failed(writeOutputFile(secretPath, llvm::StringRef(reinterpret_cast<const char *>(secretKey), sizeof(secretKey)),
                             /*ownerOnly=*/true)) ||
      failed(writeOutputFile(publicPath, llvm::StringRef(reinterpret_cast<const char *>(publicKey), sizeof(publicKey)))))
    return 1;
  return 0;
}

/// Size expression `index` (SizeExpr.h) in infix form over the symbols' names.
static std::string sizeExprText(const ::edge::schema::Program &fb, int32_t index) {
  const flatbuffers::Vector<int64_t> *code = fb.size_exprs()->Get(uint32_t(index))->code();
  std::vector<std::string> stack;
  static const char *ops[] = {"", "", " + ", " * ", " floordiv ", " ceildiv ", " mod "};
  for (size_t i = 0; i < code->size(); ++i) {
    int64_t op = code->Get(i);
    if (op == ::edge::kSizeConstant) {
      stack.push_back(std::to_string(code->Get(++i)));
    } else if (op == ::edge::kSizeSymbol) {
      stack.push_back(fb.symbols()->Get(uint32_t(code->Get(++i)))->name()->str());
    } else {
      std::string b = stack.back();
      stack.pop_back();
      stack.back() = "(" + stack.back() + ops[op] + b + ")";
    }
  }
  std::string text = stack.back();
  return text.size() > 1 && text[0] == '(' ? text.substr(1, text.size() - 2) : text;
}

/// The CPU kernels a program calls (ATen names), each once, sorted.
static std::set<std::string> cpuKernels(const ::edge::schema::Program &fb) {
  std::set<std::string> kernels;
  for (const ::edge::schema::Instruction *inst : *fb.instructions())
    if (const ::edge::schema::KernelCall *call = inst->op_as_KernelCall())
      kernels.insert(call->kernel()->str());
  return kernels;
}

/// `edgec inspect --json`: what the text form says, for tools. Sizes of a dynamic shape are strings (their
/// expressions over the symbols), static ones numbers; `max_shape` holds the bounds.
static void inspectJson(const ::edge::Program &program, llvm::raw_ostream &os) {
  const ::edge::schema::Program &fb = program.fb();
  llvm::json::OStream j(os, 2);
  auto tensor = [&](size_t index, uint32_t value, bool complex) {
    const ::edge::TensorInfo &t = program.value(value);
    j.object([&] {
      j.attribute("index", int64_t(index));
      j.attribute("value", int64_t(value));
      j.attribute("dtype", ::edge::dtypeName(t.dtype));
      j.attributeArray("shape", [&] {
        for (size_t d = 0; d < t.shape.size(); ++d) {
          if (!t.dynamicShape.empty() && t.dynamicShape[d] >= 0)
            j.value(sizeExprText(fb, t.dynamicShape[d]));
          else
            j.value(t.shape[d]);
        }
      });
      j.attributeArray("max_shape", [&] {
        for (int64_t size : t.shape)
          j.value(size);
      });
      j.attribute("max_bytes", int64_t(t.nbytes));
      j.attribute("complex64", complex);
    });
  };
  auto indices = [&](const char *key, const flatbuffers::Vector<uint32_t> *list) {
    j.attributeArray(key, [&] {
      if (list)
        for (uint32_t v : *list)
          j.value(int64_t(v));
    });
  };
  j.object([&] {
    j.attribute("format_version", int64_t(fb.version()));
    j.attributeArray("symbols", [&] {
      for (size_t i = 0; i < program.numSymbols(); ++i) {
        const ::edge::schema::SizeSymbol *sym = fb.symbols()->Get(uint32_t(i));
        j.object([&] {
          j.attribute("name", sym->name()->str());
          j.attribute("min", sym->min());
          j.attribute("max", sym->max());
          if (sym->source_instruction() >= 0)
            j.attribute("found_by_instruction", int64_t(sym->source_instruction()));
        });
      }
    });
    j.attribute("values", int64_t(program.values().size()));
    j.attributeArray("inputs", [&] {
      for (size_t i = 0; i < program.numInputs(); ++i)
        tensor(i, program.inputValue(i), program.inputIsComplex(i));
    });
    j.attributeArray("outputs", [&] {
      for (size_t i = 0; i < program.numOutputs(); ++i)
        tensor(i, program.outputValue(i), program.outputIsComplex(i));
    });
    j.attributeObject("arenas", [&] {
      j.attribute("host_bytes", int64_t(fb.host_arena_size()));
      j.attribute("device_bytes", int64_t(fb.device_arena_size()));
      j.attribute("constant_bytes", int64_t(program.constantBytes()));
    });
    uint32_t features = 0;
    j.attributeArray("shaders", [&] {
      for (size_t i = 0; i < fb.shaders()->size(); ++i) {
        const ::edge::schema::Shader *shader = fb.shaders()->Get(uint32_t(i));
        features |= uint32_t(shader->required_features());
        j.object([&] {
          j.attribute("index", int64_t(i));
          j.attribute("family", shader->family()->str());
          j.attribute("spirv_bytes", int64_t(shader->spirv()->size() * 4));
          j.attribute("bindings", int64_t(shader->num_bindings()));
          j.attribute("push_constant_bytes", int64_t(shader->push_constant_size()));
          j.attribute("device_features",
                      shader->required_features() == ::edge::schema::DeviceFeature::NONE
                          ? std::string()
                          : ::edge::deviceFeatureNames(uint32_t(shader->required_features())));
        });
      }
    });
    j.attribute("device_features", features ? ::edge::deviceFeatureNames(features) : std::string());
    j.attributeArray("pipelines", [&] {
      for (const ::edge::schema::Pipeline *pipeline : *fb.pipelines())
        j.object([&] {
          j.attribute("shader", int64_t(pipeline->shader()));
          indices("spec_constants", pipeline->spec_constants());
        });
    });
    j.attributeArray("partitions", [&] {
      for (const ::edge::schema::VulkanPartition *part : *fb.vulkan_partitions())
        j.object([&] {
          indices("uploads", part->uploads());
          indices("downloads", part->downloads());
          j.attributeArray("dispatches", [&] {
            for (const ::edge::schema::Dispatch *d : *part->dispatches())
              j.object([&] {
                j.attribute("op", d->kernel() ? d->kernel()->str() : std::string());
                j.attribute("pipeline", int64_t(d->pipeline()));
                j.attribute("shader", int64_t(fb.pipelines()->Get(d->pipeline())->shader()));
                indices("bindings", d->bindings());
                j.attribute("outputs", int64_t(d->num_outputs()));
                indices("workgroups", d->workgroups());
                j.attribute("dynamic", (d->dynamic_push() && d->dynamic_push()->size()) ||
                                           (d->dynamic_workgroups() && d->dynamic_workgroups()->size()));
              });
          });
        });
    });
    // The first this many instructions run only when the sizes change (edge-hoist-prologue).
    j.attribute("prologue_instructions", int64_t(fb.prologue_instructions()));
    j.attributeArray("instructions", [&] {
      for (const ::edge::schema::Instruction *inst : *fb.instructions())
        j.object([&] {
          if (const ::edge::schema::KernelCall *call = inst->op_as_KernelCall()) {
            j.attribute("target", "cpu");
            j.attribute("kernel", call->kernel()->str());
            indices("args", call->args());
            j.attribute("outputs", int64_t(call->num_outputs()));
          } else if (const ::edge::schema::VulkanCall *call = inst->op_as_VulkanCall()) {
            j.attribute("target", "vulkan");
            j.attribute("partition", int64_t(call->partition()));
          }
        });
    });
    j.attributeArray("cpu_kernels", [&] {
      for (const std::string &kernel : cpuKernels(fb))
        j.value(kernel);
    });
    j.attribute("bundled_examples", int64_t(fb.bundled_examples() ? fb.bundled_examples()->size() : 0));
    j.attribute("signed", program.isSigned());
  });
  os << "\n";
}

int edgec::inspect(const std::string &path, const std::string &format) {
  ::edge::Result<::edge::Program> loaded = ::edge::Program::loadFile(path.c_str());
  if (!loaded.ok()) {
    llvm::errs() << "edgec: error: " << path << ": " << loaded.error().message() << "\n";
    return 1;
  }
  const ::edge::Program &program = loaded.value();
  const ::edge::schema::Program &fb = program.fb();
  llvm::raw_ostream &os = llvm::outs();
  if (format == "json") {
    inspectJson(program, os);
    return 0;
  }
  if (format == "kernels") { // one CPU kernel per line, each once: a selective build's list
    for (const std::string &kernel : cpuKernels(fb))
      os << kernel << "\n";
    return 0;
  }
  auto sizeText = [&](int32_t index) { return sizeExprText(fb, index); };
  auto shape = [&](const ::edge::TensorInfo &t) {
    std::string s = std::string(::edge::dtypeName(t.dtype)) + "[", bound;
    for (size_t i = 0; i < t.shape.size(); ++i) {
      bool dynamic = !t.dynamicShape.empty() && t.dynamicShape[i] >= 0;
      s += (i ? "," : "") + (dynamic ? sizeText(t.dynamicShape[i]) : std::to_string(t.shape[i]));
      bound += (i ? "," : "") + std::to_string(t.shape[i]);
    }
    return s + "]" + (t.dynamicShape.empty() ? std::string() : " (at most [" + bound + "])");
  };
  os << path << ": edgec program, format version " << fb.version() << "\n";
  for (size_t i = 0; i < program.numSymbols(); ++i) {
    const ::edge::schema::SizeSymbol *sym = fb.symbols()->Get(uint32_t(i));
    os << "dynamic size: " << sym->name()->str() << " in [" << sym->min() << ", " << sym->max() << "]";
    if (sym->source_instruction() >= 0) // Program::check saw a kernel call there
      os << ", found in the data by instruction " << sym->source_instruction() << " ("
         << fb.instructions()->Get(uint32_t(sym->source_instruction()))->op_as_KernelCall()->kernel()->str() << ")";
    os << "\n";
  }
  os << "values: " << program.values().size() << "\n";
  auto alias = [&](uint32_t v) {
    int32_t of = program.value(v).aliasOf;
    return of >= 0 ? " (a view of value " + std::to_string(of) + ")" : std::string();
  };
  for (size_t i = 0; i < program.numInputs(); ++i)
    os << "  input " << i << ": value " << program.inputValue(i) << " " << shape(program.value(program.inputValue(i)))
       << (program.inputIsComplex(i) ? " (complex64 as real, imaginary pairs)" : "") << "\n";
  for (size_t i = 0; i < program.numOutputs(); ++i)
    os << "  output " << i << ": value " << program.outputValue(i) << " "
       << shape(program.value(program.outputValue(i))) << alias(program.outputValue(i))
       << (program.outputIsComplex(i) ? " (complex64 as real, imaginary pairs)" : "") << "\n";
  size_t views = llvm::count_if(program.values(), [](const ::edge::TensorInfo &t) { return t.aliasOf >= 0; });
  if (views)
    os << "  " << views << " value(s) share the bytes of another (views the planner made aliases)\n";
  os << "arenas: host " << fb.host_arena_size() << " bytes, device " << fb.device_arena_size() << " bytes, constants "
     << program.constantBytes() << " bytes\n";
  std::map<std::string, int> families;
  for (const ::edge::schema::Shader *s : *fb.shaders())
    families[s->family()->str()]++;
  os << "shaders: " << fb.shaders()->size();
  for (auto &[family, count] : families)
    os << (family == families.begin()->first ? " (" : ", ") << family << " " << count;
  os << (families.empty() ? "\n" : ")\n");
  uint32_t features = 0;
  for (const ::edge::schema::Shader *s : *fb.shaders())
    features |= uint32_t(s->required_features());
  os << "device features needed: " << (features ? ::edge::deviceFeatureNames(features) : std::string("none")) << "\n";
  os << "pipelines: " << fb.pipelines()->size() << "\n";
  os << "signed: " << (program.isSigned() ? "yes (Ed25519; edge-run --public-key checks it)" : "no") << "\n";
  os << "partitions: " << fb.vulkan_partitions()->size() << " vulkan";
  unsigned cpu = 0;
  for (const ::edge::schema::Instruction *inst : *fb.instructions())
    cpu += inst->op_as_KernelCall() != nullptr;
  os << ", " << cpu << " cpu kernel call(s)\n";
  // Work that depends only on constants belongs at compile time: count what reads nothing else. A piece
  // of a concatenation is a copy into part of a larger result, which has to happen at run time.
  auto readsOnlyConstants = [&](const flatbuffers::Vector<uint32_t> &args, uint32_t numOutputs) {
    for (uint32_t a = 0; a + numOutputs < args.size(); ++a)
      if (!program.value(args.Get(a)).isConstant())
        return false;
    return true;
  };
  unsigned constantOnly = 0;
  for (const ::edge::schema::Instruction *inst : *fb.instructions())
    if (const ::edge::schema::KernelCall *call = inst->op_as_KernelCall())
      constantOnly += readsOnlyConstants(*call->args(), call->num_outputs());
  for (const ::edge::schema::VulkanPartition *part : *fb.vulkan_partitions())
    for (const ::edge::schema::Dispatch *d : *part->dispatches())
      constantOnly += readsOnlyConstants(*d->bindings(), d->num_outputs()) &&
                      !(d->kernel() && d->kernel()->str() == "aten.cat.default");
  os << "ops reading only constants: " << constantOnly << "\n";
  if (fb.bundled_examples() && fb.bundled_examples()->size())
    os << "bundled examples: " << fb.bundled_examples()->size() << " (edge-run --verify)\n";
  os << "instructions: " << fb.instructions()->size();
  if (fb.prologue_instructions())
    os << " (the first " << fb.prologue_instructions()
       << " compute from constants and sizes alone: run at the first execute and when the sizes change)";
  os << "\n";
  for (size_t i = 0; i < fb.instructions()->size(); ++i) {
    const ::edge::schema::Instruction *inst = fb.instructions()->Get(i);
    if (const ::edge::schema::KernelCall *call = inst->op_as_KernelCall()) {
      os << "  " << i << ": cpu " << call->kernel()->str() << " (";
      for (size_t a = 0; a < call->args()->size(); ++a)
        os << (a ? ", " : "") << "%" << call->args()->Get(a);
      os << ")\n";
    } else if (const ::edge::schema::VulkanCall *call = inst->op_as_VulkanCall()) {
      const ::edge::schema::VulkanPartition *part = fb.vulkan_partitions()->Get(call->partition());
      os << "  " << i << ": vulkan partition " << call->partition() << ", " << part->dispatches()->size()
         << " dispatch(es), " << part->uploads()->size() << " upload(s), " << part->downloads()->size()
         << " download(s)\n";
      for (const ::edge::schema::Dispatch *d : *part->dispatches()) {
        uint32_t shader = fb.pipelines()->Get(d->pipeline())->shader();
        os << "      " << (d->kernel() ? d->kernel()->str() : "?") << ": " << fb.shaders()->Get(shader)->family()->str()
           << " #" << shader << " (";
        for (size_t a = 0; a < d->bindings()->size(); ++a)
          os << (a ? ", " : "") << "%" << d->bindings()->Get(a);
        os << ") groups " << d->workgroups()->Get(0) << "x" << d->workgroups()->Get(1) << "x" << d->workgroups()->Get(2)
           << ((d->dynamic_workgroups() && d->dynamic_workgroups()->size()) ? " at most" : "") << "\n";
      }
    }
  }
  return 0;
}

int edgec::embed(const std::string &path, const std::string &source, const std::string &header,
                 const std::string &symbol) {
  // The symbol is pasted into C and C++ declarations: an identifier, nothing else.
  bool identifier = !symbol.empty() && !llvm::isDigit(symbol[0]);
  for (char c : symbol)
    identifier &= llvm::isAlnum(c) || c == '_';
  if (!identifier) {
    llvm::errs() << "edgec: error: --symbol '" << symbol << "' is not a C identifier\n";
    return 2;
  }
  ::edge::Result<std::vector<uint8_t>> bytes = ::edge::readFile(path.c_str(), EDGE_MAX_PROGRAM_BYTES);
  if (!bytes.ok()) {
    llvm::errs() << "edgec: error: " << bytes.error().message() << "\n";
    return 1;
  }
  // Checked as the runtime will check it, so a corrupt program fails the app's build, not the app.
  ::edge::Result<::edge::Program> loaded = ::edge::Program::view(bytes.value().data(), bytes.value().size());
  ::edge::Error checked = loaded.ok() ? loaded.value().checkConstants(0, loaded.value().constantBytes())
                                      : loaded.error();
  if (!checked.ok()) {
    llvm::errs() << "edgec: error: " << path << ": " << checked.message() << "\n";
    return 1;
  }
  const std::vector<uint8_t> &program = bytes.value();
  std::string headerText;
  llvm::raw_string_ostream h(headerText);
  h << "/* Generated by edgec embed from " << llvm::sys::path::filename(path) << ": do not edit. */\n"
    << "#ifndef " << symbol << "_H\n#define " << symbol << "_H\n#include <stddef.h>\n"
    << "#ifdef __cplusplus\nextern \"C\" {\n#endif\n"
    << "/* The .pte program's " << program.size() << " bytes, aligned to 64. */\n"
    << "extern const unsigned char " << symbol << "[];\n"
    << "extern const size_t " << symbol << "_size;\n"
    << "#ifdef __cplusplus\n}\n#endif\n#endif\n";
  std::string sourceText;
  llvm::raw_string_ostream s(sourceText);
  s << "// Generated by edgec embed from " << llvm::sys::path::filename(path) << ": do not edit.\n"
    << "#include <cstddef>\n"
    << "extern \"C\" {\n"
    << "alignas(64) extern const unsigned char " << symbol << "[" << std::max<size_t>(program.size(), 1)
    << "] = {";
  for (size_t i = 0; i < program.size(); ++i)
    s << (i % 32 == 0 ? "\n" : "") << unsigned(program[i]) << ",";
  s << "\n};\nextern const size_t " << symbol << "_size = " << program.size() << ";\n}\n";
  if (failed(writeOutputFile(source, sourceText)))
    return 1;
  if (!header.empty() && failed(writeOutputFile(header, headerText)))
    return 1;
  return 0;
}
