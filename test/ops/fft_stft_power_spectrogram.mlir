module {
  func.func @main(%arg0: !torch.vtensor<[2,200],f32>) -> !torch.vtensor<[2,17,26],f32> {
    %0 = torch.vtensor.literal(dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>) : !torch.vtensor<[32],f32>
    %int1 = torch.constant.int 1
    %int2 = torch.constant.int 2
    %int200 = torch.constant.int 200
    %1 = torch.prim.ListConstruct %int1, %int2, %int200 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2 = torch.aten.view %arg0, %1 : !torch.vtensor<[2,200],f32>, !torch.list<int> -> !torch.vtensor<[1,2,200],f32>
    %int-16 = torch.constant.int -16
    %int216 = torch.constant.int 216
    %none = torch.constant.none
    %int0 = torch.constant.int 0
    %cpu = torch.constant.device "cpu"
    %false = torch.constant.bool false
    %3 = torch.aten.arange.start_step %int-16, %int216, %int1, %none, %int0, %cpu, %false : !torch.int, !torch.int, !torch.int, !torch.none, !torch.int, !torch.Device, !torch.bool -> !torch.vtensor<[232],si64>
    %4 = torch.aten.abs %3 : !torch.vtensor<[232],si64> -> !torch.vtensor<[232],si64>
    %int199 = torch.constant.int 199
    %5 = torch.aten.rsub.Scalar %4, %int199, %int1 : !torch.vtensor<[232],si64>, !torch.int, !torch.int -> !torch.vtensor<[232],si64>
    %6 = torch.aten.abs %5 : !torch.vtensor<[232],si64> -> !torch.vtensor<[232],si64>
    %7 = torch.aten.rsub.Scalar %6, %int199, %int1 : !torch.vtensor<[232],si64>, !torch.int, !torch.int -> !torch.vtensor<[232],si64>
    %8 = torch.prim.ListConstruct %none, %none, %7 : (!torch.none, !torch.none, !torch.vtensor<[232],si64>) -> !torch.list<optional<vtensor>>
    %9 = torch.aten.index.Tensor %2, %8 : !torch.vtensor<[1,2,200],f32>, !torch.list<optional<vtensor>> -> !torch.vtensor<[1,2,232],f32>
    %int232 = torch.constant.int 232
    %10 = torch.prim.ListConstruct %int2, %int232 : (!torch.int, !torch.int) -> !torch.list<int>
    %11 = torch.aten.view %9, %10 : !torch.vtensor<[1,2,232],f32>, !torch.list<int> -> !torch.vtensor<[2,232],f32>
    %int-1 = torch.constant.int -1
    %int32 = torch.constant.int 32
    %int8 = torch.constant.int 8
    %12 = torch.operator "torch.aten.unfold"(%11, %int-1, %int32, %int8) : (!torch.vtensor<[2,232],f32>, !torch.int, !torch.int, !torch.int) -> !torch.vtensor<[2,26,32],f32>
    %13 = torch.aten.mul.Tensor %12, %0 : !torch.vtensor<[2,26,32],f32>, !torch.vtensor<[32],f32> -> !torch.vtensor<[2,26,32],f32>
    %14 = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %15 = torch.operator "torch.aten._fft_r2c"(%13, %14, %int0, %true) : (!torch.vtensor<[2,26,32],f32>, !torch.list<int>, !torch.int, !torch.bool) -> !torch.vtensor<[2,26,17],complex<f32>>
    %16 = torch.prim.ListConstruct %int0, %int2, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %17 = torch.aten.permute %15, %16 : !torch.vtensor<[2,26,17],complex<f32>>, !torch.list<int> -> !torch.vtensor<[2,17,26],complex<f32>>
    %18 = torch.aten.abs %17 : !torch.vtensor<[2,17,26],complex<f32>> -> !torch.vtensor<[2,17,26],f32>
    %19 = torch.aten.pow.Tensor_Scalar %18, %int2 : !torch.vtensor<[2,17,26],f32>, !torch.int -> !torch.vtensor<[2,17,26],f32>
    return %19 : !torch.vtensor<[2,17,26],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_32_torch.float32: "0x040000000000000020681D3C10E51B3D3C93AC3D1AF6153E4E8C633E76089E3E910ECE3E0000003FB8F8183FC6FB303FEE1C473F7A825A3F996D6A3FB041763F608A7D3F0000803F5F8A7D3FAF41763F986D6A3F78825A3FEB1C473FC3FB303FB9F8183F0000003F8E0ECE3E72089E3E468C633E12F6153E3C93AC3D08E51B3D20681D3C"
    }
  }
#-}

