// Element types of a program's values.
#ifndef EDGE_RUNTIME_DTYPE_H
#define EDGE_RUNTIME_DTYPE_H

#include <cstddef>
#include <cstdint>

namespace edge {

/// A value's element type, numbered as the .pte format numbers it (runtime-min/schema/program.fbs; the loader
/// checks each value's against this list). bool_: one byte, 0 or 1.
enum class DType : int8_t { f32 = 0, f16 = 1, f64 = 2, i64 = 3, i32 = 4, i16 = 5, i8 = 6, u8 = 7, bool_ = 8, bf16 = 9 };

/// Bytes per element.
size_t elementSize(DType dtype);
/// The format's name of it ("f32", "i64", "bool_", ...), or "unknown".
const char *dtypeName(DType dtype);

} // namespace edge

#endif
