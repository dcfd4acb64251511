module {
  func.func @main(%arg0: !torch.vtensor<[4,6],bf16>, %arg1: !torch.vtensor<[3,5],bf16>, %arg2: !torch.vtensor<[3,4],si64>, %arg3: !torch.vtensor<[3,5],si64>) -> !torch.vtensor<[312],bf16> {
    %int1 = torch.constant.int 1
    %int0 = torch.constant.int 0
    %int4 = torch.constant.int 4
    %0 = torch.aten.slice.Tensor %arg1, %int1, %int0, %int4, %int1 : !torch.vtensor<[3,5],bf16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[3,4],bf16>
    %1 = torch.aten.scatter.src %arg0, %int1, %arg2, %0 : !torch.vtensor<[4,6],bf16>, !torch.int, !torch.vtensor<[3,4],si64>, !torch.vtensor<[3,4],bf16> -> !torch.vtensor<[4,6],bf16>
    %int3 = torch.constant.int 3
    %2 = torch.aten.scatter.value %arg0, %int1, %arg2, %int3 : !torch.vtensor<[4,6],bf16>, !torch.int, !torch.vtensor<[3,4],si64>, !torch.int -> !torch.vtensor<[4,6],bf16>
    %3 = torch.aten.scatter_add %arg0, %int1, %arg3, %arg1 : !torch.vtensor<[4,6],bf16>, !torch.int, !torch.vtensor<[3,5],si64>, !torch.vtensor<[3,5],bf16> -> !torch.vtensor<[4,6],bf16>
    %str = torch.constant.str "sum"
    %true = torch.constant.bool true
    %4 = torch.aten.scatter_reduce.two %arg0, %int1, %arg3, %arg1, %str, %true : !torch.vtensor<[4,6],bf16>, !torch.int, !torch.vtensor<[3,5],si64>, !torch.vtensor<[3,5],bf16>, !torch.str, !torch.bool -> !torch.vtensor<[4,6],bf16>
    %false = torch.constant.bool false
    %5 = torch.aten.scatter_reduce.two %arg0, %int1, %arg3, %arg1, %str, %false : !torch.vtensor<[4,6],bf16>, !torch.int, !torch.vtensor<[3,5],si64>, !torch.vtensor<[3,5],bf16>, !torch.str, !torch.bool -> !torch.vtensor<[4,6],bf16>
    %str_0 = torch.constant.str "prod"
    %6 = torch.aten.scatter_reduce.two %arg0, %int1, %arg3, %arg1, %str_0, %true : !torch.vtensor<[4,6],bf16>, !torch.int, !torch.vtensor<[3,5],si64>, !torch.vtensor<[3,5],bf16>, !torch.str, !torch.bool -> !torch.vtensor<[4,6],bf16>
    %7 = torch.aten.scatter_reduce.two %arg0, %int1, %arg3, %arg1, %str_0, %false : !torch.vtensor<[4,6],bf16>, !torch.int, !torch.vtensor<[3,5],si64>, !torch.vtensor<[3,5],bf16>, !torch.str, !torch.bool -> !torch.vtensor<[4,6],bf16>
    %str_1 = torch.constant.str "mean"
    %8 = torch.aten.scatter_reduce.two %arg0, %int1, %arg3, %arg1, %str_1, %true : !torch.vtensor<[4,6],bf16>, !torch.int, !torch.vtensor<[3,5],si64>, !torch.vtensor<[3,5],bf16>, !torch.str, !torch.bool -> !torch.vtensor<[4,6],bf16>
    %9 = torch.aten.scatter_reduce.two %arg0, %int1, %arg3, %arg1, %str_1, %false : !torch.vtensor<[4,6],bf16>, !torch.int, !torch.vtensor<[3,5],si64>, !torch.vtensor<[3,5],bf16>, !torch.str, !torch.bool -> !torch.vtensor<[4,6],bf16>
    %str_2 = torch.constant.str "amax"
    %10 = torch.aten.scatter_reduce.two %arg0, %int1, %arg3, %arg1, %str_2, %true : !torch.vtensor<[4,6],bf16>, !torch.int, !torch.vtensor<[3,5],si64>, !torch.vtensor<[3,5],bf16>, !torch.str, !torch.bool -> !torch.vtensor<[4,6],bf16>
    %11 = torch.aten.scatter_reduce.two %arg0, %int1, %arg3, %arg1, %str_2, %false : !torch.vtensor<[4,6],bf16>, !torch.int, !torch.vtensor<[3,5],si64>, !torch.vtensor<[3,5],bf16>, !torch.str, !torch.bool -> !torch.vtensor<[4,6],bf16>
    %str_3 = torch.constant.str "amin"
    %12 = torch.aten.scatter_reduce.two %arg0, %int1, %arg3, %arg1, %str_3, %true : !torch.vtensor<[4,6],bf16>, !torch.int, !torch.vtensor<[3,5],si64>, !torch.vtensor<[3,5],bf16>, !torch.str, !torch.bool -> !torch.vtensor<[4,6],bf16>
    %13 = torch.aten.scatter_reduce.two %arg0, %int1, %arg3, %arg1, %str_3, %false : !torch.vtensor<[4,6],bf16>, !torch.int, !torch.vtensor<[3,5],si64>, !torch.vtensor<[3,5],bf16>, !torch.str, !torch.bool -> !torch.vtensor<[4,6],bf16>
    %int24 = torch.constant.int 24
    %14 = torch.prim.ListConstruct %int24 : (!torch.int) -> !torch.list<int>
    %15 = torch.aten.view %1, %14 : !torch.vtensor<[4,6],bf16>, !torch.list<int> -> !torch.vtensor<[24],bf16>
    %16 = torch.prim.ListConstruct %int24 : (!torch.int) -> !torch.list<int>
    %17 = torch.aten.view %2, %16 : !torch.vtensor<[4,6],bf16>, !torch.list<int> -> !torch.vtensor<[24],bf16>
    %18 = torch.prim.ListConstruct %int24 : (!torch.int) -> !torch.list<int>
    %19 = torch.aten.view %3, %18 : !torch.vtensor<[4,6],bf16>, !torch.list<int> -> !torch.vtensor<[24],bf16>
    %20 = torch.prim.ListConstruct %int24 : (!torch.int) -> !torch.list<int>
    %21 = torch.aten.view %4, %20 : !torch.vtensor<[4,6],bf16>, !torch.list<int> -> !torch.vtensor<[24],bf16>
    %22 = torch.prim.ListConstruct %int24 : (!torch.int) -> !torch.list<int>
    %23 = torch.aten.view %5, %22 : !torch.vtensor<[4,6],bf16>, !torch.list<int> -> !torch.vtensor<[24],bf16>
    %24 = torch.prim.ListConstruct %int24 : (!torch.int) -> !torch.list<int>
    %25 = torch.aten.view %6, %24 : !torch.vtensor<[4,6],bf16>, !torch.list<int> -> !torch.vtensor<[24],bf16>
    %26 = torch.prim.ListConstruct %int24 : (!torch.int) -> !torch.list<int>
    %27 = torch.aten.view %7, %26 : !torch.vtensor<[4,6],bf16>, !torch.list<int> -> !torch.vtensor<[24],bf16>
    %28 = torch.prim.ListConstruct %int24 : (!torch.int) -> !torch.list<int>
    %29 = torch.aten.view %8, %28 : !torch.vtensor<[4,6],bf16>, !torch.list<int> -> !torch.vtensor<[24],bf16>
    %30 = torch.prim.ListConstruct %int24 : (!torch.int) -> !torch.list<int>
    %31 = torch.aten.view %9, %30 : !torch.vtensor<[4,6],bf16>, !torch.list<int> -> !torch.vtensor<[24],bf16>
    %32 = torch.prim.ListConstruct %int24 : (!torch.int) -> !torch.list<int>
    %33 = torch.aten.view %10, %32 : !torch.vtensor<[4,6],bf16>, !torch.list<int> -> !torch.vtensor<[24],bf16>
    %34 = torch.prim.ListConstruct %int24 : (!torch.int) -> !torch.list<int>
    %35 = torch.aten.view %11, %34 : !torch.vtensor<[4,6],bf16>, !torch.list<int> -> !torch.vtensor<[24],bf16>
    %36 = torch.prim.ListConstruct %int24 : (!torch.int) -> !torch.list<int>
    %37 = torch.aten.view %12, %36 : !torch.vtensor<[4,6],bf16>, !torch.list<int> -> !torch.vtensor<[24],bf16>
    %38 = torch.prim.ListConstruct %int24 : (!torch.int) -> !torch.list<int>
    %39 = torch.aten.view %13, %38 : !torch.vtensor<[4,6],bf16>, !torch.list<int> -> !torch.vtensor<[24],bf16>
    %40 = torch.prim.ListConstruct %15, %17, %19, %21, %23, %25, %27, %29, %31, %33, %35, %37, %39 : (!torch.vtensor<[24],bf16>, !torch.vtensor<[24],bf16>, !torch.vtensor<[24],bf16>, !torch.vtensor<[24],bf16>, !torch.vtensor<[24],bf16>, !torch.vtensor<[24],bf16>, !torch.vtensor<[24],bf16>, !torch.vtensor<[24],bf16>, !torch.vtensor<[24],bf16>, !torch.vtensor<[24],bf16>, !torch.vtensor<[24],bf16>, !torch.vtensor<[24],bf16>, !torch.vtensor<[24],bf16>) -> !torch.list<vtensor>
    %41 = torch.aten.cat %40, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[312],bf16>
    return %41 : !torch.vtensor<[312],bf16>
  }
}

