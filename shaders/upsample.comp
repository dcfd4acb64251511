// Bilinear resizing of [N, C, H, W] to [N, C, OH, OW] (aten.upsample_bilinear2d.vec), one invocation per output
// pixel, in f32 as ATen's CPU kernel (runtime-min's runUpsample): along each dim, output pixel o samples
// src = scale * (o + 0.5) - 0.5 (at least 0; scale * o with ALIGN_CORNERS) between i0 = floor(src) and
// i1 = i0 + 1 (both at most the last pixel) with weights 1 - l and l = src - i0; equal sizes sample pixel o.
// The width first, then the rows: h0 (w0 x00 + w1 x01) + h1 (w0 x10 + w1 x11). The scales are pushed where the
// compiler knows them (static sizes, or scale factors); below 0 they follow from the run-time sizes here.
layout(std430, set = 0, binding = 0) readonly buffer InBuffer { IN_TYPE x[]; };
layout(std430, set = 0, binding = 1) writeonly buffer OutBuffer { OUT_TYPE o[]; };

#pragma push_constants // `p`, as compiler/registry/kernel_families.py declares it

float runTimeScale(uint size, uint outSize) {
#ifdef ALIGN_CORNERS
  return outSize > 1u ? float(size - 1u) / float(outSize - 1u) : 0.0;
#else
  return float(size) / float(outSize);
#endif
}

// The two source pixels of output pixel `i` along a dim of `size` pixels resized to `outSize`, and the
// second's weight.
void source(uint i, uint size, uint outSize, float scale, out uint i0, out uint i1, out float lambda) {
  if (size == outSize) {
    i0 = i;
    i1 = i;
    lambda = 0.0;
    return;
  }
#ifdef ALIGN_CORNERS
  float src = scale * float(i);
#else
  float src = max(scale * (float(i) + 0.5) - 0.5, 0.0);
#endif
  i0 = min(uint(src), size - 1u);
  lambda = clamp(src - float(i0), 0.0, 1.0);
  i1 = i0 < size - 1u ? i0 + 1u : i0;
}

void main() {
  uint i = flatInvocation();
  if (i >= p.planes * p.OH * p.OW) return;
  uint ow = i % p.OW, oh = (i / p.OW) % p.OH, plane = i / (p.OW * p.OH);
  float scaleH = p.scaleH >= 0.0 ? p.scaleH : runTimeScale(p.H, p.OH);
  float scaleW = p.scaleW >= 0.0 ? p.scaleW : runTimeScale(p.W, p.OW);
  uint h0, h1, w0, w1;
  float lh, lw;
  source(oh, p.H, p.OH, scaleH, h0, h1, lh);
  source(ow, p.W, p.OW, scaleW, w0, w1, lw);
  uint row0 = (plane * p.H + h0) * p.W, row1 = (plane * p.H + h1) * p.W;
  float top = float(LOAD(x[row0 + w0])) * (1.0 - lw) + float(LOAD(x[row0 + w1])) * lw;
  float bottom = float(LOAD(x[row1 + w0])) * (1.0 - lw) + float(LOAD(x[row1 + w1])) * lw;
  o[i] = STORE(top * (1.0 - lh) + bottom * lh);
}
