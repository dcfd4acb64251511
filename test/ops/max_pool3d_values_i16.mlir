module {
  func.func @main(%arg0: !torch.vtensor<[2,2,5,7,5],si16>) -> (!torch.vtensor<[2,2,3,4,3],si16>, !torch.vtensor<[2,5,5,5],si16>) {
    %int2 = torch.constant.int 2
    %0 = torch.prim.ListConstruct %int2, %int2, %int2 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.prim.ListConstruct %int2, %int2, %int2 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %int0 = torch.constant.int 0
    %2 = torch.prim.ListConstruct %int0, %int0, %int0 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %int1 = torch.constant.int 1
    %3 = torch.prim.ListConstruct %int1, %int1, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %4 = torch.aten.max_pool3d %arg0, %0, %1, %2, %3, %true : !torch.vtensor<[2,2,5,7,5],si16>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[2,2,3,4,3],si16>
    %5 = torch.aten.select.int %arg0, %int0, %int0 : !torch.vtensor<[2,2,5,7,5],si16>, !torch.int, !torch.int -> !torch.vtensor<[2,5,7,5],si16>
    %int3 = torch.constant.int 3
    %6 = torch.prim.ListConstruct %int3, %int3, %int3 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %7 = torch.prim.ListConstruct %int1, %int1, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %8 = torch.prim.ListConstruct %int1, %int1, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %9 = torch.prim.ListConstruct %int1, %int2, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %10 = torch.aten.max_pool3d %5, %6, %7, %8, %9, %false : !torch.vtensor<[2,5,7,5],si16>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[2,5,5,5],si16>
    return %4, %10 : !torch.vtensor<[2,2,3,4,3],si16>, !torch.vtensor<[2,5,5,5],si16>
  }
}

