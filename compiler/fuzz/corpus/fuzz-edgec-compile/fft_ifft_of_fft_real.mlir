module {
  func.func @main(%arg0: !torch.vtensor<[3,10],f32>) -> !torch.vtensor<[3,10],f32> {
    %0 = torch.vtensor.literal(dense_resource<torch_tensor_10_torch.float32> : tensor<10xf32>) : !torch.vtensor<[10],f32>
    %int1 = torch.constant.int 1
    %1 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %int0 = torch.constant.int 0
    %false = torch.constant.bool false
    %2 = torch.operator "torch.aten._fft_r2c"(%arg0, %1, %int0, %false) : (!torch.vtensor<[3,10],f32>, !torch.list<int>, !torch.int, !torch.bool) -> !torch.vtensor<[3,10],complex<f32>>
    %3 = torch.aten.mul.Tensor %2, %0 : !torch.vtensor<[3,10],complex<f32>>, !torch.vtensor<[10],f32> -> !torch.vtensor<[3,10],complex<f32>>
    %4 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %int2 = torch.constant.int 2
    %5 = torch.operator "torch.aten._fft_c2c"(%3, %4, %int2, %false) : (!torch.vtensor<[3,10],complex<f32>>, !torch.list<int>, !torch.int, !torch.bool) -> !torch.vtensor<[3,10],complex<f32>>
    %6 = torch.aten.view_as_real %5 : !torch.vtensor<[3,10],complex<f32>> -> !torch.vtensor<[3,10,2],f32>
    %7 = torch.aten.select.int %6, %int2, %int0 : !torch.vtensor<[3,10,2],f32>, !torch.int, !torch.int -> !torch.vtensor<[3,10],f32>
    return %7 : !torch.vtensor<[3,10],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_10_torch.float32: "0x040000003EB5993EBB54443FDBCC633FCB21693F80AFB33CC5FC213FB8686C3F2C10823EFC47673EEA6D5E3F"
    }
  }
#-}

