module {
  func.func @main(%arg0: !torch.vtensor<[2,3,5],ui8>, %arg1: !torch.vtensor<[1,2,4,5],ui8>, %arg2: !torch.vtensor<[1,2,3,4,2],ui8>) -> !torch.vtensor<[756],ui8> {
    %int2 = torch.constant.int 2
    %int3 = torch.constant.int 3
    %0 = torch.prim.ListConstruct %int2, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
    %str = torch.constant.str "reflect"
    %none = torch.constant.none
    %1 = torch.aten.pad %arg0, %0, %str, %none : !torch.vtensor<[2,3,5],ui8>, !torch.list<int>, !torch.str, !torch.none -> !torch.vtensor<[2,3,10],ui8>
    %int60 = torch.constant.int 60
    %2 = torch.prim.ListConstruct %int60 : (!torch.int) -> !torch.list<int>
    %3 = torch.aten.view %1, %2 : !torch.vtensor<[2,3,10],ui8>, !torch.list<int> -> !torch.vtensor<[60],ui8>
    %int1 = torch.constant.int 1
    %int0 = torch.constant.int 0
    %4 = torch.prim.ListConstruct %int1, %int2, %int3, %int0 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %5 = torch.aten.pad %arg1, %4, %str, %none : !torch.vtensor<[1,2,4,5],ui8>, !torch.list<int>, !torch.str, !torch.none -> !torch.vtensor<[1,2,7,8],ui8>
    %int112 = torch.constant.int 112
    %6 = torch.prim.ListConstruct %int112 : (!torch.int) -> !torch.list<int>
    %7 = torch.aten.view %5, %6 : !torch.vtensor<[1,2,7,8],ui8>, !torch.list<int> -> !torch.vtensor<[112],ui8>
    %8 = torch.prim.ListConstruct %int2, %int1, %int0, %int3 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %str_0 = torch.constant.str "replicate"
    %9 = torch.aten.pad %arg1, %8, %str_0, %none : !torch.vtensor<[1,2,4,5],ui8>, !torch.list<int>, !torch.str, !torch.none -> !torch.vtensor<[1,2,7,8],ui8>
    %10 = torch.prim.ListConstruct %int112 : (!torch.int) -> !torch.list<int>
    %11 = torch.aten.view %9, %10 : !torch.vtensor<[1,2,7,8],ui8>, !torch.list<int> -> !torch.vtensor<[112],ui8>
    %12 = torch.prim.ListConstruct %int1, %int1, %int1, %int0, %int0, %int1 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %13 = torch.aten.pad %arg2, %12, %str, %none : !torch.vtensor<[1,2,3,4,2],ui8>, !torch.list<int>, !torch.str, !torch.none -> !torch.vtensor<[1,2,4,5,4],ui8>
    %int160 = torch.constant.int 160
    %14 = torch.prim.ListConstruct %int160 : (!torch.int) -> !torch.list<int>
    %15 = torch.aten.view %13, %14 : !torch.vtensor<[1,2,4,5,4],ui8>, !torch.list<int> -> !torch.vtensor<[160],ui8>
    %16 = torch.prim.ListConstruct %int0, %int2, %int1, %int0, %int2, %int0 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %17 = torch.aten.pad %arg2, %16, %str_0, %none : !torch.vtensor<[1,2,3,4,2],ui8>, !torch.list<int>, !torch.str, !torch.none -> !torch.vtensor<[1,2,5,5,4],ui8>
    %int200 = torch.constant.int 200
    %18 = torch.prim.ListConstruct %int200 : (!torch.int) -> !torch.list<int>
    %19 = torch.aten.view %17, %18 : !torch.vtensor<[1,2,5,5,4],ui8>, !torch.list<int> -> !torch.vtensor<[200],ui8>
    %20 = torch.prim.ListConstruct %int2, %int1, %int1, %int2 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %str_1 = torch.constant.str "circular"
    %21 = torch.aten.pad %arg1, %20, %str_1, %none : !torch.vtensor<[1,2,4,5],ui8>, !torch.list<int>, !torch.str, !torch.none -> !torch.vtensor<[1,2,7,8],ui8>
    %22 = torch.prim.ListConstruct %int112 : (!torch.int) -> !torch.list<int>
    %23 = torch.aten.view %21, %22 : !torch.vtensor<[1,2,7,8],ui8>, !torch.list<int> -> !torch.vtensor<[112],ui8>
    %24 = torch.prim.ListConstruct %3, %7, %11, %15, %19, %23 : (!torch.vtensor<[60],ui8>, !torch.vtensor<[112],ui8>, !torch.vtensor<[112],ui8>, !torch.vtensor<[160],ui8>, !torch.vtensor<[200],ui8>, !torch.vtensor<[112],ui8>) -> !torch.list<vtensor>
    %25 = torch.aten.cat %24, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[756],ui8>
    return %25 : !torch.vtensor<[756],ui8>
  }
}

