//===- KernelBridge.cpp - edge ops as runtime-min sees them ---------------===//
#include "passes/KernelBridge.h"

#include "dialects/edge/EdgeDialect.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "passes/Passes.h"

#include <cstring>

using namespace mlir;
namespace fb = ::edge::schema;

FailureOr<::edge::DType> edgec::runtimeDType(Location loc, Type t) {
  if (t.isF32())
    return ::edge::DType::f32;
  if (t.isF16())
    return ::edge::DType::f16;
  if (t.isBF16())
    return ::edge::DType::bf16;
  if (t.isInteger(1))
    return ::edge::DType::bool_;
  if (t.isF64())
    return ::edge::DType::f64;
  if (t.isInteger(64))
    return ::edge::DType::i64;
  if (t.isInteger(32))
    return ::edge::DType::i32;
  if (t.isInteger(16))
    return ::edge::DType::i16;
  if (t.isInteger(8))
    return t.isUnsignedInteger() ? ::edge::DType::u8 : ::edge::DType::i8;
  return emitError(loc, "element type ") << t << " cannot be serialized";
}

/// The blob of a `dense_resource` constant, or an error at `loc` if it is missing or not the size its type
/// needs (element types without a byte size are left to the callers).
static FailureOr<ArrayRef<char>> resourceData(Location loc, DenseResourceElementsAttr resource) {
  AsmResourceBlob *blob = resource.getRawHandle().getBlob();
  if (!blob)
    return emitError(loc, "the data of constant '")
           << resource.getRawHandle().getKey() << "' is missing from the resources section";
  ArrayRef<char> raw = blob->getData();
  auto type = cast<ShapedType>(resource.getType());
  if (type.hasStaticShape() && type.getElementType().isIntOrFloat() &&
      (type.getElementTypeBitWidth() % 8 == 0 || type.getElementType().isInteger(1)) &&
      int64_t(raw.size()) != edgec::edge::byteSize(type))
    return emitError(loc, "the data of constant '") << resource.getRawHandle().getKey() << "' holds " << raw.size()
                                                    << " bytes; " << type << " needs " << edgec::edge::byteSize(type);
  return raw;
}

LogicalResult edgec::checkResourceData(Operation *root) {
  bool ok = true;
  root->walk([&](Operation *op) {
    for (NamedAttribute attr : op->getAttrs())
      if (auto resource = dyn_cast<DenseResourceElementsAttr>(attr.getValue()))
        ok &= succeeded(resourceData(op->getLoc(), resource));
  });
  return success(ok);
}

FailureOr<std::vector<uint8_t>> edgec::elementsBytes(Location loc, ElementsAttr value) {
  auto type = cast<ShapedType>(value.getType());
  // Bools are one byte each in a .pte; MLIR packs dense i1 data in bits, so read it element by element.
  if (auto dense = dyn_cast<DenseElementsAttr>(value); dense && type.getElementType().isInteger(1)) {
    std::vector<uint8_t> bytes;
    bytes.reserve(type.getNumElements());
    for (bool b : dense.getValues<bool>())
      bytes.push_back(b);
    return bytes;
  }
  if (type.getElementTypeBitWidth() % 8 && !type.getElementType().isInteger(1))
    return emitError(loc, "constants of type ") << type.getElementType() << " are not supported yet";
  int64_t size = edgec::edge::byteSize(type);
  ArrayRef<char> raw;
  bool splat = false;
  if (auto dense = dyn_cast<DenseElementsAttr>(value)) {
    raw = dense.getRawData();
    splat = dense.isSplat();
  } else if (auto resource = dyn_cast<DenseResourceElementsAttr>(value)) {
    FailureOr<ArrayRef<char>> data = resourceData(loc, resource);
    if (failed(data))
      return failure();
    raw = *data;
  } else {
    return emitError(loc, "constant has no elements to serialize");
  }
  std::vector<uint8_t> bytes(size);
  if (int64_t(raw.size()) == size) {
    if (size)
      memcpy(bytes.data(), raw.data(), size);
  } else if (splat && !raw.empty() && size % int64_t(raw.size()) == 0) {
    for (int64_t o = 0; o < size; o += raw.size())
      memcpy(bytes.data() + o, raw.data(), raw.size());
  } else {
    return emitError(loc, "constant holds ") << raw.size() << " bytes, its type needs " << size;
  }
  return bytes;
}

namespace {
struct KernelParam {
  llvm::StringLiteral op, name, kind;
  int operand; // kind "present": the index of the optional tensor operand
};
/// Every CPU kernel's parameters in the order it reads them (generated from the op registry).
const KernelParam kKernelParams[] = {
#define EDGEC_KERNEL_PARAM(op, name, kind, operand) {op, name, kind, operand},
#include "registry/OpTable.inc"
#undef EDGEC_KERNEL_PARAM
};
} // namespace

