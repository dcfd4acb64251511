"""The Vulkan kernel families: the push-constant block of each shaders/<family>.comp template, declared once.

gen_ops.py generates from it both sides of the block: the GLSL `layout(push_constant) uniform Params {...} p;`
that compileShader (compiler/codegen/ShaderCompiler.cpp) puts between the shared prologue and the template,
and the C++ struct the family's kernel selector fills (compiler/codegen/KernelSelect.cpp), whose `write`
emits the 32-bit words in the block's order. A field the selector forgets, or one present in the struct but
not in the variant (or the reverse), is an error when the program is compiled, and a field that changes name
or type no longer builds.

A field:
  name     the GLSL member and the C++ struct member
  type     uint (a size: constant, or an expression over the size symbols that the runtime evaluates),
           int, float, scalar (the family's `scalar` GLSL type: a float, int or int64 value chosen by the
           variant's compute type), or ct (the variant's compute type CT itself). A 64-bit one must come
           first in its block: the C++ side packs words without std430's 8-byte alignment
  count    None, MAX_RANK (a size list padded with `pad` to the largest rank), or the name of a define of the
           variant (that many entries), or a pair (define, MAX_RANK) for one padded list per entry
  when     None (always), DEFINE (present where the variant defines DEFINE), or "DEFINE > N"

A family may declare `members`: what tells its ops apart where one shape rule, one selector and one CPU kernel
serve them all (pool: the spatial rank, whether it averages). Each op of the family gives every member field
in edge_ops.py (`member=dict(spatial_rank=3, average=False)`); gen_ops.py generates them as compile-time
constants of both sides (`FamilyMember<MaxPool3dOp>` in the compiler, `FamilyMember<MaxPool3dParams>` in
runtime-min), so the family's code reads `FamilyMember<Op>::average` and never names an op. A member type:
  "int", "bool", or Enum(define_prefix): one of a set of names, a C++ enum on both sides whose values are the
  names the ops use, and the shader variant's define (prefix + the name in capitals: OP_MEAN)
Every FamilyMember also carries `gives_indices`, read from the op's dtype rule ("index": argmax, argmin).

A family may declare `roles`: the operands its code reads, by what they are to the family rather than by the
schema's names, which differ between its ops (addmm's mat1 and mat2 are baddbmm's batch1 and batch2). Each op
names the schema argument that plays each role (`roles=dict(a="batch1", b="batch2", bias="self")`; a role the
op does not name is its schema argument of the same name, if it has one); gen_ops.py generates the accessors
on both sides: the compiler's `FamilyMember<Op>::a(op)` (a Value, null where the op has no such operand) and
`FamilyMember<Op>::alpha(op)` (the Scalar's attribute, or null), runtime-min's `FamilyMember<XParams>::a(p)`
(the operand's index among the kernel's tensors, -1 where absent) and `FamilyMember<XParams>::alpha(p)` (a
pointer to the Scalar parameter, or null). A role kind:
  "tensor" (every op has it), "tensor?" (an op may have none, or have it optionally: `Tensor?`),
  "scalar?" (a Scalar parameter an op may lack), "int?" (an int, 0 where absent), "ints?" (an int list, empty
  where absent), "float" (a float every op has), "bool?" (a bool, false where absent)
"""


class Enum:
    def __init__(self, define_prefix):
        self.define_prefix = define_prefix


class Field:
    def __init__(self, name, type="uint", count=None, pad=0, when=None, doc=""):
        assert type in ("uint", "int", "float", "scalar", "ct"), type
        self.name, self.type, self.count, self.pad, self.when, self.doc = name, type, count, pad, when, doc


class Family:
    def __init__(self, name, push, scalar=None, doc="", members=None, roles=None):
        self.name, self.push, self.scalar, self.doc = name, push, scalar, doc
        self.members = dict(members or {})
        self.roles = dict(roles or {})
        assert not set(self.roles) & set(self.members), name
        assert scalar or all(f.type != "scalar" for f in push), name
        assert all(t in ("int", "bool") or isinstance(t, Enum) for t in self.members.values()), name


