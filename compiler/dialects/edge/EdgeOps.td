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
  let summary = "A compute shader variant: a template of shaders/, its defines and, once compiled, its SPIR-V";
  let description = [{
    One variant of a shader family (`shaders/FAMILY.comp`): the defines select the op's expression, the
    element type and optional operands, never a shape. Shapes, strides and scalars reach each dispatch at
    run time as push constants (`push_constant_size` bytes); workgroup and tile sizes are specialization
    constants chosen per dispatch. `edge-select-kernels` creates the variants the dispatches use;
    `edge-codegen-vulkan` compiles each to SPIR-V (`spirv`), validates it and merges variants whose SPIR-V
    is identical.

    Example:
    ```mlir
    edge.shader @elementwise_add {family = "elementwise", defines = ["NUM_INPUTS=2", "EXPR=x0 + s0 * x1"],
                                  num_bindings = 3 : i64, push_constant_size = 96 : i64}
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name, StrAttr:$family, StrArrayAttr:$defines,
                       I64Attr:$num_bindings, I64Attr:$push_constant_size,
                       OptionalAttr<DenseI32ArrayAttr>:$spirv,
                       OptionalAttr<StrArrayAttr>:$required_features);
  let assemblyFormat = "$sym_name attr-dict";
  let hasVerifier = 1;
}

def Edge_DispatchOp : Edge_Op<"dispatch", [AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "One compute dispatch of a Vulkan partition";
  let description = [{
    Runs `shader` over a grid of `workgroups` with the workgroup size and tile sizes in `spec_constants`
    (constant_id 0, 1, 2 are the workgroup size x, y, z; later ids are the family's) and the 32-bit words
    of `push_constants`. The buffers are bound in order, inputs then outputs, to bindings 0, 1, ... of
    set 0. `edge-select-kernels` turns each Vulkan op into one or more dispatches (and the scratch buffers
    they share); `kernel` names the ATen op it implements.

    In a program with dynamic shapes, the push constant words at `dynamic_push_indices` are the results of
    `dynamic_push_values` and the workgroup counts those of `dynamic_workgroups`, affine maps over the
    function's size symbols that the runtime evaluates at each execute; `push_constants` and `workgroups`
    then hold their values at the upper bound.

    Example:
    ```mlir
    edge.dispatch @elementwise_relu ins(%a : memref<8xf32>) outs(%0 : memref<8xf32>)
        {kernel = "aten.relu.default", push_constants = array<i32: 8, 1, ...>,
         spec_constants = array<i32: 64, 1, 1>, workgroups = array<i64: 1, 1, 1>}
    ```
  }];
  let arguments = (ins FlatSymbolRefAttr:$shader, Variadic<AnyStaticShapeMemRef>:$inputs,
                       Variadic<AnyStaticShapeMemRef>:$outputs, DenseI32ArrayAttr:$push_constants,
                       DenseI32ArrayAttr:$spec_constants, DenseI64ArrayAttr:$workgroups, StrAttr:$kernel,
                       OptionalAttr<DenseI32ArrayAttr>:$dynamic_push_indices,
                       OptionalAttr<AffineMapAttr>:$dynamic_push_values,
                       OptionalAttr<AffineMapAttr>:$dynamic_workgroups);
  let assemblyFormat = [{
    $shader (`ins` `(` $inputs^ `:` type($inputs) `)`)? `outs` `(` $outputs `:` type($outputs) `)` attr-dict
  }];
  let hasVerifier = 1;
}

def Edge_BindShapeOp : Edge_Op<"bind_shape"> {
  let summary = "States the shape of a tensor in terms of the function's size symbols";
  let description = [{
    The edge form of `torch.bind_symbolic_shape`: `shape` maps the function's size symbols (its
    `edge.symbols`, the program's `torch.symbolic_int`s in order) to the sizes of `operand`, whose static
    type holds the sizes at the symbols' upper bounds. `edge-infer-dims` turns bindings into `edge.dims`
    on the values' definitions and erases them. It has no results and is kept by DCE (it has effects).

    Example:
    ```mlir
    edge.bind_shape %0, affine_map<()[s0] -> (s0, 16)> : tensor<32x16xf32>
    ```
  }];
  let arguments = (ins AnyType:$operand, AffineMapAttr:$shape);
  let assemblyFormat = "$operand `,` $shape attr-dict `:` type($operand)";
  let hasVerifier = 1;
}

include "EdgeGenOps.td"

#endif // EDGEC_EDGE_OPS_TD
