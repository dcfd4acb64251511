module {
  func.func @main(%arg0: !torch.vtensor<[3,4,5],f32>) -> !torch.vtensor<[23],f32> {
    %int1 = torch.constant.int 1
    %int2 = torch.constant.int 2
    %0 = torch.prim.ListConstruct %int1, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %1 = torch.aten.var.dim %arg0, %0, %true, %true : !torch.vtensor<[3,4,5],f32>, !torch.list<int>, !torch.bool, !torch.bool -> !torch.vtensor<[3,1,1],f32>
    %int3 = torch.constant.int 3
    %2 = torch.prim.ListConstruct %int3 : (!torch.int) -> !torch.list<int>
    %3 = torch.aten.view %1, %2 : !torch.vtensor<[3,1,1],f32>, !torch.list<int> -> !torch.vtensor<[3],f32>
    %int0 = torch.constant.int 0
    %4 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %5 = torch.aten.var.dim %arg0, %4, %false, %false : !torch.vtensor<[3,4,5],f32>, !torch.list<int>, !torch.bool, !torch.bool -> !torch.vtensor<[4,5],f32>
    %int20 = torch.constant.int 20
    %6 = torch.prim.ListConstruct %int20 : (!torch.int) -> !torch.list<int>
    %7 = torch.aten.view %5, %6 : !torch.vtensor<[4,5],f32>, !torch.list<int> -> !torch.vtensor<[20],f32>
    %8 = torch.prim.ListConstruct %3, %7 : (!torch.vtensor<[3],f32>, !torch.vtensor<[20],f32>) -> !torch.list<vtensor>
    %9 = torch.aten.cat %8, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[23],f32>
    return %9 : !torch.vtensor<[23],f32>
  }
}

