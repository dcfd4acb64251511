#ifndef EDGEC_EDGE_OPS_TD
#define EDGEC_EDGE_OPS_TD

include "EdgeBase.td"

def Edge_ConstantOp : Edge_Op<"constant", [ConstantLike, Pure,
    TypesMatchWith<"result type matches the value's type", "value", "result",
                   "$_self">]> {
  let summary = "A constant tensor (weights live in the constant segment of the .pte)";
  let description = [{
    Example:
    ```mlir
    %w = edge.constant dense_resource<torch_tensor_3_1_torch.float32> : tensor<3x1xf32>
    ```
  }];
  let arguments = (ins ElementsAttr:$value);
  let results = (outs AnyStaticShapeTensor:$result);
  let assemblyFormat = "attr-dict $value";
  let hasFolder = 1;
}

def Edge_ShaderOp : Edge_Op<"shader", [Symbol, IsolatedFromAbove]> {
  let summary = "A compiled compute shader: SPIR-V specialized from a template of shaders/";
  let description = [{
    Created by `edge-codegen-vulkan`, one per distinct specialization (deduplicated by SPIR-V).
    Vulkan kernel ops refer to it by `edge.shader = @name`.

    Example:
    ```mlir
    edge.shader @binary_0 {family = "binary", defines = ["OP_ADD", "N=8"], num_bindings = 3 : i64,
                           spirv = array<i32: 119734787, ...>}
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name, StrAttr:$family, StrArrayAttr:$defines,
                       I64Attr:$num_bindings, DenseI32ArrayAttr:$spirv);
  let assemblyFormat = "$sym_name attr-dict";
}

include "EdgeGenOps.td"

#endif // EDGEC_EDGE_OPS_TD
