module {
  func.func @main(%arg0: !torch.vtensor<[],f16>) -> !torch.vtensor<[],f16> {
    %int4 = torch.constant.int 4
    %none = torch.constant.none
    %false = torch.constant.bool false
    %0 = torch.aten.linalg_vector_norm %arg0, %int4, %none, %false, %none : !torch.vtensor<[],f16>, !torch.int, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[],f16>
    return %0 : !torch.vtensor<[],f16>
  }
}