LogicalResult edgec::encodeKernelParams(Operation *op, std::vector<int64_t> &ints, std::vector<double> &floats,
                                        std::vector<std::pair<uint32_t, AffineExpr>> *runTime) {
  auto aten = cast<edgec::edge::AtenOpInterface>(op);
  auto runTimeParams = op->getAttrOfType<DictionaryAttr>(edgec::edge::attr::kRunTimeParams);
  if (runTimeParams && !runTime)
    return op->emitError("internal error: run-time parameters where none can be evaluated");
  size_t numRunTime = 0;
  // The sizes of run-time parameter `name`, whose elements start at ints[first].
  auto addRunTime = [&](StringRef name, size_t first, size_t count) -> LogicalResult {
    if (!runTimeParams || !runTimeParams.get(name))
      return success();
    ++numRunTime;
    FailureOr<SmallVector<std::optional<AffineExpr>>> sizes = edgec::edge::runTimeSizes(op, name);
    if (failed(sizes))
      return op->emitError("run-time parameter '") << name << "': malformed size";
    if (sizes->size() != count)
      return op->emitError("run-time parameter '") << name << "' has " << sizes->size() << " sizes for " << count
                                                   << " elements";
    for (auto [i, size] : llvm::enumerate(*sizes))
      if (size)
        runTime->emplace_back(uint32_t(first + i), *size);
    return success();
  };
  for (const KernelParam &param : kKernelParams) {
    if (param.op != aten.getAtenName())
      continue;
    StringRef kind = param.kind;
    if (kind == "present") { // whether an optional tensor is given: its operand group is not empty
      auto segments = dyn_cast_or_null<DenseI32ArrayAttr>(
          op->getInherentAttr("operandSegmentSizes").value_or(Attribute()));
      if (!segments || param.operand < 0 || size_t(param.operand) >= segments.size())
        return op->emitError("internal error: no operand group for the optional tensor '") << param.name << "'";
      ints.push_back(segments[param.operand] > 0 ? 1 : 0);
      continue;
    }
    Attribute attr = op->getInherentAttr(param.name).value_or(Attribute());
    if (kind.consume_back("?")) { // an optional: a presence flag, then the value
      ints.push_back(attr ? 1 : 0);
      if (!attr)
        continue;
    } else if (!attr) {
      return op->emitError("kernel parameter '") << param.name << "' is missing";
    }
    if (kind == "scalar") { // its kind (0 integer or bool, 1 float), then the value, exact for integers
      if (auto f = dyn_cast<FloatAttr>(attr)) {
        ints.push_back(1);
        floats.push_back(f.getValueAsDouble());
      } else if (auto b = dyn_cast<BoolAttr>(attr)) {
        ints.push_back(0);
        ints.push_back(b.getValue());
      } else if (auto i = dyn_cast<IntegerAttr>(attr)) {
        ints.push_back(0);
        if (failed(addRunTime(param.name, ints.size(), 1))) // an integer Scalar may be a run-time size
          return failure();
        ints.push_back(i.getInt());
      } else {
        return op->emitError("kernel parameter '") << param.name << "' is not a Scalar";
      }
    } else if (auto b = dyn_cast<BoolAttr>(attr); b && kind == "bool") {
      ints.push_back(b.getValue());
    } else if (auto i = dyn_cast<IntegerAttr>(attr); i && kind == "i64") {
      if (failed(addRunTime(param.name, ints.size(), 1)))
        return failure();
      ints.push_back(i.getInt());
    } else if (auto f = dyn_cast<FloatAttr>(attr); f && kind == "f64") {
      floats.push_back(f.getValueAsDouble());
    } else if (auto list = dyn_cast<DenseI64ArrayAttr>(attr); list && kind == "i64[]") {
      ints.push_back(list.size());
      if (failed(addRunTime(param.name, ints.size(), list.size())))
        return failure();
      ints.insert(ints.end(), list.asArrayRef().begin(), list.asArrayRef().end());
    } else if (auto list = dyn_cast<DenseF64ArrayAttr>(attr); list && kind == "f64[]") {
      ints.push_back(list.size());
      floats.insert(floats.end(), list.asArrayRef().begin(), list.asArrayRef().end());
    } else {
      return op->emitError("kernel parameter '") << param.name << "' is not of kind " << param.kind;
    }
  }
  if (runTimeParams && numRunTime != runTimeParams.size())
    return op->emitError("a run-time parameter is no int parameter of the op's kernel");
  return success();
}
