module {
  func.func @main(%arg0: !torch.vtensor<[4,5,6],si32>, %arg1: !torch.vtensor<[3],si64>, %arg2: !torch.vtensor<[2,3],si64>, %arg3: !torch.vtensor<[4,5,2],si64>) -> !torch.vtensor<[436],si32> {
    %int1 = torch.constant.int 1
    %0 = torch.aten.index_select %arg0, %int1, %arg1 : !torch.vtensor<[4,5,6],si32>, !torch.int, !torch.vtensor<[3],si64> -> !torch.vtensor<[4,3,6],si32>
    %int72 = torch.constant.int 72
    %1 = torch.prim.ListConstruct %int72 : (!torch.int) -> !torch.list<int>
    %2 = torch.aten.view %0, %1 : !torch.vtensor<[4,3,6],si32>, !torch.list<int> -> !torch.vtensor<[72],si32>
    %none = torch.constant.none
    %3 = torch.prim.ListConstruct %arg2, %none, %arg1 : (!torch.vtensor<[2,3],si64>, !torch.none, !torch.vtensor<[3],si64>) -> !torch.list<optional<vtensor>>
    %4 = torch.aten.index.Tensor %arg0, %3 : !torch.vtensor<[4,5,6],si32>, !torch.list<optional<vtensor>> -> !torch.vtensor<[2,3,5],si32>
    %int30 = torch.constant.int 30
    %5 = torch.prim.ListConstruct %int30 : (!torch.int) -> !torch.list<int>
    %6 = torch.aten.view %4, %5 : !torch.vtensor<[2,3,5],si32>, !torch.list<int> -> !torch.vtensor<[30],si32>
    %7 = torch.prim.ListConstruct %none, %arg2, %arg1 : (!torch.none, !torch.vtensor<[2,3],si64>, !torch.vtensor<[3],si64>) -> !torch.list<optional<vtensor>>
    %8 = torch.aten.index.Tensor %arg0, %7 : !torch.vtensor<[4,5,6],si32>, !torch.list<optional<vtensor>> -> !torch.vtensor<[4,2,3],si32>
    %int24 = torch.constant.int 24
    %9 = torch.prim.ListConstruct %int24 : (!torch.int) -> !torch.list<int>
    %10 = torch.aten.view %8, %9 : !torch.vtensor<[4,2,3],si32>, !torch.list<int> -> !torch.vtensor<[24],si32>
    %int4 = torch.constant.int 4
    %11 = torch.aten.sub.Scalar %arg1, %int4, %int1 : !torch.vtensor<[3],si64>, !torch.int, !torch.int -> !torch.vtensor<[3],si64>
    %12 = torch.prim.ListConstruct %11 : (!torch.vtensor<[3],si64>) -> !torch.list<optional<vtensor>>
    %13 = torch.aten.index.Tensor %arg0, %12 : !torch.vtensor<[4,5,6],si32>, !torch.list<optional<vtensor>> -> !torch.vtensor<[3,5,6],si32>
    %int90 = torch.constant.int 90
    %14 = torch.prim.ListConstruct %int90 : (!torch.int) -> !torch.list<int>
    %15 = torch.aten.view %13, %14 : !torch.vtensor<[3,5,6],si32>, !torch.list<int> -> !torch.vtensor<[90],si32>
    %int2 = torch.constant.int 2
    %false = torch.constant.bool false
    %16 = torch.aten.gather %arg0, %int2, %arg3, %false : !torch.vtensor<[4,5,6],si32>, !torch.int, !torch.vtensor<[4,5,2],si64>, !torch.bool -> !torch.vtensor<[4,5,2],si32>
    %int40 = torch.constant.int 40
    %17 = torch.prim.ListConstruct %int40 : (!torch.int) -> !torch.list<int>
    %18 = torch.aten.view %16, %17 : !torch.vtensor<[4,5,2],si32>, !torch.list<int> -> !torch.vtensor<[40],si32>
    %19 = torch.prim.ListConstruct %arg2 : (!torch.vtensor<[2,3],si64>) -> !torch.list<optional<vtensor>>
    %20 = torch.aten.index.Tensor %arg0, %19 : !torch.vtensor<[4,5,6],si32>, !torch.list<optional<vtensor>> -> !torch.vtensor<[2,3,5,6],si32>
    %int180 = torch.constant.int 180
    %21 = torch.prim.ListConstruct %int180 : (!torch.int) -> !torch.list<int>
    %22 = torch.aten.view %20, %21 : !torch.vtensor<[2,3,5,6],si32>, !torch.list<int> -> !torch.vtensor<[180],si32>
    %23 = torch.prim.ListConstruct %2, %6, %10, %15, %18, %22 : (!torch.vtensor<[72],si32>, !torch.vtensor<[30],si32>, !torch.vtensor<[24],si32>, !torch.vtensor<[90],si32>, !torch.vtensor<[40],si32>, !torch.vtensor<[180],si32>) -> !torch.list<vtensor>
    %int0 = torch.constant.int 0
    %24 = torch.aten.cat %23, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[436],si32>
    return %24 : !torch.vtensor<[436],si32>
  }
}

