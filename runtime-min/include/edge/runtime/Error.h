// Errors as values: runtime-min is built without exceptions.
#ifndef EDGE_RUNTIME_ERROR_H
#define EDGE_RUNTIME_ERROR_H

#include <cstdint>
#include <cstdlib>
#include <new>
#include <string>
#include <type_traits>
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

/// A value or an error. T needs no default constructor; value() and take() may be called only when ok() (they
/// abort otherwise: reading a value that is not there is a bug, not an error to report).
template <typename T> class Result {
public:
  Result(T value) : hasValue_(true) { new (&storage_) T(std::move(value)); }
  Result(Error error) : hasValue_(false), error_(std::move(error)) {
    if (error_.ok()) // an error that is not one would leave no value to read
      error_ = Error(ErrorCode::InvalidArgument, "a Result made of a success with no value");
  }
  Result(const Result &other) : hasValue_(other.hasValue_), error_(other.error_) {
    if (hasValue_)
      new (&storage_) T(other.get());
  }
  Result(Result &&other) : hasValue_(other.hasValue_), error_(std::move(other.error_)) {
    if (hasValue_)
      new (&storage_) T(std::move(other.get()));
  }
  Result &operator=(Result other) {
    reset();
    hasValue_ = other.hasValue_;
    error_ = std::move(other.error_);
    if (hasValue_)
      new (&storage_) T(std::move(other.get()));
    return *this;
  }
  ~Result() { reset(); }

  bool ok() const { return hasValue_; }
  const Error &error() const { return error_; }
  T &value() {
    check();
    return get();
  }
  const T &value() const {
    check();
    return get();
  }
  T take() {
    check();
    return std::move(get());
  }

private:
  void check() const {
    if (!hasValue_)
      std::abort();
  }
  T &get() { return *reinterpret_cast<T *>(&storage_); }
  const T &get() const { return *reinterpret_cast<const T *>(&storage_); }
  void reset() {
    if (hasValue_)
      get().~T();
    hasValue_ = false;
  }
  typename std::aligned_storage<sizeof(T), alignof(T)>::type storage_;
  bool hasValue_;
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
