//===- Serialize.cpp - planned module -> .pte flatbuffer ------------------===//
#include "edge/runtime/DeviceFeatures.h"
#include "codegen/Serialize.h"
#include "passes/KernelBridge.h"
#include "codegen/Passes.h"

#include "edge/runtime/Checksum.h"
#include "edge/runtime/Program.h"
#include "edge/runtime/Signature.h"
#include "edge/runtime/SizeExpr.h"
#include "edge/schema/program_generated.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/ToolOutputFile.h"

#include <functional>
#include <map>
#include <set>

namespace edgec {
#define GEN_PASS_DEF_EDGESERIALIZE
#include "codegen/Passes.h.inc"
} // namespace edgec

using namespace mlir;
using namespace edgec;
namespace fb = ::edge::schema;

namespace {
class Serializer {
public:
  explicit Serializer(ModuleOp module) : module(module), symbols(module) {}

  LogicalResult run(func::FuncOp func, std::string &out, ArrayRef<BundledExampleData> examples,
                    const uint8_t *secretKey) {
    auto sizes = func->getAttrOfType<DictionaryAttr>(edgec::edge::attr::kArenaSizes);
    if (!sizes)
      return func.emitError("serialization needs a memory plan (run edge-memory-plan first)");
    auto sizeOf = [&](StringRef name) {
      auto a = sizes.getAs<IntegerAttr>(name);
      return a ? a.getInt() : 0;
    };
    constantData.assign(sizeOf("constant"), 0);

    for (auto [i, shader] : llvm::enumerate(module.getOps<edgec::edge::ShaderOp>())) {
      if (!shader.getSpirv())
        return shader.emitError("shader variant is not compiled (run edge-codegen-vulkan first)");
      shaderIndex[shader.getSymNameAttr()] = i;
      std::vector<uint32_t> words(shader.getSpirv()->begin(), shader.getSpirv()->end());
      uint32_t features = 0, unknown = 0;
      if (!::edge::spirvDeviceFeatures(words.data(), words.size(), &features, &unknown))
        return shader.emitError("SPIR-V capability ") << unknown << " cannot be enabled by runtime-min";
      shaders.push_back(fb::CreateShader(b, b.CreateVector(words), shader.getNumBindings(),
                                         b.CreateString(shader.getFamily().str()), shader.getPushConstantSize(),
                                         fb::DeviceFeature(features)));
    }

    Block &block = func.getBody().front();
    std::vector<uint32_t> inputs, outputs, complexInputs, complexOutputs;
    for (unsigned i = 0; i < func.getNumArguments(); ++i)
      if (func.getArgAttr(i, edgec::edge::attr::kComplexPairs))
        complexInputs.push_back(i);
    for (unsigned i = 0; i < func.getNumResults(); ++i)
      if (func.getResultAttr(i, edgec::edge::attr::kComplexPairs))
        complexOutputs.push_back(i);
    for (BlockArgument arg : block.getArguments()) {
      Location loc = func.getLoc();
      Copies copies = {
          offsetAttr(func.getArgAttrOfType<IntegerAttr>(arg.getArgNumber(), edgec::edge::attr::kHostOffset)),
          offsetAttr(func.getArgAttrOfType<IntegerAttr>(arg.getArgNumber(), edgec::edge::attr::kDeviceOffset)), -1};
      if (copies.host < 0)
        return emitError(loc, "argument #") << arg.getArgNumber() << " has no planned host copy";
      FailureOr<uint32_t> v = addValue(loc, arg, copies, kHost);
      if (failed(v))
        return failure();
      inputs.push_back(*v);
    }

    std::optional<int64_t> openPartition; // edge.partition of the Vulkan partition being filled
    // The instructions of the prologue (edge.prologue), which come first in partitions of their own.
    uint32_t prologueInstructions = 0;
    auto countPrologue = [&](Operation &op) {
      if (op.hasAttr(edgec::edge::attr::kPrologue))
        prologueInstructions = uint32_t(instructions.size());
    };
    for (Operation &op : block) {
      Location loc = op.getLoc();
      if (auto alloc = dyn_cast<memref::AllocOp>(op)) {
        Copies copies = {offsetAttr(alloc->getAttrOfType<IntegerAttr>(edgec::edge::attr::kHostOffset)),
                         offsetAttr(alloc->getAttrOfType<IntegerAttr>(edgec::edge::attr::kDeviceOffset)), -1};
        if (copies.host < 0 && copies.device < 0)
          return alloc.emitError("buffer has no planned location (run edge-memory-plan first)");
        if (failed(addValue(loc, alloc, copies, kNotWritten)))
          return failure();
      } else if (auto cast = dyn_cast<memref::ReinterpretCastOp>(op)) {
        auto it = valueIndex.find(cast.getSource());
        if (it == valueIndex.end())
          return cast.emitError("alias of an unknown buffer");
        uint32_t source = it->second;
        if (failed(addValue(loc, cast.getResult(), valueCopies[source], kNotWritten, int32_t(root[source]))))
          return failure();
        root.back() = root[source]; // an alias shares its source's bytes
      } else if (auto get = dyn_cast<memref::GetGlobalOp>(op)) {
        if (failed(addConstant(get)))
          return failure();
      } else if (auto ret = dyn_cast<func::ReturnOp>(op)) {
        for (Value v : ret.getOperands()) {
          uint32_t index = valueIndex.lookup(v);
          hostReads(index);
          outputs.push_back(index);
        }
      } else if (auto aten = dyn_cast<edgec::edge::AtenOpInterface>(op)) {
        auto target = op.getAttrOfType<StringAttr>(edgec::edge::attr::kTarget);
        if (!target || target.getValue() != edgec::edge::kTargetCpu || !aten.hasOutsForm())
          return op.emitError("serialization expects CPU ops in out-variant form and Vulkan ops as dispatches "
                              "(run edge-out-variants and edge-select-kernels first)");
        FailureOr<SmallVector<uint32_t>> args = valueIndices(&op, op.getOperands());
        if (failed(args))
          return failure();
        size_t numInputs = aten.getInputs().size();
        openPartition.reset();
        for (size_t i = 0; i < args->size(); ++i) {
          if (i < numInputs)
            hostReads((*args)[i]);
          else
            producer[root[(*args)[i]]] = kHost;
        }
        if (findsRowsInData(&op)) {
          // Its output's dim 0 is a size symbol of its own (edge-infer-dims checked it): this call gives it.
          SmallVector<AffineExpr> dims = edgec::edge::dimsOf(aten.getOuts()[0]);
          auto s = dims.empty() ? nullptr : dyn_cast<AffineSymbolExpr>(dims[0]);
          if (!s)
            return op.emitError("finds its row count in the data but its output's dim 0 is no size symbol");
          symbolSource[s.getPosition()] = int32_t(instructions.size());
        }
        if (failed(addKernelCall(aten, *args)))
          return failure();
        countPrologue(op);
      } else if (auto dispatch = dyn_cast<edgec::edge::DispatchOp>(op)) {
        auto partition = op.getAttrOfType<IntegerAttr>(edgec::edge::attr::kPartition);
        auto shader = shaderIndex.find(dispatch.getShaderAttr().getAttr());
        if (!partition || shader == shaderIndex.end())
          return op.emitError("dispatch has no partition or compiled shader");
        FailureOr<SmallVector<uint32_t>> args = valueIndices(&op, op.getOperands());
        if (failed(args))
          return failure();
        if (openPartition != partition.getInt()) {
          openPartition = partition.getInt();
          partitions.emplace_back();
          instructions.push_back(
              fb::CreateInstruction(b, fb::Op::VulkanCall, fb::CreateVulkanCall(b, partitions.size() - 1).Union()));
        }
        countPrologue(op);
        int32_t current = int32_t(partitions.size() - 1);
        size_t numInputs = dispatch.getInputs().size();
        for (size_t i = 0; i < args->size(); ++i) {
          uint32_t r = root[(*args)[i]];
          if (i >= numInputs) {
            producer[r] = current;
          } else if (producer[r] == kHost && !uploaded.count(r)) {
            // Written by the host (an input or a CPU kernel), read here: copy it up once. Its device copy
            // lives until its last use, so later partitions find it intact.
            partitions.back().uploads.push_back(r);
            uploaded.insert(r);
          }
        }
        std::vector<uint32_t> spec(dispatch.getSpecConstants().begin(), dispatch.getSpecConstants().end());
        auto [pipeline, inserted] = pipelineIndex.try_emplace({shader->second, spec}, pipelines.size());
        if (inserted)
          pipelines.push_back(fb::CreatePipeline(b, shader->second, b.CreateVector(spec)));
        std::vector<uint32_t> wg(dispatch.getWorkgroups().begin(), dispatch.getWorkgroups().end());
        std::vector<uint32_t> push(dispatch.getPushConstants().begin(), dispatch.getPushConstants().end());
        std::vector<uint32_t> dynamicPush;
        std::vector<int32_t> dynamicGroups;
        if (std::optional<ArrayRef<int32_t>> indices = dispatch.getDynamicPushIndices())
          for (auto [index, e] : llvm::zip(*indices, dispatch.getDynamicPushValues()->getResults()))
            dynamicPush.insert(dynamicPush.end(), {uint32_t(index), sizeExpr(e)});
        if (std::optional<AffineMap> groups = dispatch.getDynamicWorkgroups())
          for (AffineExpr e : groups->getResults())
            dynamicGroups.push_back(isa<AffineConstantExpr>(e) ? -1 : int32_t(sizeExpr(e)));
        partitions.back().dispatches.push_back(fb::CreateDispatch(
            b, pipeline->second, b.CreateVector(args->data(), args->size()), b.CreateVector(wg), b.CreateVector(push),
            b.CreateString(dispatch.getKernel().str()), dispatch.getOutputs().size(),
            dynamicPush.empty() ? 0 : b.CreateVector(dynamicPush),
            dynamicGroups.empty() ? 0 : b.CreateVector(dynamicGroups)));
      } else {
        return op.emitError("cannot serialize op ") << op.getName();
      }
    }

    std::vector<flatbuffers::Offset<fb::VulkanPartition>> parts;
    for (Partition &p : partitions)
      parts.push_back(fb::CreateVulkanPartition(b, b.CreateVector(p.uploads), b.CreateVector(p.dispatches),
                                                b.CreateVector(p.downloads)));
    if (sizeExprTooDeep)
      return func.emitError("a dynamic size expression is nested deeper than runtime-min evaluates (")
             << ::edge::kMaxSizeStack << " levels)";
    std::vector<flatbuffers::Offset<fb::SizeSymbol>> sizeSymbols;
    for (auto [i, s] : llvm::enumerate(edgec::edge::sizeSymbols(func)))
      sizeSymbols.push_back(fb::CreateSizeSymbol(b, b.CreateString(s.name), s.min, s.max,
                                                 symbolSource.count(i) ? symbolSource.lookup(i) : -1));
    std::vector<flatbuffers::Offset<fb::BundledExample>> bundled;
    for (auto [e, example] : llvm::enumerate(examples)) {
      std::vector<flatbuffers::Offset<fb::BundledTensor>> tensors[2];
      const std::vector<BundledTensorData> *given[2] = {&example.inputs, &example.outputs};
      const std::vector<uint32_t> *ioValues[2] = {&inputs, &outputs};
      for (int k = 0; k < 2; ++k) {
        const char *what = k ? "--expect output" : "--bundle input";
        if (given[k]->size() != ioValues[k]->size())
          return func.emitError() << "example " << e << ": " << given[k]->size() << " " << (k ? "outputs" : "inputs")
                                  << " given, the program has " << ioValues[k]->size();
        for (auto [i, t] : llvm::enumerate(*given[k])) {
          const ValueMeta &meta = valueMeta[(*ioValues[k])[i]];
          if (!::edge::bundledTensorFits(t.dtype, t.shape.data(), t.shape.size(), meta.dtype, meta.shape,
                                         meta.dynamicShape, k == 1)) {
            auto shapeText = [](ArrayRef<int64_t> shape) {
              std::string text;
              for (int64_t size : shape)
                text += (text.empty() ? "" : ",") + std::to_string(size);
              return "[" + text + "]";
            };
            return func.emitError() << "example " << e << ": " << what << " " << i << " is "
                                    << ::edge::dtypeName(t.dtype) << shapeText(t.shape) << ", the program's is "
                                    << ::edge::dtypeName(meta.dtype) << shapeText(meta.shape)
                                    << (meta.dynamicShape.empty() ? "" : " (dynamic sizes at most)");
          }
          tensors[k].push_back(fb::CreateBundledTensor(b, fb::DType(t.dtype), b.CreateVector(t.shape), b.CreateVector(t.bytes)));
        }
      }
      bundled.push_back(fb::CreateBundledExample(b, b.CreateVector(tensors[0]), b.CreateVector(tensors[1])));
    }
    // A signed program carries each block's BLAKE2b digest: its signature then covers the weights too.
    std::vector<uint8_t> digests;
    if (secretKey) {
      ::edge::Error e =
          ::edge::blockDigests(constantData.data(), constantData.size(), ::edge::kConstantBlockSize, digests);
      if (!e.ok())
        return func.emitError("cannot sign the program: ") << e.message();
    }
    auto program = fb::CreateProgram(
        b, uint32_t(fb::FormatVersion::Current), b.CreateVector(values), b.CreateVector(inputs),
        b.CreateVector(outputs), b.CreateVector(instructions), b.CreateVector(parts), b.CreateVector(shaders),
        b.CreateVector(pipelines), sizeOf(edgec::edge::kArenaHost), sizeOf(edgec::edge::kArenaDevice),
        b.CreateVector(sizeSymbols), b.CreateVector(sizeExprs), b.CreateVector(complexInputs),
        b.CreateVector(complexOutputs), bundled.empty() ? 0 : b.CreateVector(bundled),
        fb::CreateConstantSegment(
            b, constantData.size(), ::edge::kConstantBlockSize,
            b.CreateVector(::edge::blockHashes(constantData.data(), constantData.size(), ::edge::kConstantBlockSize)),
            secretKey ? b.CreateVector(digests) : 0),
        secretKey ? uint32_t(::edge::kSignatureBytes) : 0, prologueInstructions);
    fb::FinishProgramBuffer(b, program);
    // The file: the flatbuffer, the constant segment after it, the signature, the trailer (program.fbs).
    uint8_t signature[::edge::kSignatureBytes];
    if (secretKey) {
      ::edge::Error signedOk = ::edge::signBytes(b.GetBufferPointer(), b.GetSize(), secretKey, signature);
      if (!signedOk.ok())
        return func.emitError("cannot sign the program: ") << signedOk.message();
    }
    ::edge::assembleProgram(b.GetBufferPointer(), b.GetSize(), constantData.data(), constantData.size(), out,
                            secretKey ? signature : nullptr, secretKey ? ::edge::kSignatureBytes : 0);
    return success();
  }

private:
  /// Byte offsets of a value's copies; -1 where it has none.
  struct Copies {
    int64_t host, device, constant;
  };
  struct Partition {
    std::vector<uint32_t> uploads, downloads;
    std::vector<flatbuffers::Offset<fb::Dispatch>> dispatches;
  };
  // Who last wrote a buffer: a Vulkan partition's index, or one of these.
  static constexpr int32_t kHost = -1, kNotWritten = -2, kConstant = -3;

