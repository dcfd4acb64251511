// Max pooling over 2 or 3 spatial dims (aten.max_pool2d, aten.max_pool3d), one invocation per output element.
// The window is 3-D (depth, height, width): a 2-D op's depth is a window of one over D = 1 (a 1-D op's depth
// and height). The input's dims
// before the spatial ones are one count of planes. Padded positions are skipped; NaN propagates, as in
// PyTorch. Shapes are push constants, the window specialization constants.
// With AVG (aten.avg_pool1d, aten.avg_pool2d, aten.avg_pool3d): the window's sum over its divisor: divisor_override if not 0,
// else with countIncludePad the window clipped to the padded input, else its elements inside the input
// (ATen's rule). With WITH_INDICES (aten.max_pool2d/3d_with_indices) it also writes, as int64 from two 32-bit
// words, the index (d * H + h) * W + w of the maximum in its input plane: the first maximum, or the last NaN,
// as PyTorch's CPU kernel.
layout(std430, set = 0, binding = 0) readonly buffer InBuffer { IN_TYPE x[]; };
layout(std430, set = 0, binding = 1) writeonly buffer OutBuffer { OUT_TYPE o[]; };
#if defined(WITH_INDICES)
layout(std430, set = 0, binding = 2) writeonly buffer IndexBuffer { uint indices[]; };
#endif

layout(constant_id = 3) const uint KD = 1;
layout(constant_id = 4) const uint KH = 1;
layout(constant_id = 5) const uint KW = 1;
layout(constant_id = 6) const uint SD = 1;
layout(constant_id = 7) const uint SH = 1;
layout(constant_id = 8) const uint SW = 1;
layout(constant_id = 9) const int PD = 0;
layout(constant_id = 10) const int PH = 0;
layout(constant_id = 11) const int PW = 0;
layout(constant_id = 12) const uint DD = 1;
layout(constant_id = 13) const uint DH = 1;
layout(constant_id = 14) const uint DW = 1;

#pragma push_constants // `p`, as compiler/registry/kernel_families.py declares it

void main() {
  uint i = flatInvocation();
  if (i >= p.planes * p.OD * p.OH * p.OW) return;
  uint ow = i % p.OW, oh = (i / p.OW) % p.OH, od = (i / (p.OW * p.OH)) % p.OD, plane = i / (p.OW * p.OH * p.OD);
  uint base = plane * p.D * p.H * p.W;
#if defined(AVG)
  int d0 = int(od * SD) - PD, h0 = int(oh * SH) - PH, w0 = int(ow * SW) - PW;
  int d1 = min(d0 + int(KD), int(p.D) + PD), h1 = min(h0 + int(KH), int(p.H) + PH), w1 = min(w0 + int(KW), int(p.W) + PW);
  int padded = (d1 - d0) * (h1 - h0) * (w1 - w0);
  d0 = max(d0, 0);
  h0 = max(h0, 0);
  w0 = max(w0, 0);
  d1 = min(d1, int(p.D));
  h1 = min(h1, int(p.H));
  w1 = min(w1, int(p.W));
  CT sum = CT_CAST(0);
  for (int id = d0; id < d1; ++id)
    for (int ih = h0; ih < h1; ++ih)
      for (int iw = w0; iw < w1; ++iw)
        sum = CT_ADD(sum, LOAD(x[base + (uint(id) * p.H + uint(ih)) * p.W + uint(iw)]));
  int divisor = p.divisorOverride != 0 ? p.divisorOverride
                : (p.countIncludePad != 0u ? padded : (d1 - d0) * (h1 - h0) * (w1 - w0));
  o[i] = STORE(CT_DIV(sum, CT_CAST(divisor)));
  return;
#endif
  CT m = CT_LOWEST;
  int best = -1;
  for (uint kd = 0u; kd < KD; ++kd) {
    int id = int(od * SD + kd * DD) - PD;
    if (id < 0 || id >= int(p.D)) continue;
    for (uint kh = 0u; kh < KH; ++kh) {
      int ih = int(oh * SH + kh * DH) - PH;
      if (ih < 0 || ih >= int(p.H)) continue;
      for (uint kw = 0u; kw < KW; ++kw) {
        int iw = int(ow * SW + kw * DW) - PW;
        if (iw < 0 || iw >= int(p.W)) continue;
        int at = (id * int(p.H) + ih) * int(p.W) + iw;
        CT v = LOAD(x[base + uint(at)]);
#if defined(WITH_INDICES)
        if (CT_LESS(m, v) || isNan(v) || best < 0) {
          m = v;
          best = at;
        }
#else
        if (CT_LESS(m, v) || isNan(v)) m = v;
#endif
      }
    }
  }
  o[i] = STORE(m);
#if defined(WITH_INDICES)
  indices[2u * i] = uint(best);
  indices[2u * i + 1u] = 0u;
#endif
}
