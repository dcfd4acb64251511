module {
  func.func @main(%arg0: !torch.vtensor<[4,7],si64>) -> !torch.vtensor<[3,4,7],si64> {
    %int6 = torch.constant.int 6
    %0 = torch.aten.bitwise_and.Scalar %arg0, %int6 : !torch.vtensor<[4,7],si64>, !torch.int -> !torch.vtensor<[4,7],si64>
    %int3 = torch.constant.int 3
    %1 = torch.operator "torch.aten.bitwise_or.Scalar"(%arg0, %int3) : (!torch.vtensor<[4,7],si64>, !torch.int) -> !torch.vtensor<[4,7],si64>
    %int5 = torch.constant.int 5
    %2 = torch.operator "torch.aten.bitwise_xor.Scalar"(%arg0, %int5) : (!torch.vtensor<[4,7],si64>, !torch.int) -> !torch.vtensor<[4,7],si64>
    %3 = torch.prim.ListConstruct %0, %1, %2 : (!torch.vtensor<[4,7],si64>, !torch.vtensor<[4,7],si64>, !torch.vtensor<[4,7],si64>) -> !torch.list<vtensor>
    %int0 = torch.constant.int 0
    %4 = torch.aten.cat %3, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[12,7],si64>
    %int4 = torch.constant.int 4
    %int7 = torch.constant.int 7
    %5 = torch.prim.ListConstruct %int3, %int4, %int7 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %6 = torch.aten.view %4, %5 : !torch.vtensor<[12,7],si64>, !torch.list<int> -> !torch.vtensor<[3,4,7],si64>
    return %6 : !torch.vtensor<[3,4,7],si64>
  }
}