  static int64_t offsetAttr(IntegerAttr attr) { return attr ? attr.getInt() : -1; }
  /// A value's element type, shape (upper bounds) and per dim its size expression or -1 (empty: static), as
  /// runtime-min's TensorInfo has them.
  struct ValueMeta {
    ::edge::DType dtype;
    std::vector<int64_t> shape;
    std::vector<int32_t> dynamicShape;
  };
  std::vector<ValueMeta> valueMeta;

  /// The host reads value `index` (a CPU kernel operand or an output): if a Vulkan partition wrote it,
  /// that partition copies it down.
  void hostReads(uint32_t index) {
    uint32_t r = root[index];
    if (producer[r] >= 0 && !downloaded.count(r)) {
      partitions[size_t(producer[r])].downloads.push_back(r);
      downloaded.insert(r);
    }
  }

  /// The value indices of `operands`, each a planned buffer.
  FailureOr<SmallVector<uint32_t>> valueIndices(Operation *op, ValueRange operands) {
    SmallVector<uint32_t> args;
    for (Value v : operands) {
      auto it = valueIndex.find(v);
      if (it == valueIndex.end())
        return op->emitError("operand is not a planned buffer");
      args.push_back(it->second);
    }
    return args;
  }

  FailureOr<uint32_t> addValue(Location loc, Value v, Copies copies, int32_t writtenBy, int32_t aliasOf = -1) {
    auto type = cast<MemRefType>(v.getType());
    FailureOr<::edge::DType> dtype = runtimeDType(loc, type.getElementType());
    if (failed(dtype))
      return failure();
    std::vector<int64_t> shape(type.getShape().begin(), type.getShape().end());
    std::vector<int32_t> dynamicShape; // per dim a size expression, or -1; empty if static
    SmallVector<AffineExpr> dims = edgec::edge::dimsOf(v);
    if (llvm::any_of(dims, [](AffineExpr e) { return !isa<AffineConstantExpr>(e); }))
      for (AffineExpr e : dims)
        dynamicShape.push_back(isa<AffineConstantExpr>(e) ? -1 : int32_t(sizeExpr(e)));
    values.push_back(fb::CreateValue(b, fb::DType(*dtype), b.CreateVector(shape), edgec::edge::byteSize(type), copies.host,
                                     copies.device, copies.constant,
                                     dynamicShape.empty() ? 0 : b.CreateVector(dynamicShape), aliasOf));
    valueMeta.push_back(ValueMeta{*dtype, shape, dynamicShape});
    uint32_t index = valueCopies.size();
    valueIndex[v] = index;
    valueCopies.push_back(copies);
    root.push_back(index);
    producer.push_back(writtenBy);
    return index;
  }

