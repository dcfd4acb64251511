module {
  func.func @main(%arg0: !torch.vtensor<[5,4],si16>, %arg1: !torch.vtensor<[3],si64>, %arg2: !torch.vtensor<[3],si64>, %arg3: !torch.vtensor<[4,4],si16>) -> !torch.vtensor<[80],si16> {
    %0 = torch.vtensor.literal(dense_resource<torch_tensor_2_torch.int64> : tensor<2xsi64>) : !torch.vtensor<[2],si64>
    %1 = torch.vtensor.literal(dense<1> : tensor<1xsi64>) : !torch.vtensor<[1],si64>
    %2 = torch.vtensor.literal(dense_resource<torch_tensor_4_torch.int64> : tensor<4xsi64>) : !torch.vtensor<[4],si64>
    %none = torch.constant.none
    %3 = torch.aten.clone %0, %none : !torch.vtensor<[2],si64>, !torch.none -> !torch.vtensor<[2],si64>
    %int0 = torch.constant.int 0
    %int2 = torch.constant.int 2
    %int1 = torch.constant.int 1
    %4 = torch.aten.slice.Tensor %arg3, %int0, %int0, %int2, %int1 : !torch.vtensor<[4,4],si16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[2,4],si16>
    %5 = torch.prim.ListConstruct %3 : (!torch.vtensor<[2],si64>) -> !torch.list<optional<vtensor>>
    %false = torch.constant.bool false
    %6 = torch.aten.index_put %arg0, %5, %4, %false : !torch.vtensor<[5,4],si16>, !torch.list<optional<vtensor>>, !torch.vtensor<[2,4],si16>, !torch.bool -> !torch.vtensor<[5,4],si16>
    %7 = torch.aten.select.int %arg3, %int0, %int0 : !torch.vtensor<[4,4],si16>, !torch.int, !torch.int -> !torch.vtensor<[4],si16>
    %int3 = torch.constant.int 3
    %8 = torch.aten.slice.Tensor %7, %int0, %int0, %int3, %int1 : !torch.vtensor<[4],si16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[3],si16>
    %9 = torch.prim.ListConstruct %arg1, %arg2 : (!torch.vtensor<[3],si64>, !torch.vtensor<[3],si64>) -> !torch.list<optional<vtensor>>
    %10 = torch.aten.index_put %arg0, %9, %8, %false : !torch.vtensor<[5,4],si16>, !torch.list<optional<vtensor>>, !torch.vtensor<[3],si16>, !torch.bool -> !torch.vtensor<[5,4],si16>
    %11 = torch.aten.clone %arg0, %none : !torch.vtensor<[5,4],si16>, !torch.none -> !torch.vtensor<[5,4],si16>
    %12 = torch.aten.select.int %arg3, %int0, %int0 : !torch.vtensor<[4,4],si16>, !torch.int, !torch.int -> !torch.vtensor<[4],si16>
    %13 = torch.aten.select.int %12, %int0, %int0 : !torch.vtensor<[4],si16>, !torch.int, !torch.int -> !torch.vtensor<[],si16>
    %14 = torch.aten.clone %1, %none : !torch.vtensor<[1],si64>, !torch.none -> !torch.vtensor<[1],si64>
    %15 = torch.prim.ListConstruct %none, %14 : (!torch.none, !torch.vtensor<[1],si64>) -> !torch.list<optional<vtensor>>
    %16 = torch.aten.index_put %11, %15, %13, %false : !torch.vtensor<[5,4],si16>, !torch.list<optional<vtensor>>, !torch.vtensor<[],si16>, !torch.bool -> !torch.vtensor<[5,4],si16>
    %17 = torch.aten.clone %2, %none : !torch.vtensor<[4],si64>, !torch.none -> !torch.vtensor<[4],si64>
    %int4 = torch.constant.int 4
    %18 = torch.aten.slice.Tensor %arg3, %int0, %int0, %int4, %int1 : !torch.vtensor<[4,4],si16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[4,4],si16>
    %19 = torch.prim.ListConstruct %17 : (!torch.vtensor<[4],si64>) -> !torch.list<optional<vtensor>>
    %true = torch.constant.bool true
    %20 = torch.aten.index_put %arg0, %19, %18, %true : !torch.vtensor<[5,4],si16>, !torch.list<optional<vtensor>>, !torch.vtensor<[4,4],si16>, !torch.bool -> !torch.vtensor<[5,4],si16>
    %int20 = torch.constant.int 20
    %21 = torch.prim.ListConstruct %int20 : (!torch.int) -> !torch.list<int>
    %22 = torch.aten.view %6, %21 : !torch.vtensor<[5,4],si16>, !torch.list<int> -> !torch.vtensor<[20],si16>
    %23 = torch.prim.ListConstruct %int20 : (!torch.int) -> !torch.list<int>
    %24 = torch.aten.view %10, %23 : !torch.vtensor<[5,4],si16>, !torch.list<int> -> !torch.vtensor<[20],si16>
    %25 = torch.prim.ListConstruct %int20 : (!torch.int) -> !torch.list<int>
    %26 = torch.aten.view %20, %25 : !torch.vtensor<[5,4],si16>, !torch.list<int> -> !torch.vtensor<[20],si16>
    %27 = torch.prim.ListConstruct %int20 : (!torch.int) -> !torch.list<int>
    %28 = torch.aten.view %16, %27 : !torch.vtensor<[5,4],si16>, !torch.list<int> -> !torch.vtensor<[20],si16>
    %29 = torch.prim.ListConstruct %22, %24, %28, %26 : (!torch.vtensor<[20],si16>, !torch.vtensor<[20],si16>, !torch.vtensor<[20],si16>, !torch.vtensor<[20],si16>) -> !torch.list<vtensor>
    %30 = torch.aten.cat %29, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[80],si16>
    return %30 : !torch.vtensor<[80],si16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_2_torch.int64: "0x080000000200000000000000FFFFFFFFFFFFFFFF",
      torch_tensor_4_torch.int64: "0x080000000000000000000000030000000000000000000000000000000000000000000000"
    }
  }
#-}

