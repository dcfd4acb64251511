module {
  func.func @main(%arg0: !torch.vtensor<[1,2,3],f16>) -> !torch.vtensor<[1,2,3],f16> {
    %int1 = torch.constant.int 1
    %int2 = torch.constant.int 2
    %int3 = torch.constant.int 3
    %0 = torch.prim.ListConstruct %int1, %int2, %int3 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten.view %arg0, %0 : !torch.vtensor<[1,2,3],f16>, !torch.list<int> -> !torch.vtensor<[1,2,3],f16>
    %none = torch.constant.none
    %true = torch.constant.bool true
    %float1.000000e-01 = torch.constant.float 1.000000e-01
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %2:3 = torch.operator "torch.aten._native_batch_norm_legit.no_stats"(%1, %none, %none, %true, %float1.000000e-01, %float1.000000e-05) : (!torch.vtensor<[1,2,3],f16>, !torch.none, !torch.none, !torch.bool, !torch.float, !torch.float) -> (!torch.vtensor<[1,2,3],f16>, !torch.vtensor<[2],f16>, !torch.vtensor<[2],f16>)
    %3 = torch.prim.ListConstruct %int1, %int2, %int3 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %4 = torch.aten.view %2#0, %3 : !torch.vtensor<[1,2,3],f16>, !torch.list<int> -> !torch.vtensor<[1,2,3],f16>
    return %4 : !torch.vtensor<[1,2,3],f16>
  }
}

