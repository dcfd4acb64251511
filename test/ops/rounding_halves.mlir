module {
  func.func @main(%arg0: !torch.vtensor<[12],f32>) -> !torch.vtensor<[4,12],f32> {
    %0 = torch.aten.floor %arg0 : !torch.vtensor<[12],f32> -> !torch.vtensor<[12],f32>
    %1 = torch.aten.ceil %arg0 : !torch.vtensor<[12],f32> -> !torch.vtensor<[12],f32>
    %2 = torch.aten.trunc %arg0 : !torch.vtensor<[12],f32> -> !torch.vtensor<[12],f32>
    %3 = torch.aten.round %arg0 : !torch.vtensor<[12],f32> -> !torch.vtensor<[12],f32>
    %4 = torch.prim.ListConstruct %0, %1, %2, %3 : (!torch.vtensor<[12],f32>, !torch.vtensor<[12],f32>, !torch.vtensor<[12],f32>, !torch.vtensor<[12],f32>) -> !torch.list<vtensor>
    %int0 = torch.constant.int 0
    %5 = torch.aten.cat %4, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[48],f32>
    %int4 = torch.constant.int 4
    %int12 = torch.constant.int 12
    %6 = torch.prim.ListConstruct %int4, %int12 : (!torch.int, !torch.int) -> !torch.list<int>
    %7 = torch.aten.view %5, %6 : !torch.vtensor<[48],f32>, !torch.list<int> -> !torch.vtensor<[4,12],f32>
    return %7 : !torch.vtensor<[4,12],f32>
  }
}

