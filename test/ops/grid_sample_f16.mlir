module {
  func.func @main(%arg0: !torch.vtensor<[2,3,5,7],f16>, %arg1: !torch.vtensor<[2,4,6,2],f16>) -> !torch.vtensor<[2592],f16> {
    %int0 = torch.constant.int 0
    %false = torch.constant.bool false
    %0 = torch.operator "torch.aten.grid_sampler_2d"(%arg0, %arg1, %int0, %int0, %false) : (!torch.vtensor<[2,3,5,7],f16>, !torch.vtensor<[2,4,6,2],f16>, !torch.int, !torch.int, !torch.bool) -> !torch.vtensor<[2,3,4,6],f16>
    %int144 = torch.constant.int 144
    %1 = torch.prim.ListConstruct %int144 : (!torch.int) -> !torch.list<int>
    %2 = torch.aten.view %0, %1 : !torch.vtensor<[2,3,4,6],f16>, !torch.list<int> -> !torch.vtensor<[144],f16>
    %true = torch.constant.bool true
    %3 = torch.operator "torch.aten.grid_sampler_2d"(%arg0, %arg1, %int0, %int0, %true) : (!torch.vtensor<[2,3,5,7],f16>, !torch.vtensor<[2,4,6,2],f16>, !torch.int, !torch.int, !torch.bool) -> !torch.vtensor<[2,3,4,6],f16>
    %4 = torch.prim.ListConstruct %int144 : (!torch.int) -> !torch.list<int>
    %5 = torch.aten.view %3, %4 : !torch.vtensor<[2,3,4,6],f16>, !torch.list<int> -> !torch.vtensor<[144],f16>
    %int1 = torch.constant.int 1
    %6 = torch.operator "torch.aten.grid_sampler_2d"(%arg0, %arg1, %int0, %int1, %false) : (!torch.vtensor<[2,3,5,7],f16>, !torch.vtensor<[2,4,6,2],f16>, !torch.int, !torch.int, !torch.bool) -> !torch.vtensor<[2,3,4,6],f16>
    %7 = torch.prim.ListConstruct %int144 : (!torch.int) -> !torch.list<int>
    %8 = torch.aten.view %6, %7 : !torch.vtensor<[2,3,4,6],f16>, !torch.list<int> -> !torch.vtensor<[144],f16>
    %9 = torch.operator "torch.aten.grid_sampler_2d"(%arg0, %arg1, %int0, %int1, %true) : (!torch.vtensor<[2,3,5,7],f16>, !torch.vtensor<[2,4,6,2],f16>, !torch.int, !torch.int, !torch.bool) -> !torch.vtensor<[2,3,4,6],f16>
    %10 = torch.prim.ListConstruct %int144 : (!torch.int) -> !torch.list<int>
    %11 = torch.aten.view %9, %10 : !torch.vtensor<[2,3,4,6],f16>, !torch.list<int> -> !torch.vtensor<[144],f16>
    %int2 = torch.constant.int 2
    %12 = torch.operator "torch.aten.grid_sampler_2d"(%arg0, %arg1, %int0, %int2, %false) : (!torch.vtensor<[2,3,5,7],f16>, !torch.vtensor<[2,4,6,2],f16>, !torch.int, !torch.int, !torch.bool) -> !torch.vtensor<[2,3,4,6],f16>
    %13 = torch.prim.ListConstruct %int144 : (!torch.int) -> !torch.list<int>
    %14 = torch.aten.view %12, %13 : !torch.vtensor<[2,3,4,6],f16>, !torch.list<int> -> !torch.vtensor<[144],f16>
    %15 = torch.operator "torch.aten.grid_sampler_2d"(%arg0, %arg1, %int0, %int2, %true) : (!torch.vtensor<[2,3,5,7],f16>, !torch.vtensor<[2,4,6,2],f16>, !torch.int, !torch.int, !torch.bool) -> !torch.vtensor<[2,3,4,6],f16>
    %16 = torch.prim.ListConstruct %int144 : (!torch.int) -> !torch.list<int>
    %17 = torch.aten.view %15, %16 : !torch.vtensor<[2,3,4,6],f16>, !torch.list<int> -> !torch.vtensor<[144],f16>
    %18 = torch.operator "torch.aten.grid_sampler_2d"(%arg0, %arg1, %int1, %int0, %false) : (!torch.vtensor<[2,3,5,7],f16>, !torch.vtensor<[2,4,6,2],f16>, !torch.int, !torch.int, !torch.bool) -> !torch.vtensor<[2,3,4,6],f16>
    %19 = torch.prim.ListConstruct %int144 : (!torch.int) -> !torch.list<int>
    %20 = torch.aten.view %18, %19 : !torch.vtensor<[2,3,4,6],f16>, !torch.list<int> -> !torch.vtensor<[144],f16>
    %21 = torch.operator "torch.aten.grid_sampler_2d"(%arg0, %arg1, %int1, %int0, %true) : (!torch.vtensor<[2,3,5,7],f16>, !torch.vtensor<[2,4,6,2],f16>, !torch.int, !torch.int, !torch.bool) -> !torch.vtensor<[2,3,4,6],f16>
    %22 = torch.prim.ListConstruct %int144 : (!torch.int) -> !torch.list<int>
    %23 = torch.aten.view %21, %22 : !torch.vtensor<[2,3,4,6],f16>, !torch.list<int> -> !torch.vtensor<[144],f16>
    %24 = torch.operator "torch.aten.grid_sampler_2d"(%arg0, %arg1, %int1, %int1, %false) : (!torch.vtensor<[2,3,5,7],f16>, !torch.vtensor<[2,4,6,2],f16>, !torch.int, !torch.int, !torch.bool) -> !torch.vtensor<[2,3,4,6],f16>
    %25 = torch.prim.ListConstruct %int144 : (!torch.int) -> !torch.list<int>
    %26 = torch.aten.view %24, %25 : !torch.vtensor<[2,3,4,6],f16>, !torch.list<int> -> !torch.vtensor<[144],f16>
    %27 = torch.operator "torch.aten.grid_sampler_2d"(%arg0, %arg1, %int1, %int1, %true) : (!torch.vtensor<[2,3,5,7],f16>, !torch.vtensor<[2,4,6,2],f16>, !torch.int, !torch.int, !torch.bool) -> !torch.vtensor<[2,3,4,6],f16>
    %28 = torch.prim.ListConstruct %int144 : (!torch.int) -> !torch.list<int>
    %29 = torch.aten.view %27, %28 : !torch.vtensor<[2,3,4,6],f16>, !torch.list<int> -> !torch.vtensor<[144],f16>
    %30 = torch.operator "torch.aten.grid_sampler_2d"(%arg0, %arg1, %int1, %int2, %false) : (!torch.vtensor<[2,3,5,7],f16>, !torch.vtensor<[2,4,6,2],f16>, !torch.int, !torch.int, !torch.bool) -> !torch.vtensor<[2,3,4,6],f16>
    %31 = torch.prim.ListConstruct %int144 : (!torch.int) -> !torch.list<int>
    %32 = torch.aten.view %30, %31 : !torch.vtensor<[2,3,4,6],f16>, !torch.list<int> -> !torch.vtensor<[144],f16>
    %33 = torch.operator "torch.aten.grid_sampler_2d"(%arg0, %arg1, %int1, %int2, %true) : (!torch.vtensor<[2,3,5,7],f16>, !torch.vtensor<[2,4,6,2],f16>, !torch.int, !torch.int, !torch.bool) -> !torch.vtensor<[2,3,4,6],f16>
    %34 = torch.prim.ListConstruct %int144 : (!torch.int) -> !torch.list<int>
    %35 = torch.aten.view %33, %34 : !torch.vtensor<[2,3,4,6],f16>, !torch.list<int> -> !torch.vtensor<[144],f16>
    %36 = torch.operator "torch.aten.grid_sampler_2d"(%arg0, %arg1, %int2, %int0, %false) : (!torch.vtensor<[2,3,5,7],f16>, !torch.vtensor<[2,4,6,2],f16>, !torch.int, !torch.int, !torch.bool) -> !torch.vtensor<[2,3,4,6],f16>
    %37 = torch.prim.ListConstruct %int144 : (!torch.int) -> !torch.list<int>
    %38 = torch.aten.view %36, %37 : !torch.vtensor<[2,3,4,6],f16>, !torch.list<int> -> !torch.vtensor<[144],f16>
    %39 = torch.operator "torch.aten.grid_sampler_2d"(%arg0, %arg1, %int2, %int0, %true) : (!torch.vtensor<[2,3,5,7],f16>, !torch.vtensor<[2,4,6,2],f16>, !torch.int, !torch.int, !torch.bool) -> !torch.vtensor<[2,3,4,6],f16>
    %40 = torch.prim.ListConstruct %int144 : (!torch.int) -> !torch.list<int>
    %41 = torch.aten.view %39, %40 : !torch.vtensor<[2,3,4,6],f16>, !torch.list<int> -> !torch.vtensor<[144],f16>
    %42 = torch.operator "torch.aten.grid_sampler_2d"(%arg0, %arg1, %int2, %int1, %false) : (!torch.vtensor<[2,3,5,7],f16>, !torch.vtensor<[2,4,6,2],f16>, !torch.int, !torch.int, !torch.bool) -> !torch.vtensor<[2,3,4,6],f16>
    %43 = torch.prim.ListConstruct %int144 : (!torch.int) -> !torch.list<int>
    %44 = torch.aten.view %42, %43 : !torch.vtensor<[2,3,4,6],f16>, !torch.list<int> -> !torch.vtensor<[144],f16>
    %45 = torch.operator "torch.aten.grid_sampler_2d"(%arg0, %arg1, %int2, %int1, %true) : (!torch.vtensor<[2,3,5,7],f16>, !torch.vtensor<[2,4,6,2],f16>, !torch.int, !torch.int, !torch.bool) -> !torch.vtensor<[2,3,4,6],f16>
    %46 = torch.prim.ListConstruct %int144 : (!torch.int) -> !torch.list<int>
    %47 = torch.aten.view %45, %46 : !torch.vtensor<[2,3,4,6],f16>, !torch.list<int> -> !torch.vtensor<[144],f16>
    %48 = torch.operator "torch.aten.grid_sampler_2d"(%arg0, %arg1, %int2, %int2, %false) : (!torch.vtensor<[2,3,5,7],f16>, !torch.vtensor<[2,4,6,2],f16>, !torch.int, !torch.int, !torch.bool) -> !torch.vtensor<[2,3,4,6],f16>
    %49 = torch.prim.ListConstruct %int144 : (!torch.int) -> !torch.list<int>
    %50 = torch.aten.view %48, %49 : !torch.vtensor<[2,3,4,6],f16>, !torch.list<int> -> !torch.vtensor<[144],f16>
    %51 = torch.operator "torch.aten.grid_sampler_2d"(%arg0, %arg1, %int2, %int2, %true) : (!torch.vtensor<[2,3,5,7],f16>, !torch.vtensor<[2,4,6,2],f16>, !torch.int, !torch.int, !torch.bool) -> !torch.vtensor<[2,3,4,6],f16>
    %52 = torch.prim.ListConstruct %int144 : (!torch.int) -> !torch.list<int>
    %53 = torch.aten.view %51, %52 : !torch.vtensor<[2,3,4,6],f16>, !torch.list<int> -> !torch.vtensor<[144],f16>
    %54 = torch.prim.ListConstruct %2, %5, %8, %11, %14, %17, %20, %23, %26, %29, %32, %35, %38, %41, %44, %47, %50, %53 : (!torch.vtensor<[144],f16>, !torch.vtensor<[144],f16>, !torch.vtensor<[144],f16>, !torch.vtensor<[144],f16>, !torch.vtensor<[144],f16>, !torch.vtensor<[144],f16>, !torch.vtensor<[144],f16>, !torch.vtensor<[144],f16>, !torch.vtensor<[144],f16>, !torch.vtensor<[144],f16>, !torch.vtensor<[144],f16>, !torch.vtensor<[144],f16>, !torch.vtensor<[144],f16>, !torch.vtensor<[144],f16>, !torch.vtensor<[144],f16>, !torch.vtensor<[144],f16>, !torch.vtensor<[144],f16>, !torch.vtensor<[144],f16>) -> !torch.list<vtensor>
    %55 = torch.aten.cat %54, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[2592],f16>
    return %55 : !torch.vtensor<[2592],f16>
  }
}

