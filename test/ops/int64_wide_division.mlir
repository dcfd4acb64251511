module {
  func.func @main(%arg0: !torch.vtensor<[5,6],si64>, %arg1: !torch.vtensor<[5,6],si64>) -> (!torch.vtensor<[5,6],si64>, !torch.vtensor<[5,6],si64>, !torch.vtensor<[5,6],si64>, !torch.vtensor<[5,6],si64>) {
    %str = torch.constant.str "floor"
    %0 = torch.aten.div.Tensor_mode %arg0, %arg1, %str : !torch.vtensor<[5,6],si64>, !torch.vtensor<[5,6],si64>, !torch.str -> !torch.vtensor<[5,6],si64>
    %1 = torch.aten.fmod.Tensor %arg0, %arg1 : !torch.vtensor<[5,6],si64>, !torch.vtensor<[5,6],si64> -> !torch.vtensor<[5,6],si64>
    %2 = torch.aten.remainder.Tensor %arg0, %arg1 : !torch.vtensor<[5,6],si64>, !torch.vtensor<[5,6],si64> -> !torch.vtensor<[5,6],si64>
    %int1000003 = torch.constant.int 1000003
    %3 = torch.prim.NumToTensor.Scalar %int1000003 : !torch.int -> !torch.vtensor<[],si64>
    %4 = torch.aten.div.Tensor_mode %arg0, %3, %str : !torch.vtensor<[5,6],si64>, !torch.vtensor<[],si64>, !torch.str -> !torch.vtensor<[5,6],si64>
    return %0, %1, %2, %4 : !torch.vtensor<[5,6],si64>, !torch.vtensor<[5,6],si64>, !torch.vtensor<[5,6],si64>, !torch.vtensor<[5,6],si64>
  }
}

