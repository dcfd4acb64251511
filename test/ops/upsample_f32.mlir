module {
  func.func @main(%arg0: !torch.vtensor<[2,3,3,4],f32>) -> !torch.vtensor<[1128],f32> {
    %int7 = torch.constant.int 7
    %int5 = torch.constant.int 5
    %0 = torch.prim.ListConstruct %int7, %int5 : (!torch.int, !torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %none = torch.constant.none
    %1 = torch.aten.upsample_bilinear2d.vec %arg0, %0, %false, %none : !torch.vtensor<[2,3,3,4],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[2,3,7,5],f32>
    %int210 = torch.constant.int 210
    %2 = torch.prim.ListConstruct %int210 : (!torch.int) -> !torch.list<int>
    %3 = torch.aten.view %1, %2 : !torch.vtensor<[2,3,7,5],f32>, !torch.list<int> -> !torch.vtensor<[210],f32>
    %true = torch.constant.bool true
    %float2.500000e2B00 = torch.constant.float 2.500000e+00
    %4 = torch.prim.ListConstruct %float2.500000e2B00, %float2.500000e2B00 : (!torch.float, !torch.float) -> !torch.list<float>
    %5 = torch.aten.upsample_bilinear2d.vec %arg0, %none, %true, %4 : !torch.vtensor<[2,3,3,4],f32>, !torch.none, !torch.bool, !torch.list<float> -> !torch.vtensor<[2,3,7,10],f32>
    %int420 = torch.constant.int 420
    %6 = torch.prim.ListConstruct %int420 : (!torch.int) -> !torch.list<int>
    %7 = torch.aten.view %5, %6 : !torch.vtensor<[2,3,7,10],f32>, !torch.list<int> -> !torch.vtensor<[420],f32>
    %float1.500000e2B00 = torch.constant.float 1.500000e+00
    %float7.500000e-01 = torch.constant.float 7.500000e-01
    %8 = torch.prim.ListConstruct %float1.500000e2B00, %float7.500000e-01 : (!torch.float, !torch.float) -> !torch.list<float>
    %9 = torch.aten.upsample_bilinear2d.vec %arg0, %none, %false, %8 : !torch.vtensor<[2,3,3,4],f32>, !torch.none, !torch.bool, !torch.list<float> -> !torch.vtensor<[2,3,4,3],f32>
    %int72 = torch.constant.int 72
    %10 = torch.prim.ListConstruct %int72 : (!torch.int) -> !torch.list<int>
    %11 = torch.aten.view %9, %10 : !torch.vtensor<[2,3,4,3],f32>, !torch.list<int> -> !torch.vtensor<[72],f32>
    %int2 = torch.constant.int 2
    %int3 = torch.constant.int 3
    %12 = torch.prim.ListConstruct %int2, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
    %13 = torch.aten.upsample_bilinear2d.vec %arg0, %12, %true, %none : !torch.vtensor<[2,3,3,4],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[2,3,2,3],f32>
    %int36 = torch.constant.int 36
    %14 = torch.prim.ListConstruct %int36 : (!torch.int) -> !torch.list<int>
    %15 = torch.aten.view %13, %14 : !torch.vtensor<[2,3,2,3],f32>, !torch.list<int> -> !torch.vtensor<[36],f32>
    %16 = torch.prim.ListConstruct %int5, %int7 : (!torch.int, !torch.int) -> !torch.list<int>
    %17 = torch.aten.upsample_nearest2d.vec %arg0, %16, %none : !torch.vtensor<[2,3,3,4],f32>, !torch.list<int>, !torch.none -> !torch.vtensor<[2,3,5,7],f32>
    %18 = torch.prim.ListConstruct %int210 : (!torch.int) -> !torch.list<int>
    %19 = torch.aten.view %17, %18 : !torch.vtensor<[2,3,5,7],f32>, !torch.list<int> -> !torch.vtensor<[210],f32>
    %float1.700000e2B00 = torch.constant.float 1.700000e+00
    %20 = torch.prim.ListConstruct %float1.700000e2B00, %float1.700000e2B00 : (!torch.float, !torch.float) -> !torch.list<float>
    %21 = torch.aten.upsample_nearest2d.vec %arg0, %none, %20 : !torch.vtensor<[2,3,3,4],f32>, !torch.none, !torch.list<float> -> !torch.vtensor<[2,3,5,6],f32>
    %int180 = torch.constant.int 180
    %22 = torch.prim.ListConstruct %int180 : (!torch.int) -> !torch.list<int>
    %23 = torch.aten.view %21, %22 : !torch.vtensor<[2,3,5,6],f32>, !torch.list<int> -> !torch.vtensor<[180],f32>
    %24 = torch.prim.ListConstruct %3, %7, %11, %15, %19, %23 : (!torch.vtensor<[210],f32>, !torch.vtensor<[420],f32>, !torch.vtensor<[72],f32>, !torch.vtensor<[36],f32>, !torch.vtensor<[210],f32>, !torch.vtensor<[180],f32>) -> !torch.list<vtensor>
    %int0 = torch.constant.int 0
    %25 = torch.aten.cat %24, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[1128],f32>
    return %25 : !torch.vtensor<[1128],f32>
  }
}

