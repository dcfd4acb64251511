#include "Npy.h"

#include <cstdio>
#include <cstring>
#include <string>

namespace edge {
namespace {
struct NpyType {
  const char *descr;
  DType dtype;
};
const NpyType kTypes[] = {{"<f4", DType::f32}, {"<f2", DType::f16}, {"<f8", DType::f64},
                          {"<i8", DType::i64}, {"<i4", DType::i32}, {"<i2", DType::i16},
                          {"|i1", DType::i8},  {"|u1", DType::u8},  {"|b1", DType::bool_}};

Error bad(const std::string &what) { return Error(ErrorCode::InvalidArgument, "bad .npy file: " + what); }

/// The value of `key` in the header dict, e.g. 'descr': '<f4' -> <f4.
bool field(const std::string &header, const char *key, std::string *value) {
  std::string k = std::string("'") + key + "'";
  size_t p = header.find(k);
  if (p == std::string::npos)
    return false;
  p = header.find(':', p + k.size());
  if (p == std::string::npos)
    return false;
  ++p;
  while (p < header.size() && header[p] == ' ')
    ++p;
  if (p >= header.size())
    return false;
  size_t end;
  if (header[p] == '\'') {
    end = header.find('\'', p + 1);
    if (end == std::string::npos)
      return false;
    *value = header.substr(p + 1, end - p - 1);
  } else if (header[p] == '(') {
    end = header.find(')', p);
    if (end == std::string::npos)
      return false;
    *value = header.substr(p + 1, end - p - 1);
  } else {
    end = header.find_first_of(",}", p);
    if (end == std::string::npos)
      return false;
    *value = header.substr(p, end - p);
  }
  return true;
}
} // namespace

Result<NpyArray> parseNpy(const uint8_t *bytes, size_t size) {
  if (size < 10 || memcmp(bytes, "\x93NUMPY", 6) != 0)
    return bad("missing magic");
  uint8_t major = bytes[6];
  size_t headerLen, start;
  if (major == 1) {
    headerLen = size_t(bytes[8]) | size_t(bytes[9]) << 8;
    start = 10;
  } else if (major == 2 || major == 3) {
    if (size < 12)
      return bad("truncated header");
    headerLen = size_t(bytes[8]) | size_t(bytes[9]) << 8 | size_t(bytes[10]) << 16 | size_t(bytes[11]) << 24;
    start = 12;
  } else {
    return bad("unknown version");
  }
  if (headerLen > size - start)
    return bad("truncated header");
  std::string header(reinterpret_cast<const char *>(bytes + start), headerLen);
  std::string descr, order, shape;
  if (!field(header, "descr", &descr) || !field(header, "fortran_order", &order) || !field(header, "shape", &shape))
    return bad("header lacks descr, fortran_order or shape");
  if (order.find("False") == std::string::npos)
    return bad("Fortran order is not supported");
  NpyArray a;
  bool known = false;
  for (const NpyType &t : kTypes)
    if (descr == t.descr) {
      a.dtype = t.dtype;
      known = true;
    }
  if (descr == "<c8") { // complex64: pairs of f32
    a.dtype = DType::f32;
    a.complexPairs = known = true;
  }
  if (!known)
    return bad("unsupported dtype '" + descr + "'");
  uint64_t numel = 1;
  size_t p = 0;
  while (p < shape.size()) {
    while (p < shape.size() && (shape[p] == ' ' || shape[p] == ','))
      ++p;
    if (p >= shape.size())
      break;
    char *end;
    long long d = strtoll(shape.c_str() + p, &end, 10);
    if (end == shape.c_str() + p || d < 0 || d > (1ll << 40))
      return bad("malformed shape");
    a.shape.push_back(d);
    // checked before multiplying: (2^24, 2^40) would wrap to 0 elements
    if (d != 0 && numel > (uint64_t(1) << 40) / uint64_t(d))
      return bad("shape too large");
    numel *= uint64_t(d);
    p = size_t(end - shape.c_str());
  }
  if (a.complexPairs) {
    a.shape.push_back(2);
    numel *= 2;
  }
  uint64_t nbytes = numel * elementSize(a.dtype);
  if (nbytes != size - start - headerLen)
    return bad("data holds " + std::to_string(size - start - headerLen) + " bytes, the shape needs " +
               std::to_string(nbytes));
  a.data.assign(bytes + start + headerLen, bytes + size);
  return a;
}

uint64_t npyFileLimit(const TensorInfo &t) { return uint64_t(t.numel) * 8 + (uint64_t(1) << 20); }

Result<NpyArray> readNpy(const char *path, uint64_t maxBytes) {
  Result<std::vector<uint8_t>> file = readFile(path, maxBytes);
  if (!file.ok())
    return file.error();
  const std::vector<uint8_t> &bytes = file.value();
  Result<NpyArray> r = parseNpy(bytes.data(), bytes.size());
  if (!r.ok())
    return Error(r.error().code(), std::string(path) + ": " + r.error().message());
  return r;
}

Error writeNpy(const char *path, DType dtype, const std::vector<int64_t> &shape, const void *data,
               size_t nbytes, bool complexPairs) {
  const char *descr = nullptr;
  for (const NpyType &t : kTypes)
    if (t.dtype == dtype)
      descr = t.descr;
  if (complexPairs && (dtype != DType::f32 || shape.empty() || shape.back() != 2))
    return Error(ErrorCode::InvalidArgument, "complex64 data must be f32 with a last dim of 2");
  if (complexPairs)
    descr = "<c8";
  if (!descr)
    return Error(ErrorCode::InvalidArgument, "dtype has no .npy form");
  const size_t rank = complexPairs ? shape.size() - 1 : shape.size();
  std::string dims;
  for (size_t i = 0; i < rank; ++i)
    dims += std::to_string(shape[i]) + (rank == 1 || i + 1 < rank ? "," : "");
  std::string header = std::string("{'descr': '") + descr + "', 'fortran_order': False, 'shape': (" + dims + "), }";
  size_t total = 10 + header.size() + 1;
  header.append((64 - total % 64) % 64, ' ');
  header += '\n';
  const char prefix[10] = {'\x93', 'N', 'U', 'M', 'P', 'Y', 1, 0, char(header.size() & 0xff), char(header.size() >> 8)};
  const void *parts[3] = {prefix, header.data(), data};
  size_t sizes[3] = {10, header.size(), nbytes};
  return writeFileAtomically(path, parts, sizes, 3);
}

Error writeFileAtomically(const char *path, const void *const *parts, const size_t *sizes, size_t count) {
  std::string temporary = std::string(path) + ".partial";
  FILE *f = fopen(temporary.c_str(), "wb");
  if (!f)
    return Error(ErrorCode::Io, formatMessage("cannot write '%s'", path));
  bool ok = true;
  for (size_t i = 0; i < count; ++i)
    ok = ok && (sizes[i] == 0 || fwrite(parts[i], 1, sizes[i], f) == sizes[i]); // data may be null when empty
  ok = fclose(f) == 0 && ok;
  if (!ok || std::rename(temporary.c_str(), path) != 0) {
    std::remove(temporary.c_str());
    return Error(ErrorCode::Io, formatMessage("error writing '%s'", path));
  }
  return Error::success();
}

} // namespace edge
