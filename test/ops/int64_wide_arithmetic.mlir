module {
  func.func @main(%arg0: !torch.vtensor<[4,8],si64>, %arg1: !torch.vtensor<[4,8],si64>) -> (!torch.vtensor<[4,8],si64>, !torch.vtensor<[4,8],si64>, !torch.vtensor<[4,8],si64>, !torch.vtensor<[4,8],si64>, !torch.vtensor<[4,8],si64>, !torch.vtensor<[4,8],si64>, !torch.vtensor<[4,8],si64>, !torch.vtensor<[4,8],si64>, !torch.vtensor<[4,8],si64>, !torch.vtensor<[4,8],si64>, !torch.vtensor<[4,8],si64>, !torch.vtensor<[4,8],i1>, !torch.vtensor<[4,8],i1>, !torch.vtensor<[4,8],i1>, !torch.vtensor<[4,8],si64>, !torch.vtensor<[4,8],si64>, !torch.vtensor<[4,8],si64>) {
    %int1 = torch.constant.int 1
    %0 = torch.aten.add.Tensor %arg0, %arg1, %int1 : !torch.vtensor<[4,8],si64>, !torch.vtensor<[4,8],si64>, !torch.int -> !torch.vtensor<[4,8],si64>
    %1 = torch.aten.sub.Tensor %arg0, %arg1, %int1 : !torch.vtensor<[4,8],si64>, !torch.vtensor<[4,8],si64>, !torch.int -> !torch.vtensor<[4,8],si64>
    %2 = torch.aten.mul.Tensor %arg0, %arg1 : !torch.vtensor<[4,8],si64>, !torch.vtensor<[4,8],si64> -> !torch.vtensor<[4,8],si64>
    %3 = torch.aten.neg %arg0 : !torch.vtensor<[4,8],si64> -> !torch.vtensor<[4,8],si64>
    %4 = torch.aten.abs %arg0 : !torch.vtensor<[4,8],si64> -> !torch.vtensor<[4,8],si64>
    %5 = torch.aten.bitwise_and.Tensor %arg0, %arg1 : !torch.vtensor<[4,8],si64>, !torch.vtensor<[4,8],si64> -> !torch.vtensor<[4,8],si64>
    %6 = torch.aten.bitwise_or.Tensor %arg0, %arg1 : !torch.vtensor<[4,8],si64>, !torch.vtensor<[4,8],si64> -> !torch.vtensor<[4,8],si64>
    %7 = torch.aten.bitwise_xor.Tensor %arg0, %arg1 : !torch.vtensor<[4,8],si64>, !torch.vtensor<[4,8],si64> -> !torch.vtensor<[4,8],si64>
    %8 = torch.aten.bitwise_not %arg0 : !torch.vtensor<[4,8],si64> -> !torch.vtensor<[4,8],si64>
    %9 = torch.aten.maximum %arg0, %arg1 : !torch.vtensor<[4,8],si64>, !torch.vtensor<[4,8],si64> -> !torch.vtensor<[4,8],si64>
    %10 = torch.aten.minimum %arg0, %arg1 : !torch.vtensor<[4,8],si64>, !torch.vtensor<[4,8],si64> -> !torch.vtensor<[4,8],si64>
    %11 = torch.aten.lt.Tensor %arg0, %arg1 : !torch.vtensor<[4,8],si64>, !torch.vtensor<[4,8],si64> -> !torch.vtensor<[4,8],i1>
    %12 = torch.aten.ge.Tensor %arg0, %arg1 : !torch.vtensor<[4,8],si64>, !torch.vtensor<[4,8],si64> -> !torch.vtensor<[4,8],i1>
    %13 = torch.aten.eq.Tensor %arg0, %arg1 : !torch.vtensor<[4,8],si64>, !torch.vtensor<[4,8],si64> -> !torch.vtensor<[4,8],i1>
    %14 = torch.aten.gt.Tensor %arg0, %arg1 : !torch.vtensor<[4,8],si64>, !torch.vtensor<[4,8],si64> -> !torch.vtensor<[4,8],i1>
    %15 = torch.aten.where.self %14, %arg0, %arg1 : !torch.vtensor<[4,8],i1>, !torch.vtensor<[4,8],si64>, !torch.vtensor<[4,8],si64> -> !torch.vtensor<[4,8],si64>
    %int-1099511627776 = torch.constant.int -1099511627776
    %int1099511627779 = torch.constant.int 1099511627779
    %16 = torch.aten.clamp %arg0, %int-1099511627776, %int1099511627779 : !torch.vtensor<[4,8],si64>, !torch.int, !torch.int -> !torch.vtensor<[4,8],si64>
    %int3 = torch.constant.int 3
    %17 = torch.aten.sub.Tensor %arg0, %arg1, %int3 : !torch.vtensor<[4,8],si64>, !torch.vtensor<[4,8],si64>, !torch.int -> !torch.vtensor<[4,8],si64>
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %15, %16, %17 : !torch.vtensor<[4,8],si64>, !torch.vtensor<[4,8],si64>, !torch.vtensor<[4,8],si64>, !torch.vtensor<[4,8],si64>, !torch.vtensor<[4,8],si64>, !torch.vtensor<[4,8],si64>, !torch.vtensor<[4,8],si64>, !torch.vtensor<[4,8],si64>, !torch.vtensor<[4,8],si64>, !torch.vtensor<[4,8],si64>, !torch.vtensor<[4,8],si64>, !torch.vtensor<[4,8],i1>, !torch.vtensor<[4,8],i1>, !torch.vtensor<[4,8],i1>, !torch.vtensor<[4,8],si64>, !torch.vtensor<[4,8],si64>, !torch.vtensor<[4,8],si64>
  }
}

