//===- Serialize.cpp - planned module -> .pte flatbuffer ------------------===//
#include "codegen/Serialize.h"
#include "passes/Passes.h"

#include "edge/schema/program_generated.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/ToolOutputFile.h"

#include <set>

namespace edgec {
#define GEN_PASS_DEF_EDGESERIALIZE
#include "passes/Passes.h.inc"
} // namespace edgec

using namespace mlir;
using namespace edgec;
namespace fb = ::edge::schema;

namespace {
FailureOr<fb::DType> dtypeOf(Location loc, Type t) {
  if (t.isF32())
    return fb::DType::f32;
  if (t.isF16())
    return fb::DType::f16;
  if (t.isF64())
    return fb::DType::f64;
  if (t.isInteger(64))
    return fb::DType::i64;
  if (t.isInteger(32))
    return fb::DType::i32;
  if (t.isInteger(16))
    return fb::DType::i16;
  if (t.isInteger(8))
    return t.isUnsignedInteger() ? fb::DType::u8 : fb::DType::i8;
  return emitError(loc, "element type ") << t << " cannot be serialized";
}

/// The raw little-endian bytes of a constant, expanded if it is a splat.
FailureOr<std::vector<uint8_t>> constantBytes(memref::GlobalOp global) {
  MemRefType type = global.getType();
  int64_t size = edgec::edge::byteSize(type);
  Attribute init = global.getInitialValue().value_or(Attribute());
  ArrayRef<char> raw;
  if (auto dense = dyn_cast_or_null<DenseElementsAttr>(init)) {
    if (type.getElementTypeBitWidth() % 8)
      return global.emitError("constants of type ") << type.getElementType() << " are not supported yet";
    raw = dense.getRawData();
  } else if (auto resource = dyn_cast_or_null<DenseResourceElementsAttr>(init)) {
    AsmResourceBlob *blob = resource.getRawHandle().getBlob();
    if (!blob)
      return global.emitError("the data of constant '")
             << resource.getRawHandle().getKey() << "' is missing from the resources section";
    raw = blob->getData();
  } else {
    return global.emitError("constant has no elements to serialize");
  }
  std::vector<uint8_t> bytes(size);
  if (int64_t(raw.size()) == size) {
    memcpy(bytes.data(), raw.data(), size);
  } else if (!raw.empty() && size % int64_t(raw.size()) == 0 && isa<DenseElementsAttr>(init) &&
             cast<DenseElementsAttr>(init).isSplat()) {
    for (int64_t o = 0; o < size; o += raw.size())
      memcpy(bytes.data() + o, raw.data(), raw.size());
  } else {
    return global.emitError("constant holds ") << raw.size() << " bytes, its type needs " << size;
  }
  return bytes;
}

class Serializer {
public:
  explicit Serializer(ModuleOp module) : module(module), symbols(module) {}

