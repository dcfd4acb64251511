module {
  func.func @main(%arg0: !torch.vtensor<[12,5],f32>, %arg1: !torch.vtensor<[11],si64>, %arg2: !torch.vtensor<[4],si64>, %arg3: !torch.vtensor<[11],f32>, %arg4: !torch.vtensor<[3,3],si64>) -> !torch.vtensor<[130],f32> {
    %false = torch.constant.bool false
    %int0 = torch.constant.int 0
    %none = torch.constant.none
    %int-1 = torch.constant.int -1
    %0:4 = torch.operator "torch.aten._embedding_bag_forward_only"(%arg0, %arg1, %arg2, %false, %int0, %false, %none, %false, %int-1) : (!torch.vtensor<[12,5],f32>, !torch.vtensor<[11],si64>, !torch.vtensor<[4],si64>, !torch.bool, !torch.int, !torch.bool, !torch.none, !torch.bool, !torch.int) -> (!torch.vtensor<[4,5],f32>, !torch.vtensor<[0],si64>, !torch.vtensor<[4],si64>, !torch.vtensor<[4],si64>)
    %int20 = torch.constant.int 20
    %1 = torch.prim.ListConstruct %int20 : (!torch.int) -> !torch.list<int>
    %2 = torch.aten.view %0#0, %1 : !torch.vtensor<[4,5],f32>, !torch.list<int> -> !torch.vtensor<[20],f32>
    %int1 = torch.constant.int 1
    %int3 = torch.constant.int 3
    %3:4 = torch.operator "torch.aten._embedding_bag_forward_only"(%arg0, %arg1, %arg2, %false, %int1, %false, %none, %false, %int3) : (!torch.vtensor<[12,5],f32>, !torch.vtensor<[11],si64>, !torch.vtensor<[4],si64>, !torch.bool, !torch.int, !torch.bool, !torch.none, !torch.bool, !torch.int) -> (!torch.vtensor<[4,5],f32>, !torch.vtensor<[11],si64>, !torch.vtensor<[4],si64>, !torch.vtensor<[4],si64>)
    %4 = torch.prim.ListConstruct %int20 : (!torch.int) -> !torch.list<int>
    %5 = torch.aten.view %3#0, %4 : !torch.vtensor<[4,5],f32>, !torch.list<int> -> !torch.vtensor<[20],f32>
    %int2 = torch.constant.int 2
    %6:4 = torch.operator "torch.aten._embedding_bag_forward_only"(%arg0, %arg1, %arg2, %false, %int2, %false, %none, %false, %int-1) : (!torch.vtensor<[12,5],f32>, !torch.vtensor<[11],si64>, !torch.vtensor<[4],si64>, !torch.bool, !torch.int, !torch.bool, !torch.none, !torch.bool, !torch.int) -> (!torch.vtensor<[4,5],f32>, !torch.vtensor<[11],si64>, !torch.vtensor<[4],si64>, !torch.vtensor<[4,5],si64>)
    %7 = torch.prim.ListConstruct %int20 : (!torch.int) -> !torch.list<int>
    %8 = torch.aten.view %6#0, %7 : !torch.vtensor<[4,5],f32>, !torch.list<int> -> !torch.vtensor<[20],f32>
    %9:4 = torch.operator "torch.aten._embedding_bag_forward_only"(%arg0, %arg1, %arg2, %false, %int0, %false, %arg3, %false, %int-1) : (!torch.vtensor<[12,5],f32>, !torch.vtensor<[11],si64>, !torch.vtensor<[4],si64>, !torch.bool, !torch.int, !torch.bool, !torch.vtensor<[11],f32>, !torch.bool, !torch.int) -> (!torch.vtensor<[4,5],f32>, !torch.vtensor<[0],si64>, !torch.vtensor<[4],si64>, !torch.vtensor<[4],si64>)
    %10 = torch.prim.ListConstruct %int20 : (!torch.int) -> !torch.list<int>
    %11 = torch.aten.view %9#0, %10 : !torch.vtensor<[4,5],f32>, !torch.list<int> -> !torch.vtensor<[20],f32>
    %true = torch.constant.bool true
    %12:4 = torch.operator "torch.aten._embedding_bag_forward_only"(%arg0, %arg1, %arg2, %false, %int1, %false, %none, %true, %int-1) : (!torch.vtensor<[12,5],f32>, !torch.vtensor<[11],si64>, !torch.vtensor<[4],si64>, !torch.bool, !torch.int, !torch.bool, !torch.none, !torch.bool, !torch.int) -> (!torch.vtensor<[3,5],f32>, !torch.vtensor<[11],si64>, !torch.vtensor<[4],si64>, !torch.vtensor<[3],si64>)
    %int15 = torch.constant.int 15
    %13 = torch.prim.ListConstruct %int15 : (!torch.int) -> !torch.list<int>
    %14 = torch.aten.view %12#0, %13 : !torch.vtensor<[3,5],f32>, !torch.list<int> -> !torch.vtensor<[15],f32>
    %int9 = torch.constant.int 9
    %int4 = torch.constant.int 4
    %cpu = torch.constant.device "cpu"
    %15 = torch.aten.arange.start_step %int0, %int9, %int3, %int4, %none, %cpu, %false : !torch.int, !torch.int, !torch.int, !torch.int, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[3],si64>
    %16 = torch.prim.ListConstruct %int-1 : (!torch.int) -> !torch.list<int>
    %17 = torch.aten.view %arg4, %16 : !torch.vtensor<[3,3],si64>, !torch.list<int> -> !torch.vtensor<[9],si64>
    %18:4 = torch.operator "torch.aten._embedding_bag_forward_only"(%arg0, %17, %15, %false, %int2, %false, %none, %false, %int0) : (!torch.vtensor<[12,5],f32>, !torch.vtensor<[9],si64>, !torch.vtensor<[3],si64>, !torch.bool, !torch.int, !torch.bool, !torch.none, !torch.bool, !torch.int) -> (!torch.vtensor<[3,5],f32>, !torch.vtensor<[9],si64>, !torch.vtensor<[3],si64>, !torch.vtensor<[3,5],si64>)
    %19 = torch.prim.ListConstruct %int15 : (!torch.int) -> !torch.list<int>
    %20 = torch.aten.view %18#0, %19 : !torch.vtensor<[3,5],f32>, !torch.list<int> -> !torch.vtensor<[15],f32>
    %21 = torch.aten._to_copy %arg1, %int3, %none, %none, %none, %false, %none : !torch.vtensor<[11],si64>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[11],si32>
    %22 = torch.aten._to_copy %arg2, %int3, %none, %none, %none, %false, %none : !torch.vtensor<[4],si64>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[4],si32>
    %23:4 = torch.operator "torch.aten._embedding_bag_forward_only"(%arg0, %21, %22, %false, %int1, %false, %none, %false, %int-1) : (!torch.vtensor<[12,5],f32>, !torch.vtensor<[11],si32>, !torch.vtensor<[4],si32>, !torch.bool, !torch.int, !torch.bool, !torch.none, !torch.bool, !torch.int) -> (!torch.vtensor<[4,5],f32>, !torch.vtensor<[11],si32>, !torch.vtensor<[4],si32>, !torch.vtensor<[4],si32>)
    %24 = torch.prim.ListConstruct %int20 : (!torch.int) -> !torch.list<int>
    %25 = torch.aten.view %23#0, %24 : !torch.vtensor<[4,5],f32>, !torch.list<int> -> !torch.vtensor<[20],f32>
    %26 = torch.prim.ListConstruct %2, %5, %8, %11, %14, %20, %25 : (!torch.vtensor<[20],f32>, !torch.vtensor<[20],f32>, !torch.vtensor<[20],f32>, !torch.vtensor<[20],f32>, !torch.vtensor<[15],f32>, !torch.vtensor<[15],f32>, !torch.vtensor<[20],f32>) -> !torch.list<vtensor>
    %27 = torch.aten.cat %26, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[130],f32>
    return %27 : !torch.vtensor<[130],f32>
  }
}

