// Shared by every template. The compiler prepends `#version 450`, the variant's defines (MAX_RANK, the
// family's own) and this file. Nothing here depends on a shape: sizes arrive as push constants.
//
// Specialization constants 0, 1, 2 are the workgroup size, chosen per dispatch by the kernel selector.
//
// Element types: the 8-, 16- and 64-bit types are enabled here, but a module only declares (and a device
// only needs) the capabilities of the types its variant uses; edgec reads them back from the SPIR-V.
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
#extension GL_EXT_shader_explicit_arithmetic_types_int8 : require
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#extension GL_EXT_shader_16bit_storage : require
#extension GL_EXT_shader_8bit_storage : require

layout(local_size_x_id = 0, local_size_y_id = 1, local_size_z_id = 2) in;

// Grids wider than 65535 workgroups fold into y: the flat invocation index is recovered here.
uint flatInvocation() {
  return gl_GlobalInvocationID.x + gl_GlobalInvocationID.y * gl_NumWorkGroups.x * gl_WorkGroupSize.x;
}

// bfloat16, stored as uint16_t (the top half of an f32): widened exactly, narrowed rounding to nearest even.
float bf16ToFloat(uint16_t b) { return uintBitsToFloat(uint(b) << 16); }
uint16_t floatToBf16(float f) {
  uint u = floatBitsToUint(f);
  if ((u & 0x7fffffffu) > 0x7f800000u)
    return uint16_t((u >> 16) | 0x40u); // NaN stays NaN
  return uint16_t((u + 0x7fffu + ((u >> 16) & 1u)) >> 16);
}

// Typed variants of the templates: CT is the compute type (float, int, int64_t, or I64 with CT_PAIRS: the
// int64 of int64_pairs.glsl, which defines its own overloads), CT_IS_FLOAT says which kind; buffers are
// stored as their IN*_TYPE / OUT_TYPE and converted by the LOAD / STORE defines. The CT_* functions are the
// arithmetic templates other than elementwise use, spelled so that every compute type has them (CT_CAST
// of an int, or of a float in float variants).
#ifdef CT
bool truthy(bool b) { return b; }
#ifndef CT_PAIRS
bool truthy(CT v) { return v != CT(0); }
#if defined(CT_IS_FLOAT) && CT_IS_FLOAT
bool isNan(CT v) { return isnan(v); }
#else
bool isNan(CT v) { return false; }
#endif
#define CT_CAST(v) CT(v)
#define CT_ADD(a, b) ((a) + (b))
#define CT_DIV(a, b) ((a) / (b))
#define CT_MUL(a, b) ((a) * (b))
#define CT_LESS(a, b) ((a) < (b))
#else
#define CT_CAST(v) i64(int(v))
#define CT_ADD(a, b) i64Add(a, b)
#define CT_DIV(a, b) i64Div(a, b)
#define CT_MUL(a, b) i64Mul(a, b)
#define CT_LESS(a, b) i64Lt(a, b)
#endif
#endif
