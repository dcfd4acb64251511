// Direct 2-D convolution, NCHW (aten.convolution, not transposed), one invocation per output element.
// Defines: HAS_BIAS (0 or 1). Shapes are push constants; the window (kernel size, stride, padding, dilation),
// a property of the op rather than of the data, is specialization constants, so the driver unrolls the
// window loops and divides by constants.
layout(std430, set = 0, binding = 0) readonly buffer InBuffer { IN_TYPE x[]; };
layout(std430, set = 0, binding = 1) readonly buffer WeightBuffer { IN_TYPE w[]; };
#if HAS_BIAS
layout(std430, set = 0, binding = 2) readonly buffer BiasBuffer { IN_TYPE bias[]; };
layout(std430, set = 0, binding = 3) writeonly buffer OutBuffer { OUT_TYPE o[]; };
#else
layout(std430, set = 0, binding = 2) writeonly buffer OutBuffer { OUT_TYPE o[]; };
#endif

layout(constant_id = 3) const uint KH = 1;
layout(constant_id = 4) const uint KW = 1;
layout(constant_id = 5) const uint SH = 1;
layout(constant_id = 6) const uint SW = 1;
layout(constant_id = 7) const int PH = 0;
layout(constant_id = 8) const int PW = 0;
layout(constant_id = 9) const uint DH = 1;
layout(constant_id = 10) const uint DW = 1;

#pragma push_constants // `p`, as compiler/registry/kernel_families.py declares it

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
      int ih = int(oh * SH + kh * DH) - PH;
      if (ih < 0 || ih >= int(p.H)) continue;
      for (uint kw = 0u; kw < KW; ++kw) {
        int iw = int(ow * SW + kw * DW) - PW;
        if (iw < 0 || iw >= int(p.W)) continue;
        acc = CT_ADD(acc, CT_MUL(LOAD(x[((n * p.C + c) * p.H + uint(ih)) * p.W + uint(iw)]),
                                 LOAD(w[((oc * inPerGroup + ic) * KH + kh) * KW + kw])));
      }
    }
  }
  o[i] = STORE(acc);
}
