module {
  func.func @main(%arg0: !torch.vtensor<[4,6],bf16>) -> !torch.vtensor<[5],f32> {
    %none = torch.constant.none
    %false = torch.constant.bool false
    %0 = torch.aten.var.correction %arg0, %none, %none, %false : !torch.vtensor<[4,6],bf16>, !torch.none, !torch.none, !torch.bool -> !torch.vtensor<[],bf16>
    %int1 = torch.constant.int 1
    %1 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %2 = torch.aten.view %0, %1 : !torch.vtensor<[],bf16>, !torch.list<int> -> !torch.vtensor<[1],bf16>
    %int6 = torch.constant.int 6
    %3 = torch.aten._to_copy %2, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[1],bf16>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[1],f32>
    %4 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %int0 = torch.constant.int 0
    %true = torch.constant.bool true
    %5 = torch.aten.var.correction %arg0, %4, %int0, %true : !torch.vtensor<[4,6],bf16>, !torch.list<int>, !torch.int, !torch.bool -> !torch.vtensor<[4,1],bf16>
    %int4 = torch.constant.int 4
    %6 = torch.prim.ListConstruct %int4 : (!torch.int) -> !torch.list<int>
    %7 = torch.aten.view %5, %6 : !torch.vtensor<[4,1],bf16>, !torch.list<int> -> !torch.vtensor<[4],bf16>
    %8 = torch.aten._to_copy %7, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[4],bf16>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[4],f32>
    %9 = torch.prim.ListConstruct %3, %8 : (!torch.vtensor<[1],f32>, !torch.vtensor<[4],f32>) -> !torch.list<vtensor>
    %10 = torch.aten.cat %9, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[5],f32>
    return %10 : !torch.vtensor<[5],f32>
  }
}

