module {
  func.func @main(%arg0: !torch.vtensor<[3,4,5],f32>) -> !torch.vtensor<[67],f32> {
    %int2 = torch.constant.int 2
    %none = torch.constant.none
    %false = torch.constant.bool false
    %0 = torch.aten.linalg_vector_norm %arg0, %int2, %none, %false, %none : !torch.vtensor<[3,4,5],f32>, !torch.int, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[],f32>
    %int1 = torch.constant.int 1
    %1 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %2 = torch.aten.view %0, %1 : !torch.vtensor<[],f32>, !torch.list<int> -> !torch.vtensor<[1],f32>
    %3 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %4 = torch.aten.linalg_vector_norm %arg0, %int1, %3, %false, %none : !torch.vtensor<[3,4,5],f32>, !torch.int, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[3,5],f32>
    %int15 = torch.constant.int 15
    %5 = torch.prim.ListConstruct %int15 : (!torch.int) -> !torch.list<int>
    %6 = torch.aten.view %4, %5 : !torch.vtensor<[3,5],f32>, !torch.list<int> -> !torch.vtensor<[15],f32>
    %float0x7FF0000000000000 = torch.constant.float 0x7FF0000000000000
    %int0 = torch.constant.int 0
    %7 = torch.prim.ListConstruct %int0, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %8 = torch.aten.linalg_vector_norm %arg0, %float0x7FF0000000000000, %7, %false, %none : !torch.vtensor<[3,4,5],f32>, !torch.float, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[4],f32>
    %float0xFFF0000000000000 = torch.constant.float 0xFFF0000000000000
    %int-1 = torch.constant.int -1
    %9 = torch.prim.ListConstruct %int-1 : (!torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %10 = torch.aten.linalg_vector_norm %arg0, %float0xFFF0000000000000, %9, %true, %none : !torch.vtensor<[3,4,5],f32>, !torch.float, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[3,4,1],f32>
    %int12 = torch.constant.int 12
    %11 = torch.prim.ListConstruct %int12 : (!torch.int) -> !torch.list<int>
    %12 = torch.aten.view %10, %11 : !torch.vtensor<[3,4,1],f32>, !torch.list<int> -> !torch.vtensor<[12],f32>
    %13 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %14 = torch.aten.linalg_vector_norm %arg0, %int0, %13, %false, %none : !torch.vtensor<[3,4,5],f32>, !torch.int, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[4,5],f32>
    %int20 = torch.constant.int 20
    %15 = torch.prim.ListConstruct %int20 : (!torch.int) -> !torch.list<int>
    %16 = torch.aten.view %14, %15 : !torch.vtensor<[4,5],f32>, !torch.list<int> -> !torch.vtensor<[20],f32>
    %int3 = torch.constant.int 3
    %17 = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
    %18 = torch.aten.linalg_vector_norm %arg0, %int3, %17, %false, %none : !torch.vtensor<[3,4,5],f32>, !torch.int, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[3,4],f32>
    %19 = torch.prim.ListConstruct %int12 : (!torch.int) -> !torch.list<int>
    %20 = torch.aten.view %18, %19 : !torch.vtensor<[3,4],f32>, !torch.list<int> -> !torch.vtensor<[12],f32>
    %float5.000000e-01 = torch.constant.float 5.000000e-01
    %21 = torch.prim.ListConstruct %int1, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %22 = torch.aten.linalg_vector_norm %arg0, %float5.000000e-01, %21, %true, %none : !torch.vtensor<[3,4,5],f32>, !torch.float, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[3,1,1],f32>
    %23 = torch.prim.ListConstruct %int3 : (!torch.int) -> !torch.list<int>
    %24 = torch.aten.view %22, %23 : !torch.vtensor<[3,1,1],f32>, !torch.list<int> -> !torch.vtensor<[3],f32>
    %25 = torch.prim.ListConstruct %2, %6, %8, %12, %16, %20, %24 : (!torch.vtensor<[1],f32>, !torch.vtensor<[15],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[12],f32>, !torch.vtensor<[20],f32>, !torch.vtensor<[12],f32>, !torch.vtensor<[3],f32>) -> !torch.list<vtensor>
    %26 = torch.aten.cat %25, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[67],f32>
    return %26 : !torch.vtensor<[67],f32>
  }
}