  LogicalResult addConstant(memref::GetGlobalOp get) {
    auto global = symbols.lookup<memref::GlobalOp>(get.getName());
    if (!global)
      return get.emitError("unknown global");
    auto offset = global->getAttrOfType<IntegerAttr>(edgec::edge::attr::kConstantOffset);
    if (!offset)
      return global.emitError("constant has no planned offset (run edge-memory-plan first)");
    std::optional<Attribute> init = global.getInitialValue();
    auto elements = dyn_cast_or_null<ElementsAttr>(init.value_or(Attribute()));
    if (!elements)
      return global.emitError("constant has no elements to serialize");
    FailureOr<std::vector<uint8_t>> bytes = elementsBytes(global.getLoc(), elements);
    if (failed(bytes))
      return failure();
    if (offset.getInt() + bytes->size() > constantData.size())
      return global.emitError("constant does not fit the planned constant segment");
    std::copy(bytes->begin(), bytes->end(), constantData.begin() + offset.getInt());
    return success(succeeded(addValue(get.getLoc(), get.getResult(), Copies{-1, -1, offset.getInt()}, kConstant)));
  }

  /// The index of `e` in the program's size expressions (added once), encoded as SizeExpr.h describes.
  uint32_t sizeExpr(AffineExpr e) {
    std::vector<int64_t> code;
    std::function<void(AffineExpr)> encode = [&](AffineExpr x) {
      if (auto c = dyn_cast<AffineConstantExpr>(x)) {
        code.insert(code.end(), {::edge::kSizeConstant, c.getValue()});
      } else if (auto sym = dyn_cast<AffineSymbolExpr>(x)) {
        code.insert(code.end(), {::edge::kSizeSymbol, int64_t(sym.getPosition())});
      } else {
        auto bin = cast<AffineBinaryOpExpr>(x); // sizes have no dims
        encode(bin.getLHS());
        encode(bin.getRHS());
        switch (x.getKind()) {
        case AffineExprKind::Add:
          code.push_back(::edge::kSizeAdd);
          break;
        case AffineExprKind::Mul:
          code.push_back(::edge::kSizeMul);
          break;
        case AffineExprKind::FloorDiv:
          code.push_back(::edge::kSizeFloorDiv);
          break;
        case AffineExprKind::CeilDiv:
          code.push_back(::edge::kSizeCeilDiv);
          break;
        default:
          code.push_back(::edge::kSizeMod);
          break;
        }
      }
    };
    encode(e);
    // The runtime's stack is bounded: deeper expressions are refused when written, not when loaded.
    if (!::edge::validSizeExpr(code.data(), code.size(), ::edge::kMaxSizeSymbols))
      sizeExprTooDeep = true;
    auto [it, inserted] = sizeExprIndex.try_emplace(code, sizeExprs.size());
    if (inserted)
      sizeExprs.push_back(fb::CreateSizeExpr(b, b.CreateVector(code)));
    return it->second;
  }