def epilogue():
    """The scalars of the elementwise ops a producer's dispatch applies to its result (shaders/epilogue.glsl),
    first in the block: in an int64 variant they are 64-bit."""
    return Field("epilogue", "ct", count="EPILOGUE_SCALARS", when="EPILOGUE_SCALARS > 0",
                 doc="the fused elementwise ops' scalars, in the order of their steps")


def split_k():
    """A GEMM split along K (SPLIT_K 1): its slices and the K each covers. Push constants, not specialization
    constants: they vary with every product's K, and a pipeline per split would cost each a compiled pipeline
    (lavapipe: about 1 MB of memory each) for loop bounds that gain nothing from being constant."""
    return [Field("slices", when="SPLIT_K > 0", doc="slices of K, along the grid's z"),
            Field("kChunk", when="SPLIT_K > 0", doc="the K of each slice (the last one's may be shorter)")]


def sizes(*names, doc=""):
    return [Field(n, doc=doc if i == len(names) - 1 else "") for i, n in enumerate(names)]


FAMILIES = [
    Family("elementwise", scalar="CT", doc="any elementwise op of edge_ops.py; cat's and copies' strided writes", push=[
        Field("s0", "scalar", when="NUM_SCALARS > 0", doc="the op's scalars (alpha, min/max, ...) first: CT may be 64-bit"),
        Field("s1", "scalar", when="NUM_SCALARS > 1"),
        epilogue(),
        Field("numel"),
        Field("rank", doc="of the output, dims merged where every operand allows it"),
        Field("shape", count="MAX_RANK", pad=1, doc="output shape"),
        Field("offset", count="NUM_INPUTS", doc="first element of each input"),
        Field("strides", count=("NUM_INPUTS", "MAX_RANK"), doc="element strides of each input along the output's dims"),
        Field("outOffset", when="OUT_STRIDED", doc="the output is written strided too: a part of a larger buffer (cat)"),
        Field("outStrides", count="MAX_RANK", when="OUT_STRIDED"),
    ]),
    # batched: [B, M, K] x [B, K, N] (bmm, baddbmm); bias: added, times beta, where the op has one (addmm, baddbmm)
    Family("matmul", scalar="SCALAR_TYPE", members={"batched": "bool"},
           roles={"a": "tensor", "b": "tensor", "bias": "tensor?", "alpha": "scalar?", "beta": "scalar?"}, push=[
        epilogue(),
        *sizes("M", "N", "K"),
        Field("alpha", "scalar", doc="float, or int for integer variants"),
        Field("beta", "scalar"),
        Field("biasStrideM"), Field("biasStrideN"), Field("biasStrideBatch", doc="0 on broadcast dims"),
        Field("offsetA"), Field("strideA"), Field("aStrideM"), Field("aStrideK"),
        Field("offsetB"), Field("strideB"), Field("bStrideK"), Field("bStrideN",
              doc="each operand's first element and strides along the batch, its rows and its columns: a folded "
                  "view's (permuted, selected, transposed, broadcast: stride 0), else contiguous"),
        Field("aBatchInner", when="A_BATCH_SPLIT", doc="A's batch is two dims merged (attention's batch x heads, "
              "permuted): batch element i starts at (i / aBatchInner) * aStrideOuter + (i % aBatchInner) * strideA"),
        Field("aStrideOuter", when="A_BATCH_SPLIT"),
        Field("bBatchInner", when="B_BATCH_SPLIT", doc="B's, alike"),
        Field("bStrideOuter", when="B_BATCH_SPLIT"),
        Field("rowsPerBatch", when="ROWS_ACROSS_BATCH", doc="a batch over one B (its batch stride 0) as one product "
              "of M = batch x rowsPerBatch rows: row m is A's row m % rowsPerBatch of batch m / rowsPerBatch"),
        *split_k(),
    ]),
    Family("conv2d", roles={"input": "tensor", "weight": "tensor", "bias": "tensor?", "stride": "ints?",
                            "padding": "ints?", "dilation": "ints?", "output_padding": "ints?", "groups": "int?",
                            "transposed": "bool?"}, push=[
        epilogue(),
        *sizes("N", "C", "H", "W", doc="input"),
        *sizes("OC", "OH", "OW", doc="output"),
        *sizes("inPerGroup", "outPerGroup", doc="channels per group, precomputed: no division per invocation"),
        # The window's kernel size is specialization constants (the driver divides by it as a constant);
        # stride, padding and dilation only multiply and subtract, and as push constants convolutions that
        # differ in them share a pipeline (lavapipe: about 1-2 MB of memory per compiled pipeline).
        *sizes("SH", "SW", doc="stride"),
        Field("PH", "int"), Field("PW", "int", doc="padding"),
        *sizes("DH", "DW", doc="dilation"),
        *split_k(),
    ]),
    # no op of its own: the second dispatch of a convolution whose GEMM is split along K (SelectConvolution.cpp)
    Family("split_k", doc="the sum of a split GEMM's partial sums, its bias and epilogue", push=[
        epilogue(),
        Field("alpha", "ct", doc="out = alpha * sum + beta * bias"),
        Field("beta", "ct"),
        Field("numel", doc="of the output"),
        Field("slices", doc="partial sums per output element"),
        Field("biasDiv", count="BIAS_TERMS", when="HAS_BIAS > 0", doc="element i's bias: bias[sum over t of "
              "((i / biasDiv[t]) % biasMod[t]) * biasStride[t]]"),
        Field("biasMod", count="BIAS_TERMS", when="HAS_BIAS > 0"),
        Field("biasStride", count="BIAS_TERMS", when="HAS_BIAS > 0"),
    ]),
    Family("pool", members={"spatial_rank": "int", "average": "bool"}, push=[
        Field("planes", doc="the input's leading dims ((N,) C) as one count"),
        *sizes("D", "H", "W", doc="input: a 2-D op's D is 1"),
        *sizes("OD", "OH", "OW", doc="output"),
        Field("divisorOverride", "int", when="AVG", doc="0: none"),
        Field("countIncludePad", when="AVG"),
    ]),
    Family("adaptive_pool", members={"spatial_rank": "int"}, push=[
        Field("planes", doc="the input's leading dims ((N,) C) as one count"),
        *sizes("D", "H", "W", doc="input: a 2-D op's D is 1, a 1-D op's D and H"),
        *sizes("OD", "OH", "OW", doc="output"),
    ]),
    Family("upsample", doc="bilinear resizing; ALIGN_CORNERS where the op aligns corners", roles={"input": "tensor"}, push=[
        Field("planes", doc="the input's leading dims (N, C) as one count"),
        *sizes("H", "W", doc="input"),
        *sizes("OH", "OW", doc="output"),
        Field("scaleH", "float", doc="source pixels per output pixel, as ATen computes it; below 0: from the run-time sizes"),
        Field("scaleW", "float"),
    ]),
    Family("embedding", roles={"weight": "tensor", "indices": "tensor"}, push=[
        Field("numel", doc="of the output"),
        Field("D", doc="embedding size"),
        Field("numEmbeddings", doc="rows of the weight"),
    ]),
    # identity: the reduction of no elements is defined (sum 0, prod 1, mean NaN); an extremum's is not
    Family("reduce", members={"reduction": Enum("OP_"), "identity": "bool"}, push=[
        *sizes("outNumel", "keptRank", "redRank", "redCount"),
        Field("keptShape", count="MAX_RANK", pad=1),
        Field("keptStrides", count="MAX_RANK"),
        Field("redShape", count="MAX_RANK", pad=1),
        Field("redStrides", count="MAX_RANK"),
    ]),
    Family("sort", members={"top_k": "bool"}, doc="sort and topk along one dim of an input seen as [outer, n, inner]", push=[
        *sizes("outer", "n", "inner"),
        Field("k", doc="places written: n for sort"),
        Field("descending", doc="1: largest first (NaN first), 0: smallest first (NaN last)"),
        Field("width", doc="RANK: the blocks ranked (n: the whole row); MERGE: the runs merged in pairs"),
    ]),
    Family("softmax", members={"log": "bool"}, push=sizes("outer", "D", "inner")),
    # grouped: rows are a sample's group of channels (group norm), else the trailing normalized dims (layer norm)
    Family("norm", members={"grouped": "bool"},
           roles={"input": "tensor", "weight": "tensor?", "bias": "tensor?", "eps": "float",
                  "normalized_shape": "ints?", "N": "int?", "C": "int?", "HxW": "int?", "group": "int?"}, push=[
        *sizes("rows", "cols", "groups", "spatial"),
        Field("eps", "float"),
    ]),
]
