// 64-bit integers for devices without shaderInt64: the compiler appends this to common.glsl in variants
// that define INT64_PAIRS. An int64 buffer keeps its 8-byte elements (the host and the CPU kernels see no
// difference); a shader reads and writes each as an I64, its two 32-bit words (little endian), and computes
// with the functions below, which give int64's results exactly (two's complement, wrapping as ATen's integer
// arithmetic does). A struct rather than a uvec2: no GLSL operator applies to it, so an expression the
// compiler did not rewrite into these functions fails to compile instead of computing per word.
#ifdef INT64_PAIRS
struct I64 {
  uint lo, hi;
};

I64 i64(int v) { return I64(uint(v), v < 0 ? 0xffffffffu : 0u); }
I64 i64(bool v) { return I64(v ? 1u : 0u, 0u); } // gen_ops.py's form of a bool where a value is expected
bool isNegative(I64 a) { return (a.hi >> 31) != 0u; }

I64 i64Add(I64 a, I64 b) {
  uint carry;
  uint lo = uaddCarry(a.lo, b.lo, carry);
  return I64(lo, a.hi + b.hi + carry);
}
I64 i64Sub(I64 a, I64 b) {
  uint borrow;
  uint lo = usubBorrow(a.lo, b.lo, borrow);
  return I64(lo, a.hi - b.hi - borrow);
}
I64 i64Neg(I64 a) { return i64Sub(I64(0u, 0u), a); }
// The low 64 bits of the product, which are the same for signed and unsigned operands.
I64 i64Mul(I64 a, I64 b) {
  uint high, low;
  umulExtended(a.lo, b.lo, high, low);
  return I64(low, high + a.lo * b.hi + a.hi * b.lo);
}
I64 i64And(I64 a, I64 b) { return I64(a.lo & b.lo, a.hi & b.hi); }
I64 i64Or(I64 a, I64 b) { return I64(a.lo | b.lo, a.hi | b.hi); }
I64 i64Xor(I64 a, I64 b) { return I64(a.lo ^ b.lo, a.hi ^ b.hi); }
I64 i64Not(I64 a) { return I64(~a.lo, ~a.hi); }
bool i64Eq(I64 a, I64 b) { return a.lo == b.lo && a.hi == b.hi; }
bool i64Ne(I64 a, I64 b) { return !i64Eq(a, b); }
bool i64Lt(I64 a, I64 b) { return a.hi != b.hi ? int(a.hi) < int(b.hi) : a.lo < b.lo; }
bool i64Gt(I64 a, I64 b) { return i64Lt(b, a); }
bool i64Le(I64 a, I64 b) { return !i64Lt(b, a); }
bool i64Ge(I64 a, I64 b) { return !i64Lt(a, b); }
bool unsignedLess(I64 a, I64 b) { return a.hi != b.hi ? a.hi < b.hi : a.lo < b.lo; }

// Unsigned division of 64-bit magnitudes: one 32-bit division where both fit; for a 32-bit divisor, the
// high word's quotient by one division and the low word's by 32 steps of shift and subtract; else 64 steps.
I64 unsignedDivide(I64 n, I64 d, out I64 remainder) {
  if (d.hi == 0u) {
    if (n.hi == 0u) {
      remainder = I64(n.lo % d.lo, 0u);
      return I64(n.lo / d.lo, 0u);
    }
    uint r = n.hi % d.lo, low = 0u; // r < d.lo throughout
    for (int bit = 31; bit >= 0; --bit) {
      bool carry = (r >> 31) != 0u; // 2r + 1 may pass 32 bits: it then exceeds d.lo, and wraps back below it
      r = (r << 1) | ((n.lo >> bit) & 1u);
      if (carry || r >= d.lo) {
        r -= d.lo;
        low |= 1u << bit;
      }
    }
    remainder = I64(r, 0u);
    return I64(low, n.hi / d.lo);
  }
  I64 q = I64(0u, 0u), r = I64(0u, 0u);
  for (int bit = 63; bit >= 0; --bit) {
    r = I64((r.lo << 1) | (bit >= 32 ? (n.hi >> (bit - 32)) & 1u : (n.lo >> bit) & 1u), (r.hi << 1) | (r.lo >> 31));
    if (!unsignedLess(r, d)) {
      r = i64Sub(r, d);
      if (bit >= 32)
        q.hi |= 1u << (bit - 32);
      else
        q.lo |= 1u << bit;
    }
  }
  remainder = r;
  return q;
}
I64 abs(I64 a) { return isNegative(a) ? i64Neg(a) : a; }
// Division truncating toward zero (C's); the caller excludes a zero divisor. INT64_MIN / -1 wraps.
I64 i64Div(I64 a, I64 b) {
  I64 r;
  I64 q = unsignedDivide(abs(a), abs(b), r);
  return isNegative(a) != isNegative(b) ? i64Neg(q) : q;
}

