//===- SelectEmbedding.cpp - the embedding family ===//
#include "codegen/KernelSelect.h"

namespace edgec::select {
namespace {
/// Any op of the family, by its roles (kernel_families.py).
template <typename LookupOp> Dispatches embedding(LookupOp o, const FoldedViews &) {
  using Member = edge::FamilyMember<LookupOp>;
  Value table = Member::weight(o), indices = Member::indices(o);
  Sizes weight = dimsOf(table);
  Size numel = edge::sizeProduct(dimsOf(o.getOuts()[0]), o.getContext());
  DispatchRequest r = windowed("embedding", o.getOuts()[0], numel);
  bool wide = elementType(indices).isInteger(64);
  r.name = wide ? "embedding_i64" : "embedding_i32";
  if (wide && int64AsPairs)
    r.defines = {"INDEX_TYPE=I64", "INDEX_PAIRS", "INT64_PAIRS"};
  else
    r.defines = {std::string("INDEX_TYPE=") + (wide ? "int64_t" : "int")};
  typeBuffers(r, elementType(table), elementType(o.getOuts()[0]), computeType({elementType(table)}));
  r.inputs = {table, indices};
  EmbeddingPush push;
  push.numel = numel, push.D = weight[1], push.numEmbeddings = weight[0];
  r.setPush(push);
  return one(r);
}
} // namespace

EDGE_SELECT_FAMILY(embedding, selectEmbedding, embedding)
} // namespace edgec::select
