module {
  func.func @main(%arg0: !torch.vtensor<[1,2,3,6,5],f16>) -> (!torch.vtensor<[1,2,1,2,2],f16>, !torch.vtensor<[1,2,1,2,2],si64>) {
    %int3 = torch.constant.int 3
    %0 = torch.prim.ListConstruct %int3, %int3, %int3 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %int2 = torch.constant.int 2
    %1 = torch.prim.ListConstruct %int2, %int2, %int2 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %int0 = torch.constant.int 0
    %2 = torch.prim.ListConstruct %int0, %int0, %int0 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %int1 = torch.constant.int 1
    %3 = torch.prim.ListConstruct %int1, %int2, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %result0, %result1 = torch.aten.max_pool3d_with_indices %arg0, %0, %1, %2, %3, %true : !torch.vtensor<[1,2,3,6,5],f16>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,2,1,2,2],f16>, !torch.vtensor<[1,2,1,2,2],si64>
    return %result0, %result1 : !torch.vtensor<[1,2,1,2,2],f16>, !torch.vtensor<[1,2,1,2,2],si64>
  }
}

