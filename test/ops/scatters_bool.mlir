module {
  func.func @main(%arg0: !torch.vtensor<[4,6],i1>, %arg1: !torch.vtensor<[3,5],i1>, %arg2: !torch.vtensor<[3,4],si64>, %arg3: !torch.vtensor<[3,5],si64>) -> !torch.vtensor<[48],i1> {
    %int1 = torch.constant.int 1
    %int0 = torch.constant.int 0
    %int4 = torch.constant.int 4
    %0 = torch.aten.slice.Tensor %arg1, %int1, %int0, %int4, %int1 : !torch.vtensor<[3,5],i1>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[3,4],i1>
    %1 = torch.aten.scatter.src %arg0, %int1, %arg2, %0 : !torch.vtensor<[4,6],i1>, !torch.int, !torch.vtensor<[3,4],si64>, !torch.vtensor<[3,4],i1> -> !torch.vtensor<[4,6],i1>
    %true = torch.constant.bool true
    %2 = torch.aten.scatter.value %arg0, %int1, %arg2, %true : !torch.vtensor<[4,6],i1>, !torch.int, !torch.vtensor<[3,4],si64>, !torch.bool -> !torch.vtensor<[4,6],i1>
    %int24 = torch.constant.int 24
    %3 = torch.prim.ListConstruct %int24 : (!torch.int) -> !torch.list<int>
    %4 = torch.aten.view %1, %3 : !torch.vtensor<[4,6],i1>, !torch.list<int> -> !torch.vtensor<[24],i1>
    %5 = torch.prim.ListConstruct %int24 : (!torch.int) -> !torch.list<int>
    %6 = torch.aten.view %2, %5 : !torch.vtensor<[4,6],i1>, !torch.list<int> -> !torch.vtensor<[24],i1>
    %7 = torch.prim.ListConstruct %4, %6 : (!torch.vtensor<[24],i1>, !torch.vtensor<[24],i1>) -> !torch.list<vtensor>
    %8 = torch.aten.cat %7, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[48],i1>
    return %8 : !torch.vtensor<[48],i1>
  }
}

