module {
  func.func @main(%arg0: !torch.vtensor<[4,9],ui8>) -> !torch.vtensor<[4,9],ui8> {
    %int20 = torch.constant.int 20
    %none = torch.constant.none
    %0 = torch.aten.clamp %arg0, %int20, %none : !torch.vtensor<[4,9],ui8>, !torch.int, !torch.none -> !torch.vtensor<[4,9],ui8>
    %int200 = torch.constant.int 200
    %1 = torch.aten.clamp %arg0, %none, %int200 : !torch.vtensor<[4,9],ui8>, !torch.none, !torch.int -> !torch.vtensor<[4,9],ui8>
    %int1 = torch.constant.int 1
    %2 = torch.aten.add.Tensor %0, %1, %int1 : !torch.vtensor<[4,9],ui8>, !torch.vtensor<[4,9],ui8>, !torch.int -> !torch.vtensor<[4,9],ui8>
    %int50 = torch.constant.int 50
    %int60 = torch.constant.int 60
    %3 = torch.aten.clamp %arg0, %int50, %int60 : !torch.vtensor<[4,9],ui8>, !torch.int, !torch.int -> !torch.vtensor<[4,9],ui8>
    %4 = torch.aten.add.Tensor %2, %3, %int1 : !torch.vtensor<[4,9],ui8>, !torch.vtensor<[4,9],ui8>, !torch.int -> !torch.vtensor<[4,9],ui8>
    return %4 : !torch.vtensor<[4,9],ui8>
  }
}

