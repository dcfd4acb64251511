module {
  func.func @main(%arg0: !torch.vtensor<[8],complex<f32>>) -> (!torch.vtensor<[8],f32>, !torch.vtensor<[8],i1>, !torch.vtensor<[2,4],complex<f32>>) {
    %0 = torch.aten.abs %arg0 : !torch.vtensor<[8],complex<f32>> -> !torch.vtensor<[8],f32>
    %int11 = torch.constant.int 11
    %none = torch.constant.none
    %false = torch.constant.bool false
    %1 = torch.aten._to_copy %arg0, %int11, %none, %none, %none, %false, %none : !torch.vtensor<[8],complex<f32>>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[8],i1>
    %int4 = torch.constant.int 4
    %int2 = torch.constant.int 2
    %2 = torch.prim.ListConstruct %int4, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %3 = torch.aten.view %arg0, %2 : !torch.vtensor<[8],complex<f32>>, !torch.list<int> -> !torch.vtensor<[4,2],complex<f32>>
    %int1 = torch.constant.int 1
    %int0 = torch.constant.int 0
    %4 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %5 = torch.aten.permute %3, %4 : !torch.vtensor<[4,2],complex<f32>>, !torch.list<int> -> !torch.vtensor<[2,4],complex<f32>>
    return %0, %1, %5 : !torch.vtensor<[8],f32>, !torch.vtensor<[8],i1>, !torch.vtensor<[2,4],complex<f32>>
  }
}

