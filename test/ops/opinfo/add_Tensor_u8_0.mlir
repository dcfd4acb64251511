module {
  func.func @main(%arg0: !torch.vtensor<[],ui8>, %arg1: !torch.vtensor<[],ui8>) -> !torch.vtensor<[],ui8> {
    %int1 = torch.constant.int 1
    %0 = torch.aten.add.Tensor %arg0, %arg1, %int1 : !torch.vtensor<[],ui8>, !torch.vtensor<[],ui8>, !torch.int -> !torch.vtensor<[],ui8>
    return %0 : !torch.vtensor<[],ui8>
  }
}

