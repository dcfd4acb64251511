#include "edge/runtime/Error.h"

#include <cstdarg>
#include <cstdio>

namespace edge {

const char *errorCodeName(ErrorCode code) {
  switch (code) {
  case ErrorCode::Ok:
    return "ok";
  case ErrorCode::InvalidArgument:
    return "invalid argument";
  case ErrorCode::InvalidProgram:
    return "invalid program";
  case ErrorCode::Unsupported:
    return "unsupported";
  case ErrorCode::Io:
    return "I/O error";
  case ErrorCode::Vulkan:
    return "Vulkan error";
  }
  return "error";
}

Result<std::vector<uint8_t>> readFile(const char *path, uint64_t maxBytes) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return Error(ErrorCode::Io, formatMessage("cannot open '%s'", path));
  std::vector<uint8_t> bytes;
  uint8_t chunk[1 << 16];
  size_t n;
  bool tooLarge = false;
  while (!tooLarge && (n = fread(chunk, 1, sizeof(chunk), f)) > 0) {
    tooLarge = n > maxBytes - bytes.size(); // bytes.size() <= maxBytes holds before each read
    if (!tooLarge)
      bytes.insert(bytes.end(), chunk, chunk + n);
  }
  bool failed = ferror(f) != 0;
  fclose(f);
  if (tooLarge)
    return Error(ErrorCode::InvalidArgument,
                 formatMessage("'%s' is larger than %llu bytes, the most it may hold", path, (unsigned long long)maxBytes));
  if (failed)
    return Error(ErrorCode::Io, formatMessage("error reading '%s'", path));
  return bytes;
}

std::string formatMessage(const char *format, ...) {
  char buffer[1024];
  va_list args;
  va_start(args, format);
  vsnprintf(buffer, sizeof(buffer), format, args);
  va_end(args);
  return buffer;
}

} // namespace edge
