module {
  func.func @main(%arg0: !torch.vtensor<[2,5,3],f32>, %arg1: !torch.vtensor<[2,4,3],f32>, %arg2: !torch.vtensor<[6,4],f32>) -> !torch.vtensor<[230],f32> {
    %float2.000000e2B00 = torch.constant.float 2.000000e+00
    %none = torch.constant.none
    %0 = torch.operator "torch.aten._cdist_forward"(%arg0, %arg1, %float2.000000e2B00, %none) : (!torch.vtensor<[2,5,3],f32>, !torch.vtensor<[2,4,3],f32>, !torch.float, !torch.none) -> !torch.vtensor<[2,5,4],f32>
    %int40 = torch.constant.int 40
    %1 = torch.prim.ListConstruct %int40 : (!torch.int) -> !torch.list<int>
    %2 = torch.aten.view %0, %1 : !torch.vtensor<[2,5,4],f32>, !torch.list<int> -> !torch.vtensor<[40],f32>
    %float1.000000e2B00 = torch.constant.float 1.000000e+00
    %3 = torch.operator "torch.aten._cdist_forward"(%arg0, %arg1, %float1.000000e2B00, %none) : (!torch.vtensor<[2,5,3],f32>, !torch.vtensor<[2,4,3],f32>, !torch.float, !torch.none) -> !torch.vtensor<[2,5,4],f32>
    %4 = torch.prim.ListConstruct %int40 : (!torch.int) -> !torch.list<int>
    %5 = torch.aten.view %3, %4 : !torch.vtensor<[2,5,4],f32>, !torch.list<int> -> !torch.vtensor<[40],f32>
    %float0x7FF0000000000000 = torch.constant.float 0x7FF0000000000000
    %6 = torch.operator "torch.aten._cdist_forward"(%arg0, %arg1, %float0x7FF0000000000000, %none) : (!torch.vtensor<[2,5,3],f32>, !torch.vtensor<[2,4,3],f32>, !torch.float, !torch.none) -> !torch.vtensor<[2,5,4],f32>
    %7 = torch.prim.ListConstruct %int40 : (!torch.int) -> !torch.list<int>
    %8 = torch.aten.view %6, %7 : !torch.vtensor<[2,5,4],f32>, !torch.list<int> -> !torch.vtensor<[40],f32>
    %float5.000000e-01 = torch.constant.float 5.000000e-01
    %9 = torch.operator "torch.aten._cdist_forward"(%arg0, %arg1, %float5.000000e-01, %none) : (!torch.vtensor<[2,5,3],f32>, !torch.vtensor<[2,4,3],f32>, !torch.float, !torch.none) -> !torch.vtensor<[2,5,4],f32>
    %10 = torch.prim.ListConstruct %int40 : (!torch.int) -> !torch.list<int>
    %11 = torch.aten.view %9, %10 : !torch.vtensor<[2,5,4],f32>, !torch.list<int> -> !torch.vtensor<[40],f32>
    %float0.000000e2B00 = torch.constant.float 0.000000e+00
    %12 = torch.operator "torch.aten._cdist_forward"(%arg0, %arg1, %float0.000000e2B00, %none) : (!torch.vtensor<[2,5,3],f32>, !torch.vtensor<[2,4,3],f32>, !torch.float, !torch.none) -> !torch.vtensor<[2,5,4],f32>
    %13 = torch.prim.ListConstruct %int40 : (!torch.int) -> !torch.list<int>
    %14 = torch.aten.view %12, %13 : !torch.vtensor<[2,5,4],f32>, !torch.list<int> -> !torch.vtensor<[40],f32>
    %15 = torch.operator "torch.aten._pdist_forward"(%arg2, %float2.000000e2B00) : (!torch.vtensor<[6,4],f32>, !torch.float) -> !torch.vtensor<[15],f32>
    %float3.000000e2B00 = torch.constant.float 3.000000e+00
    %16 = torch.operator "torch.aten._pdist_forward"(%arg2, %float3.000000e2B00) : (!torch.vtensor<[6,4],f32>, !torch.float) -> !torch.vtensor<[15],f32>
    %17 = torch.prim.ListConstruct %2, %5, %8, %11, %14, %15, %16 : (!torch.vtensor<[40],f32>, !torch.vtensor<[40],f32>, !torch.vtensor<[40],f32>, !torch.vtensor<[40],f32>, !torch.vtensor<[40],f32>, !torch.vtensor<[15],f32>, !torch.vtensor<[15],f32>) -> !torch.list<vtensor>
    %int0 = torch.constant.int 0
    %18 = torch.aten.cat %17, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[230],f32>
    return %18 : !torch.vtensor<[230],f32>
  }
}

