// Indexing: embedding, and nonzero (which finds its row count in the data).
#include "KernelSupport.h"

namespace edge {
namespace kernels {
namespace {

/// The embedding family, by its roles (FamilyMember<P>::weight, indices): the shared rule, the verifier's.
template <typename P> Error checkEmbedding(const KernelArgs &a) {
  typedef FamilyMember<P> Member;
  const char *k = Member::op();
  P p;
  if (a.numTensors != 3 || !readParams(a, &p))
    return bad(k, "expects weight, indices, output and its parameters");
  const size_t table = size_t(Member::weight(p)), at = size_t(Member::indices(p));
  const TensorInfo &w = info(a, table), &idx = info(a, at), &o = info(a, 2);
  if (!registryDataDType<P>(w.dtype) || w.dtype != o.dtype ||
      (idx.dtype != DType::i64 && idx.dtype != DType::i32))
    return bad(k, "takes i64 or i32 indices and writes the weight's dtype");
  RuleContext cx(k);
  Sizes weight, indices, out;
  if (!sizesOf(a, table, &weight) || !sizesOf(a, at, &indices))
    return rankAbove(k);
  if (!edge_shapes::embeddingShape(cx, weight, indices, &out))
    return cx.error();
  if (!hasShape(o, out))
    return bad(k, "the output's shape is not the indices' and the weight's row size");
  return Error::success();
}
/// An index outside the weight writes NaN (0 for integer weights): PyTorch raises an error, which a kernel
/// run cannot; NaN keeps the fault visible (as the shader does) and nothing is read out of bounds.
template <typename C> void runEmbeddingAs(const KernelArgs &a, size_t table, size_t at) {
  const TensorInfo &w = info(a, table), &idx = info(a, at);
  const int64_t D = w.shape[1], rows = w.shape[0];
  Typed<C> weight(a, table), y(a, 2);
  const C missing = std::numeric_limits<C>::has_quiet_NaN ? std::numeric_limits<C>::quiet_NaN() : C(0);
  for (int64_t r = 0; r < idx.numel; ++r) {
    int64_t index = loadAs<int64_t>(idx.dtype, a.tensors[at].data, r);
    for (int64_t c = 0; c < D; ++c)
      y.set(r * D + c, index >= 0 && index < rows ? weight[index * D + c] : missing);
  }
}
template <typename P> void runEmbedding(const KernelArgs &a) {
  typedef FamilyMember<P> Member;
  P p;
  readParams(a, &p);
  const size_t table = size_t(Member::weight(p)), at = size_t(Member::indices(p));
  if (isFloatingDType(info(a, table).dtype))
    runEmbeddingAs<float>(a, table, at);
  else
    runEmbeddingAs<int64_t>(a, table, at);
}

/// The coordinates of the non-zero elements (NaN counts, -0.0 does not) in row-major order, one row each,
/// as many as the output has rows planned; the count, which may be more, goes to KernelArgs::rows.
Error checkNonzero(const KernelArgs &a) {
  const char *k = "aten.nonzero";
  if (a.numTensors != 2 || a.numInts || a.numFloats)
    return bad(k, "expects an input and an output");
  const TensorInfo &x = info(a, 0), &o = info(a, 1);
  if (!registryDType<NonzeroParams>(x.dtype))
    return bad(k, formatMessage("does not take %s tensors", dtypeName(x.dtype)));
  if (o.dtype != DType::i64 || o.shape.size() != 2 || o.shape[1] != int64_t(x.shape.size()))
    return bad(k, "writes i64 [rows, input rank]");
  return Error::success();
}
void runNonzero(const KernelArgs &a) {
  const TensorInfo &x = info(a, 0);
  const int64_t rank = int64_t(x.shape.size());
  const int64_t room = info(a, 1).shape[0];
  int64_t *out = static_cast<int64_t *>(a.tensors[1].data);
  int64_t count = 0;
  for (int64_t i = 0; i < x.numel; ++i) {
    if (loadAs<double>(x.dtype, a.tensors[0].data, i) == 0.0)
      continue; // every non-zero integer and bf16/f16 value stays non-zero as a double
    for (int64_t d = rank - 1, rem = i; d >= 0 && count < room; --d) {
      out[count * rank + d] = rem % x.shape[d];
      rem /= x.shape[d];
    }
    ++count;
  }
  if (a.rows)
    *a.rows = count;
}


} // namespace

EDGE_FAMILY_KERNELS(embedding, checkEmbedding, runEmbedding)
EDGE_KERNEL(Nonzero, checkNonzero, runNonzero)

} // namespace kernels
} // namespace edge
