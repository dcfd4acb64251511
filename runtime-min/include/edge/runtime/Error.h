// Errors as values: runtime-min is built without exceptions.
#ifndef EDGE_RUNTIME_ERROR_H
#define EDGE_RUNTIME_ERROR_H

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace edge {

enum class ErrorCode {
  Ok = 0,
  InvalidArgument, // the caller passed something wrong
  InvalidProgram,  // the .pte is corrupt, truncated or inconsistent
  Unsupported,     // valid, but this runtime or device cannot run it
  Io,              // reading or writing a file failed
  Vulkan,          // a Vulkan call failed
};

const char *errorCodeName(ErrorCode code);

class Error {
public:
  Error() : code_(ErrorCode::Ok) {}
  Error(ErrorCode code, std::string message) : code_(code), message_(std::move(message)) {}
  static Error success() { return Error(); }

  bool ok() const { return code_ == ErrorCode::Ok; }
  explicit operator bool() const { return !ok(); } // true when there is an error
  ErrorCode code() const { return code_; }
  const std::string &message() const { return message_; }

private:
  ErrorCode code_;
  std::string message_;
};

/// A value or an error.
template <typename T> class Result {
public:
  Result(T value) : value_(std::move(value)) {}
  Result(Error error) : error_(std::move(error)) {}

  bool ok() const { return error_.ok(); }
  const Error &error() const { return error_; }
  T &value() { return value_; }
  const T &value() const { return value_; }
  T take() { return std::move(value_); }

private:
  T value_;
  Error error_;
};

/// Reads a whole file (an Io error names the path), refusing one of more than `maxBytes` before holding more
/// than that: a device or pipe given as a file (/dev/zero) ends in a clear error, not in exhausted memory.
Result<std::vector<uint8_t>> readFile(const char *path, uint64_t maxBytes);

std::string formatMessage(const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;

} // namespace edge

#define EDGE_RETURN_IF_ERROR(expr)                                                                                     \
  do {                                                                                                                 \
    ::edge::Error edge_error_ = (expr);                                                                                \
    if (!edge_error_.ok())                                                                                             \
      return edge_error_;                                                                                              \
  } while (0)

#endif
