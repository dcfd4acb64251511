module {
  func.func @main(%arg0: !torch.vtensor<[4,6],f32>) -> !torch.vtensor<[5],f32> {
    %none = torch.constant.none
    %false = torch.constant.bool false
    %0 = torch.aten.var.correction %arg0, %none, %none, %false : !torch.vtensor<[4,6],f32>, !torch.none, !torch.none, !torch.bool -> !torch.vtensor<[],f32>
    %int1 = torch.constant.int 1
    %1 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %2 = torch.aten.view %0, %1 : !torch.vtensor<[],f32>, !torch.list<int> -> !torch.vtensor<[1],f32>
    %3 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %int0 = torch.constant.int 0
    %true = torch.constant.bool true
    %4 = torch.aten.var.correction %arg0, %3, %int0, %true : !torch.vtensor<[4,6],f32>, !torch.list<int>, !torch.int, !torch.bool -> !torch.vtensor<[4,1],f32>
    %int4 = torch.constant.int 4
    %5 = torch.prim.ListConstruct %int4 : (!torch.int) -> !torch.list<int>
    %6 = torch.aten.view %4, %5 : !torch.vtensor<[4,1],f32>, !torch.list<int> -> !torch.vtensor<[4],f32>
    %7 = torch.prim.ListConstruct %2, %6 : (!torch.vtensor<[1],f32>, !torch.vtensor<[4],f32>) -> !torch.list<vtensor>
    %8 = torch.aten.cat %7, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[5],f32>
    return %8 : !torch.vtensor<[5],f32>
  }
}