  /// A CPU kernel call with the op's parameters encoded as program.fbs describes for KernelCall.
  LogicalResult addKernelCall(edgec::edge::AtenOpInterface aten, ArrayRef<uint32_t> args) {
    std::vector<int64_t> ints;
    std::vector<double> floats;
    std::vector<std::pair<uint32_t, AffineExpr>> runTime;
    if (failed(encodeKernelParams(aten, ints, floats, &runTime)))
      return failure();
    std::vector<uint32_t> dynamicInts;
    for (auto [index, e] : runTime)
      dynamicInts.insert(dynamicInts.end(), {index, sizeExpr(e)});
    auto call = fb::CreateKernelCall(b, b.CreateString(aten.getAtenName().str()),
                                     b.CreateVector(args.data(), args.size()), b.CreateVector(ints),
                                     b.CreateVector(floats), aten.getOuts().size(),
                                     dynamicInts.empty() ? 0 : b.CreateVector(dynamicInts));
    instructions.push_back(fb::CreateInstruction(b, fb::Op::KernelCall, call.Union()));
    return success();
  }

  ModuleOp module;
  SymbolTable symbols;
  flatbuffers::FlatBufferBuilder b;
  std::vector<flatbuffers::Offset<fb::Value>> values;
  std::vector<Copies> valueCopies; // per value
  llvm::DenseMap<Value, uint32_t> valueIndex;
  llvm::DenseMap<unsigned, int32_t> symbolSource; // data-dependent size symbol -> the instruction giving it
  llvm::DenseMap<Attribute, uint32_t> shaderIndex;
  std::vector<flatbuffers::Offset<fb::Shader>> shaders;
  std::vector<flatbuffers::Offset<fb::Pipeline>> pipelines;
  std::map<std::pair<uint32_t, std::vector<uint32_t>>, uint32_t> pipelineIndex; // (shader, spec constants)
  std::vector<flatbuffers::Offset<fb::Instruction>> instructions;
  std::vector<Partition> partitions;
  std::vector<uint32_t> root;    // value -> the value whose bytes it aliases (itself if none)
  std::vector<int32_t> producer; // root value -> who wrote it last (see kHost)
  std::set<uint32_t> uploaded, downloaded;
  std::vector<uint8_t> constantData;
  std::vector<flatbuffers::Offset<fb::SizeExpr>> sizeExprs;
  std::map<std::vector<int64_t>, uint32_t> sizeExprIndex;
  bool sizeExprTooDeep = false;
};
} // namespace

