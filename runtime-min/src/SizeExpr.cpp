#include "edge/runtime/SizeExpr.h"

namespace edge {

namespace {
bool checkedAdd(int64_t a, int64_t b, int64_t *r) { return !__builtin_add_overflow(a, b, r); }
bool checkedMul(int64_t a, int64_t b, int64_t *r) { return !__builtin_mul_overflow(a, b, r); }

/// a op b for the binary opcodes; false on overflow or a non-positive divisor.
bool apply(int64_t op, int64_t a, int64_t b, int64_t *r) {
  switch (op) {
  case kSizeAdd:
    return checkedAdd(a, b, r);
  case kSizeMul:
    return checkedMul(a, b, r);
  case kSizeFloorDiv:
  case kSizeCeilDiv:
  case kSizeMod: {
    if (b <= 0)
      return false;
    int64_t q = a / b, m = a % b;
    if (op == kSizeMod) {
      *r = m < 0 ? m + b : m;
      return true;
    }
    if (m != 0 && ((m > 0) == (op == kSizeCeilDiv)))
      q += op == kSizeCeilDiv ? 1 : -1;
    *r = q;
    return true;
  }
  default:
    return false;
  }
}
} // namespace

bool validSizeExpr(const int64_t *code, size_t length, size_t numSymbols) {
  size_t depth = 0;
  for (size_t i = 0; i < length; ++i) {
    int64_t op = code[i];
    if (op == kSizeConstant || op == kSizeSymbol) {
      if (i + 1 >= length || depth >= kMaxSizeStack)
        return false;
      if (op == kSizeSymbol && (code[i + 1] < 0 || uint64_t(code[i + 1]) >= numSymbols))
        return false;
      ++i;
      ++depth;
    } else if (op >= kSizeAdd && op <= kSizeMod) {
      if (depth < 2)
        return false;
      --depth;
    } else {
      return false;
    }
  }
  return depth == 1;
}

bool evaluateSizeExpr(const int64_t *code, size_t length, const int64_t *symbols, int64_t *value) {
  int64_t stack[kMaxSizeStack];
  size_t depth = 0;
  for (size_t i = 0; i < length; ++i) {
    int64_t op = code[i];
    if (op == kSizeConstant) {
      stack[depth++] = code[++i];
    } else if (op == kSizeSymbol) {
      stack[depth++] = symbols[code[++i]];
    } else {
      int64_t b = stack[--depth], a = stack[depth - 1];
      if (!apply(op, a, b, &stack[depth - 1]))
        return false;
    }
  }
  *value = stack[0];
  return true;
}

int loneSymbol(const int64_t *code, size_t length) {
  return length == 2 && code[0] == kSizeSymbol ? int(code[1]) : -1;
}

uint32_t sizeExprSymbols(const int64_t *code, size_t length) {
  uint32_t used = 0;
  for (size_t i = 0; i < length; ++i)
    if (code[i] == kSizeConstant || code[i] == kSizeSymbol) {
      if (code[i] == kSizeSymbol)
        used |= uint32_t(1) << code[i + 1];
      ++i;
    }
  return used;
}

} // namespace edge