  LogicalResult run(func::FuncOp func, std::string &out) {
    auto sizes = func->getAttrOfType<DictionaryAttr>(edgec::edge::attr::kArenaSizes);
    if (!sizes)
      return func.emitError("serialization needs a memory plan (run edge-memory-plan first)");
    auto sizeOf = [&](StringRef name) {
      auto a = sizes.getAs<IntegerAttr>(name);
      return a ? a.getInt() : 0;
    };
    constantData.assign(sizeOf("constant"), 0);

    for (auto [i, shader] : llvm::enumerate(module.getOps<edgec::edge::ShaderOp>())) {
      shaderIndex[shader.getSymNameAttr()] = i;
      std::vector<uint32_t> words(shader.getSpirv().begin(), shader.getSpirv().end());
      shaders.push_back(fb::CreateShader(b, b.CreateVector(words), shader.getNumBindings(),
                                         b.CreateString(shader.getFamily().str())));
    }

    Block &block = func.getBody().front();
    std::vector<uint32_t> inputs, outputs;
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
        if (failed(addValue(loc, cast.getResult(), valueCopies[source], kNotWritten)))
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
        if (!target || !aten.hasOutsForm())
          return op.emitError("serialization expects partitioned ops in out-variant form");
        SmallVector<uint32_t> args;
        for (Value v : op.getOperands()) {
          auto it = valueIndex.find(v);
          if (it == valueIndex.end())
            return op.emitError("operand is not a planned buffer");
          args.push_back(it->second);
        }
        size_t numInputs = aten.getInputs().size();
        if (target.getValue() == edgec::edge::kTargetCpu) {
          openPartition.reset();
          for (size_t i = 0; i < args.size(); ++i) {
            if (i < numInputs)
              hostReads(args[i]);
            else
              producer[root[args[i]]] = kHost;
          }
          if (failed(addKernelCall(aten, args)))
            return failure();
          continue;
        }
        auto shader = op.getAttrOfType<FlatSymbolRefAttr>(edgec::edge::attr::kShader);
        auto groups = op.getAttrOfType<DenseI64ArrayAttr>(edgec::edge::attr::kWorkgroups);
        auto partition = op.getAttrOfType<IntegerAttr>(edgec::edge::attr::kPartition);
        if (!shader || !groups || groups.size() != 3 || !partition || !shaderIndex.count(shader.getAttr()))
          return op.emitError("Vulkan op has no compiled shader (run edge-codegen-vulkan first)");
        if (openPartition != partition.getInt()) {
          openPartition = partition.getInt();
          partitions.emplace_back();
          instructions.push_back(
              fb::CreateInstruction(b, fb::Op::VulkanCall, fb::CreateVulkanCall(b, partitions.size() - 1).Union()));
        }
        int32_t current = int32_t(partitions.size() - 1);
        for (size_t i = 0; i < args.size(); ++i) {
          uint32_t r = root[args[i]];
          if (i >= numInputs) {
            producer[r] = current;
          } else if (producer[r] == kHost && !uploaded.count(r)) {
            // Written by the host (an input or a CPU kernel), read here: copy it up once. Its device copy
            // lives until its last use, so later partitions find it intact.
            partitions.back().uploads.push_back(r);
            uploaded.insert(r);
          }
        }
        std::vector<uint32_t> wg(groups.asArrayRef().begin(), groups.asArrayRef().end());
        partitions.back().dispatches.push_back(fb::CreateDispatch(
            b, shaderIndex[shader.getAttr()], b.CreateVector(args.data(), args.size()), b.CreateVector(wg)));
      } else {
        return op.emitError("cannot serialize op ") << op.getName();
      }
    }

    std::vector<flatbuffers::Offset<fb::VulkanPartition>> parts;
    for (Partition &p : partitions)
      parts.push_back(fb::CreateVulkanPartition(b, b.CreateVector(p.uploads), b.CreateVector(p.dispatches),
                                                b.CreateVector(p.downloads)));
    auto program = fb::CreateProgram(b, uint32_t(fb::FormatVersion::Current), b.CreateVector(values),
                                     b.CreateVector(inputs), b.CreateVector(outputs), b.CreateVector(instructions),
                                     b.CreateVector(parts), b.CreateVector(shaders), b.CreateVector(constantData),
                                     sizeOf(edgec::edge::kArenaHost), sizeOf(edgec::edge::kArenaDevice));
    fb::FinishProgramBuffer(b, program);
    out.assign(reinterpret_cast<const char *>(b.GetBufferPointer()), b.GetSize());
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

  /// The host reads value `index` (a CPU kernel operand or an output): if a Vulkan partition wrote it,
  /// that partition copies it down.
  void hostReads(uint32_t index) {
    uint32_t r = root[index];
    if (producer[r] >= 0 && !downloaded.count(r)) {
      partitions[size_t(producer[r])].downloads.push_back(r);
      downloaded.insert(r);
    }
  }

