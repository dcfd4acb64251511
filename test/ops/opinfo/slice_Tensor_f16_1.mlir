module {
  func.func @main(%arg0: !torch.vtensor<[5,5,5],f16>) -> !torch.vtensor<[5,5,2],f16> {
    %int-1 = torch.constant.int -1
    %int2 = torch.constant.int 2
    %int4 = torch.constant.int 4
    %int1 = torch.constant.int 1
    %0 = torch.aten.slice.Tensor %arg0, %int-1, %int2, %int4, %int1 : !torch.vtensor<[5,5,5],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[5,5,2],f16>
    return %0 : !torch.vtensor<[5,5,2],f16>
  }
}

