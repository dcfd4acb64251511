module {
  func.func @main(%arg0: !torch.vtensor<[4,16],f32>) -> !torch.vtensor<[4,16],f32> {
    %0 = torch.vtensor.literal(dense_resource<torch_tensor_9_torch.float32> : tensor<9xf32>) : !torch.vtensor<[9],f32>
    %int1 = torch.constant.int 1
    %1 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %int0 = torch.constant.int 0
    %true = torch.constant.bool true
    %2 = torch.operator "torch.aten._fft_r2c"(%arg0, %1, %int0, %true) : (!torch.vtensor<[4,16],f32>, !torch.list<int>, !torch.int, !torch.bool) -> !torch.vtensor<[4,9],complex<f32>>
    %3 = torch.aten.mul.Tensor %2, %0 : !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[9],f32> -> !torch.vtensor<[4,9],complex<f32>>
    %4 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %int2 = torch.constant.int 2
    %int16 = torch.constant.int 16
    %5 = torch.operator "torch.aten._fft_c2r"(%3, %4, %int2, %int16) : (!torch.vtensor<[4,9],complex<f32>>, !torch.list<int>, !torch.int, !torch.int) -> !torch.vtensor<[4,16],f32>
    return %5 : !torch.vtensor<[4,16],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_9_torch.float32: "0x0400000038471C3E9C92213F1138573F0EC1F23EC223033F4815FC3D80969E3EE8D8EE3E282CF83E"
    }
  }
#-}

