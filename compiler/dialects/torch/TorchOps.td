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

def Torch_PrimListConstructOp : Torch_Op<"prim.ListConstruct", [Pure,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
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

include "TorchAtenOps.td"

#endif // EDGEC_TORCH_OPS_TD
