// The convolution family: 2-D convolution (NCHW), grouped and dilated.
#include "KernelSupport.h"

namespace edge {
namespace kernels {
namespace {

// ---- convolution (2-D, NCHW) --------------------------------------------------------------------------

struct ConvParams {
  int64_t dh, dw, groups, ph, pw, sh, sw;
  bool hasBias;         // the call's tensors: input, weight, [bias], output
  const char *noKernel; // the form no kernel takes (the registry's no_kernel_when), or null
};

bool readConv(const KernelArgs &a, ConvParams *c) {
  ConvolutionParams p;
  // The shared rule's reading (one value means both dims); checkConvolution checks the lists.
  if (!readParams(a, &p))
    return false;
  c->sh = edge_shapes::spatialValue(ints(p.stride), 0), c->sw = edge_shapes::spatialValue(ints(p.stride), 1);
  c->ph = edge_shapes::spatialValue(ints(p.padding), 0), c->pw = edge_shapes::spatialValue(ints(p.padding), 1);
  c->dh = edge_shapes::spatialValue(ints(p.dilation), 0), c->dw = edge_shapes::spatialValue(ints(p.dilation), 1);
  c->groups = p.groups;
  c->hasBias = p.has_bias;
  c->noKernel = noKernelFor(p);
  return true;
}

/// The call's shapes against the shared rule (rules/SharedShapeRules.h), which the verifier evaluates too.
Error checkConvolution(const KernelArgs &a) {
  const char *k = "aten.convolution";
  ConvolutionParams p;
  ConvParams c;
  if (!readParams(a, &p) || !readConv(a, &c))
    return bad(k, "malformed parameters");
  const bool hasBias = c.hasBias;
  EDGE_RETURN_IF_ERROR(expectTyped(k, a, hasBias ? 4 : 3, registryDType<ConvolutionParams>));
  if (c.noKernel)
    return bad(k, c.noKernel);
  RuleContext cx(k);
  Sizes in, weight, bias, out;
  if (!sizesOf(a, 0, &in) || !sizesOf(a, 1, &weight) || (hasBias && !sizesOf(a, 2, &bias)))
    return rankAbove(k);
  const edge_shapes::Convolution attrs = {ints(p.stride), ints(p.padding), ints(p.dilation), ints(p.output_padding),
                                          p.groups, p.transposed};
  if (!edge_shapes::convolutionShape(cx, in, weight, hasBias ? &bias : nullptr, attrs, &out))
    return cx.error();
  if (!hasShape(info(a, hasBias ? 3 : 2), out))
    return bad(k, "output shape does not match the convolution");
  return Error::success();
}
/// Any dtype, element by element in compute type T (f32 for floating dtypes, rounded once; int64 for
/// integers, which wrap as PyTorch's do).
template <typename T> void runConvolutionAs(const KernelArgs &a) {
  ConvParams c;
  readConv(a, &c);
  const bool hasBias = c.hasBias;
  Typed<T> x(a, 0), w(a, 1), y(a, hasBias ? 3 : 2);
  int64_t N = dim(a, 0, 0), C = dim(a, 0, 1), H = dim(a, 0, 2), W = dim(a, 0, 3);
  int64_t OC = dim(a, 1, 0), KH = dim(a, 1, 2), KW = dim(a, 1, 3);
  const TensorInfo &o = info(a, hasBias ? 3 : 2);
  int64_t OH = o.shape[2], OW = o.shape[3], cin = C / c.groups, cout = OC / c.groups;
  for (int64_t n = 0; n < N; ++n)
    for (int64_t oc = 0; oc < OC; ++oc)
      for (int64_t oh = 0; oh < OH; ++oh)
        for (int64_t ow = 0; ow < OW; ++ow) {
          int64_t h0 = oh * c.sh - c.ph, w0 = ow * c.sw - c.pw, khBegin, khEnd, kwBegin, kwEnd;
          windowRange(h0, c.dh, KH, H, &khBegin, &khEnd);
          windowRange(w0, c.dw, KW, W, &kwBegin, &kwEnd);
          T acc = hasBias ? Typed<T>(a, 2)[oc] : T(0);
          for (int64_t ic = 0; ic < cin; ++ic)
            for (int64_t kh = khBegin; kh < khEnd; ++kh)
              for (int64_t kw = kwBegin; kw < kwEnd; ++kw)
                acc += x[((n * C + oc / cout * cin + ic) * H + h0 + kh * c.dh) * W + w0 + kw * c.dw] *
                       w[((oc * cin + ic) * KH + kh) * KW + kw];
          y.set(((n * OC + oc) * OH + oh) * OW + ow, acc);
        }
}
void runConvolution(const KernelArgs &a) {
  if (info(a, 0).dtype != schema::DType::f32) {
    EDGE_BY_COMPUTE_TYPE(0, runConvolutionAs);
    return;
  }
  ConvParams c;
  readConv(a, &c);
  const bool hasBias = c.hasBias;
  const float *x = in(a, 0), *w = in(a, 1), *bias = hasBias ? in(a, 2) : nullptr;
  float *y = out(a, hasBias ? 3 : 2);
  int64_t N = dim(a, 0, 0), C = dim(a, 0, 1), H = dim(a, 0, 2), W = dim(a, 0, 3);
  int64_t OC = dim(a, 1, 0), KH = dim(a, 1, 2), KW = dim(a, 1, 3);
  const TensorInfo &o = info(a, hasBias ? 3 : 2);
  int64_t OH = o.shape[2], OW = o.shape[3], cin = C / c.groups, cout = OC / c.groups;
  for (int64_t n = 0; n < N; ++n)
    for (int64_t oc = 0; oc < OC; ++oc) {
      int64_t g = oc / cout;
      for (int64_t oh = 0; oh < OH; ++oh)
        for (int64_t ow = 0; ow < OW; ++ow) {
          int64_t h0 = oh * c.sh - c.ph, w0 = ow * c.sw - c.pw, khBegin, khEnd, kwBegin, kwEnd;
          windowRange(h0, c.dh, KH, H, &khBegin, &khEnd);
          windowRange(w0, c.dw, KW, W, &kwBegin, &kwEnd);
          float acc = bias ? bias[oc] : 0.0f;
          for (int64_t ic = 0; ic < cin; ++ic) {
            const float *xc = x + ((n * C + g * cin + ic) * H) * W;
            const float *wc = w + ((oc * cin + ic) * KH) * KW;
            for (int64_t kh = khBegin; kh < khEnd; ++kh) {
              int64_t ih = h0 + kh * c.dh;
              for (int64_t kw = kwBegin; kw < kwEnd; ++kw)
                acc += xc[ih * W + w0 + kw * c.dw] * wc[kh * KW + kw];
            }
          }
          y[((n * OC + oc) * OH + oh) * OW + ow] = acc;
        }
    }
}


} // namespace

EDGE_KERNEL(Convolution, checkConvolution, runConvolution)

} // namespace kernels
} // namespace edge
