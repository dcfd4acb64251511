module {
  func.func @main(%arg0: !torch.vtensor<[5,5,5,5],si8>) -> !torch.vtensor<[3,5,5,5,3],si8> {
    %int0 = torch.constant.int 0
    %int3 = torch.constant.int 3
    %int1 = torch.constant.int 1
    %0 = torch.aten.unfold %arg0, %int0, %int3, %int1 : !torch.vtensor<[5,5,5,5],si8>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[3,5,5,5,3],si8>
    return %0 : !torch.vtensor<[3,5,5,5,3],si8>
  }
}

