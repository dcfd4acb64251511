module {
  func.func @main(%arg0: !torch.vtensor<[3,37],bf16>) -> !torch.vtensor<[333],f32> {
    %int1 = torch.constant.int 1
    %none = torch.constant.none
    %0 = torch.aten.cumsum %arg0, %int1, %none : !torch.vtensor<[3,37],bf16>, !torch.int, !torch.none -> !torch.vtensor<[3,37],bf16>
    %int111 = torch.constant.int 111
    %1 = torch.prim.ListConstruct %int111 : (!torch.int) -> !torch.list<int>
    %2 = torch.aten.view %0, %1 : !torch.vtensor<[3,37],bf16>, !torch.list<int> -> !torch.vtensor<[111],bf16>
    %int6 = torch.constant.int 6
    %false = torch.constant.bool false
    %3 = torch.aten._to_copy %2, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[111],bf16>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[111],f32>
    %int0 = torch.constant.int 0
    %4 = torch.aten.cumsum %arg0, %int0, %none : !torch.vtensor<[3,37],bf16>, !torch.int, !torch.none -> !torch.vtensor<[3,37],bf16>
    %5 = torch.prim.ListConstruct %int111 : (!torch.int) -> !torch.list<int>
    %6 = torch.aten.view %4, %5 : !torch.vtensor<[3,37],bf16>, !torch.list<int> -> !torch.vtensor<[111],bf16>
    %7 = torch.aten._to_copy %6, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[111],bf16>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[111],f32>
    %int-1 = torch.constant.int -1
    %8 = torch.aten.cumsum %arg0, %int-1, %int6 : !torch.vtensor<[3,37],bf16>, !torch.int, !torch.int -> !torch.vtensor<[3,37],f32>
    %9 = torch.prim.ListConstruct %int111 : (!torch.int) -> !torch.list<int>
    %10 = torch.aten.view %8, %9 : !torch.vtensor<[3,37],f32>, !torch.list<int> -> !torch.vtensor<[111],f32>
    %11 = torch.prim.ListConstruct %3, %7, %10 : (!torch.vtensor<[111],f32>, !torch.vtensor<[111],f32>, !torch.vtensor<[111],f32>) -> !torch.list<vtensor>
    %12 = torch.aten.cat %11, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[333],f32>
    return %12 : !torch.vtensor<[333],f32>
  }
}