  FailureOr<uint32_t> addValue(Location loc, Value v, Copies copies, int32_t writtenBy) {
    auto type = cast<MemRefType>(v.getType());
    FailureOr<fb::DType> dtype = dtypeOf(loc, type.getElementType());
    if (failed(dtype))
      return failure();
    std::vector<int64_t> shape(type.getShape().begin(), type.getShape().end());
    values.push_back(fb::CreateValue(b, *dtype, b.CreateVector(shape), edgec::edge::byteSize(type), copies.host,
                                     copies.device, copies.constant));
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
    FailureOr<std::vector<uint8_t>> bytes = constantBytes(global);
    if (failed(bytes))
      return failure();
    if (offset.getInt() + bytes->size() > constantData.size())
      return global.emitError("constant does not fit the planned constant segment");
    std::copy(bytes->begin(), bytes->end(), constantData.begin() + offset.getInt());
    return success(succeeded(addValue(get.getLoc(), get.getResult(), Copies{-1, -1, offset.getInt()}, kConstant)));
  }

  /// Attributes sorted by name (MLIR keeps registered attribute names sorted), encoded as program.fbs
  /// describes for KernelCall.
  LogicalResult addKernelCall(edgec::edge::AtenOpInterface aten, ArrayRef<uint32_t> args) {
    Operation *op = aten;
    std::vector<int64_t> ints;
    std::vector<double> floats;
    for (StringAttr name : op->getRegisteredInfo()->getAttributeNames()) {
      if (name.getValue() == "operandSegmentSizes")
        continue;
      std::optional<Attribute> attr = op->getInherentAttr(name);
      if (!attr || !*attr) {
        ints.push_back(-1);
      } else if (auto b = dyn_cast<BoolAttr>(*attr)) {
        ints.push_back(b.getValue());
      } else if (auto i = dyn_cast<IntegerAttr>(*attr)) {
        ints.push_back(i.getInt());
      } else if (auto f = dyn_cast<FloatAttr>(*attr)) {
        floats.push_back(f.getValueAsDouble());
      } else if (auto list = dyn_cast<DenseI64ArrayAttr>(*attr)) {
        ints.push_back(list.size());
        ints.insert(ints.end(), list.asArrayRef().begin(), list.asArrayRef().end());
      } else {
        return op->emitError("cannot serialize attribute '") << name.getValue() << "'";
      }
    }
    auto call =
        fb::CreateKernelCall(b, b.CreateString(aten.getAtenName().str()), b.CreateVector(args.data(), args.size()),
                             b.CreateVector(ints), b.CreateVector(floats));
    instructions.push_back(fb::CreateInstruction(b, fb::Op::KernelCall, call.Union()));
    return success();
  }

  ModuleOp module;
  SymbolTable symbols;
  flatbuffers::FlatBufferBuilder b;
  std::vector<flatbuffers::Offset<fb::Value>> values;
  std::vector<Copies> valueCopies; // per value
  llvm::DenseMap<Value, uint32_t> valueIndex;
  llvm::DenseMap<Attribute, uint32_t> shaderIndex;
  std::vector<flatbuffers::Offset<fb::Shader>> shaders;
  std::vector<flatbuffers::Offset<fb::Instruction>> instructions;
  std::vector<Partition> partitions;
  std::vector<uint32_t> root;    // value -> the value whose bytes it aliases (itself if none)
  std::vector<int32_t> producer; // root value -> who wrote it last (see kHost)
  std::set<uint32_t> uploaded, downloaded;
  std::vector<uint8_t> constantData;
};
} // namespace

LogicalResult edgec::serializeProgram(ModuleOp module, std::string &out) {
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
  return Serializer(module).run(entry, out);
}

LogicalResult edgec::writeProgram(ModuleOp module, StringRef path) {
  std::string bytes;
  if (failed(serializeProgram(module, bytes)))
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
