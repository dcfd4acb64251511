// The convolution family: 2-D convolution (NCHW), grouped and dilated.
#include "KernelSupport.h"

namespace edge {
namespace kernels {
namespace {

// ---- convolution (2-D, NCHW) --------------------------------------------------------------------------

/// A call's convolution, read by the family's roles (FamilyMember<P>::stride, ...): the tensors' indices, the
/// shared rule's reading of the lists (one value means both dims), and the form no kernel takes.
struct ConvParams {
  int64_t dh, dw, groups, ph, pw, sh, sw;
  size_t input, weight, out;
  int bias;             // the bias's index among the call's tensors, -1: none
  const char *noKernel; // the form no kernel takes (the registry's no_kernel_when), or null
};

template <typename P> bool readConv(const KernelArgs &a, ConvParams *c, P *params) {
  typedef FamilyMember<P> Member;
  P &p = *params;
  if (!readParams(a, &p))
    return false;
  const edge_shapes::Ints stride = ints(Member::stride(p)), padding = ints(Member::padding(p)),
                          dilation = ints(Member::dilation(p));
  c->sh = edge_shapes::spatialValue(stride, 0), c->sw = edge_shapes::spatialValue(stride, 1);
  c->ph = edge_shapes::spatialValue(padding, 0), c->pw = edge_shapes::spatialValue(padding, 1);
  c->dh = edge_shapes::spatialValue(dilation, 0), c->dw = edge_shapes::spatialValue(dilation, 1);
  c->groups = Member::groups(p);
  c->input = size_t(Member::input(p));
  c->weight = size_t(Member::weight(p));
  c->bias = Member::bias(p);
  c->out = c->bias >= 0 ? 3 : 2;
  c->noKernel = noKernelFor(p);
  return true;
}

/// The call's shapes against the shared rule (rules/SharedShapeRules.h), which the verifier evaluates too.
template <typename P> Error checkConvolution(const KernelArgs &a) {
  typedef FamilyMember<P> Member;
  const char *k = Member::op();
  P p;
  ConvParams c;
  if (!readConv(a, &c, &p))
    return bad(k, "malformed parameters");
  EDGE_RETURN_IF_ERROR(expectTyped(k, a, c.out + 1, registryDType<P>));
  if (c.noKernel)
    return bad(k, c.noKernel);
  RuleContext cx(k);
  Sizes in, weight, bias, out;
  if (!sizesOf(a, c.input, &in) || !sizesOf(a, c.weight, &weight) || (c.bias >= 0 && !sizesOf(a, size_t(c.bias), &bias)))
    return rankAbove(k);
  const edge_shapes::Convolution attrs = {ints(Member::stride(p)),   ints(Member::padding(p)),
                                          ints(Member::dilation(p)), ints(Member::output_padding(p)),
                                          Member::groups(p),         Member::transposed(p)};
  if (!edge_shapes::convolutionShape(cx, in, weight, c.bias >= 0 ? &bias : nullptr, attrs, &out))
    return cx.error();
  if (!hasShape(info(a, c.out), out))
    return bad(k, "output shape does not match the convolution");
  return Error::success();
}
/// Any dtype, element by element in compute type T (f32 for floating dtypes, rounded once; int64 for
/// integers, which wrap as PyTorch's do).
template <typename T> void runConvolutionAs(const KernelArgs &a, const ConvParams &c) {
  const bool hasBias = c.bias >= 0;
  Typed<T> x(a, c.input), w(a, c.weight), y(a, c.out);
  int64_t N = dim(a, c.input, 0), C = dim(a, c.input, 1), H = dim(a, c.input, 2), W = dim(a, c.input, 3);
  int64_t OC = dim(a, c.weight, 0), KH = dim(a, c.weight, 2), KW = dim(a, c.weight, 3);
  const TensorInfo &o = info(a, c.out);
  int64_t OH = o.shape[2], OW = o.shape[3], cin = C / c.groups, cout = OC / c.groups;
  for (int64_t n = 0; n < N; ++n)
    for (int64_t oc = 0; oc < OC; ++oc)
      for (int64_t oh = 0; oh < OH; ++oh)
        for (int64_t ow = 0; ow < OW; ++ow) {
          int64_t h0 = oh * c.sh - c.ph, w0 = ow * c.sw - c.pw, khBegin, khEnd, kwBegin, kwEnd;
          windowRange(h0, c.dh, KH, H, &khBegin, &khEnd);
          windowRange(w0, c.dw, KW, W, &kwBegin, &kwEnd);
          T acc = hasBias ? Typed<T>(a, size_t(c.bias))[oc] : T(0);
          for (int64_t ic = 0; ic < cin; ++ic)
            for (int64_t kh = khBegin; kh < khEnd; ++kh)
              for (int64_t kw = kwBegin; kw < kwEnd; ++kw)
                acc += x[((n * C + oc / cout * cin + ic) * H + h0 + kh * c.dh) * W + w0 + kw * c.dw] *
                       w[((oc * cin + ic) * KH + kh) * KW + kw];
          y.set(((n * OC + oc) * OH + oh) * OW + ow, acc);
        }
}
template <typename P> void runConvolution(const KernelArgs &a) {
  P p;
  ConvParams c;
  readConv(a, &c, &p);
  const DType dtype = info(a, c.input).dtype;
  if (dtype != DType::f32) {
    if (isFloatingDType(dtype))
      runConvolutionAs<float>(a, c);
    else
      runConvolutionAs<int64_t>(a, c);
    return;
  }
  const float *x = in(a, c.input), *w = in(a, c.weight), *bias = c.bias >= 0 ? in(a, size_t(c.bias)) : nullptr;
  float *y = out(a, c.out);
  int64_t N = dim(a, c.input, 0), C = dim(a, c.input, 1), H = dim(a, c.input, 2), W = dim(a, c.input, 3);
  int64_t OC = dim(a, c.weight, 0), KH = dim(a, c.weight, 2), KW = dim(a, c.weight, 3);
  const TensorInfo &o = info(a, c.out);
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

EDGE_FAMILY_KERNELS(conv2d, checkConvolution, runConvolution)

} // namespace kernels
} // namespace edge
