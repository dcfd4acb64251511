// Ops of the torch dialect: constants, lists and literals by hand, ATen ops generated from aten_ops.tsv.

#ifndef EDGEC_TORCH_OPS_TD
#define EDGEC_TORCH_OPS_TD

include "TorchBase.td"

class Torch_ConstantOp<string mnemonic, Attr valueAttr, Type resultType> :
    Torch_Op<"constant." # mnemonic, [Pure, DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let arguments = (ins valueAttr:$value);
  let results = (outs resultType:$result);
  let assemblyFormat = "$value attr-dict";
  let hasFolder = 1;
}

def Torch_ConstantNoneOp : Torch_Op<"constant.none", [Pure,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "The `None` value";
  let description = [{
    Example:
    ```mlir
    %none = torch.constant.none
    ```
  }];
  let results = (outs Torch_NoneType:$result);
  let assemblyFormat = "attr-dict";
}

def Torch_ConstantIntOp : Torch_ConstantOp<"int", I64Attr, Torch_IntType> {
  let summary = "A constant `!torch.int`";
  let description = [{
    Example:
    ```mlir
    %int-1 = torch.constant.int -1
    ```
  }];
}

def Torch_ConstantFloatOp : Torch_ConstantOp<"float", F64Attr, Torch_FloatType> {
  let summary = "A constant `!torch.float`";
  let description = [{
    Example:
    ```mlir
    %float1.000000e-01 = torch.constant.float 1.000000e-01
    ```
  }];
}

def Torch_ConstantBoolOp : Torch_ConstantOp<"bool", BoolAttr, Torch_BoolType> {
  let summary = "A constant `!torch.bool`";
  let description = [{
    Example:
    ```mlir
    %true = torch.constant.bool true
    ```
  }];
}

def Torch_ConstantStrOp : Torch_ConstantOp<"str", StrAttr, Torch_StringType> {
  let summary = "A constant `!torch.str`";
  let description = [{
    Example:
    ```mlir
    %str = torch.constant.str "none"
    ```
  }];
}

def Torch_ConstantDeviceOp : Torch_ConstantOp<"device", StrAttr, Torch_DeviceType> {
  let summary = "A constant `!torch.Device`";
  let description = [{
    Example:
    ```mlir
    %cpu = torch.constant.device "cpu"
    ```
  }];
}

def Torch_PrimListConstructOp : Torch_Op<"prim.ListConstruct", [Pure]> {
  let summary = "Builds a `!torch.list` from its elements";
  let description = [{
    Example:
    ```mlir
    %0 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    ```
  }];
  let arguments = (ins Variadic<AnyType>:$elements);
  let results = (outs Torch_ListType:$result);
  let assemblyFormat = "$elements attr-dict `:` functional-type($elements, $result)";
  let hasVerifier = 1;
}

def Torch_ValueTensorLiteralOp : Torch_Op<"vtensor.literal", [Pure]> {
  let summary = "A constant tensor (a parameter, buffer or literal)";
  let description = [{
    One-element literals are inline `dense<...>`; larger ones are `dense_resource<...>` blobs of the
    module's resources section.

    Example:
    ```mlir
    %w = torch.vtensor.literal(dense<5.000000e-01> : tensor<1x1xf32>) : !torch.vtensor<[1,1],f32>
    ```
  }];
  let arguments = (ins ElementsAttr:$value);
  let results = (outs Torch_ValueTensorType:$result);
  let assemblyFormat = "`(` $value `)` attr-dict `:` type($result)";
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Torch_PrimListUnpackOp : Torch_Op<"prim.ListUnpack", [Pure]> {
  let summary = "The elements of a `!torch.list` of known length";
  let description = [{
    torch-mlir's importer unpacks the list an op returns (`aten.split_with_sizes`, `aten.unbind`) with it.

    Example:
    ```mlir
    %1:2 = torch.prim.ListUnpack %0 : !torch.list<vtensor> -> !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,5],f32>
    ```
  }];
  let arguments = (ins Torch_ListType:$operand);
  let results = (outs Variadic<AnyType>:$results);
  let assemblyFormat = "$operand attr-dict `:` type($operand) `->` type($results)";
  let hasVerifier = 1;
}

def Torch_OperatorOp : Torch_Op<"operator"> {
  let summary = "An op printed by name: one torch-mlir does not register";
  let description = [{
    torch-mlir's importer prints ATen ops it has no op definition for generically, with the op's name
    as a string. edgec parses any such op; `torch-simplify` turns it into the named op when edgec's
    table has it (verifying operands and results against the schema), and compilation names any other
    as unsupported. It may have side effects, so it is never erased as dead.

    Example:
    ```mlir
    %0:3 = torch.operator "torch.aten._native_batch_norm_legit_no_training"(%arg0, %w, %b, %m, %v, %float0.1, %float1e-05) : (!torch.vtensor<[1,4,8,8],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.float, !torch.float) -> (!torch.vtensor<[1,4,8,8],f32>, !torch.vtensor<[0],f32>, !torch.vtensor<[0],f32>)
    ```
  }];
  let arguments = (ins StrAttr:$name, Variadic<AnyType>:$operands);
  let results = (outs Variadic<AnyType>:$results);
  let assemblyFormat = "$name `(` $operands `)` attr-dict `:` functional-type($operands, $results)";
}

def Torch_SymbolicIntOp : Torch_Op<"symbolic_int", [Pure]> {
  let summary = "A symbolic size (a torch.export SymInt) with its bounds";
  let description = [{
    Declares a dynamic dimension. Its `min_val`/`max_val` bounds are what `torch-bound-shapes` plans
    memory for (the upper bound) and what the runtime checks each input's size against.

    Example:
    ```mlir
    %0 = torch.symbolic_int "s0" {min_val = 2, max_val = 16} : !torch.int
    ```
  }];
  let arguments = (ins StrAttr:$symbol_name, I64Attr:$min_val, I64Attr:$max_val);
  let results = (outs Torch_IntType:$result);
  let assemblyFormat = "$symbol_name ` ` `{` `min_val` `=` $min_val `,` `max_val` `=` $max_val `}` attr-dict `:` type($result)";
  let hasVerifier = 1;
}

def Torch_BindSymbolicShapeOp : Torch_Op<"bind_symbolic_shape"> {
  let summary = "States the shape of a tensor in terms of symbolic sizes";
  let description = [{
    `shape_expressions` maps the symbols (the `torch.symbolic_int` results, in order) to the sizes of
    `operand`, one result per dimension.

    Example:
    ```mlir
    torch.bind_symbolic_shape %arg0, [%0], affine_map<()[s0] -> (s0, 3)> : !torch.vtensor<[?,3],f32>
    ```
  }];
  let arguments = (ins AnyTorchTensorType:$operand, Variadic<Torch_IntType>:$shape_symbols,
                       AffineMapAttr:$shape_expressions);
  let assemblyFormat = "$operand `,` `[` $shape_symbols `]` `,` $shape_expressions attr-dict `:` type($operand)";
  let hasVerifier = 1;
}

def Torch_RuntimeAssertOp : Torch_Op<"runtime.assert"> {
  let summary = "Fails the program when a condition is false";
  let description = [{
    It computes nothing at inference: `torch-simplify` erases it where its condition is constant true and
    reports it where that is false; any other is named as unsupported.

    Example:
    ```mlir
    torch.runtime.assert %0, "requires a positive size"
    ```
  }];
  let arguments = (ins Torch_BoolType:$condition, StrAttr:$message);
  let assemblyFormat = "$condition `,` $message attr-dict";
}

include "TorchAtenOps.td"

#endif // EDGEC_TORCH_OPS_TD
