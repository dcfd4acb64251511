func.func @hardtanh_clone(%arg0: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {
  %float0 = torch.constant.float 0.000000e+00
  %float6 = torch.constant.float 6.000000e+00
  %none = torch.constant.none
  %0 = torch.aten.hardtanh %arg0, %float0, %float6 : !torch.vtensor<[4],f32>, !torch.float, !torch.float -> !torch.vtensor<[4],f32>
  %1 = torch.aten.clone %0, %none : !torch.vtensor<[4],f32>, !torch.none -> !torch.vtensor<[4],f32>
  return %1 : !torch.vtensor<[4],f32>
}
