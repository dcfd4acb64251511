#include "edge/runtime/Program.h"
#include "edge/runtime/DeviceFeatures.h"
#include "edge/schema/program_generated.h"
#include "SpirvCheck.h"

#include "edge/runtime/SizeExpr.h"

#include "edge/runtime/Checksum.h"
#include "edge/runtime/Signature.h"

#include <algorithm>
#include <cstring>

namespace edge {

// The public headers' numbering of element types and device features is the format's.
#define EDGE_SAME_DTYPE(name) static_assert(int(DType::name) == int(schema::DType::name), "DType " #name);
EDGE_SAME_DTYPE(f32) EDGE_SAME_DTYPE(f16) EDGE_SAME_DTYPE(f64) EDGE_SAME_DTYPE(i64) EDGE_SAME_DTYPE(i32)
EDGE_SAME_DTYPE(i16) EDGE_SAME_DTYPE(i8) EDGE_SAME_DTYPE(u8) EDGE_SAME_DTYPE(bool_) EDGE_SAME_DTYPE(bf16)
#undef EDGE_SAME_DTYPE
static_assert(int(schema::DType::MAX) == int(DType::bf16), "a DType the public header lacks");
#define EDGE_SAME_FEATURE(name) static_assert(uint32_t(k##name) == uint32_t(schema::DeviceFeature::name), #name);
EDGE_SAME_FEATURE(ShaderInt64) EDGE_SAME_FEATURE(ShaderInt16) EDGE_SAME_FEATURE(ShaderInt8)
EDGE_SAME_FEATURE(ShaderFloat16) EDGE_SAME_FEATURE(ShaderFloat64) EDGE_SAME_FEATURE(StorageBuffer16BitAccess)
EDGE_SAME_FEATURE(StorageBuffer8BitAccess)
#undef EDGE_SAME_FEATURE
static_assert(uint32_t(schema::DeviceFeature::ANY) == 0x7f, "a DeviceFeature the public header lacks");


size_t elementSize(DType dtype) {
  switch (dtype) {
  case DType::f32:
    return 4;
  case DType::f16:
  case DType::bf16:
    return 2;
  case DType::f64:
    return 8;
  case DType::i64:
    return 8;
  case DType::i32:
    return 4;
  case DType::i16:
    return 2;
  case DType::i8:
    return 1;
  case DType::u8:
    return 1;
  case DType::bool_:
    return 1;
  }
  return 0;
}

const char *dtypeName(DType dtype) {
  const char *name = schema::EnumNameDType(schema::DType(dtype));
  return name && *name ? name : "unknown";
}

static Error invalid(const std::string &message) { return Error(ErrorCode::InvalidProgram, message); }

/// Workgroups a dispatch may run beyond one per bound byte (a dispatch over nothing runs one group).
static const uint64_t kDispatchGroupSlack = 64;

/// The flatbuffers verifier (2.0) aligns a vector's length prefix to 4 bytes but not its elements to
/// theirs: a hostile file can place a [long] or [double] at an address reading which is misaligned (UB).
/// Empty vectors are read from nowhere (and flatc's builder does not align them).
template <typename T> static bool elementsAligned(const flatbuffers::Vector<T> *v) {
  return !v || v->size() == 0 || (reinterpret_cast<uintptr_t>(v) + sizeof(flatbuffers::uoffset_t)) % alignof(T) == 0;
}

Result<Program> Program::loadFile(const char *path) {
  Result<std::unique_ptr<DataLoader> > loader = DataLoader::openFile(path);
  if (!loader.ok())
    return loader.error();
  return load(loader.take());
}

Result<Program> Program::mapFile(const char *path) {
  Result<std::unique_ptr<DataLoader> > loader = DataLoader::mapFile(path);
  if (!loader.ok())
    return loader.error();
  return load(loader.take());
}

Result<Program> Program::view(const void *data, size_t size) {
  if (!data || reinterpret_cast<uintptr_t>(data) % 8)
    return Error(ErrorCode::InvalidArgument, "a program viewed in place must be at an 8-byte aligned address");
  return load(DataLoader::fromMemory(data, size));
}

Result<Program> Program::load(std::vector<uint8_t> bytes) { return load(DataLoader::fromBuffer(std::move(bytes))); }

Program::Program(Program &&other)
    : program_(nullptr), data_(nullptr), flatbufferSize_(0), segmentOffset_(0), digestsRequired_(false),
      constantsInPlace_(false), numSymbols_(0) {
  *this = std::move(other);
}

Program &Program::operator=(Program &&other) {
  if (this == &other)
    return *this;
  // The loader's memory and head_ are on the heap: moving their owners moves no byte, so data_ stays valid.
  loader_ = std::move(other.loader_);
  head_ = std::move(other.head_);
  values_ = std::move(other.values_);
  inputs_ = std::move(other.inputs_);
  outputs_ = std::move(other.outputs_);
  numSymbols_ = other.numSymbols_;
  pipelineNeeds_ = std::move(other.pipelineNeeds_);
  shaderFeatures_ = std::move(other.shaderFeatures_);
  data_ = other.data_;
  flatbufferSize_ = other.flatbufferSize_;
  segmentOffset_ = other.segmentOffset_;
  digestsRequired_ = other.digestsRequired_;
  constantsInPlace_ = other.constantsInPlace_;
  program_ = other.program_;
  other.program_ = nullptr;
  other.data_ = nullptr;
  return *this;
}

Result<Program> Program::load(std::unique_ptr<DataLoader> loader) {
  if (!loader)
    return Error(ErrorCode::InvalidArgument, "no DataLoader");
  Program p;
  p.loader_ = std::move(loader);
  const DataLoader &file = *p.loader_;
  const uint64_t fileSize = file.size();
  if (fileSize < kTrailerSize + 8 || fileSize > uint64_t(EDGE_MAX_PROGRAM_BYTES))
    return invalid(formatMessage("file of %llu bytes is too %s to be a .pte", (unsigned long long)fileSize,
                                 fileSize < kTrailerSize + 8 ? "short" : "large"));
  // The identifier (a file that is no .pte at all is told so), the trailer, then the flatbuffer alone: the
  // checksum first, so nothing of a corrupted file is parsed, let alone handed to a driver.
  uint8_t start[8];
  EDGE_RETURN_IF_ERROR(file.read(0, sizeof(start), start));
  if (!schema::ProgramBufferHasIdentifier(start))
    return invalid("not a .pte file: the identifier is not \"EDGE\"");
  uint8_t trailer[kTrailerSize];
  EDGE_RETURN_IF_ERROR(file.read(fileSize - kTrailerSize, kTrailerSize, trailer));
  uint64_t flatbufferSize = 0;
  EDGE_RETURN_IF_ERROR(readTrailer(trailer, fileSize, &flatbufferSize));
  // The verifier takes buffers below FLATBUFFERS_MAX_BUFFER_SIZE (and asserts it).
  if (flatbufferSize >= uint64_t(FLATBUFFERS_MAX_BUFFER_SIZE) || flatbufferSize > uint64_t(SIZE_MAX))
    return invalid(formatMessage("a flatbuffer of %llu bytes, more than a flatbuffer can be",
                                 (unsigned long long)flatbufferSize));
  p.flatbufferSize_ = flatbufferSize;
  // In place where the loader holds the file in memory at an address every scalar may be read from; the head
  // of a mapping is copied all the same (DataLoader::paged), its constants used in place.
  const bool inPlace = file.data() && reinterpret_cast<uintptr_t>(file.data()) % 8 == 0;
  p.constantsInPlace_ = inPlace;
  if (inPlace && !file.paged())
    p.data_ = file.data();
  else
    EDGE_RETURN_IF_ERROR(p.copyHead());
  EDGE_RETURN_IF_ERROR(checkFlatbufferSum(p.data_, flatbufferSize, trailer));
  flatbuffers::Verifier verifier(p.data_, size_t(flatbufferSize));
  if (!schema::VerifyProgramBuffer(verifier))
    return invalid("the .pte flatbuffer is corrupt or truncated (verification failed)");
  p.program_ = schema::GetProgram(p.data_);
  // The constant segment ends at the signature (if any), which ends at the trailer, after the flatbuffer and
  // its zero padding.
  const schema::ConstantSegment *segment = p.program_->constants();
  if (!segment)
    return invalid("the program has no constant segment");
  const uint64_t signatureSize = p.program_->signature_bytes();
  if (signatureSize != 0 && signatureSize != kSignatureBytes)
    return invalid(formatMessage("a signature of %llu bytes", (unsigned long long)signatureSize));
  const uint64_t room = fileSize - kTrailerSize - flatbufferSize;
  if (signatureSize > room || segment->size() > room - signatureSize ||
      (fileSize - kTrailerSize - signatureSize - segment->size()) % kMinSegmentAlignment)
    return invalid(formatMessage("a constant segment of %llu bytes does not fit the file or its alignment",
                                 (unsigned long long)segment->size()));
  p.segmentOffset_ = fileSize - kTrailerSize - signatureSize - segment->size();
  const uint64_t padding = p.segmentOffset_ - flatbufferSize;
  if (padding >= kSegmentAlignment)
    return invalid("the constant segment does not follow the flatbuffer");
  uint8_t zeros[kSegmentAlignment] = {0}, pad[kSegmentAlignment];
  EDGE_RETURN_IF_ERROR(file.read(flatbufferSize, padding, pad));
  if (memcmp(pad, zeros, size_t(padding)) != 0)
    return invalid("the bytes between the flatbuffer and the constant segment are not zero");
  const uint32_t blockSize = segment->block_size();
  if (blockSize < kMinConstantBlockSize || blockSize > kMaxConstantBlockSize || (blockSize & (blockSize - 1)) ||
      !segment->block_hashes() || !elementsAligned(segment->block_hashes()) ||
      segment->block_hashes()->size() != (segment->size() + blockSize - 1) / blockSize ||
      (segment->block_digests() &&
       segment->block_digests()->size() != segment->block_hashes()->size() * kBlockDigestBytes) ||
      (signatureSize && !segment->block_digests()))
    return invalid("the constant segment's blocks are malformed");
  Error e = p.check();
  if (!e.ok())
    return e;
  return Result<Program>(std::move(p));
}

void Program::blockRange(uint64_t begin, uint64_t end, uint64_t *first, uint64_t *last) const {
  const uint64_t block = constantBlockSize();
  *first = begin / block * block;
  *last = std::min<uint64_t>((end + block - 1) / block * block, constantBytes());
}

Error Program::copyHead() {
  uint8_t *copy = static_cast<uint8_t *>(std::malloc(size_t(flatbufferSize_) ? size_t(flatbufferSize_) : 1));
  if (!copy)
    return Error(ErrorCode::InvalidArgument,
                 formatMessage("out of memory for a flatbuffer of %llu bytes", (unsigned long long)flatbufferSize_));
  Error e = loader_->read(0, flatbufferSize_, copy);
  if (!e.ok()) {
    std::free(copy);
    return e;
  }
  head_.reset(copy);
  data_ = copy;
  if (program_)
    program_ = schema::GetProgram(data_);
  return Error::success();
}

const uint8_t *Program::constantsInPlace() const {
  return constantsInPlace_ && loader_->data() ? loader_->data() + segmentOffset_ : nullptr;
}

/// Segment bytes [offset, offset + count) at `data` against the hashes of the blocks they are, from block
/// `offset / blockSize`, and with `digests` against their signed digests too.
static Error checkBlocks(const schema::ConstantSegment &segment, uint64_t offset, uint64_t count, const uint8_t *data,
                         bool digests) {
  const uint32_t block = segment.block_size();
  for (uint64_t done = 0; done < count; done += block) {
    const uint64_t n = std::min<uint64_t>(block, count - done);
    const uint32_t index = uint32_t((offset + done) / block);
    if (hash64(data + done, size_t(n)) != segment.block_hashes()->Get(index))
      return invalid(formatMessage("the .pte is corrupt: block %u of its constants (bytes %llu..%llu of the segment) "
                                   "does not match its hash",
                                   index, (unsigned long long)(offset + done), (unsigned long long)(offset + done + n)));
    if (digests) {
      uint8_t d[kBlockDigestBytes];
      EDGE_RETURN_IF_ERROR(digest(data + done, size_t(n), d));
      if (memcmp(d, segment.block_digests()->data() + size_t(index) * kBlockDigestBytes, kBlockDigestBytes) != 0)
        return invalid(formatMessage("block %u of the program's constants does not match its signed digest: the "
                                     "weights were altered",
                                     index));
    }
  }
  return Error::success();
}

Error Program::requireSignature(const uint8_t *publicKey) {
  if (!publicKey)
    return Error(ErrorCode::InvalidArgument, "no public key to check the signature with");
  if (!isSigned())
    return invalid("the program is not signed, and a signature is required");
  // What is checked is what is used: a program in memory others could change (a mapped file) is copied
  // first, its head now and the constants CPU kernels read when they are read.
  if (!head_) {
    const uint8_t *checked = data_;
    EDGE_RETURN_IF_ERROR(copyHead());
    if (memcmp(data_, checked, size_t(flatbufferSize_)) != 0)
      return invalid("the program changed while it was loaded");
  }
  constantsInPlace_ = false;
  uint8_t signature[kSignatureBytes];
  EDGE_RETURN_IF_ERROR(loader_->read(segmentOffset_ + constantBytes(), kSignatureBytes, signature));
  EDGE_RETURN_IF_ERROR(verifyBytes(data_, size_t(flatbufferSize_), signature, publicKey));
  digestsRequired_ = true;
  return Error::success();
}

Error Program::readConstants(uint64_t offset, uint64_t count, void *dst) const {
  const uint64_t size = constantBytes(), block = constantBlockSize();
  if (offset > size || count > size - offset || offset % block || (count % block && offset + count != size))
    return Error(ErrorCode::InvalidArgument,
                 formatMessage("constants [%llu, +%llu) are not whole blocks of the segment",
                               (unsigned long long)offset, (unsigned long long)count));
  // Block by block, each checked while it is still in the cache.
  uint8_t *out = static_cast<uint8_t *>(dst);
  for (uint64_t done = 0; done < count; done += block) {
    const uint64_t n = std::min<uint64_t>(block, count - done);
    EDGE_RETURN_IF_ERROR(loader_->read(segmentOffset_ + offset + done, n, out + done));
    EDGE_RETURN_IF_ERROR(checkBlocks(*program_->constants(), offset + done, n, out + done, digestsRequired_));
  }
  return Error::success();
}

Error Program::checkConstants(uint64_t begin, uint64_t end) const {
  end = std::min(end, constantBytes());
  if (begin >= end)
    return Error::success();
  uint64_t first, last;
  blockRange(begin, end, &first, &last);
  if (const uint8_t *inPlace = constantsInPlace())
    return checkBlocks(*program_->constants(), first, last - first, inPlace + first, digestsRequired_);
  std::vector<uint8_t> scratch(std::min<uint64_t>(last - first, constantBlockSize()));
  for (uint64_t offset = first; offset < last; offset += constantBlockSize())
    EDGE_RETURN_IF_ERROR(readConstants(offset, std::min<uint64_t>(constantBlockSize(), last - offset), scratch.data()));
  return Error::success();
}

void Program::releaseConstants(uint64_t offset, uint64_t count) const {
  // The head is read from its copy, if it has one: its pages (and the padding's) go with the segment's first.
  if (offset == 0 && head_)
    loader_->release(0, segmentOffset_ + count);
  else
    loader_->release(segmentOffset_ + offset, count);
}

TensorMeta Program::tensorMeta(uint32_t value, bool complex) const {
  const TensorInfo &t = values_[value];
  TensorMeta meta;
  meta.dtype = t.dtype;
  meta.complex = complex;
  for (size_t d = 0; d < t.shape.size(); ++d) {
    DimMeta dim;
    dim.dynamic = !t.dynamicShape.empty() && t.dynamicShape[d] >= 0;
    dim.min = dim.dynamic ? 0 : t.shape[d];
    dim.max = t.shape[d]; // a dynamic size's upper bound
    dim.symbol = "";
    if (dim.dynamic) {
      const flatbuffers::Vector<int64_t> *code = program_->size_exprs()->Get(uint32_t(t.dynamicShape[d]))->code();
      int s = loneSymbol(code->data(), code->size());
      if (s >= 0) {
        const schema::SizeSymbol *symbol = program_->symbols()->Get(uint32_t(s));
        dim.min = symbol->min();
        dim.max = std::min(symbol->max(), t.shape[d]);
        dim.symbol = symbol->name()->c_str();
      }
    }
    meta.dims.push_back(dim);
  }
  return meta;
}

Error Program::checkOutputs(const uint32_t *args, uint32_t numArgs, uint32_t numOutputs,
                            const std::string &what) const {
  if (numOutputs == 0 || numOutputs > numArgs)
    return invalid(formatMessage("%s writes %u of its %u arguments", what.c_str(), numOutputs, numArgs));
  for (uint32_t a = numArgs - numOutputs; a < numArgs; ++a)
    if (values_[flatbuffers::ReadScalar<uint32_t>(args + a)].isConstant())
      return invalid(formatMessage("%s writes constant value %u", what.c_str(), flatbuffers::ReadScalar<uint32_t>(args + a)));
  return Error::success();
}

static bool isListed(const flatbuffers::Vector<uint32_t> *list, size_t i) {
  if (list)
    for (uint32_t e : *list)
      if (e == i)
        return true;
  return false;
}

MethodMeta Program::methodMeta() const {
  MethodMeta meta;
  for (size_t i = 0; i < numInputs(); ++i)
    meta.inputs.push_back(inputMeta(i));
  for (size_t i = 0; i < numOutputs(); ++i)
    meta.outputs.push_back(outputMeta(i));
  meta.hostArenaBytes = hostArenaBytes();
  meta.deviceArenaBytes = deviceArenaBytes();
  meta.constantBytes = constantBytes();
  meta.vulkan = hasVulkanPartitions();
  meta.numSizeSymbols = numSymbols();
  return meta;
}

uint64_t Program::constantBytes() const { return program_->constants()->size(); }
uint32_t Program::constantBlockSize() const { return program_->constants()->block_size(); }
bool Program::isSigned() const { return program_->signature_bytes() != 0; }
bool Program::inputIsComplex(size_t i) const { return isListed(program_->complex_inputs(), i); }
bool Program::outputIsComplex(size_t i) const { return isListed(program_->complex_outputs(), i); }
bool Program::hasVulkanPartitions() const { return program_->vulkan_partitions()->size() != 0; }
uint64_t Program::hostArenaBytes() const { return program_->host_arena_size(); }
uint64_t Program::deviceArenaBytes() const { return program_->device_arena_size(); }

Error Program::check() {
  const schema::Program &fb = *program_;
  if (fb.version() != uint32_t(schema::FormatVersion::Current))
    return invalid(formatMessage("format version %u, this runtime reads version %u", fb.version(),
                                 unsigned(schema::FormatVersion::Current)));
  if (!fb.values() || !fb.inputs() || !fb.outputs() || !fb.instructions() || !fb.vulkan_partitions() || !fb.shaders() ||
      !fb.pipelines() || !fb.constants())
    return invalid("a required table of the program is missing");
  const uint64_t constantSize = fb.constants()->size();
  // Dynamic shapes: symbols with sane bounds, well-formed size expressions.
  const uint32_t numSymbols = fb.symbols() ? fb.symbols()->size() : 0;
  numSymbols_ = numSymbols;
  const uint32_t numExprs = fb.size_exprs() ? fb.size_exprs()->size() : 0;
  if (numSymbols > kMaxSizeSymbols)
    return invalid(formatMessage("%u size symbols, at most %u", numSymbols, unsigned(kMaxSizeSymbols)));
  for (uint32_t s = 0; s < numSymbols; ++s) {
    const schema::SizeSymbol *sym = fb.symbols()->Get(s);
    if (!sym->name() || sym->min() < 0 || sym->min() > sym->max() || sym->max() > EDGE_MAX_DIMENSION)
      return invalid(formatMessage("size symbol %u has invalid bounds", s));
  }
  for (uint32_t e = 0; e < numExprs; ++e) {
    const schema::SizeExpr *expr = fb.size_exprs()->Get(e);
    if (!expr->code() || !elementsAligned(expr->code()) ||
        !validSizeExpr(expr->code()->data(), expr->code()->size(), numSymbols))
      return invalid(formatMessage("size expression %u is malformed", e));
  }
  auto exprIndexOk = [&](int64_t index) { return index == -1 || (index >= 0 && index < int64_t(numExprs)); };
  for (uint32_t i = 0; i < fb.values()->size(); ++i) {
    const schema::Value *v = fb.values()->Get(i);
    TensorInfo t;
    t.dtype = DType(v->dtype());
    t.nbytes = v->nbytes();
    t.hostOffset = v->host_offset();
    t.deviceOffset = v->device_offset();
    t.constantOffset = v->constant_offset();
    if (elementSize(t.dtype) == 0)
      return invalid(formatMessage("value %u has an unknown dtype", i));
    if (!v->shape())
      return invalid(formatMessage("value %u has no shape", i));
    if (!elementsAligned(v->shape()))
      return invalid(formatMessage("value %u: the shape vector is misaligned", i));
    // The product of the non-zero dimensions is bounded too: kernels multiply dimensions of empty tensors
    // (outer and inner extents, strides), which must not overflow either.
    const uint64_t kMaxElements = uint64_t(EDGE_MAX_ELEMENTS);
    uint64_t numel = 1, nonZero = 1;
    for (int64_t d : *v->shape()) {
      if (d < 0 || d > EDGE_MAX_DIMENSION || (d && nonZero > kMaxElements / uint64_t(d)))
        return invalid(formatMessage("value %u has an invalid dimension %lld", i, (long long)d));
      numel *= uint64_t(d);
      nonZero *= d ? uint64_t(d) : 1;
      t.shape.push_back(d);
    }
    t.numel = int64_t(numel);
    if (t.nbytes != numel * elementSize(t.dtype))
      return invalid(formatMessage("value %u: %llu bytes do not hold %llu elements of %s", i,
                                   (unsigned long long)t.nbytes, (unsigned long long)numel, dtypeName(t.dtype)));
    const struct {
      int64_t offset;
      uint64_t limit;
      const char *segment;
    } copies[] = {{t.hostOffset, fb.host_arena_size(), "host arena"},
                  {t.deviceOffset, fb.device_arena_size(), "device arena"},
                  {t.constantOffset, constantSize, "constant segment"}};
    for (const auto &c : copies) {
      if (c.offset == -1)
        continue;
      if (c.offset < 0 || uint64_t(c.offset) > c.limit || t.nbytes > c.limit - uint64_t(c.offset))
        return invalid(formatMessage("value %u [%lld, +%llu) lies outside its %s of %llu bytes", i, (long long)c.offset,
                                     (unsigned long long)t.nbytes, c.segment, (unsigned long long)c.limit));
    }
    // Kernels read host and constant copies as typed arrays; the compiler aligns device copies to 256 bytes
    // (MemoryPlan.cpp's kArenaAlignment), the most minStorageBufferOffsetAlignment can be.
    const uint64_t align = elementSize(t.dtype);
    if ((t.hostOffset > 0 && uint64_t(t.hostOffset) % align) ||
        (t.constantOffset > 0 && uint64_t(t.constantOffset) % align))
      return invalid(formatMessage("value %u: a host or constant offset is not aligned to its %s elements", i,
                                   dtypeName(t.dtype)));
    if (t.deviceOffset > 0 && t.deviceOffset % kDeviceAlignment)
      return invalid(formatMessage("value %u: device offset %lld is not a multiple of %lld", i,
                                   (long long)t.deviceOffset, (long long)kDeviceAlignment));
    if (t.isConstant() ? (t.hostOffset != -1 || t.deviceOffset != -1) : (t.hostOffset == -1 && t.deviceOffset == -1))
      return invalid(formatMessage("value %u must be a constant or have a host or device copy", i));
    // An alias: of an earlier value that aliases none, its copies within that value's.
    t.aliasOf = v->alias_of();
    if (t.aliasOf != -1) {
      if (t.aliasOf < 0 || uint32_t(t.aliasOf) >= i || values_[size_t(t.aliasOf)].aliasOf != -1)
        return invalid(formatMessage("value %u aliases value %d, which is no earlier value of its own bytes", i,
                                     t.aliasOf));
      const TensorInfo &root = values_[size_t(t.aliasOf)];
      const int64_t offsets[3][2] = {{t.hostOffset, root.hostOffset},
                                     {t.deviceOffset, root.deviceOffset},
                                     {t.constantOffset, root.constantOffset}};
      for (const auto &o : offsets)
        if ((o[0] == -1) != (o[1] == -1) ||
            (o[0] != -1 && (o[0] < o[1] || t.nbytes > root.nbytes || uint64_t(o[0] - o[1]) > root.nbytes - t.nbytes)))
          return invalid(formatMessage("value %u lies outside the copies of value %d, which it aliases", i, t.aliasOf));
    }
    // A constant of dynamic shape (the first elements of an arange whose end is a size) is the contiguous
    // prefix of its bytes at its actual shape: never more than its bound, which lies inside the segment.
    if (v->dynamic_shape() && v->dynamic_shape()->size()) {
      if (v->dynamic_shape()->size() != t.shape.size() || !elementsAligned(v->dynamic_shape()))
        return invalid(formatMessage("value %u has a malformed dynamic shape", i));
      for (int32_t e : *v->dynamic_shape()) {
        if (!exprIndexOk(e))
          return invalid(formatMessage("value %u refers to size expression %d of %u", i, e, numExprs));
        t.dynamicShape.push_back(e);
      }
    }
    values_.push_back(t);
  }
  const uint32_t numValues = uint32_t(values_.size());
  for (uint32_t v : *fb.inputs())
    if (v >= numValues || values_[v].hostOffset < 0)
      return invalid(formatMessage("input refers to value %u, which has no host copy", v));
  for (uint32_t v : *fb.outputs())
    if (v >= numValues || !values_[v].onHost())
      return invalid(formatMessage("output refers to value %u, which the host cannot read", v));
  inputs_.assign(fb.inputs()->begin(), fb.inputs()->end());
  outputs_.assign(fb.outputs()->begin(), fb.outputs()->end());
  // A complex64 input or output is an f32 value of static last dim 2.
  const flatbuffers::Vector<uint32_t> *complexLists[2] = {fb.complex_inputs(), fb.complex_outputs()};
  const flatbuffers::Vector<uint32_t> *ioLists[2] = {fb.inputs(), fb.outputs()};
  for (int k = 0; k < 2; ++k)
    if (complexLists[k])
      for (uint32_t i : *complexLists[k]) {
        if (i >= ioLists[k]->size())
          return invalid(formatMessage("complex %s %u of %u", k ? "output" : "input", i, ioLists[k]->size()));
        const TensorInfo &t = values_[ioLists[k]->Get(i)];
        if (t.dtype != DType::f32 || t.shape.empty() || t.shape.back() != 2 ||
            (!t.dynamicShape.empty() && t.dynamicShape.back() >= 0))
          return invalid(
              formatMessage("complex %s %u is not f32 with a static last dim of 2", k ? "output" : "input", i));
      }
  // Bundled examples: each input and output as its value in number, dtype (a bf16 output may be expected as
  // f32) and rank, its sizes within the value's bounds, its bytes exactly its elements'.
  if (const flatbuffers::Vector<flatbuffers::Offset<schema::BundledExample> > *examples = fb.bundled_examples())
    for (uint32_t e = 0; e < examples->size(); ++e) {
      const schema::BundledExample *example = examples->Get(e);
      for (int k = 0; k < 2; ++k) {
        const flatbuffers::Vector<flatbuffers::Offset<schema::BundledTensor> > *tensors =
            k ? example->outputs() : example->inputs();
        if (!tensors || tensors->size() != ioLists[k]->size())
          return invalid(formatMessage("bundled example %u has the wrong number of %ss", e, k ? "output" : "input"));
        for (uint32_t i = 0; i < tensors->size(); ++i) {
          const schema::BundledTensor *b = tensors->Get(i);
          const TensorInfo &t = values_[ioLists[k]->Get(i)];
          bool ok = b->shape() && b->data() && elementsAligned(b->shape()) &&
                    bundledTensorFits(DType(b->dtype()), b->shape()->data(), b->shape()->size(), t.dtype, t.shape,
                                      t.dynamicShape, k == 1);
          uint64_t numel = 1;
          for (uint32_t d = 0; ok && d < b->shape()->size(); ++d)
            numel *= uint64_t(b->shape()->Get(d)); // within the value's bounds: no overflow
          if (!ok || b->data()->size() != numel * elementSize(DType(b->dtype())))
            return invalid(formatMessage("bundled example %u's %s %u does not match the program's", e,
                                         k ? "output" : "input", i));
        }
      }
    }
  // Each size symbol takes its value from a dimension of an input (Model resolves them so), or from the
  // kernel call that finds it in the data (checked below, with the instructions): one neither gives could
  // never be resolved, which execute would only find out later.
  for (uint32_t s = 0; s < numSymbols; ++s) {
    if (fb.symbols()->Get(s)->source_instruction() != -1)
      continue;
    bool given = false;
    for (uint32_t v : *fb.inputs())
      for (int64_t e : values_[v].dynamicShape)
        if (e >= 0) {
          const flatbuffers::Vector<int64_t> *code = fb.size_exprs()->Get(uint32_t(e))->code();
          given = given || loneSymbol(code->data(), code->size()) == int(s);
        }
    // An input dim that is the symbol was planned at its upper bound: a larger bound would let execute
    // accept sizes no buffer holds (fuzz-pte-load found one, s0 <= 16121888 in an arena planned for 32).
    for (uint32_t v : *fb.inputs())
      for (size_t d = 0; d < values_[v].dynamicShape.size(); ++d) {
        int32_t e = values_[v].dynamicShape[d];
        if (e < 0)
          continue;
        const flatbuffers::Vector<int64_t> *code = fb.size_exprs()->Get(uint32_t(e))->code();
        if (loneSymbol(code->data(), code->size()) == int(s) && fb.symbols()->Get(s)->max() > values_[v].shape[d])
          return invalid(formatMessage("size symbol %u may reach %lld, input value %u was planned for %lld", s,
                                       (long long)fb.symbols()->Get(s)->max(), v, (long long)values_[v].shape[d]));
      }
    if (!given)
      return invalid(formatMessage("size symbol %u is no input's dimension", s));
  }

  const uint32_t numShaders = fb.shaders()->size();
  for (uint32_t s = 0; s < numShaders; ++s) {
    const schema::Shader *shader = fb.shaders()->Get(s);
    if (!shader->spirv() || shader->spirv()->size() < 5 || shader->spirv()->Get(0) != 0x07230203u)
      return invalid(formatMessage("shader %u is not SPIR-V", s));
    if (shader->num_bindings() == 0 || shader->num_bindings() > EDGE_MAX_SHADER_BINDINGS)
      return invalid(formatMessage("shader %u has %u bindings", s, shader->num_bindings()));
    if (shader->push_constant_size() % 4 || shader->push_constant_size() > EDGE_MAX_PUSH_CONSTANT_SIZE)
      return invalid(formatMessage("shader %u takes %u bytes of push constants", s, shader->push_constant_size()));
    // Every module reaches the driver (Model creates them all): each is checked, with its default
    // specialization constants here and with each pipeline's below.
    PipelineNeeds needs;
    Error e = checkSpirv(shader->spirv()->data(), shader->spirv()->size(), shader->num_bindings(),
                         shader->push_constant_size(), nullptr, 0, &needs);
    if (!e.ok())
      return invalid(formatMessage("shader %u (%s): %s", s, shader->family() ? shader->family()->c_str() : "?",
                                   e.message().c_str()));
    shaderFeatures_.push_back(needs.deviceFeatures);
  }
  const uint32_t numPipelines = fb.pipelines()->size();
  for (uint32_t p = 0; p < numPipelines; ++p) {
    const schema::Pipeline *pipeline = fb.pipelines()->Get(p);
    if (pipeline->shader() >= numShaders)
      return invalid(formatMessage("pipeline %u uses shader %u of %u", p, pipeline->shader(), numShaders));
    // Ids 0, 1, 2 are the workgroup size; the device's limits are checked when the pipeline is created.
    if (!pipeline->spec_constants() || pipeline->spec_constants()->size() < 3 ||
        pipeline->spec_constants()->size() > EDGE_MAX_SPEC_CONSTANTS)
      return invalid(formatMessage("pipeline %u has no workgroup size or too many specialization constants", p));
    for (uint32_t i = 0; i < 3; ++i)
      if (pipeline->spec_constants()->Get(i) == 0)
        return invalid(formatMessage("pipeline %u has an empty workgroup", p));
    const schema::Shader *shader = fb.shaders()->Get(pipeline->shader());
    PipelineNeeds needs;
    Error e = checkSpirv(shader->spirv()->data(), shader->spirv()->size(), shader->num_bindings(),
                         shader->push_constant_size(), pipeline->spec_constants()->data(),
                         pipeline->spec_constants()->size(), &needs);
    if (!e.ok())
      return invalid(formatMessage("pipeline %u (shader %u): %s", p, pipeline->shader(), e.message().c_str()));
    pipelineNeeds_.push_back(needs);
  }
  const uint32_t numPartitions = fb.vulkan_partitions()->size();
  for (uint32_t p = 0; p < numPartitions; ++p) {
    const schema::VulkanPartition *part = fb.vulkan_partitions()->Get(p);
    if (!part->dispatches() || part->dispatches()->size() == 0 || !part->uploads() || !part->downloads())
      return invalid(formatMessage("Vulkan partition %u has no dispatches, uploads or downloads", p));
    for (const flatbuffers::Vector<uint32_t> *transfers : {part->uploads(), part->downloads()})
      for (uint32_t v : *transfers)
        if (v >= numValues || values_[v].hostOffset < 0 || values_[v].deviceOffset < 0)
          return invalid(formatMessage("partition %u copies value %u, which lacks a host or device copy", p, v));
    for (uint32_t d = 0; d < part->dispatches()->size(); ++d) {
      const schema::Dispatch *dispatch = part->dispatches()->Get(d);
      if (dispatch->pipeline() >= numPipelines)
        return invalid(formatMessage("dispatch %u of partition %u uses pipeline %u of %u", d, p, dispatch->pipeline(),
                                     numPipelines));
      const schema::Shader *shader = fb.shaders()->Get(fb.pipelines()->Get(dispatch->pipeline())->shader());
      if (!dispatch->bindings() || dispatch->bindings()->size() != shader->num_bindings())
        return invalid(formatMessage("dispatch %u of partition %u binds the wrong number of values", d, p));
      if (!dispatch->push_constants() || dispatch->push_constants()->size() * 4 != shader->push_constant_size())
        return invalid(formatMessage("dispatch %u of partition %u passes the wrong number of push constants", d, p));
      // A zero-byte value has nothing to bind: the runtime binds a placeholder the shader never touches,
      // which only an input may be (an op with nothing to write has no dispatch).
      const uint32_t numBindings = dispatch->bindings()->size();
      for (uint32_t b = 0; b < numBindings; ++b) {
        uint32_t v = dispatch->bindings()->Get(b);
        bool output = uint64_t(b) + dispatch->num_outputs() >= numBindings;
        if (v >= numValues || (values_[v].nbytes != 0 && !values_[v].onDevice()) || (values_[v].nbytes == 0 && output))
          return invalid(formatMessage("dispatch %u of partition %u binds value %u, which has no device copy or "
                                       "is an empty output",
                                       d, p, v));
      }
      EDGE_RETURN_IF_ERROR(checkOutputs(dispatch->bindings()->data(), dispatch->bindings()->size(), dispatch->num_outputs(),
                                        formatMessage("dispatch %u of partition %u", d, p)));
      if (!dispatch->workgroups() || dispatch->workgroups()->size() != 3)
        return invalid(formatMessage("dispatch %u of partition %u has no 3-D workgroup count", d, p));
      for (uint32_t g : *dispatch->workgroups())
        if (g == 0 || g > 65535)
          return invalid(formatMessage("dispatch %u of partition %u has a workgroup count of %u", d, p, g));
      // Every kernel's workgroup covers at least one element of what it binds (tiles are padded, never
      // smaller than an element), so a grid of more workgroups than bound bytes is no kernel's: refused
      // rather than left to run for hours (65535 x 65535 groups kept lavapipe busy past any wait).
      uint64_t boundBytes = 0;
      for (uint32_t v : *dispatch->bindings())
        boundBytes += values_[v].nbytes;
      uint64_t grid = uint64_t(dispatch->workgroups()->Get(0)) * dispatch->workgroups()->Get(1) *
                      dispatch->workgroups()->Get(2);
      if (grid > boundBytes + kDispatchGroupSlack)
        return invalid(formatMessage("dispatch %u of partition %u runs %llu workgroups over %llu bound bytes: more "
                                     "than any kernel needs",
                                     d, p, (unsigned long long)grid, (unsigned long long)boundBytes));
      const flatbuffers::Vector<uint32_t> *push = dispatch->dynamic_push();
      if (push && (push->size() % 2 || !elementsAligned(push)))
        return invalid(formatMessage("dispatch %u of partition %u has malformed dynamic push constants", d, p));
      for (uint32_t k = 0; push && k < push->size(); k += 2)
        if (push->Get(k) >= dispatch->push_constants()->size() || push->Get(k + 1) >= numExprs)
          return invalid(formatMessage("dispatch %u of partition %u has a dynamic push constant out of range", d, p));
      const flatbuffers::Vector<int32_t> *groups = dispatch->dynamic_workgroups();
      if (groups && groups->size() && (groups->size() != 3 || !elementsAligned(groups)))
        return invalid(formatMessage("dispatch %u of partition %u has malformed dynamic workgroups", d, p));
      for (uint32_t k = 0; groups && k < groups->size(); ++k)
        if (!exprIndexOk(groups->Get(k)))
          return invalid(formatMessage("dispatch %u of partition %u has a dynamic workgroup count out of range", d, p));
    }
  }
  for (uint32_t i = 0; i < fb.instructions()->size(); ++i) {
    const schema::Instruction *inst = fb.instructions()->Get(i);
    if (const schema::KernelCall *call = inst->op_as_KernelCall()) {
      if (!call->kernel() || !call->args())
        return invalid(formatMessage("instruction %u: kernel call without kernel or args", i));
      if (!elementsAligned(call->int_params()) || !elementsAligned(call->float_params()))
        return invalid(formatMessage("instruction %u: a parameter vector is misaligned", i));
      for (uint32_t v : *call->args()) {
        if (v >= numValues)
          return invalid(formatMessage("instruction %u: argument value %u of %u", i, v, numValues));
        if (!values_[v].onHost())
          return invalid(formatMessage("instruction %u: CPU kernel operand %u has no host copy", i, v));
      }
      EDGE_RETURN_IF_ERROR(
          checkOutputs(call->args()->data(), call->args()->size(), call->num_outputs(), formatMessage("instruction %u", i)));
      const flatbuffers::Vector<uint32_t> *sized = call->dynamic_int_params();
      if (sized && (sized->size() % 2 || !elementsAligned(sized)))
        return invalid(formatMessage("instruction %u: malformed dynamic int parameters", i));
      uint32_t numInts = call->int_params() ? call->int_params()->size() : 0;
      for (uint32_t k = 0; sized && k < sized->size(); k += 2)
        if (sized->Get(k) >= numInts || sized->Get(k + 1) >= numExprs)
          return invalid(formatMessage("instruction %u: a dynamic int parameter out of range", i));
    } else if (const schema::VulkanCall *call = inst->op_as_VulkanCall()) {
      if (call->partition() >= numPartitions)
        return invalid(formatMessage("instruction %u: Vulkan partition %u of %u", i, call->partition(), numPartitions));
    } else {
      return invalid(formatMessage("instruction %u has an unknown kind", i));
    }
  }
  // The prologue runs only when the sizes change: it cannot hold the instruction that finds one in the data.
  if (fb.prologue_instructions() > fb.instructions()->size())
    return invalid(formatMessage("a prologue of %u instructions of %u", fb.prologue_instructions(),
                                 fb.instructions()->size()));
  for (uint32_t s = 0; s < numSymbols; ++s) {
    int32_t source = fb.symbols()->Get(s)->source_instruction();
    if (source >= 0 && uint32_t(source) < fb.prologue_instructions())
      return invalid(formatMessage("size symbol %u is found by instruction %d, in the prologue", s, source));
  }
  return checkDataDependentSymbols();
}

uint32_t Program::symbolsOf(uint32_t value) const {
  uint32_t used = 0;
  for (size_t d = 0; d < values_[value].dynamicShape.size(); ++d)
    used |= exprSymbols(values_[value].dynamicShape[d]);
  return used;
}

uint32_t Program::exprSymbols(int32_t expr) const {
  if (expr < 0)
    return 0;
  const flatbuffers::Vector<int64_t> *code = program_->size_exprs()->Get(uint32_t(expr))->code();
  return sizeExprSymbols(code->data(), code->size());
}

uint32_t Program::instructionSymbols(uint32_t i, bool outputsToo) const {
  const schema::Instruction *inst = program_->instructions()->Get(i);
  uint32_t used = 0;
  if (const schema::KernelCall *call = inst->op_as_KernelCall()) {
    uint32_t n = call->args()->size(), inputs = outputsToo ? n : n - call->num_outputs();
    for (uint32_t a = 0; a < inputs; ++a)
      used |= symbolsOf(call->args()->Get(a));
    return used;
  }
  const schema::VulkanPartition *part = program_->vulkan_partitions()->Get(inst->op_as_VulkanCall()->partition());
  for (uint32_t v : *part->uploads())
    used |= symbolsOf(v);
  for (uint32_t v : *part->downloads())
    used |= symbolsOf(v);
  for (uint32_t d = 0; d < part->dispatches()->size(); ++d) {
    const schema::Dispatch *dispatch = part->dispatches()->Get(d);
    for (uint32_t v : *dispatch->bindings())
      used |= symbolsOf(v);
    const flatbuffers::Vector<uint32_t> *push = dispatch->dynamic_push();
    for (uint32_t k = 0; push && k < push->size(); k += 2)
      used |= exprSymbols(int32_t(push->Get(k + 1)));
    const flatbuffers::Vector<int32_t> *groups = dispatch->dynamic_workgroups();
    for (uint32_t k = 0; groups && k < groups->size(); ++k)
      used |= exprSymbols(groups->Get(k));
  }
  return used;
}

Error Program::checkDataDependentSymbols() const {
  const schema::Program &fb = *program_;
  const uint32_t numSymbols = uint32_t(this->numSymbols());
  for (uint32_t s = 0; s < numSymbols; ++s) {
    const schema::SizeSymbol *sym = fb.symbols()->Get(s);
    int32_t source = sym->source_instruction();
    if (source == -1)
      continue;
    const uint32_t bit = uint32_t(1) << s;
    if (source < 0 || uint32_t(source) >= fb.instructions()->size())
      return invalid(
          formatMessage("size symbol %u comes from instruction %d of %u", s, source, fb.instructions()->size()));
    const schema::KernelCall *call = fb.instructions()->Get(uint32_t(source))->op_as_KernelCall();
    if (!call || call->num_outputs() != 1)
      return invalid(formatMessage("size symbol %u comes from instruction %d, which is no kernel call with one output",
                                   s, source));
    for (uint32_t t = 0; t < s; ++t)
      if (fb.symbols()->Get(t)->source_instruction() == source)
        return invalid(formatMessage("size symbols %u and %u come from the same instruction", t, s));
    // The call's output has the symbol as its dim 0, planned for its largest value.
    const TensorInfo &out = values_[call->args()->Get(call->args()->size() - 1)];
    int32_t rows = out.dynamicShape.empty() ? -1 : out.dynamicShape[0];
    const flatbuffers::Vector<int64_t> *code = rows >= 0 ? fb.size_exprs()->Get(uint32_t(rows))->code() : nullptr;
    if (!code || loneSymbol(code->data(), code->size()) != int(s) || out.shape[0] < sym->max())
      return invalid(
          formatMessage("size symbol %u is not dim 0 of instruction %d's output, planned for its bound", s, source));
    // Nothing reads the symbol before the call finds it: not the inputs, not an earlier instruction, not the
    // call's own operands.
    for (uint32_t v : *fb.inputs())
      if (symbolsOf(v) & bit)
        return invalid(formatMessage("size symbol %u, found by instruction %d, sizes input value %u", s, source, v));
    for (uint32_t i = 0; i <= uint32_t(source); ++i)
      if (instructionSymbols(i, i != uint32_t(source)) & bit)
        return invalid(
            formatMessage("instruction %u uses size symbol %u before instruction %d finds it", i, s, source));
  }
  return Error::success();
}

} // namespace edge
