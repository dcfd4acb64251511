module {
  func.func @main(%arg0: !torch.vtensor<[3,4,5],f16>) -> !torch.vtensor<[1,3,4,5],f16> {
    %int0 = torch.constant.int 0
    %0 = torch.aten.unsqueeze %arg0, %int0 : !torch.vtensor<[3,4,5],f16>, !torch.int -> !torch.vtensor<[1,3,4,5],f16>
    return %0 : !torch.vtensor<[1,3,4,5],f16>
  }
}

