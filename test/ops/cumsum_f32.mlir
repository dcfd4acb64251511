module {
  func.func @main(%arg0: !torch.vtensor<[3,37],f32>) -> !torch.vtensor<[333],f32> {
    %int1 = torch.constant.int 1
    %none = torch.constant.none
    %0 = torch.aten.cumsum %arg0, %int1, %none : !torch.vtensor<[3,37],f32>, !torch.int, !torch.none -> !torch.vtensor<[3,37],f32>
    %int111 = torch.constant.int 111
    %1 = torch.prim.ListConstruct %int111 : (!torch.int) -> !torch.list<int>
    %2 = torch.aten.view %0, %1 : !torch.vtensor<[3,37],f32>, !torch.list<int> -> !torch.vtensor<[111],f32>
    %int0 = torch.constant.int 0
    %3 = torch.aten.cumsum %arg0, %int0, %none : !torch.vtensor<[3,37],f32>, !torch.int, !torch.none -> !torch.vtensor<[3,37],f32>
    %4 = torch.prim.ListConstruct %int111 : (!torch.int) -> !torch.list<int>
    %5 = torch.aten.view %3, %4 : !torch.vtensor<[3,37],f32>, !torch.list<int> -> !torch.vtensor<[111],f32>
    %int-1 = torch.constant.int -1
    %int6 = torch.constant.int 6
    %6 = torch.aten.cumsum %arg0, %int-1, %int6 : !torch.vtensor<[3,37],f32>, !torch.int, !torch.int -> !torch.vtensor<[3,37],f32>
    %7 = torch.prim.ListConstruct %int111 : (!torch.int) -> !torch.list<int>
    %8 = torch.aten.view %6, %7 : !torch.vtensor<[3,37],f32>, !torch.list<int> -> !torch.vtensor<[111],f32>
    %9 = torch.prim.ListConstruct %2, %5, %8 : (!torch.vtensor<[111],f32>, !torch.vtensor<[111],f32>, !torch.vtensor<[111],f32>) -> !torch.list<vtensor>
    %10 = torch.aten.cat %9, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[333],f32>
    return %10 : !torch.vtensor<[333],f32>
  }
}

