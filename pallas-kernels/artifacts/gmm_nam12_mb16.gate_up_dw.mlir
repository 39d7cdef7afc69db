func.func private @namtrain_gmm_nam12_mb16_gate_up_dw(%arg0: tensor<262144x768xbf16>, %arg1: tensor<262144x1024xbf16>, %arg2: tensor<32xi32>) -> (tensor<32x768x1024xbf16> {jax.result_info = "result"}) {
  %c = stablehlo.constant dense<33> : tensor<i32>
  %c_0 = stablehlo.constant dense<1> : tensor<i32>
  %c_1 = stablehlo.constant dense<511> : tensor<i32>
  %c_2 = stablehlo.constant dense<512> : tensor<i32>
  %c_3 = stablehlo.constant dense<262144> : tensor<i32>
  %c_4 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %1 = stablehlo.maximum %arg2, %0 : tensor<32xi32>
  %2 = call @namtrain_gmm_nam12_mb16_gate_up_dw__cumsum(%1) : (tensor<32xi32>) -> tensor<32xi32>
  %3 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %4 = stablehlo.minimum %2, %3 : tensor<32xi32>
  %5 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %6 = stablehlo.slice %4 [0:31] : (tensor<32xi32>) -> tensor<31xi32>
  %7 = stablehlo.concatenate %5, %6, dim = 0 : (tensor<1xi32>, tensor<31xi32>) -> tensor<32xi32>
  %8 = stablehlo.slice %4 [31:32] : (tensor<32xi32>) -> tensor<1xi32>
  %9 = stablehlo.reshape %8 : (tensor<1xi32>) -> tensor<i32>
  %10 = stablehlo.compare GT, %4, %7, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
  %11 = call @namtrain_gmm_nam12_mb16_gate_up_dw__floor_divide(%7, %c_2) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
  %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %13 = stablehlo.minimum %11, %12 : tensor<32xi32>
  %14 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %15 = stablehlo.subtract %4, %14 : tensor<32xi32>
  %16 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %17 = stablehlo.maximum %15, %16 : tensor<32xi32>
  %18 = call @namtrain_gmm_nam12_mb16_gate_up_dw__floor_divide(%17, %c_2) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
  %19 = stablehlo.subtract %18, %13 : tensor<32xi32>
  %20 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %21 = stablehlo.add %19, %20 : tensor<32xi32>
  %22 = call @namtrain_gmm_nam12_mb16_gate_up_dw___where_1(%10, %21, %c_0) : (tensor<32xi1>, tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
  %23 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %24 = stablehlo.concatenate %22, %23, dim = 0 : (tensor<32xi32>, tensor<1xi32>) -> tensor<33xi32>
  %25 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %26 = stablehlo.concatenate %13, %25, dim = 0 : (tensor<32xi32>, tensor<1xi32>) -> tensor<33xi32>
  %27 = call @namtrain_gmm_nam12_mb16_gate_up_dw__cumsum_2(%24) : (tensor<33xi32>) -> tensor<33xi32>
  %28 = stablehlo.slice %27 [32:33] : (tensor<33xi32>) -> tensor<1xi32>
  %29 = stablehlo.reshape %28 : (tensor<1xi32>) -> tensor<i32>
  %30 = stablehlo.iota dim = 0 : tensor<543xi32>
  %31 = stablehlo.subtract %29, %c_0 : tensor<i32>
  %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %33 = stablehlo.minimum %30, %32 : tensor<543xi32>
  %34 = stablehlo.broadcast_in_dim %27, dims = [1] : (tensor<33xi32>) -> tensor<1x33xi32>
  %35 = stablehlo.broadcast_in_dim %33, dims = [0] : (tensor<543xi32>) -> tensor<543x1xi32>
  %36 = stablehlo.broadcast_in_dim %34, dims = [0, 1] : (tensor<1x33xi32>) -> tensor<543x33xi32>
  %37 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<543x1xi32>) -> tensor<543x33xi32>
  %38 = stablehlo.compare LE, %36, %37, SIGNED : (tensor<543x33xi32>, tensor<543x33xi32>) -> tensor<543x33xi1>
  %39 = stablehlo.convert %38 : (tensor<543x33xi1>) -> tensor<543x33xi32>
  %40 = stablehlo.reduce(%39 init: %c_4) applies stablehlo.add across dimensions = [1] : (tensor<543x33xi32>, tensor<i32>) -> tensor<543xi32>
  %41 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %42 = stablehlo.compare LT, %40, %41, SIGNED : (tensor<543xi32>, tensor<543xi32>) -> tensor<543xi1>
  %43 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %44 = stablehlo.add %40, %43 : tensor<543xi32>
  %45 = stablehlo.select %42, %44, %40 : tensor<543xi1>, tensor<543xi32>
  %46 = stablehlo.broadcast_in_dim %45, dims = [0] : (tensor<543xi32>) -> tensor<543x1xi32>
  %47 = "stablehlo.gather"(%26, %46) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<33xi32>, tensor<543x1xi32>) -> tensor<543xi32>
  %48 = stablehlo.add %47, %33 : tensor<543xi32>
  %49 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %50 = stablehlo.compare LT, %40, %49, SIGNED : (tensor<543xi32>, tensor<543xi32>) -> tensor<543xi1>
  %51 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %52 = stablehlo.add %40, %51 : tensor<543xi32>
  %53 = stablehlo.select %50, %52, %40 : tensor<543xi1>, tensor<543xi32>
  %54 = stablehlo.broadcast_in_dim %53, dims = [0] : (tensor<543xi32>) -> tensor<543x1xi32>
  %55 = "stablehlo.gather"(%27, %54) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<33xi32>, tensor<543x1xi32>) -> tensor<543xi32>
  %56 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %57 = stablehlo.compare LT, %40, %56, SIGNED : (tensor<543xi32>, tensor<543xi32>) -> tensor<543xi1>
  %58 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %59 = stablehlo.add %40, %58 : tensor<543xi32>
  %60 = stablehlo.select %57, %59, %40 : tensor<543xi1>, tensor<543xi32>
  %61 = stablehlo.broadcast_in_dim %60, dims = [0] : (tensor<543xi32>) -> tensor<543x1xi32>
  %62 = "stablehlo.gather"(%24, %61) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<33xi32>, tensor<543x1xi32>) -> tensor<543xi32>
  %63 = stablehlo.subtract %55, %62 : tensor<543xi32>
  %64 = stablehlo.subtract %48, %63 : tensor<543xi32>
  %65 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %66 = stablehlo.concatenate %7, %65, dim = 0 : (tensor<32xi32>, tensor<1xi32>) -> tensor<33xi32>
  %67 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %68 = stablehlo.concatenate %4, %67, dim = 0 : (tensor<32xi32>, tensor<1xi32>) -> tensor<33xi32>
  %69 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %70 = stablehlo.custom_call @tpu_custom_call(%40, %64, %66, %68, %69, %arg0, %arg1) {backend_config = "{\22custom_call_config\22: {\22body\22: \22TUzvUgFNTElSMjMuMC4wZ2l0AAFHCQEDBQcBAwkDMwsNDxETFRcZGx0fISMlJykrLS8xMzU3OTsDkgPuAjMB9QcPExcXEwsTCw8TFxMLCw8PFw8XF2WFCwsTEwsTEw8PCwsLCwsLEw8PDw8PCw8LCxMXGxcTFwsXFycTCw9LCxcLpQtzCwsLCwsXGwtTGwtTGwtzGxsbCw8LDw8PCw8LDwsPDwsPDwsPCw8LCwsPCwsPCwsPCw8TEwsTBQthYY2RTQcFWVkBcwsLEwsLEwsLEwsXDxcLEwsLEwsnUxMLEwsLIwsTCxMLCxMLDxMLEwsLEwsXHwsTCzMLCwsbC1MXDwUDKgIBMw8HCx8bDwcfGx8fBx8fHx8nJysnHyM/NzsCJhMfHUmvAwMNtR0iAiYCHUYCSgIDAw2zBT0DA9f/BT8dvb8DAxE/HQoCDgIdWX4CBUEFQx1Jtx3R0x0WAhoCEQUAHV4CYgIdhgKKAmFmZmluZV9tYXA8KGQwKSAtPiAoZDApPgBhZmZpbmVfbWFwPChkMCwgZDEpIC0+IChkMCwgZDEpPgAFRQVHAwMRuwMDDc8FSR1tlgIdbZ4CEQsVEQsFBUsFTQVPDS8FUQVTAwMRyR1Lyx3Z2x3f4R3l5x1Z6wVVHfHzBVcFWSMBAQEDAw1aAgMDagJuAh1yAnYCAwMRPQMDDZICBVsdpgKqAh26Ar4CAwc3JV3eAl9hAwN3eQVdEQstAxF9fxuBhYeJPYs/HY2P/ZGTBV8BB/n5+w0tYWZmaW5lX21hcDwoZDAsIGQxLCBkMikgLT4gKGQwLCBkMSwgZDIpPgAFYSMLBzEBAAAAAAAAAAEAAAAAAAAAHwIAAAAAAAAFYwVlBWcFaQVrAQeVm6EDBS+XMZkJQSMLBSEAAgAAAAAAAAADAAAAAAAAAwUvnTGfCUMjCwUhAAIAAAAAAAAABAAAAAAAAAMFL6MxpQlFIwsHMQEAAAAAAAAAAAMAAAAAAAAABAAAAAAAAAMFG0cdQQMFG0cdQwMFG60dRQ0xHbEBBW0RAQERAwEduQEFbxELCQVxHcEBBXMdS8UdxwEFdRELAR3NAQV3EQEFBXkd1QEFewV9BX8d3QEFgQWDHeMBBYUFhx3pAQWJHTcBAwMN7xEB8hAFix0GAgEjdHB1Lm1lbW9yeV9zcGFjZTx2bWVtPgAjdHB1Lm1lbW9yeV9zcGFjZTxzbWVtPgAjdHB1LmRpbWVuc2lvbl9zZW1hbnRpY3M8cGFyYWxsZWw+ACN0cHUuZGltZW5zaW9uX3NlbWFudGljczxhcmJpdHJhcnk+ACN0cHUuY29yZV90eXBlPHRjPgAjYXJpdGgub3ZlcmZsb3c8bm9uZT4AI2FyaXRoLmZhc3RtYXRoPG5vbmU+AAWNBY8dEgIBBZEFkx0eAgEFlQWXHSoCAQWZAwMRMgIRCxEdOgI+AgWbHUICAQWdBZ8dTgIBBaEDBzclXVYCX2EjAQkhAQAAAAEAAAADAAAAAAAAABEBAhAFox1mAgEFpQWnIwEDCQAAAAAFqR16AgEFqx2CAgEFrQWvHY4CAQWxEw0BHZoCAQWzHaICAQW1BbcdrgIBBbkDAw22AiUPCQAAAAAFux3CAgEFvQMHygLqAs4CJdICJQW/BcEFwwMD2gICAgXFIwEJIQEAAAABAAAAAgAAAAAAAAADAw3mAhMXASN0cHUuZG90X2RpbWVuc2lvbl9udW1iZXJzPFswXSwgWzBdLCBbMV0sIFsxXSwgWzAsIDEsIDEsIDFdLCBbXSwgW10+AAECAgMBCRf3A/oQASsX9wOFASsBAgQHJwUCGAIgFxf3AwUBKycFAhACGAEnBQIQAiABCycFAhACGA0nBQIQAhgFJwUCEAIgDScFAhACIAUX9QUCEAIYDS0X9QUCEAIgDS0X9QcFAhgCIA2DF/UFAhgCIBctJwUCGAIgDScHBQIYAiANBRkBAQEHBwkJESEjJScBBREBAQEHBwkJEQUBAQURAQEBBwcJCREHAQEBBMoQBQERAXUHAwERExEBewcDc8cZAQEBAQEBBwEHAQkBCQERASEBIwElAScBAwMfBQMDBwYfAwEFDxkFBxMzAwUFBRsJBgMDAwMFBwYDAwEFBx8DA8MLAwEFB09NAwUFBSMDAyE1AwEfByEPAwEFBScDA1ELAwErBlEDAQUpKwkGAwMDAy0HBgMDAQUHLwUHUxUDBQUxISEGVQMFBSUzAwMfBQMDBwYfAwEFDzcDAyE1AwEfByEPAwEFOTsFB09NAwUFBT0DA1c1AwEXB1cPAwEFBUEDA1vtAwEtBlsDAQVDRQkGAwMDA0cHBgMDAQUHSQUHUxUDBQVLISEGVQMFBT9NCQYDAwMDIQcGAwMBBQtRCQYDAwMDIQcGAwMBBQ1VEQYXAwUFHTUZBiMDAQNZAwMHCwMBBQcHFQMFBVtdGxQHA18JAwsdAwM54gIDFwsGOwMPA3MDAwkFAwMDAwkFAwMNBgkDDwcXd3kdBQlzCXUXd3kPAAcDAQUPAAcFBzYCLgIDBQVXUxEGFwMFBR1hGQYjAwEDYwMDBwsDAQUHBxUDBQVlZxsUBwNpCQNbvQMDAwUDAwMDAwUDAw0GAwMPBxdzdQMDAwUDAwMDAwUDAw0GAwMZBxF5ewkGAwMDAwUHBgMDAQUJfwMDJ2MDASUHJw8DAQWBgycDZ2UDEwsGGQMTA4UXBxkPAxMFiYcLBikDEwNTBQcpaQMbBYuNCwYTAxMDVwUHEzMDGwWLkREGFwMbBY+TAwM5awMNCwY7AxkDlykGbwMZB5V9mQMDAwUDAwMDAwUDAw0GAwMdBxOdnwkGAwMDAwUHBgMDAQUJowMDJ2MDASUHJw8DAQWlpycDZ2UDFQsGGQMVA6kXBxkPAxUFrasLBikDFQNTBQcpaQMfBa+xCwYTAxUDVwUHEzMDHwWvtREGFwMfBbO3AwM5awMNCwY7Ax0DuykGbwMdB7mhvQMDcbICAw8xB3HGAgMPB5u/wTMHGdYCAw8Fd8MDAwkFAwMDAwkFAwMNBgkDDwcXx8kdBQlzCcUXx8kPAAcDAQUPAAcRBhcDBQUdTxkGIwMBA2sDAwcLAwEFBwcVAwUFbW8bFAcDcQkDFTEDAwMFAwMDAwMFAwMNBgMDDwcXc3UvBiMDKQN3AwMJBQMDAwMJBQMDAwMJBQMDDQYJAysJFXt9fyMGCQMpA4EjBgkDKwN5HQUJUgILhRV7fX8PAAcDAQUPAAcVAAETEQGnBwMXExEBAQEBAQEHAQcBCQEJAREBCQYDAwMDBQcGAwMBBQkRAwMBCwMBFQQBBRMBExEBqQcDFxMRAQEBAQEBBwEHAQkBCQERAQkGAwMDAwUHBgMDAQUJEQMDAQsDARUEAQUTAxMRAasHAxcTEQEBAQEBAQcBBwEJAQkBEQEJBgMDAwMFBwYDAwEFBxEDAwELAwEVBAEHEwEDBgMBBQEAchLHEx0dJTEbJRVFIw0JERUNFwkLFQ0NCQsNVS0RCwkLDQkNCQkLHQkLDQcNCQkRHR0dIyEjKS0lESkLCQsZGRkJHSUTHRUNFxcbGRkbExclFRcjDxkXGRUXFRkjIxkXHw8NCR0RYnVpbHRpbgBzdGFibGVfbW9zYWljAHRwdQBhcml0aABtb2R1bGUAYXJpdGguY29uc3RhbnQAYXJpdGguY21waQBtZW1yZWYubG9hZABhcml0aC5pbmRleF9jYXN0AHZlY3Rvci5icm9hZGNhc3QAdmVjdG9yLmxvYWQAc2NmLnlpZWxkAGFyaXRoLmFuZGkAZnVuYy5mdW5jAGZ1bmMucmV0dXJuAGFyaXRoLmFkZGkAYXJpdGguZXh0dWkAc2NmLmlmAHRwdS52ZWN0b3Jfc3RvcmUAYXJpdGguc3ViaQBhcml0aC5vcmkAdmVjdG9yLnNoYXBlX2Nhc3QAYXJpdGgubXVsaQB0cHUuaW90YQBhcml0aC5zZWxlY3QAYXJpdGgubWF4c2kAYXJpdGgubWluc2kAYXJpdGgudHJ1bmNmAHRwdS5tYXRtdWwAYXJpdGguYWRkZgB2YWx1ZQBwcmVkaWNhdGUAZnVuY3Rpb25fdHlwZQBzeW1fbmFtZQB0cmFuc2Zvcm1faW5kaWNlcwB3aW5kb3dfYm91bmRzAGFkZAB0cmFuc2Zvcm1fMAB0cmFuc2Zvcm1fMQB0cmFuc2Zvcm1fMgBnZXQ6AGVxOgBhZGQ6AG9wZXJhbmRTZWdtZW50U2l6ZXMAc3RyaWRlcwBicm9hZGNhc3RfaW5fZGltOgBzdGFibGVfbW9zYWljLnZlcnNpb24AZGltZW5zaW9uX3NlbWFudGljcwBpdGVyYXRpb25fYm91bmRzAHNjYWxhcl9wcmVmZXRjaABzY3JhdGNoX29wZXJhbmRzAG5hbXRyYWluX3RnbW0AdHB1LmNvcmVfdHlwZQB3aW5kb3dfcGFyYW1zAGdldC9nZXQAZ2V0AGx0OgBsdC9sdABlcQBlcS9lcQBzdWI6AHN1YgBvdmVyZmxvd0ZsYWdzAG1heDoAbWF4AG5lOgBuZS9uZQBvcjoAb3Ivb3IAbWluOgBtaW4AYW5kOgBhbmQvYW5kAGNvbnZlcnRfZWxlbWVudF90eXBlOgBjb252ZXJ0X2VsZW1lbnRfdHlwZS9jb252ZXJ0X2VsZW1lbnRfdHlwZQBjb25kOgBjb25kAGd0OgBndC9ndABzd2FwOgBzd2FwL3N3YXAAbXVsOgBtdWwAZGltZW5zaW9ucwBpb3RhOgBpb3RhL2lvdGEAYWRkL2FkZABnZToAZ2UvZ2UAYnJvYWRjYXN0X2luX2RpbQBicm9hZGNhc3RfaW5fZGltL2Jyb2FkY2FzdF9pbl9kaW0Ac2VsZWN0X246AHNlbGVjdF9uL3NlbGVjdF9uAGRvdF9nZW5lcmFsOgBkb3RfZ2VuZXJhbC9kb3RfZ2VuZXJhbABkaW1lbnNpb25fbnVtYmVycwB0cmFuc3Bvc2VfbGhzAHRyYW5zcG9zZV9yaHMAZmFzdG1hdGgA\22, \22cost_estimate\22: {\0A\22bytes_accessed\22:1046740992,\0A\22flops\22:437281357824,\0A\22remote_bytes_transferred\22:0,\0A\22transcendentals\22:0\0A}, \22serialization_format\22: 1, \22needs_layout_passes\22: true}}", kernel_name = "namtrain_tgmm", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<543xi32>, tensor<543xi32>, tensor<33xi32>, tensor<33xi32>, tensor<1xi32>, tensor<262144x768xbf16>, tensor<262144x1024xbf16>) -> tensor<32x768x1024xbf16>
  return %70 : tensor<32x768x1024xbf16>
}
func.func private @namtrain_gmm_nam12_mb16_gate_up_dw__cumsum(%arg0: tensor<32xi32>) -> tensor<32xi32> {
  %0 = call @namtrain_gmm_nam12_mb16_gate_up_dw__cumsum_0(%arg0) : (tensor<32xi32>) -> tensor<32xi32>
  return %0 : tensor<32xi32>
}
func.func private @namtrain_gmm_nam12_mb16_gate_up_dw__cumsum_0(%arg0: tensor<32xi32>) -> tensor<32xi32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[31, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 32>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
  return %1 : tensor<32xi32>
}
func.func private @namtrain_gmm_nam12_mb16_gate_up_dw__floor_divide(%arg0: tensor<32xi32>, %arg1: tensor<i32>) -> tensor<32xi32> {
  %c = stablehlo.constant dense<1> : tensor<i32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.convert %arg1 : tensor<i32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %2 = stablehlo.divide %arg0, %1 : tensor<32xi32>
  %3 = stablehlo.sign %arg0 : tensor<32xi32>
  %4 = stablehlo.sign %0 : tensor<i32>
  %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
  %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %8 = stablehlo.remainder %arg0, %7 : tensor<32xi32>
  %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
  %11 = stablehlo.and %6, %10 : tensor<32xi1>
  %12 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %13 = stablehlo.subtract %2, %12 : tensor<32xi32>
  %14 = call @namtrain_gmm_nam12_mb16_gate_up_dw___where(%11, %13, %2) : (tensor<32xi1>, tensor<32xi32>, tensor<32xi32>) -> tensor<32xi32>
  return %14 : tensor<32xi32>
}
func.func private @namtrain_gmm_nam12_mb16_gate_up_dw___where(%arg0: tensor<32xi1>, %arg1: tensor<32xi32>, %arg2: tensor<32xi32>) -> tensor<32xi32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<32xi1>, tensor<32xi32>
  return %0 : tensor<32xi32>
}
func.func private @namtrain_gmm_nam12_mb16_gate_up_dw___where_1(%arg0: tensor<32xi1>, %arg1: tensor<32xi32>, %arg2: tensor<i32>) -> tensor<32xi32> {
  %0 = stablehlo.convert %arg2 : tensor<i32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %2 = stablehlo.select %arg0, %arg1, %1 : tensor<32xi1>, tensor<32xi32>
  return %2 : tensor<32xi32>
}
func.func private @namtrain_gmm_nam12_mb16_gate_up_dw__cumsum_2(%arg0: tensor<33xi32>) -> tensor<33xi32> {
  %0 = call @namtrain_gmm_nam12_mb16_gate_up_dw__cumsum_3(%arg0) : (tensor<33xi32>) -> tensor<33xi32>
  return %0 : tensor<33xi32>
}
func.func private @namtrain_gmm_nam12_mb16_gate_up_dw__cumsum_3(%arg0: tensor<33xi32>) -> tensor<33xi32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[32, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 33>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }) : (tensor<33xi32>, tensor<i32>) -> tensor<33xi32>
  return %1 : tensor<33xi32>
}
