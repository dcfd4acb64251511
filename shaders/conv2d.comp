// Direct 2-D convolution, NCHW (aten.convolution, not transposed), one invocation per output element.
// Defines: HAS_BIAS (0 or 1).
layout(std430, set = 0, binding = 0) readonly buffer InBuffer { float x[]; };
layout(std430, set = 0, binding = 1) readonly buffer WeightBuffer { float w[]; };
#if HAS_BIAS
layout(std430, set = 0, binding = 2) readonly buffer BiasBuffer { float bias[]; };
layout(std430, set = 0, binding = 3) writeonly buffer OutBuffer { float o[]; };
#else
layout(std430, set = 0, binding = 2) writeonly buffer OutBuffer { float o[]; };
#endif

layout(push_constant) uniform Params {
  uint N, C, H, W;      // input
  uint OC, OH, OW;      // output
  uint KH, KW, SH, SW;  // kernel, stride
  int PH, PW;           // padding
  uint DH, DW, groups;  // dilation, groups
} p;

void main() {
  uint i = flatInvocation();
  if (i >= p.N * p.OC * p.OH * p.OW) return;
  uint ow = i % p.OW, oh = (i / p.OW) % p.OH, oc = (i / (p.OW * p.OH)) % p.OC, n = i / (p.OW * p.OH * p.OC);
  uint inPerGroup = p.C / p.groups, outPerGroup = p.OC / p.groups;
  uint g = oc / outPerGroup;
#if HAS_BIAS
  float acc = bias[oc];
#else
  float acc = 0.0;
#endif
  for (uint ic = 0u; ic < inPerGroup; ++ic) {
    uint c = g * inPerGroup + ic;
    for (uint kh = 0u; kh < p.KH; ++kh) {
      int ih = int(oh * p.SH + kh * p.DH) - p.PH;
      if (ih < 0 || ih >= int(p.H)) continue;
      for (uint kw = 0u; kw < p.KW; ++kw) {
        int iw = int(ow * p.SW + kw * p.DW) - p.PW;
        if (iw < 0 || iw >= int(p.W)) continue;
        acc += x[((n * p.C + c) * p.H + uint(ih)) * p.W + uint(iw)] * w[((oc * inPerGroup + ic) * p.KH + kh) * p.KW + kw];
      }
    }
  }
  o[i] = acc;
}
