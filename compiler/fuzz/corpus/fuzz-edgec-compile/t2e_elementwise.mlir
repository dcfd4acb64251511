func.func @elementwise(%a: !torch.vtensor<[4,16],f32>, %b: !torch.vtensor<[16],f32>) -> !torch.vtensor<[4,16],f32> {
  %int2 = torch.constant.int 2
  %half = torch.constant.float 5.000000e-01
  %0 = torch.aten.add.Tensor %a, %b, %int2 : !torch.vtensor<[4,16],f32>, !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[4,16],f32>
  %1 = torch.aten.sub.Tensor %0, %a, %half : !torch.vtensor<[4,16],f32>, !torch.vtensor<[4,16],f32>, !torch.float -> !torch.vtensor<[4,16],f32>
  %2 = torch.aten.mul.Tensor %1, %b : !torch.vtensor<[4,16],f32>, !torch.vtensor<[16],f32> -> !torch.vtensor<[4,16],f32>
  %3 = torch.aten.relu %2 : !torch.vtensor<[4,16],f32> -> !torch.vtensor<[4,16],f32>
  return %3 : !torch.vtensor<[4,16],f32>
}
