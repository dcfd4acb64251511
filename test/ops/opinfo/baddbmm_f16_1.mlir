module {
  func.func @main(%arg0: !torch.vtensor<[1],f16>, %arg1: !torch.vtensor<[5,5,5],f16>, %arg2: !torch.vtensor<[5,5,10],f16>) -> !torch.vtensor<[5,5,10],f16> {
    %int1 = torch.constant.int 1
    %0 = torch.aten.baddbmm %arg0, %arg1, %arg2, %int1, %int1 : !torch.vtensor<[1],f16>, !torch.vtensor<[5,5,5],f16>, !torch.vtensor<[5,5,10],f16>, !torch.int, !torch.int -> !torch.vtensor<[5,5,10],f16>
    return %0 : !torch.vtensor<[5,5,10],f16>
  }
}

