// 2-D convolution, NCHW (aten.convolution, not transposed). Defines: HAS_BIAS (0 or 1); GEMM (0 or 1); SPLIT_K
// (0 or 1; with GEMM 1 and HAS_BIAS 0: partial sums of slices of K, see below); an epilogue's (epilogue.glsl).
// Bindings: input, weight, (bias,) the epilogue's inputs, output (SPLIT_K: input, weight, partial sums).
// GEMM 1: an implicit GEMM per sample and group, gemm.glsl's register-tiled core (its defines: the tile,
// GEMM_VEC) over out[oc, pixel] = w[oc, (ic, kh, kw)] @ x[(ic, kh, kw), pixel], the input read through
// the window where the core asks for it (no im2col buffer); the grid is (ceil(OH*OW / BN),
// ceil(outPerGroup / BM), N * groups). GEMM 0: one invocation per output element, for groups too narrow for
// a tile (depthwise). Shapes, stride, padding and dilation are push constants; the kernel size, a property of
// the op rather than of the data, is specialization constants 3 and 4, so the driver unrolls the window loops
// and divides by constants.
layout(std430, set = 0, binding = 0) readonly buffer InBuffer { IN_TYPE x[]; };
layout(std430, set = 0, binding = 1) readonly buffer WeightBuffer { IN_TYPE w[]; };
#if HAS_BIAS
layout(std430, set = 0, binding = 2) readonly buffer BiasBuffer { IN_TYPE bias[]; };
#endif

layout(constant_id = 3) const uint KH = 1;
layout(constant_id = 4) const uint KW = 1;

#pragma push_constants // `p`, as compiler/registry/kernel_families.py declares it

#if SPLIT_K
// One slice of K per workgroup (p.kChunk of it, p.slices slices along the grid's z): raw partial sums, in the
// compute type, at partial[slice * numel(out) + index]; split_k.comp adds them up, the bias and the epilogue.
layout(std430, set = 0, binding = 2) writeonly buffer PartialBuffer { CT partial[]; };
uint slice;
#else
#define EPILOGUE_BINDING (2 + HAS_BIAS)
#pragma edgec_include epilogue
layout(std430, set = 0, binding = EPILOGUE_BINDING + EPILOGUE_INPUTS) writeonly buffer OutBuffer { OUT_TYPE o[]; };
#endif

#if GEMM
uint batchItem, group; // of this workgroup
CT gemmA(uint m, uint k) { return LOAD(w[(group * p.outPerGroup + m) * (p.inPerGroup * KH * KW) + k]); }
CT gemmB(uint k, uint pixel) {
  uint ic = k / (KH * KW), kh = (k / KW) % KH, kw = k % KW;
  int ih = int((pixel / p.OW) * p.SH + kh * p.DH) - p.PH, iw = int((pixel % p.OW) * p.SW + kw * p.DW) - p.PW;
  CT v = CT_CAST(0);
  if (ih >= 0 && ih < int(p.H) && iw >= 0 && iw < int(p.W))
    v = LOAD(x[((batchItem * p.C + group * p.inPerGroup + ic) * p.H + uint(ih)) * p.W + uint(iw)]);
  return v;
}
void gemmStore(uint m, uint pixel, CT sum) {
  uint oc = group * p.outPerGroup + m;
  uint index = (batchItem * p.OC + oc) * (p.OH * p.OW) + pixel;
#if SPLIT_K
  partial[slice * (p.N * p.OC * p.OH * p.OW) + index] = sum;
#else
#if HAS_BIAS
  sum = CT_ADD(sum, LOAD(bias[oc]));
#endif
  o[index] = STORE(applyEpilogue(sum, index));
#endif
}
#pragma edgec_include gemm

void main() {
  uint groups = p.OC / p.outPerGroup, K = p.inPerGroup * KH * KW;
  // A dynamic batch of 0 still runs one group, whose bindings are placeholders: it must write nothing.
  uint z = gl_WorkGroupID.z;
#if SPLIT_K
  if (z >= p.N * groups * p.slices) return; // uniform over the workgroup
  slice = z / (p.N * groups);
  z %= p.N * groups;
  uint kBegin = slice * p.kChunk, kEnd = min(K, kBegin + p.kChunk);
#else
  if (z >= p.N * groups) return;
  uint kBegin = 0u, kEnd = K;
#endif
  batchItem = z / groups;
  group = z % groups;
  gemmTile(p.outPerGroup, p.OH * p.OW, kBegin, kEnd, gl_WorkGroupID.y * BM, gl_WorkGroupID.x * BN);
}
#else
void main() {
  uint i = flatInvocation();
  if (i >= p.N * p.OC * p.OH * p.OW) return;
  uint ow = i % p.OW, oh = (i / p.OW) % p.OH, oc = (i / (p.OW * p.OH)) % p.OC, n = i / (p.OW * p.OH * p.OC);
  uint inPerGroup = p.inPerGroup;
  uint g = oc / p.outPerGroup;
#if HAS_BIAS
  CT acc = LOAD(bias[oc]);
#else
  CT acc = CT_CAST(0);
#endif
  for (uint ic = 0u; ic < inPerGroup; ++ic) {
    uint c = g * inPerGroup + ic;
    for (uint kh = 0u; kh < KH; ++kh) {
      int ih = int(oh * p.SH + kh * p.DH) - p.PH;
      if (ih < 0 || ih >= int(p.H)) continue;
      for (uint kw = 0u; kw < KW; ++kw) {
        int iw = int(ow * p.SW + kw * p.DW) - p.PW;
        if (iw < 0 || iw >= int(p.W)) continue;
        acc = CT_ADD(acc, CT_MUL(LOAD(x[((n * p.C + c) * p.H + uint(ih)) * p.W + uint(iw)]),
                                 LOAD(w[((oc * inPerGroup + ic) * KH + kh) * KW + kw])));
      }
    }
  }
  o[i] = STORE(applyEpilogue(acc, i));
}
#endif
