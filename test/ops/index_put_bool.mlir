module {
  func.func @main(%arg0: !torch.vtensor<[5,4],i1>, %arg1: !torch.vtensor<[3],si64>, %arg2: !torch.vtensor<[3],si64>, %arg3: !torch.vtensor<[4,4],i1>) -> !torch.vtensor<[60],i1> {
    %0 = torch.vtensor.literal(dense_resource<torch_tensor_2_torch.int64> : tensor<2xsi64>) : !torch.vtensor<[2],si64>
    %1 = torch.vtensor.literal(dense<1> : tensor<1xsi64>) : !torch.vtensor<[1],si64>
    %none = torch.constant.none
    %2 = torch.aten.clone %0, %none : !torch.vtensor<[2],si64>, !torch.none -> !torch.vtensor<[2],si64>
    %int0 = torch.constant.int 0
    %int2 = torch.constant.int 2
    %int1 = torch.constant.int 1
    %3 = torch.aten.slice.Tensor %arg3, %int0, %int0, %int2, %int1 : !torch.vtensor<[4,4],i1>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[2,4],i1>
    %4 = torch.prim.ListConstruct %2 : (!torch.vtensor<[2],si64>) -> !torch.list<optional<vtensor>>
    %false = torch.constant.bool false
    %5 = torch.aten.index_put %arg0, %4, %3, %false : !torch.vtensor<[5,4],i1>, !torch.list<optional<vtensor>>, !torch.vtensor<[2,4],i1>, !torch.bool -> !torch.vtensor<[5,4],i1>
    %6 = torch.aten.select.int %arg3, %int0, %int0 : !torch.vtensor<[4,4],i1>, !torch.int, !torch.int -> !torch.vtensor<[4],i1>
    %int3 = torch.constant.int 3
    %7 = torch.aten.slice.Tensor %6, %int0, %int0, %int3, %int1 : !torch.vtensor<[4],i1>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[3],i1>
    %8 = torch.prim.ListConstruct %arg1, %arg2 : (!torch.vtensor<[3],si64>, !torch.vtensor<[3],si64>) -> !torch.list<optional<vtensor>>
    %9 = torch.aten.index_put %arg0, %8, %7, %false : !torch.vtensor<[5,4],i1>, !torch.list<optional<vtensor>>, !torch.vtensor<[3],i1>, !torch.bool -> !torch.vtensor<[5,4],i1>
    %10 = torch.aten.clone %arg0, %none : !torch.vtensor<[5,4],i1>, !torch.none -> !torch.vtensor<[5,4],i1>
    %11 = torch.aten.select.int %arg3, %int0, %int0 : !torch.vtensor<[4,4],i1>, !torch.int, !torch.int -> !torch.vtensor<[4],i1>
    %12 = torch.aten.select.int %11, %int0, %int0 : !torch.vtensor<[4],i1>, !torch.int, !torch.int -> !torch.vtensor<[],i1>
    %13 = torch.aten.clone %1, %none : !torch.vtensor<[1],si64>, !torch.none -> !torch.vtensor<[1],si64>
    %14 = torch.prim.ListConstruct %none, %13 : (!torch.none, !torch.vtensor<[1],si64>) -> !torch.list<optional<vtensor>>
    %15 = torch.aten.index_put %10, %14, %12, %false : !torch.vtensor<[5,4],i1>, !torch.list<optional<vtensor>>, !torch.vtensor<[],i1>, !torch.bool -> !torch.vtensor<[5,4],i1>
    %int20 = torch.constant.int 20
    %16 = torch.prim.ListConstruct %int20 : (!torch.int) -> !torch.list<int>
    %17 = torch.aten.view %5, %16 : !torch.vtensor<[5,4],i1>, !torch.list<int> -> !torch.vtensor<[20],i1>
    %18 = torch.prim.ListConstruct %int20 : (!torch.int) -> !torch.list<int>
    %19 = torch.aten.view %9, %18 : !torch.vtensor<[5,4],i1>, !torch.list<int> -> !torch.vtensor<[20],i1>
    %20 = torch.prim.ListConstruct %int20 : (!torch.int) -> !torch.list<int>
    %21 = torch.aten.view %15, %20 : !torch.vtensor<[5,4],i1>, !torch.list<int> -> !torch.vtensor<[20],i1>
    %22 = torch.prim.ListConstruct %17, %19, %21 : (!torch.vtensor<[20],i1>, !torch.vtensor<[20],i1>, !torch.vtensor<[20],i1>) -> !torch.list<vtensor>
    %23 = torch.aten.cat %22, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[60],i1>
    return %23 : !torch.vtensor<[60],i1>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_2_torch.int64: "0x080000000200000000000000FFFFFFFFFFFFFFFF"
    }
  }
#-}

