module {
  func.func @main(%arg0: !torch.vtensor<[4,9],si16>) -> !torch.vtensor<[4,9],si16> {
    %int-20 = torch.constant.int -20
    %none = torch.constant.none
    %0 = torch.aten.clamp %arg0, %int-20, %none : !torch.vtensor<[4,9],si16>, !torch.int, !torch.none -> !torch.vtensor<[4,9],si16>
    %int30 = torch.constant.int 30
    %1 = torch.aten.clamp %arg0, %none, %int30 : !torch.vtensor<[4,9],si16>, !torch.none, !torch.int -> !torch.vtensor<[4,9],si16>
    %int1 = torch.constant.int 1
    %2 = torch.aten.add.Tensor %0, %1, %int1 : !torch.vtensor<[4,9],si16>, !torch.vtensor<[4,9],si16>, !torch.int -> !torch.vtensor<[4,9],si16>
    %int-5 = torch.constant.int -5
    %int5 = torch.constant.int 5
    %3 = torch.aten.clamp %arg0, %int-5, %int5 : !torch.vtensor<[4,9],si16>, !torch.int, !torch.int -> !torch.vtensor<[4,9],si16>
    %4 = torch.aten.add.Tensor %2, %3, %int1 : !torch.vtensor<[4,9],si16>, !torch.vtensor<[4,9],si16>, !torch.int -> !torch.vtensor<[4,9],si16>
    return %4 : !torch.vtensor<[4,9],si16>
  }
}

