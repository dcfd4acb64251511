module {
  func.func @main(%arg0: !torch.vtensor<[3,4],si32>) -> !torch.vtensor<[3,4,5],f32> {
    %0 = torch.vtensor.literal(dense_resource<torch_tensor_11_5_torch.float32> : tensor<11x5xf32>) : !torch.vtensor<[11,5],f32>
    %int-1 = torch.constant.int -1
    %false = torch.constant.bool false
    %1 = torch.aten.embedding %0, %arg0, %int-1, %false, %false : !torch.vtensor<[11,5],f32>, !torch.vtensor<[3,4],si32>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[3,4,5],f32>
    return %1 : !torch.vtensor<[3,4,5],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_11_5_torch.float32: "0x04000000E71F953E6CC65B3FEFBE973E171D5FBF3457323EF2B8843FDE9E893F1F7EC23F7474923F159790BF26D6993EE61CBD3FF99CC93F944A123F6B3EFF3F3C4B19405DB54DBE747F98BE244C6ABEB75E4D3F95A4FABF2DE385BF10B32F3FCF80F53FE3DF51BF468C213FEAFBCA3E06CB0A405F7D94BF9A48573F50C18CBEECB2F4BF6ADB4F3FB302C13E7CC4BABE9E7933BD2579DE3E54535DBF29265FBE081F9FBF2E412ABF2CD50540C3F974BFA8E8703F6554A03FD6B59ABEA901F13DBE02194070B59A3F3F3386BF5ED00E3FD097173F6E879FBE63CA323D8E6411BE"
    }
  }
#-}

