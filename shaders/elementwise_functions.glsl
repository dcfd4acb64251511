// The functions the registry's elementwise expressions call that GLSL lacks or defines otherwise, per
// compute type CT: included by the elementwise template and by every template that applies an epilogue of
// those expressions (epilogue.glsl).
// The error function, which GLSL lacks: its Maclaurin series near 0 (relative error below 1e-7 for
// |x| < 0.5), else Abramowitz and Stegun 7.1.26 (absolute error below 1.5e-7).
// GLSL has no log10: log2 scaled (exact to float rounding).
float log10(float x) { return log2(x) * 0.30102999566398120; }

float erf(float x) {
  float a = abs(x);
  if (a < 0.5) {
    float x2 = x * x;
    return 1.1283791671 * x * (1.0 + x2 * (-1.0 / 3.0 + x2 * (0.1 + x2 * (-1.0 / 42.0 + x2 / 216.0))));
  }
  float t = 1.0 / (1.0 + 0.3275911 * a);
  float y = 1.0 - t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))) *
                      exp(-a * a);
  return x < 0.0 ? -y : y;
}

// Functions of the registry's expressions that GLSL lacks or defines otherwise, per compute type; the
// integer overloads of floor, ceil, trunc and roundEven return their argument, as ATen's do.
#if CT_IS_FLOAT
float nanValue() { return uintBitsToFloat(0x7fc00000u); }
// Kahan's forms: exp(x) - 1 and log(1 + x) lose the digits of a small x; scaling by x over the rounded
// argument restores them.
float expm1(float x) {
  float u = exp(x);
  if (u == 1.0 || isinf(u))
    return u == 1.0 ? x : u;
  float um1 = u - 1.0;
  return um1 == -1.0 ? -1.0 : um1 * x / log(u);
}
float log1p(float x) {
  float u = 1.0 + x;
  if (u == 1.0 || isinf(u))
    return u == 1.0 ? x : u;
  return log(u) * x / (u - 1.0);
}
// GLSL leaves atan(y, x) undefined where both are 0 (lavapipe gives 3 pi / 4) or infinite: C's values there.
float atan2(float y, float x) {
  bool zeros = y == 0.0 && x == 0.0, infinities = isinf(y) && isinf(x);
  if (!zeros && !infinities)
    return atan(y, x);
  bool xNegative = (floatBitsToUint(x) >> 31) != 0u; // -0 counts
  float r = zeros ? (xNegative ? 3.14159265358979 : 0.0) : (xNegative ? 2.35619449019234 : 0.78539816339745);
  return (floatBitsToUint(y) >> 31) != 0u ? -r : r;
}
bool isInf(float x) { return isinf(x); }
// C's pow: integer exponents up to 64 by squaring (a few roundings, as exact as the C library's to a few
// ulps), others as exp2(y log2|x|) with the sign of an odd power.
float power(float x, float y) {
  if (y == 0.0 || x == 1.0)
    return 1.0;
  if (isnan(x) || isnan(y))
    return x + y;
  bool integral = floor(y) == y;
  if (integral && abs(y) <= 64.0) {
    float r = 1.0, b = x;
    for (int e = int(abs(y)); e > 0; e >>= 1, b *= b)
      if ((e & 1) != 0)
        r *= b;
    return y < 0.0 ? 1.0 / r : r;
  }
  if (x < 0.0 && !integral)
    return nanValue();
  float r = exp2(y * log2(abs(x)));
  bool odd = integral && abs(y) < 16777216.0 && mod(y, 2.0) == 1.0;
  return x < 0.0 && odd ? -r : r;
}
// C's fmod: x - trunc(x / y) y, exact (one fused rounding of an exactly representable result), corrected
// where x / y rounded up to the next integer.
float fmod(float x, float y) {
  if (isnan(x) || isnan(y) || isinf(x) || y == 0.0)
    return nanValue();
  if (isinf(y) || abs(x) < abs(y))
    return x;
  precise float r = fma(-trunc(x / y), y, x);
  if (r != 0.0 && (r < 0.0) != (x < 0.0))
    r += x < 0.0 ? -abs(y) : abs(y);
  return r;
}
float remainder(float x, float y) {
  float r = fmod(x, y);
  return r != 0.0 && (r < 0.0) != (y < 0.0) ? r + y : r;
}
// ATen's div_floor_floating: the quotient of x minus its remainder, rounded down.
float floorDivide(float x, float y) {
  if (y == 0.0)
    return x / y;
  float r = fmod(x, y), q = (x - r) / y;
  if (r != 0.0 && (y < 0.0) != (r < 0.0))
    q -= 1.0;
  if (q == 0.0)
    return x / y < 0.0 ? -0.0 : 0.0;
  float f = floor(q);
  return q - f > 0.5 ? f + 1.0 : f;
}
#elif defined(CT) && !defined(CT_PAIRS) // int64_pairs.glsl has I64's own
CT floor(CT x) { return x; }
CT ceil(CT x) { return x; }
CT trunc(CT x) { return x; }
CT roundEven(CT x) { return x; }
bool isInf(CT x) { return false; }
// Integer powers wrap; a negative exponent gives 1 / b rounded toward zero.
CT power(CT b, CT e) {
  if (e < CT(0))
    return b == CT(1) ? CT(1) : b == CT(-1) ? ((e & CT(1)) != CT(0) ? CT(-1) : CT(1)) : CT(0);
  CT r = CT(1);
  for (; e > CT(0); e >>= 1, b *= b)
    if ((e & CT(1)) != CT(0))
      r *= b;
  return r;
}
// Division by zero gives 0 (PyTorch raises; a kernel cannot), as the CPU kernels do. Truncating division
// (GLSL's % is undefined for negative operands); x / -1 negates (wrapping) rather than overflow.
CT fmod(CT x, CT y) { return y == CT(0) || y == CT(-1) ? CT(0) : x - (x / y) * y; }
CT remainder(CT x, CT y) {
  CT r = fmod(x, y);
  return r != CT(0) && (r < CT(0)) != (y < CT(0)) ? r + y : r;
}
// ATen's shifts: by a negative count or by the compute type's width or more, 0 (left) or the sign (right).
// Narrower types computed in int, then truncated to their width, get ATen's results for their width.
const int CT_BITS = (CT(1) << 31) > CT(0) ? 64 : 32;
CT shiftLeft(CT a, CT b) { return b < CT(0) || b >= CT(CT_BITS) ? CT(0) : a << b; }
CT shiftRight(CT a, CT b) { return a >> (b < CT(0) || b >= CT(CT_BITS) ? CT(CT_BITS - 1) : b); }
CT floorDivide(CT x, CT y) {
  if (y == CT(0) || y == CT(-1))
    return y == CT(0) ? CT(0) : -x;
  CT q = x / y, r = x - q * y;
  return r != CT(0) && (r < CT(0)) != (y < CT(0)) ? q - CT(1) : q;
}
#endif
