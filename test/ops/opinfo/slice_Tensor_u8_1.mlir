module {
  func.func @main(%arg0: !torch.vtensor<[5,5,5],ui8>) -> !torch.vtensor<[5,5,2],ui8> {
    %int-1 = torch.constant.int -1
    %int2 = torch.constant.int 2
    %int4 = torch.constant.int 4
    %int1 = torch.constant.int 1
    %0 = torch.aten.slice.Tensor %arg0, %int-1, %int2, %int4, %int1 : !torch.vtensor<[5,5,5],ui8>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[5,5,2],ui8>
    return %0 : !torch.vtensor<[5,5,2],ui8>
  }
}

