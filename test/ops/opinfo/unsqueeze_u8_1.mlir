module {
  func.func @main(%arg0: !torch.vtensor<[3,4,5],ui8>) -> !torch.vtensor<[3,1,4,5],ui8> {
    %int1 = torch.constant.int 1
    %0 = torch.aten.unsqueeze %arg0, %int1 : !torch.vtensor<[3,4,5],ui8>, !torch.int -> !torch.vtensor<[3,1,4,5],ui8>
    return %0 : !torch.vtensor<[3,1,4,5],ui8>
  }
}