LogicalResult edgec::serializeProgram(ModuleOp module, std::string &out, ArrayRef<BundledExampleData> examples,
                                      const uint8_t *secretKey) {
  func::FuncOp entry;
  for (auto func : module.getOps<func::FuncOp>()) {
    if (func.isPrivate())
      continue;
    if (entry)
      return func.emitError("a program has one public function; found @")
             << entry.getSymName() << " and @" << func.getSymName();
    entry = func;
  }
  if (!entry)
    return module.emitError("no public function to serialize");
  if (failed(Serializer(module).run(entry, out, examples, secretKey)))
    return failure();
  // What runtime-min's loader would refuse is a compiler bug: report it here rather than write the file. A
  // signed program is checked as a runtime trusting the key does (an Ed25519 secret key ends in its public key).
  ::edge::Result<::edge::Program> loaded = ::edge::Program::view(out.data(), out.size());
  ::edge::Error checked = loaded.ok() ? ::edge::Error::success() : loaded.error();
  if (checked.ok() && secretKey)
    checked = loaded.value().requireSignature(secretKey + ::edge::kSecretKeyBytes - ::edge::kPublicKeyBytes);
  if (checked.ok())
    checked = loaded.value().checkConstants(0, loaded.value().constantBytes());
  if (!checked.ok())
    return entry.emitError("internal error: the program fails runtime-min's load checks: ") << checked.message();
  return success();
}

LogicalResult edgec::writeProgram(ModuleOp module, StringRef path, ArrayRef<BundledExampleData> examples,
                                  const uint8_t *secretKey) {
  std::string bytes;
  if (failed(serializeProgram(module, bytes, examples, secretKey)))
    return failure();
  return writeOutputFile(path, bytes);
}

namespace {
struct EdgeSerializePass : edgec::impl::EdgeSerializeBase<EdgeSerializePass> {
  using EdgeSerializeBase::EdgeSerializeBase;
  void runOnOperation() override {
    if (failed(writeProgram(getOperation(), output)))
      signalPassFailure();
  }
};
} // namespace