I64 min(I64 a, I64 b) { return i64Lt(b, a) ? b : a; }
I64 max(I64 a, I64 b) { return i64Lt(a, b) ? b : a; }
I64 floor(I64 x) { return x; }
I64 ceil(I64 x) { return x; }
I64 trunc(I64 x) { return x; }
I64 roundEven(I64 x) { return x; }
bool isNan(I64 x) { return false; }
bool isInf(I64 x) { return false; }
bool truthy(I64 v) { return v.lo != 0u || v.hi != 0u; }

// The same results as the int64_t overloads of elementwise.comp: integer powers wrap, a negative exponent
// gives 1 / b toward zero; division by zero gives 0, x / -1 negates.
I64 power(I64 b, I64 e) {
  if (isNegative(e)) {
    bool minusOne = b.lo == 0xffffffffu && b.hi == 0xffffffffu;
    return i64Eq(b, i64(1)) ? i64(1) : minusOne ? ((e.lo & 1u) != 0u ? i64(-1) : i64(1)) : i64(0);
  }
  I64 r = i64(1);
  while (truthy(e)) {
    if ((e.lo & 1u) != 0u)
      r = i64Mul(r, b);
    b = i64Mul(b, b);
    e = I64((e.lo >> 1) | (e.hi << 31), e.hi >> 1);
  }
  return r;
}
I64 fmod(I64 x, I64 y) {
  if (!truthy(y) || i64Eq(y, i64(-1)))
    return i64(0);
  return i64Sub(x, i64Mul(i64Div(x, y), y));
}
I64 remainder(I64 x, I64 y) {
  I64 r = fmod(x, y);
  return truthy(r) && isNegative(r) != isNegative(y) ? i64Add(r, y) : r;
}
I64 floorDivide(I64 x, I64 y) {
  if (!truthy(y))
    return i64(0);
  if (i64Eq(y, i64(-1)))
    return i64Neg(x);
  I64 q = i64Div(x, y), r = i64Sub(x, i64Mul(q, y));
  return truthy(r) && isNegative(r) != isNegative(y) ? i64Sub(q, i64(1)) : q;
}

// ATen's shifts: by a negative count or by 64 or more, 0 (left) or the sign (right).
I64 shiftLeft(I64 a, I64 b) {
  if (isNegative(b) || b.hi != 0u || b.lo >= 64u)
    return i64(0);
  uint n = b.lo;
  if (n >= 32u)
    return I64(0u, a.lo << (n - 32u));
  return n == 0u ? a : I64(a.lo << n, (a.hi << n) | (a.lo >> (32u - n)));
}
I64 shiftRight(I64 a, I64 b) {
  uint n = isNegative(b) || b.hi != 0u || b.lo >= 64u ? 63u : b.lo;
  int hi = int(a.hi);
  if (n >= 32u)
    return I64(uint(hi >> (n - 32u)), uint(hi >> 31));
  return n == 0u ? a : I64((a.lo >> n) | (a.hi << (32u - n)), uint(hi >> n));
}

// Conversions. To float rounding to nearest even, as C's: the magnitude's top 32 bits, with a sticky bit
// for any lower one set, are rounded once by the 32-bit conversion and then scaled exactly.
float i64ToFloat(I64 a) {
  I64 m = abs(a); // INT64_MIN stays 2^63 read as unsigned
  float f;
  if (m.hi == 0u) {
    f = float(m.lo);
  } else {
    int n = findMSB(m.hi) + 1; // bits of the high word in use
    uint top = n == 32 ? m.hi : (m.hi << (32 - n)) | (m.lo >> n);
    uint dropped = n == 32 ? m.lo : m.lo & ((1u << n) - 1u);
    f = ldexp(float(top | (dropped != 0u ? 1u : 0u)), n);
  }
  return isNegative(a) ? -f : f;
}
// Toward zero, as C's. C leaves NaN, infinities and values outside int64's range undefined; they give
// INT64_MIN here, as x86's conversion (and so the CPU kernels there) does.
I64 i64FromFloat(float f) {
  float t = trunc(abs(f));
  if (!(t < 9223372036854775808.0) && !(f == -9223372036854775808.0))
    return I64(0u, 0x80000000u);
  I64 m = t < 4294967296.0 ? I64(uint(t), 0u) : I64(uint(t - floor(t / 4294967296.0) * 4294967296.0), uint(t / 4294967296.0));
  return f < 0.0 ? i64Neg(m) : m;
}
#endif
