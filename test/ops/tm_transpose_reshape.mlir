module {
  func.func @main(%arg0: !torch.vtensor<[2,3,4],f32>, %arg1: !torch.vtensor<[5,6],f32>) -> !torch.vtensor<[2,10],f32> {
    %int0 = torch.constant.int 0
    %int2 = torch.constant.int 2
    %0 = torch.aten.transpose.int %arg0, %int0, %int2 : !torch.vtensor<[2,3,4],f32>, !torch.int, !torch.int -> !torch.vtensor<[4,3,2],f32>
    %1 = torch.aten.clone %0, %int0 : !torch.vtensor<[4,3,2],f32>, !torch.int -> !torch.vtensor<[4,3,2],f32>
    %int4 = torch.constant.int 4
    %int6 = torch.constant.int 6
    %2 = torch.prim.ListConstruct %int4, %int6 : (!torch.int, !torch.int) -> !torch.list<int>
    %3 = torch.aten._unsafe_view %1, %2 : !torch.vtensor<[4,3,2],f32>, !torch.list<int> -> !torch.vtensor<[4,6],f32>
    %int1 = torch.constant.int 1
    %4 = torch.aten.transpose.int %arg1, %int0, %int1 : !torch.vtensor<[5,6],f32>, !torch.int, !torch.int -> !torch.vtensor<[6,5],f32>
    %5 = torch.aten.matmul %3, %4 : !torch.vtensor<[4,6],f32>, !torch.vtensor<[6,5],f32> -> !torch.vtensor<[4,5],f32>
    %int20 = torch.constant.int 20
    %6 = torch.prim.ListConstruct %int20 : (!torch.int) -> !torch.list<int>
    %7 = torch.aten.view %5, %6 : !torch.vtensor<[4,5],f32>, !torch.list<int> -> !torch.vtensor<[20],f32>
    %int10 = torch.constant.int 10
    %8 = torch.prim.ListConstruct %int2, %int10 : (!torch.int, !torch.int) -> !torch.list<int>
    %9 = torch.aten.view %7, %8 : !torch.vtensor<[20],f32>, !torch.list<int> -> !torch.vtensor<[2,10],f32>
    return %9 : !torch.vtensor<[2,10],f32>
  }
}

