module {
  func.func @main(%arg0: !torch.vtensor<[10,5],f32>, %arg1: !torch.vtensor<[5,5],si64>, %arg2: !torch.vtensor<[5,5],f32>) -> !torch.vtensor<[10,5],f32> {
    %int1 = torch.constant.int 1
    %str = torch.constant.str "amin"
    %true = torch.constant.bool true
    %0 = torch.aten.scatter_reduce.two %arg0, %int1, %arg1, %arg2, %str, %true : !torch.vtensor<[10,5],f32>, !torch.int, !torch.vtensor<[5,5],si64>, !torch.vtensor<[5,5],f32>, !torch.str, !torch.bool -> !torch.vtensor<[10,5],f32>
    return %0 : !torch.vtensor<[10,5],f32>
  }
}

