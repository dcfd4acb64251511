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

std::string formatMessage(const char *format, ...) {
  char buffer[1024];
  va_list args;
  va_start(args, format);
  vsnprintf(buffer, sizeof(buffer), format, args);
  va_end(args);
  return buffer;
}

} // namespace edge
