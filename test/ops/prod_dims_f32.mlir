module {
  func.func @main(%arg0: !torch.vtensor<[3,4],f32>) -> !torch.vtensor<[4],f32> {
    %int1 = torch.constant.int 1
    %true = torch.constant.bool true
    %none = torch.constant.none
    %0 = torch.aten.prod.dim_int %arg0, %int1, %true, %none : !torch.vtensor<[3,4],f32>, !torch.int, !torch.bool, !torch.none -> !torch.vtensor<[3,1],f32>
    %int3 = torch.constant.int 3
    %1 = torch.prim.ListConstruct %int3 : (!torch.int) -> !torch.list<int>
    %2 = torch.aten.view %0, %1 : !torch.vtensor<[3,1],f32>, !torch.list<int> -> !torch.vtensor<[3],f32>
    %3 = torch.aten.prod %arg0, %none : !torch.vtensor<[3,4],f32>, !torch.none -> !torch.vtensor<[],f32>
    %4 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %5 = torch.aten.view %3, %4 : !torch.vtensor<[],f32>, !torch.list<int> -> !torch.vtensor<[1],f32>
    %6 = torch.prim.ListConstruct %2, %5 : (!torch.vtensor<[3],f32>, !torch.vtensor<[1],f32>) -> !torch.list<vtensor>
    %int0 = torch.constant.int 0
    %7 = torch.aten.cat %6, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[4],f32>
    return %7 : !torch.vtensor<[4],f32>
  }
}

