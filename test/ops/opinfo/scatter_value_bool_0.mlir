module {
  func.func @main(%arg0: !torch.vtensor<[],i1>, %arg1: !torch.vtensor<[],si64>) -> !torch.vtensor<[],i1> {
    %int0 = torch.constant.int 0
    %float2.500000e2B00 = torch.constant.float 2.500000e+00
    %0 = torch.aten.scatter.value %arg0, %int0, %arg1, %float2.500000e2B00 : !torch.vtensor<[],i1>, !torch.int, !torch.vtensor<[],si64>, !torch.float -> !torch.vtensor<[],i1>
    return %0 : !torch.vtensor<[],i1>
  }
}

