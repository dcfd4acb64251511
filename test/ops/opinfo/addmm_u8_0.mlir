module {
  func.func @main(%arg0: !torch.vtensor<[2,3],ui8>, %arg1: !torch.vtensor<[2,2],ui8>, %arg2: !torch.vtensor<[2,3],ui8>) -> !torch.vtensor<[2,3],ui8> {
    %int3 = torch.constant.int 3
    %int2 = torch.constant.int 2
    %0 = torch.aten.addmm %arg0, %arg1, %arg2, %int3, %int2 : !torch.vtensor<[2,3],ui8>, !torch.vtensor<[2,2],ui8>, !torch.vtensor<[2,3],ui8>, !torch.int, !torch.int -> !torch.vtensor<[2,3],ui8>
    return %0 : !torch.vtensor<[2,3],ui8>
  }
}

