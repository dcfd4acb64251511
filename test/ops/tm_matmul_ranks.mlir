module {
  func.func @main(%arg0: !torch.vtensor<[5],f32>, %arg1: !torch.vtensor<[3,5,4],f32>, %arg2: !torch.vtensor<[2,1,4,6],f32>, %arg3: !torch.vtensor<[6],f32>, %arg4: !torch.vtensor<[6,2],f32>) -> !torch.vtensor<[2,3,21],f32> {
    %0 = torch.aten.matmul %arg1, %arg2 : !torch.vtensor<[3,5,4],f32>, !torch.vtensor<[2,1,4,6],f32> -> !torch.vtensor<[2,3,5,6],f32>
    %1 = torch.aten.matmul %0, %arg3 : !torch.vtensor<[2,3,5,6],f32>, !torch.vtensor<[6],f32> -> !torch.vtensor<[2,3,5],f32>
    %2 = torch.aten.matmul %arg0, %0 : !torch.vtensor<[5],f32>, !torch.vtensor<[2,3,5,6],f32> -> !torch.vtensor<[2,3,6],f32>
    %3 = torch.aten.matmul %0, %arg4 : !torch.vtensor<[2,3,5,6],f32>, !torch.vtensor<[6,2],f32> -> !torch.vtensor<[2,3,5,2],f32>
    %int2 = torch.constant.int 2
    %int3 = torch.constant.int 3
    %int10 = torch.constant.int 10
    %4 = torch.prim.ListConstruct %int2, %int3, %int10 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %5 = torch.aten.view %3, %4 : !torch.vtensor<[2,3,5,2],f32>, !torch.list<int> -> !torch.vtensor<[2,3,10],f32>
    %6 = torch.prim.ListConstruct %1, %2, %5 : (!torch.vtensor<[2,3,5],f32>, !torch.vtensor<[2,3,6],f32>, !torch.vtensor<[2,3,10],f32>) -> !torch.list<vtensor>
    %int-1 = torch.constant.int -1
    %7 = torch.aten.cat %6, %int-1 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[2,3,21],f32>
    return %7 : !torch.vtensor<[2,3,21],f32>
  }
}

