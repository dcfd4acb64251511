module {
  func.func @main(%arg0: !torch.vtensor<[2,3,5,7],f32>, %arg1: !torch.vtensor<[2,4,6,2],f32>) -> !torch.vtensor<[2592],f32> {
    %int0 = torch.constant.int 0
    %false = torch.constant.bool false
    %0 = torch.operator "torch.aten.grid_sampler_2d"(%arg0, %arg1, %int0, %int0, %false) : (!torch.vtensor<[2,3,5,7],f32>, !torch.vtensor<[2,4,6,2],f32>, !torch.int, !torch.int, !torch.bool) -> !torch.vtensor<[2,3,4,6],f32>
    %int144 = torch.constant.int 144
    %1 = torch.prim.ListConstruct %int144 : (!torch.int) -> !torch.list<int>
    %2 = torch.aten.view %0, %1 : !torch.vtensor<[2,3,4,6],f32>, !torch.list<int> -> !torch.vtensor<[144],f32>
    %true = torch.constant.bool true
    %3 = torch.operator "torch.aten.grid_sampler_2d"(%arg0, %arg1, %int0, %int0, %true) : (!torch.vtensor<[2,3,5,7],f32>, !torch.vtensor<[2,4,6,2],f32>, !torch.int, !torch.int, !torch.bool) -> !torch.vtensor<[2,3,4,6],f32>
    %4 = torch.prim.ListConstruct %int144 : (!torch.int) -> !torch.list<int>
    %5 = torch.aten.view %3, %4 : !torch.vtensor<[2,3,4,6],f32>, !torch.list<int> -> !torch.vtensor<[144],f32>
    %int1 = torch.constant.int 1
    %6 = torch.operator "torch.aten.grid_sampler_2d"(%arg0, %arg1, %int0, %int1, %false) : (!torch.vtensor<[2,3,5,7],f32>, !torch.vtensor<[2,4,6,2],f32>, !torch.int, !torch.int, !torch.bool) -> !torch.vtensor<[2,3,4,6],f32>
    %7 = torch.prim.ListConstruct %int144 : (!torch.int) -> !torch.list<int>
    %8 = torch.aten.view %6, %7 : !torch.vtensor<[2,3,4,6],f32>, !torch.list<int> -> !torch.vtensor<[144],f32>
    %9 = torch.operator "torch.aten.grid_sampler_2d"(%arg0, %arg1, %int0, %int1, %true) : (!torch.vtensor<[2,3,5,7],f32>, !torch.vtensor<[2,4,6,2],f32>, !torch.int, !torch.int, !torch.bool) -> !torch.vtensor<[2,3,4,6],f32>
    %10 = torch.prim.ListConstruct %int144 : (!torch.int) -> !torch.list<int>
    %11 = torch.aten.view %9, %10 : !torch.vtensor<[2,3,4,6],f32>, !torch.list<int> -> !torch.vtensor<[144],f32>
    %int2 = torch.constant.int 2
    %12 = torch.operator "torch.aten.grid_sampler_2d"(%arg0, %arg1, %int0, %int2, %false) : (!torch.vtensor<[2,3,5,7],f32>, !torch.vtensor<[2,4,6,2],f32>, !torch.int, !torch.int, !torch.bool) -> !torch.vtensor<[2,3,4,6],f32>
    %13 = torch.prim.ListConstruct %int144 : (!torch.int) -> !torch.list<int>
    %14 = torch.aten.view %12, %13 : !torch.vtensor<[2,3,4,6],f32>, !torch.list<int> -> !torch.vtensor<[144],f32>
    %15 = torch.operator "torch.aten.grid_sampler_2d"(%arg0, %arg1, %int0, %int2, %true) : (!torch.vtensor<[2,3,5,7],f32>, !torch.vtensor<[2,4,6,2],f32>, !torch.int, !torch.int, !torch.bool) -> !torch.vtensor<[2,3,4,6],f32>
    %16 = torch.prim.ListConstruct %int144 : (!torch.int) -> !torch.list<int>
    %17 = torch.aten.view %15, %16 : !torch.vtensor<[2,3,4,6],f32>, !torch.list<int> -> !torch.vtensor<[144],f32>
    %18 = torch.operator "torch.aten.grid_sampler_2d"(%arg0, %arg1, %int1, %int0, %false) : (!torch.vtensor<[2,3,5,7],f32>, !torch.vtensor<[2,4,6,2],f32>, !torch.int, !torch.int, !torch.bool) -> !torch.vtensor<[2,3,4,6],f32>
    %19 = torch.prim.ListConstruct %int144 : (!torch.int) -> !torch.list<int>
    %20 = torch.aten.view %18, %19 : !torch.vtensor<[2,3,4,6],f32>, !torch.list<int> -> !torch.vtensor<[144],f32>
    %21 = torch.operator "torch.aten.grid_sampler_2d"(%arg0, %arg1, %int1, %int0, %true) : (!torch.vtensor<[2,3,5,7],f32>, !torch.vtensor<[2,4,6,2],f32>, !torch.int, !torch.int, !torch.bool) -> !torch.vtensor<[2,3,4,6],f32>
    %22 = torch.prim.ListConstruct %int144 : (!torch.int) -> !torch.list<int>
    %23 = torch.aten.view %21, %22 : !torch.vtensor<[2,3,4,6],f32>, !torch.list<int> -> !torch.vtensor<[144],f32>
    %24 = torch.operator "torch.aten.grid_sampler_2d"(%arg0, %arg1, %int1, %int1, %false) : (!torch.vtensor<[2,3,5,7],f32>, !torch.vtensor<[2,4,6,2],f32>, !torch.int, !torch.int, !torch.bool) -> !torch.vtensor<[2,3,4,6],f32>
    %25 = torch.prim.ListConstruct %int144 : (!torch.int) -> !torch.list<int>
    %26 = torch.aten.view %24, %25 : !torch.vtensor<[2,3,4,6],f32>, !torch.list<int> -> !torch.vtensor<[144],f32>
    %27 = torch.operator "torch.aten.grid_sampler_2d"(%arg0, %arg1, %int1, %int1, %true) : (!torch.vtensor<[2,3,5,7],f32>, !torch.vtensor<[2,4,6,2],f32>, !torch.int, !torch.int, !torch.bool) -> !torch.vtensor<[2,3,4,6],f32>
    %28 = torch.prim.ListConstruct %int144 : (!torch.int) -> !torch.list<int>
    %29 = torch.aten.view %27, %28 : !torch.vtensor<[2,3,4,6],f32>, !torch.list<int> -> !torch.vtensor<[144],f32>
    %30 = torch.operator "torch.aten.grid_sampler_2d"(%arg0, %arg1, %int1, %int2, %false) : (!torch.vtensor<[2,3,5,7],f32>, !torch.vtensor<[2,4,6,2],f32>, !torch.int, !torch.int, !torch.bool) -> !torch.vtensor<[2,3,4,6],f32>
    %31 = torch.prim.ListConstruct %int144 : (!torch.int) -> !torch.list<int>
    %32 = torch.aten.view %30, %31 : !torch.vtensor<[2,3,4,6],f32>, !torch.list<int> -> !torch.vtensor<[144],f32>
    %33 = torch.operator "torch.aten.grid_sampler_2d"(%arg0, %arg1, %int1, %int2, %true) : (!torch.vtensor<[2,3,5,7],f32>, !torch.vtensor<[2,4,6,2],f32>, !torch.int, !torch.int, !torch.bool) -> !torch.vtensor<[2,3,4,6],f32>
    %34 = torch.prim.ListConstruct %int144 : (!torch.int) -> !torch.list<int>
    %35 = torch.aten.view %33, %34 : !torch.vtensor<[2,3,4,6],f32>, !torch.list<int> -> !torch.vtensor<[144],f32>
    %36 = torch.operator "torch.aten.grid_sampler_2d"(%arg0, %arg1, %int2, %int0, %false) : (!torch.vtensor<[2,3,5,7],f32>, !torch.vtensor<[2,4,6,2],f32>, !torch.int, !torch.int, !torch.bool) -> !torch.vtensor<[2,3,4,6],f32>
    %37 = torch.prim.ListConstruct %int144 : (!torch.int) -> !torch.list<int>
    %38 = torch.aten.view %36, %37 : !torch.vtensor<[2,3,4,6],f32>, !torch.list<int> -> !torch.vtensor<[144],f32>
    %39 = torch.operator "torch.aten.grid_sampler_2d"(%arg0, %arg1, %int2, %int0, %true) : (!torch.vtensor<[2,3,5,7],f32>, !torch.vtensor<[2,4,6,2],f32>, !torch.int, !torch.int, !torch.bool) -> !torch.vtensor<[2,3,4,6],f32>
    %40 = torch.prim.ListConstruct %int144 : (!torch.int) -> !torch.list<int>
    %41 = torch.aten.view %39, %40 : !torch.vtensor<[2,3,4,6],f32>, !torch.list<int> -> !torch.vtensor<[144],f32>
    %42 = torch.operator "torch.aten.grid_sampler_2d"(%arg0, %arg1, %int2, %int1, %false) : (!torch.vtensor<[2,3,5,7],f32>, !torch.vtensor<[2,4,6,2],f32>, !torch.int, !torch.int, !torch.bool) -> !torch.vtensor<[2,3,4,6],f32>
    %43 = torch.prim.ListConstruct %int144 : (!torch.int) -> !torch.list<int>
    %44 = torch.aten.view %42, %43 : !torch.vtensor<[2,3,4,6],f32>, !torch.list<int> -> !torch.vtensor<[144],f32>
    %45 = torch.operator "torch.aten.grid_sampler_2d"(%arg0, %arg1, %int2, %int1, %true) : (!torch.vtensor<[2,3,5,7],f32>, !torch.vtensor<[2,4,6,2],f32>, !torch.int, !torch.int, !torch.bool) -> !torch.vtensor<[2,3,4,6],f32>
    %46 = torch.prim.ListConstruct %int144 : (!torch.int) -> !torch.list<int>
    %47 = torch.aten.view %45, %46 : !torch.vtensor<[2,3,4,6],f32>, !torch.list<int> -> !torch.vtensor<[144],f32>
    %48 = torch.operator "torch.aten.grid_sampler_2d"(%arg0, %arg1, %int2, %int2, %false) : (!torch.vtensor<[2,3,5,7],f32>, !torch.vtensor<[2,4,6,2],f32>, !torch.int, !torch.int, !torch.bool) -> !torch.vtensor<[2,3,4,6],f32>
    %49 = torch.prim.ListConstruct %int144 : (!torch.int) -> !torch.list<int>
    %50 = torch.aten.view %48, %49 : !torch.vtensor<[2,3,4,6],f32>, !torch.list<int> -> !torch.vtensor<[144],f32>
    %51 = torch.operator "torch.aten.grid_sampler_2d"(%arg0, %arg1, %int2, %int2, %true) : (!torch.vtensor<[2,3,5,7],f32>, !torch.vtensor<[2,4,6,2],f32>, !torch.int, !torch.int, !torch.bool) -> !torch.vtensor<[2,3,4,6],f32>
    %52 = torch.prim.ListConstruct %int144 : (!torch.int) -> !torch.list<int>
    %53 = torch.aten.view %51, %52 : !torch.vtensor<[2,3,4,6],f32>, !torch.list<int> -> !torch.vtensor<[144],f32>
    %54 = torch.prim.ListConstruct %2, %5, %8, %11, %14, %17, %20, %23, %26, %29, %32, %35, %38, %41, %44, %47, %50, %53 : (!torch.vtensor<[144],f32>, !torch.vtensor<[144],f32>, !torch.vtensor<[144],f32>, !torch.vtensor<[144],f32>, !torch.vtensor<[144],f32>, !torch.vtensor<[144],f32>, !torch.vtensor<[144],f32>, !torch.vtensor<[144],f32>, !torch.vtensor<[144],f32>, !torch.vtensor<[144],f32>, !torch.vtensor<[144],f32>, !torch.vtensor<[144],f32>, !torch.vtensor<[144],f32>, !torch.vtensor<[144],f32>, !torch.vtensor<[144],f32>, !torch.vtensor<[144],f32>, !torch.vtensor<[144],f32>, !torch.vtensor<[144],f32>) -> !torch.list<vtensor>
    %55 = torch.aten.cat %54, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[2592],f32>
    return %55 : !torch.vtensor<[2592],f32>
  }
}

