// aten.embedding: row indices[r] of the weight [num_embeddings, D] for every index r, one invocation per
// output element. An index outside [0, num_embeddings) reads nothing and writes NaN (PyTorch raises an
// error there; a shader cannot, and NaN makes the fault visible instead of reading out of bounds).
// Defines: INDEX_TYPE (int, int64_t or I64, the indices' storage type), INDEX_PAIRS for I64.
layout(std430, set = 0, binding = 0) readonly buffer WeightBuffer { IN_TYPE weight[]; };
layout(std430, set = 0, binding = 1) readonly buffer IndexBuffer { INDEX_TYPE indices[]; };
layout(std430, set = 0, binding = 2) writeonly buffer OutBuffer { OUT_TYPE o[]; };

#pragma push_constants // `p`, as compiler/registry/kernel_families.py declares it

void main() {
  uint i = flatInvocation();
  if (i >= p.numel) return;
  // Out of range: NaN (0 for integer weights), as the CPU kernel writes: PyTorch raises instead.
#if CT_IS_FLOAT
  CT missing = CT(uintBitsToFloat(0x7fc00000u));
#else
  CT missing = CT_CAST(0);
#endif
#if defined(INDEX_PAIRS)
  // int64 indices as word pairs: a row index fits the low word, with a high word of 0.
  I64 index = indices[i / p.D];
  bool inRange = index.hi == 0u && index.lo < p.numEmbeddings;
  uint row = index.lo;
#else
  INDEX_TYPE index = indices[i / p.D];
  bool inRange = index >= 0 && index < INDEX_TYPE(p.numEmbeddings);
  uint row = uint(index);
#endif
  CT value = missing; // a local, not a ?: over a buffer element: glslang mistypes I64 stores of the latter
  if (inRange)
    value = LOAD(weight[row * p.D + i % p.D]);
  o[i] = STORE(value);
}
