//===- SelectEmbedding.cpp - the embedding family ===//
#include "codegen/KernelSelect.h"

namespace edgec::select {
namespace {
DispatchRequest embedding(edge::EmbeddingOp o) {
  Sizes weight = dimsOf(o.getWeight());
  Size numel = product(dimsOf(o.getOuts()[0]), o.getContext());
  DispatchRequest r = windowed("embedding", o.getOuts()[0], numel);
  bool wide = elementType(o.getIndices()).isInteger(64);
  r.name = wide ? "embedding_i64" : "embedding_i32";
  if (wide && int64AsPairs)
    r.defines = {"INDEX_TYPE=I64", "INDEX_PAIRS", "INT64_PAIRS"};
  else
    r.defines = {std::string("INDEX_TYPE=") + (wide ? "int64_t" : "int")};
  typeBuffers(r, elementType(o.getWeight()), elementType(o.getOuts()[0]), computeType({elementType(o.getWeight())}));
  r.inputs = {o.getWeight(), o.getIndices()};
  EmbeddingPush push;
  push.numel = numel, push.D = weight[1], push.numEmbeddings = weight[0];
  r.setPush(push);
  return r;
}
} // namespace

Dispatches selectEmbedding(edge::EmbeddingOp op, const FoldedViews &) { return one(embedding(op)); }
} // namespace edgec::select
