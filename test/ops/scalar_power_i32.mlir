module {
  func.func @main(%arg0: !torch.vtensor<[4,7],si32>) -> !torch.vtensor<[2,4,7],si32> {
    %int2 = torch.constant.int 2
    %0 = torch.aten.pow.Tensor_Scalar %arg0, %int2 : !torch.vtensor<[4,7],si32>, !torch.int -> !torch.vtensor<[4,7],si32>
    %int5 = torch.constant.int 5
    %1 = torch.aten.remainder.Scalar %arg0, %int5 : !torch.vtensor<[4,7],si32>, !torch.int -> !torch.vtensor<[4,7],si32>
    %2 = torch.aten.pow.Scalar %int2, %1 : !torch.int, !torch.vtensor<[4,7],si32> -> !torch.vtensor<[4,7],si32>
    %3 = torch.prim.ListConstruct %0, %2 : (!torch.vtensor<[4,7],si32>, !torch.vtensor<[4,7],si32>) -> !torch.list<vtensor>
    %int0 = torch.constant.int 0
    %4 = torch.aten.cat %3, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[8,7],si32>
    %int4 = torch.constant.int 4
    %int7 = torch.constant.int 7
    %5 = torch.prim.ListConstruct %int2, %int4, %int7 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %6 = torch.aten.view %4, %5 : !torch.vtensor<[8,7],si32>, !torch.list<int> -> !torch.vtensor<[2,4,7],si32>
    return %6 : !torch.vtensor<[2,4,7],si32>
  }
}

