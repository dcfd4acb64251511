module {
  func.func @main(%arg0: !torch.vtensor<[3,1,5],i1>, %arg1: !torch.vtensor<[4,5],i1>) -> !torch.vtensor<[3,3,4,5],i1> {
    %0 = torch.vtensor.literal(dense<true> : tensor<i1>) : !torch.vtensor<[],i1>
    %true = torch.constant.bool true
    %1 = torch.aten.masked_fill.Scalar %arg0, %arg1, %true : !torch.vtensor<[3,1,5],i1>, !torch.vtensor<[4,5],i1>, !torch.bool -> !torch.vtensor<[3,4,5],i1>
    %2 = torch.aten.masked_fill.Tensor %arg0, %arg1, %0 : !torch.vtensor<[3,1,5],i1>, !torch.vtensor<[4,5],i1>, !torch.vtensor<[],i1> -> !torch.vtensor<[3,4,5],i1>
    %3 = torch.aten.where.ScalarSelf %arg1, %true, %arg0 : !torch.vtensor<[4,5],i1>, !torch.bool, !torch.vtensor<[3,1,5],i1> -> !torch.vtensor<[3,4,5],i1>
    %4 = torch.prim.ListConstruct %1, %2, %3 : (!torch.vtensor<[3,4,5],i1>, !torch.vtensor<[3,4,5],i1>, !torch.vtensor<[3,4,5],i1>) -> !torch.list<vtensor>
    %int0 = torch.constant.int 0
    %5 = torch.aten.cat %4, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[9,4,5],i1>
    %int3 = torch.constant.int 3
    %int4 = torch.constant.int 4
    %int5 = torch.constant.int 5
    %6 = torch.prim.ListConstruct %int3, %int3, %int4, %int5 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %7 = torch.aten.view %5, %6 : !torch.vtensor<[9,4,5],i1>, !torch.list<int> -> !torch.vtensor<[3,3,4,5],i1>
    return %7 : !torch.vtensor<[3,3,4,5],i1>
  }
}

