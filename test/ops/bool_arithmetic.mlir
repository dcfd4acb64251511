module {
  func.func @main(%arg0: !torch.vtensor<[17],i1>, %arg1: !torch.vtensor<[17],i1>) -> !torch.vtensor<[17],i1> {
    %int1 = torch.constant.int 1
    %0 = torch.aten.add.Tensor %arg0, %arg1, %int1 : !torch.vtensor<[17],i1>, !torch.vtensor<[17],i1>, !torch.int -> !torch.vtensor<[17],i1>
    %1 = torch.aten.mul.Tensor %arg0, %arg1 : !torch.vtensor<[17],i1>, !torch.vtensor<[17],i1> -> !torch.vtensor<[17],i1>
    %2 = torch.aten.logical_xor %0, %1 : !torch.vtensor<[17],i1>, !torch.vtensor<[17],i1> -> !torch.vtensor<[17],i1>
    %3 = torch.aten.logical_not %arg0 : !torch.vtensor<[17],i1> -> !torch.vtensor<[17],i1>
    %4 = torch.aten.logical_or %2, %3 : !torch.vtensor<[17],i1>, !torch.vtensor<[17],i1> -> !torch.vtensor<[17],i1>
    return %4 : !torch.vtensor<[17],i1>
  }
}

