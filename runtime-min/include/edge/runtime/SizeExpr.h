// Sizes of programs with dynamic shapes: postfix programs over the size symbols (program.fbs, SizeExpr).
// The compiler writes them and the runtime evaluates them at each execute; this header is the one place
// that defines their encoding.
#ifndef EDGE_RUNTIME_SIZEEXPR_H
#define EDGE_RUNTIME_SIZEEXPR_H

#include <stddef.h>
#include <stdint.h>

namespace edge {

enum SizeOp { kSizeConstant = 0, kSizeSymbol = 1, kSizeAdd, kSizeMul, kSizeFloorDiv, kSizeCeilDiv, kSizeMod };

/// At most this many size symbols in a program, and this deep a size expression's stack.
const size_t kMaxSizeSymbols = 16;
const size_t kMaxSizeStack = 16;

/// True if `code` is well formed: known opcodes, symbols below `numSymbols`, no stack underflow or
/// overflow, and exactly one value left.
bool validSizeExpr(const int64_t *code, size_t length, size_t numSymbols);
/// Evaluates a well-formed expression with `symbols` as the symbols' values; false on int64 overflow or a
/// division by a non-positive value.
bool evaluateSizeExpr(const int64_t *code, size_t length, const int64_t *symbols, int64_t *value);
/// The symbol a well-formed expression is, if it is a lone symbol; -1 otherwise.
int loneSymbol(const int64_t *code, size_t length);
/// The symbols a well-formed expression uses, as a bit mask (bit i: symbol i).
uint32_t sizeExprSymbols(const int64_t *code, size_t length);

} // namespace edge

#endif
